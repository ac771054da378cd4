#include "pipeline/ClangCommand.h"

#include <algorithm>
#include <filesystem>

namespace gv::driver {

namespace {

// Per-dimension defines: NAME_i=v for a fixed size, NAME_i_FREE for "*".
void addExtentDefines(std::vector<std::string> &defines, const std::string &name, const Extent3 &extent) {
  for (unsigned i = 0; i < extent.dims; ++i) {
    std::string define = "-D" + name + "_" + std::to_string(i);
    defines.push_back(extent.size[i] ? define + "=" + std::to_string(*extent.size[i]) : define + "_FREE");
  }
}

std::vector<std::string> openclDefines(const DriverOptions &options) {
  const auto &geometry = options.translate.geometry;
  std::vector<std::string> defines;
  defines.push_back("-D__" + std::to_string(geometry.groupSize.dims) + "D_WORK_GROUP");
  defines.push_back("-D__" + std::to_string(geometry.numGroups.dims) + "D_GRID");
  addExtentDefines(defines, "__LOCAL_SIZE", geometry.groupSize);
  addExtentDefines(defines, "__NUM_GROUPS", geometry.numGroups);
  for (unsigned i = 0; i < 3; ++i)
    if (options.globalSize[i])
      defines.push_back("-D__GLOBAL_SIZE_" + std::to_string(i) + "=" + std::to_string(*options.globalSize[i]));
  if (options.hasGlobalOffset)
    for (unsigned i = 0; i < geometry.numGroups.dims; ++i)
      defines.push_back("-D__GLOBAL_OFFSET_" + std::to_string(i) + "=" + std::to_string(geometry.globalOffset[i]));
  return defines;
}

std::vector<std::string> cudaDefines(const DriverOptions &options) {
  const auto &geometry = options.translate.geometry;
  std::vector<std::string> defines;
  defines.push_back("-D__WARP_SIZE=" + std::to_string(options.translate.warpSize.value_or(32)));
  defines.push_back("-D__" + std::to_string(geometry.groupSize.dims) + "D_THREAD_BLOCK");
  defines.push_back("-D__" + std::to_string(geometry.numGroups.dims) + "D_GRID");
  addExtentDefines(defines, "__BLOCK_DIM", geometry.groupSize);
  addExtentDefines(defines, "__GRID_DIM", geometry.numGroups);
  return defines;
}

// CUDA 12.5, the newest clang 19 knows.
constexpr unsigned newestCudaKnownToClang = 12050;

std::vector<std::string> targetOptions(const DriverOptions &options, const ClangInvocation &invocation) {
  bool wide = options.translate.pointerBits == 64;
  // OpenCL C 3.0 without 2.0's optional features is OpenCL C 1.2 (the
  // language of the kernels GPUVerify takes, and of opencl.h) with a few
  // restrictions lifted: among them, kernel parameters of struct type that
  // contain pointers, which GPUVerify's older clang accepted and clang-19
  // rejects in OpenCL C 1.2.
  if (options.translate.language == SourceLanguage::OpenCL && invocation.openclC12)
    return {"-target", wide ? "spir64" : "spir", "-x", "cl", "-cl-std=CL1.2", "-cl-no-stdinc"};
  if (options.translate.language == SourceLanguage::OpenCL)
    return {"-target",
            wide ? "spir64" : "spir",
            "-x",
            "cl",
            "-cl-std=CL3.0",
            "-Xclang",
            "-cl-ext=-__opencl_c_generic_address_space,-__opencl_c_pipes,-__opencl_c_device_enqueue",
            "-cl-no-stdinc"};
  // The host side is read for its launches only: on the 64-bit host, whose
  // calling convention HostLaunches knows, whatever the device's width.
  std::vector<std::string> cuda = {"-target",
                                   wide || invocation.hostSide ? "x86_64-unknown-linux-gnu" : "i386-unknown-linux-gnu",
                                   "-x", "cuda", invocation.hostSide ? "--cuda-host-only" : "--cuda-device-only",
                                   "-nocudalib", "--cuda-gpu-arch=" + options.cudaArch, "-fdeclspec",
                                   // `register` (which C++17 dropped, and clang
                                   // rejects there) is a warning for nvcc, and
                                   // means nothing: accepted as nvcc does.
                                   "-Wno-register"};
  if (!invocation.cudaToolkit) {
    cuda.insert(cuda.end(), {"-nocudainc", "--cuda-path=/nonexistent"});
    return cuda;
  }
  // clang's CUDA mode: its wrapper headers, then the toolkit's. A toolkit
  // newer than clang knows is tried all the same (CUDA 13 with clang 19):
  // the headers it dropped that the wrapper still includes stand in empty
  // (toolkit/compat), and CUDA 13's C++ library is in include/cccl.
  cuda.insert(cuda.end(), {"--cuda-path=" + invocation.cudaToolkit->root, "-Wno-unknown-cuda-version"});
  // nvcc says its version in these, which clang does not define: the toolkit's (gpuverify's own
  // headers say theirs in cuda.h).
  if (unsigned version = invocation.cudaToolkit->version)
    cuda.insert(cuda.end(),
                {"-D__CUDACC_VER_MAJOR__=" + std::to_string(version / 1000),
                 "-D__CUDACC_VER_MINOR__=" + std::to_string(version % 1000 / 10), "-D__CUDACC_VER_BUILD__=0"});
  // clang takes a version it does not know for one before CUDA 9.2, and
  // launches kernels (<<<...>>>) the old way: the newest it knows instead.
  if (invocation.cudaToolkit->version > newestCudaKnownToClang)
    cuda.insert(cuda.end(), {"-Xclang", "-target-sdk-version=" + std::to_string(newestCudaKnownToClang / 1000) + "." +
                                            std::to_string(newestCudaKnownToClang % 1000 / 10)});
  for (size_t i = 1; i < invocation.cudaToolkit->includeDirectories.size(); ++i)
    cuda.insert(cuda.end(), {"-isystem", invocation.cudaToolkit->includeDirectories[i]});
  cuda.insert(cuda.end(),
              {"-idirafter", (std::filesystem::path(invocation.headerDirectory) / "toolkit" / "compat").string()});
  return cuda;
}

// GPUVerify's annotations/no_annotations.h turns the annotation functions
// into no-ops; ONLY_REQUIRES keeps __requires.
std::vector<std::string> annotationOptions(const DriverOptions &options, const ClangInvocation &invocation) {
  std::string header =
      (std::filesystem::path(invocation.headerDirectory) / "annotations" / "no_annotations.h").string();
  switch (options.annotations) {
  case Annotations::Checked: return {};
  case Annotations::Ignored: return {"-include", header};
  case Annotations::OnlyRequires: return {"-include", header, "-DONLY_REQUIRES"};
  }
  return {};
}

// Joined, not normalised: "lnk/.." is the parent of what `lnk` points to,
// as clang and the user's own compiler resolve it, not the current folder.
std::string absoluteFrom(const std::string &directory, const std::string &path) {
  std::filesystem::path p(path);
  if (p.is_absolute() || directory.empty())
    return path;
  return (std::filesystem::path(directory) / p).string();
}

// The header every kernel is compiled with: the language's, or against a
// CUDA toolkit only the annotations (toolkit/gv_toolkit.h).
const char *kernelHeader(const DriverOptions &options, const ClangInvocation &invocation) {
  if (options.translate.language == SourceLanguage::OpenCL)
    return "opencl.h";
  return invocation.cudaToolkit ? "gv_toolkit.h" : "cuda.h";
}

// Where the kernel's #includes look first: gpuverify's headers, or with a
// CUDA toolkit only gpuverify.h (the toolkit's own come from clang's CUDA
// mode).
std::string headerSearchDirectory(const ClangInvocation &invocation) {
  if (invocation.cudaToolkit)
    return (std::filesystem::path(invocation.headerDirectory) / "toolkit").string();
  return invocation.headerDirectory;
}

// clang, the target and language, and how the code is generated: what a
// precompiled header must agree with.
std::vector<std::string> languageCommand(const DriverOptions &options, const ClangInvocation &invocation) {
  std::vector<std::string> command = {invocation.clang};
  std::vector<std::string> target = targetOptions(options, invocation);
  command.insert(command.end(), target.begin(), target.end());
  // The host side's integer operations wrap, as the machine's do: the
  // sizes and arguments read from them (LaunchAssumptions.h) are what
  // the host computes, not what an optimiser may assume when none overflows.
  // It is optimised once joined into a whole program (optimiseHostCode).
  if (invocation.hostSide)
    command.insert(command.end(), {"-O1", "-Xclang", "-disable-llvm-passes", "-fwrapv"});
  else
    // No pass at all, not even the inlining of always_inline functions
    // (__forceinline__): the translator inlines once contracts are placed,
    // so that a function's __requires are checked at its calls and its
    // __ensures at its returns.
    command.insert(command.end(), {"-O0", "-Xclang", "-disable-O0-optnone", "-Xclang", "-disable-llvm-passes"});
  // DWARF 4: its file entries hold no checksum of the source, so the
  // bitcode of a kernel whose comments or blank space changed (and no line
  // moved) is the same, and so is its result cache key (RunCache.h).
  command.insert(command.end(), {"-g", "-gdwarf-4", "-gcolumn-info", "-fno-discard-value-names", "-ffp-contract=off",
                                 "-I" + headerSearchDirectory(invocation)});
  return command;
}

} // namespace

std::string precompiledHeaderName(const DriverOptions &options) {
  return std::string("opencl-") + (options.translate.pointerBits == 64 ? "spir64" : "spir") + ".pch";
}

std::optional<std::vector<std::string>> precompileCommand(const DriverOptions &options,
                                                          const ClangInvocation &invocation) {
  if (options.translate.language != SourceLanguage::OpenCL)
    return std::nullopt;
  std::vector<std::string> command = languageCommand(options, invocation);
  // The header as a header ("-x cl-header" in place of the source's "-x cl").
  auto language = std::find(command.begin(), command.end(), "cl");
  if (language != command.end())
    *language = "cl-header";
  command.insert(command.end(),
                 {(std::filesystem::path(invocation.headerDirectory) / kernelHeader(options, invocation)).string(),
                  "-o", invocation.output});
  return command;
}

std::vector<std::string> sizeDefines(const DriverOptions &options) {
  std::vector<std::string> defines = {options.translate.pointerBits == 64 ? "-D__BUGLE_64__" : "-D__BUGLE_32__"};
  auto languageDefines =
      options.translate.language == SourceLanguage::OpenCL ? openclDefines(options) : cudaDefines(options);
  defines.insert(defines.end(), languageDefines.begin(), languageDefines.end());
  return defines;
}

std::vector<std::string> parseIncludeSearchList(const std::string &verboseOutput) {
  std::vector<std::string> directories;
  bool inList = false;
  size_t start = 0;
  while (start < verboseOutput.size()) {
    size_t end = verboseOutput.find('\n', start);
    if (end == std::string::npos)
      end = verboseOutput.size();
    std::string line = verboseOutput.substr(start, end - start);
    start = end + 1;
    if (line.rfind("#include <...> search starts here:", 0) == 0)
      inList = true;
    else if (line.rfind("End of search list.", 0) == 0)
      inList = false;
    else if (inList && line.size() > 1 && line[0] == ' ')
      directories.push_back(std::filesystem::path(line.substr(1)).lexically_normal().string());
  }
  return directories;
}

namespace {

// The 64-bit host's directories that a 32-bit (i386) compile lacks: its C++
// library (searched before the C headers, which it includes next) and the
// multiarch C headers (after them; glibc's headers serve both widths by
// testing __WORDSIZE), then ours for the pieces only a 32-bit glibc
// installation has (gnu/stubs-32.h).
std::vector<std::string> hostIncludeOptions(const ClangInvocation &invocation) {
  std::vector<std::string> options;
  if (invocation.hostIncludeDirectories.empty())
    return options;
  for (const std::string &directory : invocation.hostIncludeDirectories) {
    // clang's CUDA wrappers of <new>, <cmath>, ... (device placement new)
    // go before the C++ library they wrap, as clang's CUDA mode puts them.
    std::filesystem::path wrappers = std::filesystem::path(directory) / "cuda_wrappers";
    std::error_code error;
    if (invocation.cudaToolkit && directory.find("/lib/clang/") != std::string::npos &&
        std::filesystem::is_directory(wrappers, error))
      options.insert(options.begin(), {"-isystem", wrappers.string()});
    bool cplusplus = directory.find("/c++/") != std::string::npos;
    bool alreadySearched = directory == "/usr/include" || directory == "/usr/local/include" ||
                           directory.find("/lib/clang/") != std::string::npos;
    if (cplusplus)
      options.insert(options.end(), {"-isystem", directory});
    else if (!alreadySearched)
      options.insert(options.end(), {"-idirafter", directory});
  }
  options.insert(options.end(),
                 {"-idirafter", (std::filesystem::path(invocation.headerDirectory) / "host-compat").string()});
  return options;
}

} // namespace

std::vector<std::string> clangCommand(const DriverOptions &options, const ClangInvocation &invocation) {
  std::vector<std::string> command = languageCommand(options, invocation);
  auto append = [&](const std::vector<std::string> &more) { command.insert(command.end(), more.begin(), more.end()); };
  if (invocation.macrosOnly)
    append({"-E", "-dM"});
  else
    append({"-emit-llvm", "-c"});
  if (!invocation.precompiledHeader.empty())
    append({"-include-pch", invocation.precompiledHeader});
  else
    append({"-include", kernelHeader(options, invocation)});
  append(annotationOptions(options, invocation));
  append(sizeDefines(options));
  for (const auto &define : options.defines)
    command.push_back("-D" + define);
  for (const auto &directory : options.includeDirectories)
    command.push_back("-I" + absoluteFrom(invocation.callerDirectory, directory));
  if (options.errorLimit)
    command.push_back("-ferror-limit=" + std::to_string(*options.errorLimit));
  // A --kernel-name may spell a template argument by a typedef only the
  // host code uses ("k<real>"): the debug info keeps every typedef then,
  // for the translator to read it (withoutTypeAliases).
  if (!invocation.hostSide && options.translate.kernelName.find('<') != std::string::npos)
    command.push_back("-fno-eliminate-unused-debug-types");
  append(options.clangOptions);
  if (options.translate.language == SourceLanguage::CUDA)
    append(hostIncludeOptions(invocation));
  // Declarations of host libraries' APIs that clang has none of (OpenMP's
  // omp.h), searched last: the system's own, if any, are used.
  if (options.translate.language == SourceLanguage::CUDA)
    append({"-idirafter", (std::filesystem::path(invocation.headerDirectory) / "host").string()});
  // A file named like an option ("-k.cl") is still the input.
  std::string input =
      !invocation.input.empty() && invocation.input[0] == '-' ? "./" + invocation.input : invocation.input;
  if (!invocation.sourceOverlay.empty())
    append({"-ivfsoverlay", invocation.sourceOverlay});
  if (!invocation.dependencyFile.empty())
    append({"-MD", "-MF", invocation.dependencyFile});
  append({input, "-o", invocation.output});
  return command;
}

std::vector<std::string> dependencyFiles(const std::string &rule) {
  std::vector<std::string> files;
  std::string current;
  bool targetDone = false;
  // Several rules may follow each other; a target ends in ':'.
  auto finish = [&]() {
    if (current.empty())
      return;
    if (current.back() == ':')
      targetDone = true; // "kernel.bc:"
    else if (targetDone)
      files.push_back(current);
    current.clear();
  };
  for (size_t i = 0; i < rule.size(); ++i) {
    char c = rule[i];
    if (c == '\\' && i + 1 < rule.size() && (rule[i + 1] == ' ' || rule[i + 1] == '#')) {
      current += rule[++i];
    } else if (c == '\\' && i + 1 < rule.size() && rule[i + 1] == '\n') {
      ++i; // a continued line
      finish();
    } else if (c == '$' && i + 1 < rule.size() && rule[i + 1] == '$') {
      current += '$';
      ++i;
    } else if (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
      finish();
    } else {
      current += c;
    }
  }
  finish();
  return files;
}

} // namespace gv::driver
