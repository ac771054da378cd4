#include "pipeline/Frontend.h"

#include "SourceOverlay.h"
#include "pipeline/ClangCommand.h"
#include "pipeline/HostCodeLeftOut.h"
#include "support/Failure.h"
#include "support/Paths.h"
#include "support/Process.h"

#include <sys/wait.h>
#include <unistd.h>

#include <llvm/IR/DebugInfo.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>
#include <llvm/IR/Verifier.h>
#include <llvm/IRReader/IRReader.h>
#include <llvm/Support/CommandLine.h>
#include <llvm/Support/ErrorHandling.h>
#include <llvm/Support/MemoryBuffer.h>
#include <llvm/Support/SourceMgr.h>
#include <llvm/Support/raw_ostream.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <functional>
#include <optional>
#include <ostream>
#include <regex>
#include <sstream>

namespace gv::driver {

namespace fs = std::filesystem;

namespace {

void requireAnnotationHeaders(const DriverOptions &options, const std::string &headerDirectory) {
  if (options.annotations == Annotations::Checked)
    return;
  fs::path header = fs::path(headerDirectory) / "annotations" / "no_annotations.h";
  std::error_code error;
  if (!fs::is_regular_file(header, error))
    throw Failure(ExitCode::Configuration,
                  "--no-annotations and --only-requires need " + header.string() + ", which is missing");
}

std::string currentDirectory() {
  std::error_code error;
  auto directory = fs::current_path(error);
  return error ? std::string() : directory.string();
}

std::string absolute(const std::string &path) {
  std::error_code error;
  auto result = fs::absolute(path, error);
  return error ? path : result.string();
}

// The kernel header precompiled for these options, built beside the
// headers on first use; empty where it cannot be (CUDA, a read-only
// installation, options of the user's own for clang, which may change the
// language).
std::string precompiledHeader(const DriverOptions &options, const FrontendTools &tools, std::ostream *echo) {
  if (!options.clangOptions.empty())
    return "";
  fs::path header = fs::path(tools.headerDirectory) / precompiledHeaderName(options);
  // Written under a name of its own, then renamed: another gpuverify may be
  // building the same file.
  fs::path building = header;
  building += ".building-" + std::to_string(::getpid());
  ClangInvocation invocation{tools.clang, tools.headerDirectory, "", building.string(), "", ""};
  std::optional<std::vector<std::string>> command = precompileCommand(options, invocation);
  if (!command)
    return ""; // a language whose header is not precompiled
  std::error_code error;
  if (fs::is_regular_file(header, error))
    return header.string();
  ProcessRequest request;
  request.argv = *command;
  if (runProcess(request, echo).succeeded() && (fs::rename(building, header, error), !error))
    return header.string();
  fs::remove(building, error);
  return "";
}

// A 32-bit CUDA compile targets an i386 host, for which a 64-bit machine has
// no C++ library and no multiarch C headers: the 64-bit host's, as clang
// finds them, stand in (see hostIncludeOptions).
std::vector<std::string> hostIncludeDirectories(const DriverOptions &options, const FrontendTools &tools,
                                                std::ostream *echo) {
  if (options.translate.language != SourceLanguage::CUDA || options.translate.pointerBits != 32)
    return {};
  ProcessRequest request;
  request.argv = {tools.clang, "-target",  "x86_64-unknown-linux-gnu", "-x", "c++", "-E", "-v", "/dev/null",
                  "-o",        "/dev/null"};
  request.timeoutSeconds = 30;
  ProcessResult result = runProcess(request, echo);
  return result.succeeded() ? parseIncludeSearchList(result.err) : std::vector<std::string>{};
}

std::string toolkitNote(const std::string &header, const CudaToolkit &toolkit) {
  return "gpuverify: note: <" + header + "> is not among gpuverify's CUDA headers; compiling against the CUDA " +
         "toolkit at " + toolkit.root + "\n";
}

// The CUDA toolkit a compile uses from the start: --cuda-path's, or the one
// found if the kernel includes a header only it has (said on `notes`).
std::optional<CudaToolkit> toolkitToUse(const DriverOptions &options, const FrontendTools &tools, std::ostream *notes) {
  if (!tools.cudaToolkit || tools.alwaysUseToolkit)
    return tools.cudaToolkit;
  std::optional<std::string> header =
      toolkitOnlyInclude(options.kernelFile, options.includeDirectories, tools.headerDirectory, *tools.cudaToolkit);
  if (!header)
    return std::nullopt;
  if (notes)
    *notes << toolkitNote(*header, *tools.cudaToolkit);
  return tools.cudaToolkit;
}

// --compile-as: clang reads the kernel's text at that path, through an
// overlay written beside the bitcode (in the run's temporary folder).
void showKernelAs(const DriverOptions &options, ClangInvocation &invocation) {
  if (options.compileAs.empty())
    return;
  invocation.input = options.compileAs;
  invocation.sourceOverlay = invocation.output + ".overlay.json";
  writeSourceOverlay(options.compileAs, options.kernelFile, invocation.sourceOverlay);
}

ProcessResult runClang(const DriverOptions &options, const ClangInvocation &invocation, std::optional<double> timeLimit,
                       std::ostream *echo) {
  ProcessRequest request;
  request.argv = clangCommand(options, invocation);
  request.timeoutSeconds = timeLimit;
  return runProcess(request, echo);
}

// " (it uses 'X', which they do not declare)" for clang's first "use of
// undeclared identifier 'X'" in `errors`; empty if there is none.
std::string firstUndeclared(const std::string &errors) {
  static const std::string marker = "use of undeclared identifier '";
  size_t at = errors.find(marker);
  if (at == std::string::npos)
    return "";
  size_t start = at + marker.size(), end = errors.find('\'', start);
  if (end == std::string::npos)
    return "";
  return " (it uses '" + errors.substr(start, end - start) + "', which they do not declare)";
}

// Where the file declares size_t as a 32-bit type (`typedef unsigned int
// size_t;`, as some kernels written for GPUVerify's 32-bit default do),
// which clang refuses at 64 bits.
std::optional<std::string> narrowSizeTDeclaration(const std::string &errors) {
  static const std::regex clash(
      R"((^|\n)([^\n]*:\d+:\d+): error: typedef redefinition with different types \('unsigned int' vs 'unsigned long'\)\n(?:[^\n]*\n){0,3}?[^\n]*\bsize_t\b)");
  std::smatch match;
  if (!std::regex_search(errors, match, clash))
    return std::nullopt;
  return match[2].str();
}

// A kernel launched from device code (dynamic parallelism): clang accepts
// it only with -fgpu-rdc and CUDA's device runtime, and gpuverify verifies
// one launch from the host at a time. The launch's location, if clang's
// errors show one.
std::optional<std::string> deviceSideLaunch(const std::string &errors) {
  static const std::regex launch(
      R"((^|\n)([^\n]*:\d+:\d+): error: reference to __global__ function '([^']*)' in __(global|device|host__ __device)__ function)");
  std::smatch match;
  if (!std::regex_search(errors, match, launch))
    return std::nullopt;
  return match[2].str() + ": error: kernel '" + match[3].str() +
         "' is launched from device code (dynamic parallelism), which is not supported: gpuverify verifies the "
         "launches the host makes, one kernel at a time";
}

bool samePath(const std::string &a, const std::string &b) {
  std::error_code error;
  return fs::absolute(a, error).lexically_normal() == fs::absolute(b, error).lexically_normal();
}

// The text clang read for a file it named: the kernel's own file for the
// path --compile-as shows it at.
std::optional<std::string> readShownFile(const DriverOptions &options, const std::string &shown) {
  std::string path = !options.compileAs.empty() && samePath(shown, options.compileAs) ? options.kernelFile : shown;
  std::ifstream in(path, std::ios::binary);
  if (!in)
    return std::nullopt;
  return std::string(std::istreambuf_iterator<char>(in), {});
}

// Whether the headers and whole definitions a plan leaves out could not
// have chosen device code through macros (see macrosChoosingDeviceCode);
// the macros are clang's at the end of the compile without them.
bool choosesNoDeviceCode(const DriverOptions &options, const ClangInvocation &compile, const HostCodePlan &plan,
                         const std::function<std::optional<double>()> &timeLeft, std::ostream *echo, double &seconds) {
  if (std::none_of(plan.functions.begin(), plan.functions.end(),
                   [](const LeftOutCode &code) { return !code.missingHeader.empty() || code.wholeDefinition; }))
    return true;
  ClangInvocation macros = compile;
  macros.output = compile.output + ".macros";
  macros.macrosOnly = true;
  macros.dependencyFile = compile.output + ".macros.d";
  macros.precompiledHeader.clear();
  ProcessResult dump = runClang(options, macros, timeLeft(), echo);
  seconds += dump.seconds;
  if (!dump.succeeded())
    return false;
  // The user's other files: not the plan's, not a library's (gpuverify's
  // headers, a toolkit, the system's and what is installed beside it).
  std::vector<std::string> library = {compile.headerDirectory, "/usr/", "/opt/"};
  if (compile.cudaToolkit)
    library.push_back(compile.cudaToolkit->root);
  std::vector<std::string> otherFiles;
  for (const std::string &file : dependencyFiles(fileText(macros.dependencyFile))) {
    std::string absolute = fs::absolute(file).lexically_normal().string();
    bool inPlan = std::any_of(plan.files.begin(), plan.files.end(),
                              [&](const LeftOutFile &f) { return samePath(f.shownPath, file); });
    bool inLibrary = std::any_of(library.begin(), library.end(), [&](const std::string &folder) {
      return !folder.empty() && absolute.rfind(fs::path(folder).lexically_normal().string(), 0) == 0;
    });
    if (!inPlan && !inLibrary)
      otherFiles.push_back(fileText(file));
  }
  std::string macroDump = fileText(macros.output);
  return macrosChoosingDeviceCode(plan, definedMacroNames(macroDump), otherFiles, deviceMacroNames(macroDump)).empty();
}

// A CUDA file that clang rejects only for errors in function bodies is
// compiled again with that code left out (see HostCodeLeftOut.h), a few rounds
// at most (an error can hide the next). Nullopt if that does not make it
// compile; the compile's result (its warnings first) otherwise.
std::optional<ProcessResult> compileLeavingOutHostCode(const DriverOptions &options, const ClangInvocation &invocation,
                                                       const std::string &errors,
                                                       const std::function<std::optional<double>()> &timeLeft,
                                                       std::ostream *echo, double &seconds) {
  constexpr unsigned statementRounds = 4, rounds = 6;
  // Every error of a round, not clang's first 20: fewer rounds.
  DriverOptions unlimited = options;
  unlimited.errorLimit = 0;
  HostCodePlan plan;
  std::string latest = errors;
  auto read = [&](const std::string &shown) { return readShownFile(options, shown); };
  for (unsigned round = 0; round < rounds; ++round) {
    LeaveOut granularity = round < statementRounds ? LeaveOut::Statements : LeaveOut::Bodies;
    if (round == statementRounds)
      plan = widenedToBodies(plan);
    std::optional<HostCodePlan> next = planLeavingOut(latest, read, plan, granularity);
    if (!next)
      return std::nullopt;
    plan = std::move(*next);
    ClangInvocation retry = invocation;
    retry.sourceOverlay = invocation.output + ".host-code.json";
    std::vector<ShownFile> shown;
    bool kernelShown = false;
    for (size_t i = 0; i < plan.files.size(); ++i) {
      const LeftOutFile &file = plan.files[i];
      std::string copy =
          invocation.output + ".host-code." + std::to_string(i) + fs::path(file.shownPath).extension().string();
      std::ofstream out(copy, std::ios::binary);
      out << file.text();
      out.close();
      if (!out)
        return std::nullopt;
      shown.push_back({file.shownPath, copy});
      kernelShown = kernelShown || (!options.compileAs.empty() && samePath(file.shownPath, options.compileAs));
    }
    if (!options.compileAs.empty() && !kernelShown)
      shown.push_back({options.compileAs, options.kernelFile});
    try {
      writeSourceOverlay(shown, retry.sourceOverlay);
    } catch (const Failure &) {
      return std::nullopt; // a path the overlay cannot hold
    }
    ProcessResult again = runClang(unlimited, retry, timeLeft(), echo);
    seconds += again.seconds;
    if (again.timedOut)
      return again;
    if (again.succeeded()) {
      if (!choosesNoDeviceCode(unlimited, retry, plan, timeLeft, echo, seconds))
        return std::nullopt;
      again.err = leftOutWarnings(plan) + again.err;
      return again;
    }
    latest = again.err;
  }
  return std::nullopt;
}

} // namespace

CompiledKernel compileKernel(const DriverOptions &options, const FrontendTools &tools, std::optional<double> timeLimit,
                             const std::string &bitcodePath, std::ostream &diagnostics, std::ostream *echo,
                             const std::string &dependencyFile) {
  requireAnnotationHeaders(options, tools.headerDirectory);
  // clang runs where gpuverify runs and sees the kernel as the user named
  // it, so its diagnostics and the debug-info file names (hence every
  // location gpuverify reports) name it that way too, as a compiler would.
  auto started = std::chrono::steady_clock::now();
  std::string header = precompiledHeader(options, tools, echo);
  double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  ClangInvocation invocation{tools.clang,           tools.headerDirectory, options.kernelFile,
                             absolute(bitcodePath), currentDirectory(),    header};
  showKernelAs(options, invocation);
  invocation.hostIncludeDirectories = hostIncludeDirectories(options, tools, echo);
  invocation.cudaToolkit = toolkitToUse(options, tools, &diagnostics);
  invocation.dependencyFile = dependencyFile;
  ProcessResult result = runClang(options, invocation, timeLimit, echo);
  seconds += result.seconds;
  auto remainingTime = [&]() -> std::optional<double> {
    if (!timeLimit)
      return std::nullopt;
    return std::max(1.0, *timeLimit - seconds);
  };
  if (options.translate.language == SourceLanguage::CUDA && options.pointerBitsByDefault &&
      options.translate.pointerBits == 64 && !result.succeeded() && !result.timedOut)
    if (std::optional<std::string> where = narrowSizeTDeclaration(result.err)) {
      DriverOptions narrow = options;
      narrow.translate.pointerBits = 32;
      narrow.pointerBitsByDefault = false;
      diagnostics << "gpuverify: note: " << *where
                  << " declares a 32-bit size_t: verifying with 32-bit pointers and sizes "
                     "(--pointer-bitwidth=32), unlike CUDA 12's 64-bit devices\n";
      CompiledKernel compiled =
          compileKernel(narrow, tools, remainingTime(), bitcodePath, diagnostics, echo, dependencyFile);
      compiled.seconds += seconds;
      return compiled;
    }
  // What gpuverify's headers lack (a header a header of the kernel's
  // includes, a function of the device library they do not declare) the
  // toolkit may have: the file is compiled against it instead.
  std::optional<std::pair<ClangInvocation, std::string>> toolkitAttempt;
  if (options.translate.language == SourceLanguage::CUDA && !result.succeeded() && !result.timedOut &&
      !invocation.cudaToolkit) {
    std::vector<std::string> missing = missingHeaders(result.err);
    if (!tools.cudaToolkit) {
      if (!missing.empty())
        result.err += "gpuverify: note: <" + missing.front() +
                      "> is not among gpuverify's CUDA headers, and no CUDA toolkit was found to look in "
                      "(--cuda-path=DIR, $CUDA_PATH, /usr/local/cuda, nvcc on PATH)\n";
    } else {
      ClangInvocation retry = invocation;
      retry.cudaToolkit = tools.cudaToolkit;
      retry.precompiledHeader.clear();
      ProcessResult again = runClang(options, retry, remainingTime(), echo);
      seconds += again.seconds;
      bool headerFound = !missing.empty() && holdsHeader(tools.cudaToolkit->includeDirectories, missing.front());
      if (again.succeeded() || headerFound) {
        again.err = (headerFound ? toolkitNote(missing.front(), *tools.cudaToolkit)
                                 : "gpuverify: note: gpuverify's CUDA headers do not compile this file" +
                                       firstUndeclared(result.err) + "; compiling against the CUDA toolkit at " +
                                       tools.cudaToolkit->root + "\n") +
                    again.err;
        invocation = retry;
        result = again;
      } else {
        toolkitAttempt = {retry, again.err};
        result.err +=
            "gpuverify: note: nor does it compile against the CUDA toolkit at " + tools.cudaToolkit->root + "\n";
      }
    }
  }
  if (!invocation.precompiledHeader.empty() && !result.succeeded() && !result.timedOut &&
      (result.err.find(invocation.precompiledHeader) != std::string::npos ||
       result.err.find("PCH file") != std::string::npos)) {
    // clang refused the precompiled header (the headers changed, or another
    // clang): read the header itself, and let the next run build it again.
    std::error_code error;
    fs::remove(invocation.precompiledHeader, error);
    invocation.precompiledHeader.clear();
    result = runClang(options, invocation, timeLimit, echo);
    seconds += result.seconds;
  }
  if (options.translate.language == SourceLanguage::OpenCL && !result.succeeded() && !result.timedOut) {
    // OpenCL C 1.2 itself accepts names that OpenCL C 2.0 made keywords
    // (`pipe`). Its compile is kept if it succeeds; otherwise the errors
    // reported are those of the usual dialect.
    ClangInvocation openclC12 = invocation;
    openclC12.precompiledHeader.clear();
    openclC12.openclC12 = true;
    ProcessResult retry = runClang(options, openclC12, remainingTime(), echo);
    seconds += retry.seconds;
    if (retry.succeeded())
      result = retry;
  }
  bool hostCodeLeftOut = false;
  if (options.translate.language == SourceLanguage::CUDA && options.hostCodeMayBeLeftOut && !result.succeeded() &&
      !result.timedOut) {
    // Errors in host code cost its launches, not the verdict.
    std::optional<ProcessResult> leftOut =
        compileLeavingOutHostCode(options, invocation, result.err, remainingTime, echo, seconds);
    if (!leftOut && toolkitAttempt) {
      leftOut = compileLeavingOutHostCode(options, toolkitAttempt->first, toolkitAttempt->second, remainingTime, echo,
                                          seconds);
      if (leftOut)
        invocation = toolkitAttempt->first;
    }
    if (leftOut) {
      result = *leftOut;
      hostCodeLeftOut = true;
    }
  }
  diagnostics << result.err << result.out << std::flush;
  if (result.timedOut)
    throw toolTimedOut("clang", options.timeoutSeconds);
  if (!result.succeeded()) {
    if (std::optional<std::string> launch = deviceSideLaunch(result.err))
      throw Failure(ExitCode::Translation, *launch);
    throw Failure(ExitCode::Clang, "clang " + describeEnding(result));
  }
  return CompiledKernel{seconds, invocation.cudaToolkit, hostCodeLeftOut, options.translate.pointerBits};
}

std::vector<CompilerMessage> compilerMessagesIn(const std::string &clangOutput) {
  static const std::regex line(R"(^(.+?):(\d+):(\d+): (fatal error|error|warning|note): (.*)$)");
  std::vector<CompilerMessage> messages;
  std::istringstream in(clangOutput);
  std::string text;
  while (std::getline(in, text)) {
    std::smatch m;
    if (!std::regex_match(text, m, line))
      continue;
    CompilerMessage message;
    message.location.file = m[1].str();
    message.location.line = static_cast<unsigned>(std::stoul(m[2].str()));
    message.location.column = static_cast<unsigned>(std::stoul(m[3].str()));
    message.severity = m[4].str();
    message.message = m[5].str();
    messages.push_back(std::move(message));
  }
  return messages;
}

bool compileHostSide(const DriverOptions &options, const FrontendTools &tools, const CompiledKernel &device,
                     std::optional<double> timeLimit, const std::string &bitcodePath, std::ostream *echo,
                     const std::string &otherFile) {
  ClangInvocation invocation{
      tools.clang,           tools.headerDirectory, otherFile.empty() ? options.kernelFile : otherFile,
      absolute(bitcodePath), currentDirectory(),    ""};
  if (otherFile.empty())
    showKernelAs(options, invocation);
  invocation.cudaToolkit = device.cudaToolkit;
  invocation.hostSide = true;
  return runClang(options, invocation, timeLimit, echo).succeeded();
}

namespace {

// LLVM's -disable-auto-upgrade-debug-info: without it, reading a module
// whose debug info is current runs the verifier and calls
// report_fatal_error on a broken module.
void disableDebugInfoUpgrade() {
  auto &options = llvm::cl::getRegisteredOptions();
  auto found = options.find("disable-auto-upgrade-debug-info");
  if (found != options.end())
    static_cast<llvm::cl::opt<bool> *>(found->second)->setValue(true);
}

} // namespace

std::unique_ptr<llvm::Module> parseModule(llvm::MemoryBufferRef buffer, llvm::LLVMContext &context,
                                          std::string &problem) {
  disableDebugInfoUpgrade();
  llvm::SMDiagnostic diagnostic;
  std::unique_ptr<llvm::Module> module = llvm::parseIR(buffer, diagnostic, context);
  llvm::raw_string_ostream stream(problem);
  if (!module) {
    diagnostic.print("gpuverify", stream, /*ShowColors=*/false);
    return nullptr;
  }
  // A module that parses can still break LLVM's rules (a .bc made by hand,
  // or by another tool): the passes would misbehave on it.
  bool brokenDebugInfo = false;
  if (llvm::verifyModule(*module, &stream, &brokenDebugInfo))
    return nullptr;
  if (brokenDebugInfo)
    llvm::StripDebugInfo(*module);
  return module;
}

namespace {
constexpr int fatalErrorStatus = 3;
} // namespace

std::string crashReading(const llvm::MemoryBuffer &file) {
  std::optional<int> ended = runInChild([&] {
    // Not the run's handler, which would end the run (and remove its
    // temporary folder) from here.
    llvm::remove_fatal_error_handler();
    llvm::install_fatal_error_handler([](void *, const char *, bool) { ::_exit(fatalErrorStatus); });
    llvm::LLVMContext context;
    std::string problem;
    parseModule(file.getMemBufferRef(), context, problem);
    return 0;
  });
  if (!ended)
    return ""; // cannot tell: read it here
  int status = *ended;
  if (WIFSIGNALED(status) && WTERMSIG(status) == SIGKILL)
    return ""; // killed from outside (the deadline): not the module's fault
  if (WIFSIGNALED(status))
    return "LLVM crashed reading it (signal " + std::to_string(WTERMSIG(status)) + ")";
  if (WIFEXITED(status) && WEXITSTATUS(status) == fatalErrorStatus)
    return "LLVM cannot read it (a fatal error)";
  return "";
}

std::unique_ptr<llvm::Module> loadModule(const std::string &path, llvm::LLVMContext &context, ExitCode failureCode,
                                         bool untrusted) {
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> file = llvm::MemoryBuffer::getFile(path);
  if (!file)
    throw Failure(failureCode, "cannot load the LLVM module " + path + ": " + file.getError().message());
  if (untrusted)
    if (std::string crash = crashReading(**file); !crash.empty())
      throw Failure(failureCode, "the LLVM module " + path + " is not valid: " + crash);
  std::string problem;
  std::unique_ptr<llvm::Module> module = parseModule((*file)->getMemBufferRef(), context, problem);
  if (!module)
    throw Failure(failureCode, "the LLVM module " + path + " is not valid:\n" + problem);
  return module;
}

// clang, the headers and a CUDA toolkit; the folders of headers that are
// not the user's are told to `sources`, which leaves them out of reports.
FrontendTools frontendTools(const DriverOptions &options, const Environment &environment, SourceLines &sources) {
  FrontendTools tools{locateClang(options.tools, environment), locateHeaderDirectory(currentExecutablePath())};
  if (options.translate.language == SourceLanguage::CUDA) {
    tools.cudaToolkit = findCudaToolkit(options.cudaPath, environment);
    tools.alwaysUseToolkit = toolkitChoice(options.cudaPath) == ToolkitChoice::Always;
  }
  // clang's own headers are in its installation (/usr/lib/llvm-19 for
  // /usr/lib/llvm-19/bin/clang).
  std::error_code error;
  std::string clangInstallation =
      std::filesystem::weakly_canonical(tools.clang, error).parent_path().parent_path().string();
  std::vector<std::string> libraries = {tools.headerDirectory, clangInstallation};
  if (tools.cudaToolkit)
    libraries.push_back(tools.cudaToolkit->root);
  sources.describeKernel(options.kernelFile, libraries);
  return tools;
}

} // namespace gv::driver
