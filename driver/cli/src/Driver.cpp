#include "cli/Driver.h"

#include "cli/RunCache.h"
#include "gpuverify/KernelNames.h"
#include "pipeline/BoogieRunner.h"
#include "pipeline/ClangCommand.h"
#include "pipeline/Frontend.h"
#include "pipeline/HostKnowledge.h"
#include "pipeline/HostLaunches.h"
#include "pipeline/InvariantInference.h"
#include "pipeline/KernelTemplates.h"
#include "pipeline/LaunchAssumptions.h"
#include "pipeline/OptionFiles.h"
#include "pipeline/Options.h"
#include "pipeline/Stages.h"
#include "pipeline/ToolVersions.h"
#include "reports/JsonReport.h"
#include "reports/ProcedureCounts.h"
#include "reports/Report.h"
#include "reports/SarifReport.h"
#include "reports/SourceLines.h"
#include "reports/TextReport.h"
#include "support/CapturedStream.h"
#include "support/Deadline.h"
#include "support/Failure.h"
#include "support/Paths.h"
#include "support/StatusLine.h"
#include "support/TempDir.h"
#include "support/UserFiles.h"
#include "support/Watchdog.h"

#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>

#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <future>
#include <iostream>
#include <ostream>
#include <sstream>
#include <unistd.h>

namespace gv::driver {

namespace fs = std::filesystem;

namespace {

void writeDocument(const UserFiles &files, const std::string &target, const std::string &text, const std::string &what,
                   std::ostream &stdoutStream) {
  if (target == "-") {
    stdoutStream << text << std::flush;
    if (!stdoutStream)
      throw Failure(ExitCode::InputOutput, "cannot write " + what + " to standard output");
    return;
  }
  files.writeReport(target, text, what);
}

// For a command line that did not parse: the value of `option` (--json,
// --sarif), if one can be made out, so that tools still get a verdict.
std::string optionValueOf(const std::vector<std::string> &arguments, const std::string &option) {
  for (size_t i = 0; i < arguments.size(); ++i) {
    if (arguments[i].rfind(option + "=", 0) == 0)
      return arguments[i].substr(option.size() + 1);
    if (arguments[i] == option && i + 1 < arguments.size())
      return arguments[i + 1];
  }
  return "";
}

// What Boogie found in one program.
class Run {
public:
  Run(const std::vector<std::string> &canonicalArguments, const DriverOptions &options, std::ostream &out,
      std::ostream &err)
      : options_(options), statusLine_(err, &err == &std::cerr && ::isatty(STDERR_FILENO) == 1 && !options.verbose),
        capturedOut_(out), capturedErr_(statusLine_.stream()),
        textOut_(writesDocumentToStdout(options) ? capturedErr_.stream() : capturedOut_.stream()),
        stdout_(capturedOut_.stream()), err_(capturedErr_.stream()), environment_(processEnvironment()),
        sources_(kernelSources(options)), deadline_(options.timeoutSeconds, runStart()), userFiles_(inputsOf(options)),
        cache_(RunCache::forRun(canonicalArguments, options, environment_, options_.warnings)),
        stages_({options_, environment_, deadline_, sources_, userFiles_, err_, textOut_,
                 options_.verbose ? &err_ : nullptr, &statusLine_,
                 [this](const std::string &name) { enterStage(name); }},
                report_) {
    report_.kernelFile = options.kernelFile;
    report_.language = options.translate.language;
    statusLine_.setDeadline(&deadline_);
  }

  int execute() {
    printNotes();
    try {
      checkUserFiles();
      checkBoogieOptions(options_, boogieTools(options_, environment_));
    } catch (const Failure &failure) { // before any work, and no report over an input
      err_ << formatFailure(failure) << std::endl;
      return toInt(failure.code());
    }
    // What the run prints from here on is what a cached result prints again.
    capturedOut_.forget();
    capturedErr_.forget();
    watchdog::arm(deadline_.end(), lastWords());
    try {
      verify();
      watchdog::disarm();
      statusLine_.finish();
      if (cached_)
        return replay(*cached_);
      // Measured before printing, so that --time and the JSON report's
      // times add up to the same wall time.
      report_.times.wall = deadline_.elapsed();
      printErrors(report_, err_);
      printOutcome(report_, summaryStyle(), textOut_);
    } catch (const Failure &failure) {
      watchdog::disarm();
      statusLine_.finish();
      recordFailure(failure);
    } catch (const std::exception &bug) { // e.g. from the translator: still a verdict for tools
      watchdog::disarm();
      statusLine_.finish();
      recordFailure(Failure(ExitCode::Internal, bug.what()));
    }
    if (!report_.times.wall)
      report_.times.wall = deadline_.elapsed();
    writeMachineReports();
    keepInCache();
    return toInt(report_.exitCode);
  }

private:
  static bool writesDocumentToStdout(const DriverOptions &options) {
    return options.jsonFile == "-" || options.sarifFile == "-";
  }

  // The reports of a run ended from outside (see Watchdog.h): made from the
  // options alone, on the watchdog's thread.
  watchdog::LastWords lastWords() const {
    return [options = options_, files = userFiles_, &out = stdout_, started = deadline_](Verdict verdict, ExitCode code,
                                                                                         const std::string &why) {
      Report report;
      report.times.wall = started.elapsed();
      report.kernelFile = options.kernelFile;
      report.language = options.translate.language;
      report.verdict = verdict;
      report.exitCode = code;
      report.failure = why;
      if (!options.jsonFile.empty())
        writeDocument(files, options.jsonFile, jsonReportText(report), "the JSON report", out);
      if (!options.sarifFile.empty())
        writeDocument(files, options.sarifFile, sarifLogText(report), "the SARIF log", out);
    };
  }

  static std::vector<std::string> inputsOf(const DriverOptions &options) {
    std::vector<std::string> inputs = options.boogieFiles;
    inputs.push_back(options.kernelFile);
    std::vector<std::string> named = filesNamedByOptions(options);
    inputs.insert(inputs.end(), named.begin(), named.end());
    return inputs;
  }

  bool keepsBitcode() const {
    return options_.inputKind == InputKind::Source && (options_.keepTemps || options_.stopAfter == StopAfter::Bitcode);
  }
  bool keepsProgram() const {
    return options_.inputKind != InputKind::Boogie && (options_.keepTemps || options_.stopAfter == StopAfter::Boogie);
  }

  // Every file the run will write where the user sees it, checked before
  // any work starts.
  void checkUserFiles() const {
    if (!options_.jsonFile.empty() && options_.jsonFile != "-")
      userFiles_.checkReport(options_.jsonFile, "the JSON report");
    if (!options_.sarifFile.empty() && options_.sarifFile != "-")
      userFiles_.checkReport(options_.sarifFile, "the SARIF log");
    if (keepsBitcode())
      userFiles_.check(besideKernel(options_.kernelFile, ".bc"), "the bitcode");
    if (keepsProgram())
      userFiles_.check(besideKernel(options_.kernelFile, ".bpl"), "the Boogie program");
    if (options_.generateSmt2)
      userFiles_.check(besideKernel(options_.kernelFile, ".smt2"), "the solver's input");
  }

  std::ostream *echo() { return options_.verbose ? &err_ : nullptr; }

  void printNotes() {
    for (const auto &warning : options_.warnings)
      err_ << "gpuverify: note: " << warning << "\n";
    if (options_.verbose)
      for (const auto &note : options_.ignoredOptionNotes)
        err_ << "gpuverify: note: " << note << "\n";
  }

  SummaryStyle summaryStyle() const {
    SummaryStyle style;
    style.silent = options_.silent;
    style.onlyIntraGroup = options_.translate.onlyIntraGroup;
    style.onlyDivergence = options_.translate.onlyDivergence;
    style.loopUnwind = options_.loopUnwind;
    style.showTimes = options_.showTimes;
    style.checkArrayBounds = options_.translate.checkArrayBounds;
    return style;
  }

  void recordFailure(const Failure &failure) {
    report_.verdict = failure.code() == ExitCode::Timeout ? Verdict::Timeout : Verdict::Error;
    report_.exitCode = failure.code();
    report_.failure = failure.what();
    std::ostream &stream = printedOnStdout(failure.code()) ? textOut_ : err_;
    stream << formatFailure(failure) << std::endl;
    if (failure.code() == ExitCode::Timeout && !stage_.empty()) {
      // Where the time went: the stage that ran out of it, and the ones
      // before it.
      std::string where = "It ran out of time " + stage_ + ", " + secondsText(deadline_.elapsed()) + " into the run";
      std::string spent;
      for (auto [name, seconds] : {std::pair{"compiling", report_.times.clang},
                                   {"translating", report_.times.translator},
                                   {"inferring loop invariants", report_.times.houdini},
                                   {"verifying", report_.times.boogie},
                                   {"replaying", report_.times.replay}})
        if (seconds && name != stage_)
          spent += (spent.empty() ? "" : ", ") + std::string(name) + " " + secondsText(*seconds);
      where += spent.empty() ? "." : " (" + spent + ").";
      stream << where << std::endl;
      report_.failure += " " + where;
    }
  }

  static std::string secondsText(double seconds) {
    char text[32];
    std::snprintf(text, sizeof text, "%.1f s", seconds);
    return text;
  }

  // The stage the run is in: for the status line, and for saying where a
  // time-out happened.
  void enterStage(const std::string &name) {
    stage_ = name;
    statusLine_.stage(name);
  }

  void writeMachineReports() {
    if ((options_.jsonFile.empty() && options_.sarifFile.empty()) || reportsRefused_)
      return;
    report_.tools = queryToolVersions(options_.tools, environment_);
    if (!options_.jsonFile.empty())
      jsonText_ = jsonReportText(report_);
    if (!options_.sarifFile.empty())
      sarifText_ = sarifLogText(report_);
    writeReportDocuments();
  }

  void writeReportDocuments() {
    try {
      if (!options_.jsonFile.empty())
        writeDocument(userFiles_, options_.jsonFile, jsonText_, "the JSON report", stdout_);
      if (!options_.sarifFile.empty())
        writeDocument(userFiles_, options_.sarifFile, sarifText_, "the SARIF log", stdout_);
    } catch (const Failure &failure) {
      err_ << formatFailure(failure) << std::endl;
      if (report_.exitCode == ExitCode::Success) // a caller relying on the file must notice
        report_.exitCode = failure.code();
      writeFailed_ = true;
    }
  }

  // A result found in the cache, printed and written as its run did.
  int replay(const CachedRun &cached) {
    // Documents sent to stdout are in what the run printed there. A run
    // prints its notes and errors (stderr) before its summary (stdout): in
    // that order, the two read as they did when merged.
    err_ << cached.err << std::flush;
    stdout_ << cached.out << std::flush;
    report_.exitCode = static_cast<ExitCode>(cached.exitCode);
    jsonText_ = options_.jsonFile == "-" ? "" : cached.json;
    sarifText_ = options_.sarifFile == "-" ? "" : cached.sarif;
    if ((!options_.jsonFile.empty() && options_.jsonFile != "-") ||
        (!options_.sarifFile.empty() && options_.sarifFile != "-"))
      writeReportDocuments();
    return toInt(report_.exitCode);
  }

  void keepInCache() {
    if (!cache_ || writeFailed_ || !worthKeeping(report_, stages_.solverGaveUp()))
      return;
    CachedRun run;
    run.exitCode = toInt(report_.exitCode);
    run.out = capturedOut_.text();
    run.err = capturedErr_.text();
    run.json = options_.jsonFile == "-" ? "" : jsonText_;
    run.sarif = options_.sarifFile == "-" ? "" : sarifText_;
    run.quoted = quotedLines(report_);
    cache_->store(run);
  }

  void verify() {
    if (options_.inputKind == InputKind::Boogie) {
      record(stages_.checkWithBoogie(options_.kernelFile, ErrorContext{}));
      return;
    }
    TempDir temporaries;
    std::string bitcode = options_.kernelFile;
    if (options_.inputKind == InputKind::Source) {
      bitcode = temporaries.file("kernel.bc");
      if (options_.launchSizesFromHost)
        options_.hostCodeMayBeLeftOut = false; // the sizes are in it
      CompiledKernel device = compile(bitcode);
      readHostCode(temporaries, device);
      lookUpCache(bitcode);
      if (cached_)
        return;
      if (keepsBitcode())
        userFiles_.copy(bitcode, besideKernel(options_.kernelFile, ".bc"), "the bitcode");
    }
    if (options_.stopAfter == StopAfter::Bitcode)
      return stop();
    record(stages_.verifyBitcode(bitcode, temporaries));
  }

  // The report of the run: the last stage's result, or none if the run
  // stopped at the Boogie program.
  void record(const std::optional<StageResult> &result) {
    recordRefusedKernels();
    if (!result)
      return stop();
    report_.errors = result->errors;
    report_.summary = result->summary;
    report_.verdict = result->verdict;
    report_.exitCode = exitCodeOf(result->verdict);
    // A file some of whose kernels were left out is not verified.
    if (!report_.refusedKernels.empty() && report_.verdict == Verdict::Verified) {
      report_.verdict = Verdict::Error;
      report_.exitCode = ExitCode::Translation;
      report_.failure = std::to_string(report_.refusedKernels.size()) + " of the file's kernels not supported yet";
    }
  }

  // The kernels the translator refused (StageRunner::translateKernels):
  // each said as GPUVerify says a refusal, and, where others were checked,
  // that it was left out. Every kernel refused: the run fails as GPUVerify's
  // does.
  void recordRefusedKernels() {
    if (report_.refusedKernels.empty())
      return;
    if (report_.kernels.empty())
      throw Failure(ExitCode::Translation, report_.refusedKernels.front().message);
    for (const RefusedKernel &refused : report_.refusedKernels)
      err_ << refused.message << "\n"
           << "gpuverify: note: kernel '" << refused.kernel
           << "' is left out: the file's other kernels are verified without it\n";
  }

  // What a CUDA file's host code knows (HostKnowledge.h): the sizes of a
  // kernel given none, and the argument values every launch passes (unless
  // --all-inputs), each said on stderr and in the reports. The host side is
  // compiled against the headers the device side's compile read; not for
  // arguments where it cannot tell them (host code left out: a launch in it
  // would be missed) or where no file of the user's has a launch to read.
  void readHostCode(TempDir &temporaries, const CompiledKernel &device) {
    HostQuestions questions;
    questions.sizes = options_.launchSizesFromHost;
    questions.arguments = options_.translate.language == SourceLanguage::CUDA && !options_.allInputs &&
                          !device.hostCodeLeftOut && userFilesMayLaunch(filesClangRead_, sources_);
    if (!questions.sizes && !questions.arguments)
      return;
    HostSideCompiler compile = [&](const std::string &bitcode, const std::string &otherFile) {
      return compileHostSide(options_, frontendTools(options_, environment_, sources_), device, deadline_.remaining(),
                             bitcode, echo(), otherFile);
    };
    HostKnowledge known = readHostKnowledge(options_, questions, temporaries, compile, echo());
    adoptHostKnowledge(options_, known);
    // What the run took from the host code: on stderr and in the reports' notes.
    for (const HostNote &note : known.notes) {
      PlacedNote placed = placeHostNote(note, sources_);
      err_ << placed.place << "note: " << placed.text << "\n";
      report_.notes.push_back(placed.place + placed.text);
    }
    hostFactsKey_ += known.factsKey;
  }

  // Compiles the kernel (throws Failure if clang fails): its diagnostics on
  // stderr and in the reports, the files it read inputs too.
  CompiledKernel compile(const std::string &bitcode) {
    FrontendTools tools = frontendTools(options_, environment_, sources_);
    // The files clang reads are inputs too: no report may replace one.
    std::string dependencies = bitcode + ".d";
    enterStage("compiling");
    // clang's diagnostics go to stderr as it printed them, and into the
    // reports.
    std::ostringstream clangOutput;
    auto forward = [&] {
      clangOutput_ = clangOutput.str();
      err_ << clangOutput_ << std::flush;
      report_.compilerMessages = compilerMessagesIn(clangOutput_);
    };
    CompiledKernel compiled;
    try {
      compiled = compileKernel(options_, tools, deadline_.remaining(), bitcode, clangOutput, echo(), dependencies);
      if (compiled.pointerBits != options_.translate.pointerBits) {
        options_.translate.pointerBits = compiled.pointerBits;
        checkLaunchFits(options_, "the kernel's file declares a 32-bit size_t"); // the narrower one must hold it too
      }
      report_.times.clang = compiled.seconds;
    } catch (const Failure &) {
      forward();
      throw;
    }
    forward();
    std::ifstream rule(dependencies);
    filesClangRead_ = dependencyFiles(std::string(std::istreambuf_iterator<char>(rule), {}));
    userFiles_.addInputs(filesClangRead_);
    try {
      checkUserFiles();
    } catch (const Failure &) {
      reportsRefused_ = true; // said once, here
      throw;
    }
    return compiled;
  }

  // The kernel compiled (and its host code read): a result in the cache
  // for what decides the report is replayed instead of verifying again.
  void lookUpCache(const std::string &bitcode) {
    if (!cache_)
      return;
    std::string beyondBitcode = reportInputsBeyondBitcode(clangOutput_, report_.notes, hostFactsKey_, options_);
    // A cached result prints again what its run printed after this point:
    // what came before (clang's output, notes from the host code) every run
    // prints itself, as this one did.
    capturedOut_.forget();
    capturedErr_.forget();
    if (std::optional<CachedRun> cached = cache_->compiled(bitcode, beyondBitcode);
        cached && quotesCurrentSource(*cached, sources_))
      cached_ = cached;
  }

  void stop() {
    report_.verdict = Verdict::Stopped;
    report_.exitCode = ExitCode::Success;
  }

  // A copy: a kernel given no sizes takes them from its host code.
  DriverOptions options_;
  StatusLine statusLine_; // on a terminal's stderr, below what the run prints there
  std::string stage_;     // see enterStage
  // stdout and stderr, copied for the cache.
  CapturedStream capturedOut_, capturedErr_;
  std::ostream &textOut_; // stdout, or stderr when stdout carries a JSON or SARIF document
  std::ostream &stdout_;
  std::ostream &err_;
  Environment environment_;
  SourceLines sources_;
  Deadline deadline_; // --timeout, from the start of the run
  UserFiles userFiles_;
  Report report_;
  std::optional<RunCache> cache_;
  std::optional<CachedRun> cached_; // found once the kernel was compiled
  std::string clangOutput_;         // what clang printed
  std::string hostFactsKey_;        // every fact assumed from the host code, exactly (LaunchAssumptions.h)
  std::vector<std::string> filesClangRead_;
  std::string jsonText_, sarifText_;
  bool writeFailed_ = false;
  bool reportsRefused_ = false; // a report would replace a file clang read
  StageRunner stages_;
};

void printVersion(std::ostream &out) {
  ToolVersions versions = queryToolVersions({}, processEnvironment());
  out << "gpuverify " << GV_VERSION << " (a C++ reimplementation of GPUVerify)\n"
      << "clang: " << versions.clang << "\n"
      << "boogie: " << versions.boogie << "\n"
      << "z3: " << versions.z3 << "\n"
      << "cvc5: " << versions.cvc5 << " (optional: --solver=cvc5)\n";
}

// A command line that did not parse still gets a JSON verdict if it asked
// for one and the place can be made out.
void writeCommandLineFailureReports(const std::vector<std::string> &arguments, const Failure &failure,
                                    std::ostream &out, std::ostream &err) {
  Report report;
  report.verdict = Verdict::Error;
  report.exitCode = failure.code();
  report.failure = failure.what();
  for (const auto &[option, what] :
       {std::pair<std::string, std::string>{"--json", "the JSON report"}, {"--sarif", "the SARIF log"}}) {
    std::string target = optionValueOf(arguments, option);
    if (target.empty())
      continue;
    // `--json kernel.cl` takes the kernel for the report's name: the inputs
    // are not known here, so nothing is written over a file like one.
    if (looksLikeInput(target)) {
      err << "gpuverify: note: " << what << " is not written to " << target << ", which looks like an input"
          << std::endl;
      continue;
    }
    try {
      std::string text = option == "--json" ? jsonReportText(report) : sarifLogText(report);
      writeDocument(UserFiles({}), target, text, what, out);
    } catch (const Failure &writeFailure) {
      err << formatFailure(writeFailure) << std::endl;
    }
  }
}

} // namespace

int runDriver(const std::vector<std::string> &arguments, std::ostream &out, std::ostream &err) {
  CommandLine commandLine;
  try {
    commandLine = parseCommandLine(arguments);
  } catch (const Failure &failure) {
    err << formatFailure(failure) << std::endl;
    writeCommandLineFailureReports(arguments, failure, out, err);
    return toInt(failure.code());
  }
  switch (commandLine.action) {
  case CommandLineAction::PrintHelp: out << commandLine.helpText << std::flush; return 0;
  case CommandLineAction::PrintVersion: printVersion(out); return 0;
  case CommandLineAction::Verify: break;
  }
  return Run(commandLine.canonicalArguments, commandLine.options, out, err).execute();
}

} // namespace gv::driver
