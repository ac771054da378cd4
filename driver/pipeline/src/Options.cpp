#include "pipeline/Options.h"

#include "OptionTable.h"
#include "houdini/Candidates.h"
#include "pipeline/Abbreviations.h"
#include "pipeline/Dimensions.h"
#include "pipeline/KernelTemplates.h"
#include "pipeline/Language.h"
#include "pipeline/OptionFiles.h"
#include "pipeline/TreeOptions.h"
#include "support/Failure.h"

#include <CLI/CLI.hpp>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>

namespace gv::driver {

namespace {

constexpr unsigned maxLoopUnwind = 10000;

[[noreturn]] void commandLineError(const std::string &message) { throw Failure(ExitCode::CommandLine, message); }

// Options whose checks are not implemented yet: ignoring them would claim
// more than was verified.
[[noreturn]] void rejectUnsupported(const std::string &option) {
  throw Failure::verbatim(ExitCode::CommandLine, "gpuverify: " + option + " is not supported yet");
}

// A --kernel-args value: hexadecimal (0x..), decimal, or "*" for free.
std::optional<ArgumentValue> parseArgumentValue(const std::string &text) {
  if (text == "*")
    return std::nullopt;
  try {
    ArgumentValue value;
    std::string digits = text;
    if (!digits.empty() && digits[0] == '-') {
      value.negative = true;
      digits = digits.substr(1);
    }
    size_t used = 0;
    bool hex = digits.size() > 2 && digits[0] == '0' && (digits[1] == 'x' || digits[1] == 'X');
    if (digits.empty() || !std::isxdigit(static_cast<unsigned char>(digits[0])))
      throw std::invalid_argument(text);
    value.magnitude = std::stoull(digits, &used, hex ? 16 : 10);
    if (used != digits.size())
      throw std::invalid_argument(text);
    value.negative = value.negative && value.magnitude != 0;
    return value;
  } catch (const std::out_of_range &) {
    commandLineError("argument --kernel-args: '" + text + "' does not fit in 64 bits");
  } catch (const std::exception &) {
    commandLineError("argument --kernel-args: '" + text +
                     "' is not a hexadecimal (0x..) or decimal value, possibly negative, or '*'");
  }
}

KernelArgumentValues parseKernelArgs(const std::string &text) {
  auto parts = splitOnCommas(text);
  if (parts.front().empty())
    commandLineError("argument --kernel-args: expected K,v1,...,vn with K the kernel's name");
  KernelArgumentValues arguments;
  arguments.kernel = parts.front();
  for (size_t i = 1; i < parts.size(); ++i)
    arguments.values.push_back(parseArgumentValue(parts[i]));
  return arguments;
}

// --kernel-arrays gives array-bounds checking the sizes of pointer
// parameters. Its sizes are validated but not used yet (the accesses through
// pointer parameters are checked against their start only); the kernel name
// it implies is kept.
std::string kernelOfKernelArrays(const std::string &text) {
  auto parts = splitOnCommas(text);
  if (parts.front().empty())
    commandLineError("argument --kernel-arrays: expected K,s1,...,sn with K the kernel's name");
  for (size_t i = 1; i < parts.size(); ++i)
    if (parts[i] != "*" && (parts[i].empty() || parts[i].find_first_not_of("0123456789") != std::string::npos))
      commandLineError("argument --kernel-arrays: '" + parts[i] + "' is not a size in bytes or '*'");
  return parts.front();
}

// Sets the one kernel to verify, which several options can imply.
void selectKernel(DriverOptions &options, const std::string &kernel, const std::string &source) {
  auto &selected = options.translate.kernelName;
  if (!selected.empty() && selected != kernel)
    commandLineError(source + " names kernel '" + kernel + "' but kernel '" + selected + "' was already selected");
  selected = kernel;
}

// --vcgen-opt: the GPUVerifyVCGen options that select checks are mapped,
// the others (which only tune GPUVerify's own analyses) are ignored.
void applyVcgenOption(const std::string &option, DriverOptions &options) {
  auto &translate = options.translate;
  auto valueAfter = [&](const std::string &prefix) -> std::optional<std::string> {
    if (option.compare(0, prefix.size(), prefix) == 0)
      return option.substr(prefix.size());
    return std::nullopt;
  };
  if (auto arrays = valueAfter("/checkArrays:")) {
    for (const auto &name : splitOnCommas(*arrays))
      if (!name.empty())
        translate.checkArrays.push_back(name);
  } else if (auto kernelArgs = valueAfter("/kernelArgs:")) {
    translate.kernelArgs = parseKernelArgs(*kernelArgs);
    selectKernel(options, translate.kernelArgs->kernel, "--vcgen-opt=/kernelArgs");
  } else if (option == "/noBenign") {
    translate.benignWriteTolerance = false;
  } else if (option == "/onlyDivergence") {
    translate.onlyDivergence = true;
  } else if (option == "/onlyIntraGroupRaceChecking") {
    translate.onlyIntraGroup = true;
  } else if (option == "/onlyLog") {
    translate.onlyLog = true;
  } else if (option == "/asymmetricAsserts") {
    translate.asymmetricAsserts = true;
  } else if (option == "/adversarialAbstraction") {
    translate.abstraction = SharedStateAbstraction::Adversarial;
  } else if (option == "/equalityAbstraction") {
    translate.abstraction = SharedStateAbstraction::Equality;
  } else if (option == "/checkArrayBounds") {
    translate.checkArrayBounds = true;
  } else if (option == "/mathInt") {
    rejectUnsupported("--vcgen-opt=" + option);
  } else {
    options.ignoredOptionNotes.push_back("--vcgen-opt=" + option +
                                         " has no counterpart in this verifier and is ignored");
  }
}

// GPUVerify's own rule names differ from ours; a name that matches nothing
// omits nothing, which the user should hear about.
void warnOfUnknownRules(DriverOptions &options) {
  std::vector<std::string> known = houdini::ruleNames();
  for (const std::string &rule : options.omitInfer) {
    if (std::find(known.begin(), known.end(), rule) != known.end())
      continue;
    std::string list;
    for (const std::string &name : known)
      list += (list.empty() ? "" : ", ") + name;
    options.warnings.push_back("--omit-infer=" + rule + " names no rule, so it omits nothing; the rules are: " + list);
  }
}

void noteIgnored(DriverOptions &options, bool given, const std::string &option, const std::string &why) {
  if (given)
    options.ignoredOptionNotes.push_back(option + " is ignored: " + why);
}

void noteIgnoredOptions(const RawOptions &raw, DriverOptions &options) {
  noteIgnored(options, raw.kInductionDepth.value_or(0) > 0 && options.loopUnwind.has_value(), "--k-induction-depth",
              "loops are unwound (--loop-unwind, --findbugs)");
  noteIgnored(options, !raw.raceInstrumenter.empty(), "--race-instrumenter",
              "races are always checked with one watched location");
  noteIgnored(options, raw.debug, "--debug", "it has no effect here");
  noteIgnored(options, raw.verify, "--verify", "verification is the default");
  noteIgnored(options, !raw.optOpts.empty(), "--opt-opt", "there is no opt stage");
  noteIgnored(options, !raw.bugleOpts.empty(), "--bugle-opt", "there is no bugle stage");
  // The one cruncher option with an equivalent here.
  std::vector<std::string> cruncherOpts = raw.cruncherOpts;
  cruncherOpts.erase(std::remove(cruncherOpts.begin(), cruncherOpts.end(), "/displayLoopAbstractions"),
                     cruncherOpts.end());
  noteIgnored(options, !cruncherOpts.empty(), "--cruncher-opt", "there is no cruncher stage");
}

void rejectUnsupportedOptions(const RawOptions &raw) {
  if (raw.mathInt)
    rejectUnsupported("--math-int");
  if (raw.solver == "cvc4")
    rejectUnsupported("--solver=cvc4");
}

void applyCheckOptions(const RawOptions &raw, DriverOptions &options) {
  auto &translate = options.translate;
  if (raw.adversarial)
    translate.abstraction = SharedStateAbstraction::Adversarial;
  if (raw.equality)
    translate.abstraction = SharedStateAbstraction::Equality;
  translate.benignWriteTolerance = !raw.noBenign;
  options.allInputs = raw.allInputs;
  translate.onlyDivergence = raw.onlyDivergence;
  options.staged = raw.staged;
  translate.onlyIntraGroup = raw.onlyIntraGroup;
  translate.onlyLog = raw.onlyLog;
  translate.asymmetricAsserts = raw.asymmetricAsserts;
  translate.checkArrayBounds = raw.checkArrayBounds;
  // CUDA 12 runs on 64-bit devices only: size_t and pointers have 64 bits,
  // and a 32-bit model misses what wraps only there. OpenCL keeps GPUVerify's
  // 32 (a device may be either).
  translate.pointerBits = raw.pointerBitwidth.value_or(translate.language == SourceLanguage::CUDA ? 64 : 32);
  options.pointerBitsByDefault = !raw.pointerBitwidth;
  translate.verifyUncalledFunctions = options.countProcedures = raw.noInline;
  if (!raw.kernelName.empty())
    selectKernel(options, raw.kernelName, "--kernel-name");
  if (!raw.kernelArgs.empty()) {
    translate.kernelArgs = parseKernelArgs(raw.kernelArgs);
    selectKernel(options, translate.kernelArgs->kernel, "--kernel-args");
  }
  if (!raw.kernelArrays.empty())
    selectKernel(options, kernelOfKernelArrays(raw.kernelArrays), "--kernel-arrays");
  for (const auto &option : passThroughWords(raw.vcgenOpts))
    applyVcgenOption(option, options);
}

// Boogie would only say "file not found" about a missing --boogie-file,
// which would look like a problem with the generated program.
void requireReadable(const std::vector<std::string> &files, const std::string &option) {
  for (const auto &file : files) {
    // Checked before it is opened: opening a pipe waits for its writer.
    std::error_code error;
    if (std::filesystem::exists(file, error) && !std::filesystem::is_regular_file(file, error))
      commandLineError("argument " + option + ": '" + file + "' is not a regular file");
    if (!std::ifstream(file))
      commandLineError("argument " + option + ": can't open '" + file + "': " + std::strerror(errno));
  }
}

void applyToolOptions(const RawOptions &raw, DriverOptions &options) {
  options.defines = raw.defines;
  options.includeDirectories = raw.includes;
  options.clangOptions = passThroughWords(raw.clangOpts);
  options.cudaArch = raw.cudaArch;
  options.cudaPath = raw.cudaPath;
  options.annotations = raw.noAnnotations  ? Annotations::Ignored
                        : raw.onlyRequires ? Annotations::OnlyRequires
                                           : Annotations::Checked;
  requireReadable(raw.boogieFiles, "--boogie-file");
  options.boogieFiles = raw.boogieFiles;
  options.boogieOptions = withAbsoluteFileNames(passThroughWords(raw.boogieOpts));
  options.errorLimit = raw.errorLimit;
  // Boogie unrolls by recursion, once per iteration: a million overflowed
  // its stack.
  if (raw.loopUnwind && *raw.loopUnwind > maxLoopUnwind)
    commandLineError("argument --loop-unwind: at most " + std::to_string(maxLoopUnwind) + " iterations, not " +
                     std::to_string(*raw.loopUnwind));
  if (raw.findbugs || raw.loopUnwind)
    options.loopUnwind = raw.loopUnwind.value_or(2); // GPUVerify's default depth
  if (raw.kInductionDepth.value_or(0) > 0 && !options.loopUnwind)
    options.kInductionDepth = raw.kInductionDepth;
  options.generateSmt2 = raw.genSmt2;
  options.inferInvariants = !raw.noInfer;
  options.inferInfo = raw.inferInfo;
  options.displayLoopAbstractions =
      raw.displayLoopAbstractions ||
      std::count(raw.cruncherOpts.begin(), raw.cruncherOpts.end(), "/displayLoopAbstractions");
  options.concreteRuns = !raw.noConcreteRuns;
  options.replay = !raw.noReplay;
  options.crosscheckRuns = raw.crosscheck;
  options.omitInfer = raw.omitInfer;
  warnOfUnknownRules(options);
  options.invariantsAsCandidates = raw.invariantsAsCandidates;
  if (raw.warpSync) {
    if (*raw.warpSync == 0)
      commandLineError("argument --warp-sync: the warp size must be positive");
    options.translate.warpSize = raw.warpSync;
  }
  options.translate.subGroupSize = raw.subGroupSize;
  options.warpTwoPass = raw.warpMethod == "two-pass";
  if (options.warpTwoPass && !raw.warpSync)
    commandLineError("--warp-method=two-pass needs --warp-sync");
  if (options.warpTwoPass && options.staged)
    commandLineError("--staged cannot be combined with --warp-method=two-pass");
  options.translate.barrierAccessChecks = !raw.noBarrierAccessChecks;
  options.tools = {raw.clang, raw.boogie, raw.z3, raw.cvc5};
  if (raw.solver == "z3")
    options.solvers = DriverOptions::Solvers::Z3;
  else if (raw.solver == "cvc5")
    options.solvers = DriverOptions::Solvers::Z3AndCvc5;
}

void applyRunOptions(const RawOptions &raw, DriverOptions &options) {
  options.timeoutSeconds = raw.timeout.value_or(300);
  options.keepTemps = raw.keepTemps;
  if (raw.stopAtOpt)
    options.stopAfter = StopAfter::Bitcode;
  if (raw.stopAtGbpl || raw.stopAtBpl || raw.stopAtCbpl)
    options.stopAfter = StopAfter::Boogie;
  options.verbose = raw.verbose;
  options.silent = raw.silent;
  options.showTimes = raw.time;
  options.jsonFile = raw.json;
  options.sarifFile = raw.sarif;
  options.reproducerFile = raw.reproducer;
  options.useCache = !raw.noCache;
  options.cacheDirectory = raw.cacheDir;
  if (raw.json == "-" && raw.sarif == "-")
    commandLineError("--json=- and --sarif=- cannot both write to standard output");
}

std::string readKernelFile(const std::string &path) {
  std::error_code error;
  if (std::filesystem::is_directory(path, error))
    commandLineError("argument kernel: '" + path + "' is a folder, not a kernel file");
  // A pipe or a device may never end (or be another program's input).
  if (std::filesystem::exists(path, error) && !std::filesystem::is_regular_file(path, error))
    commandLineError("argument kernel: '" + path + "' is not a regular file");
  std::ifstream in(path, std::ios::binary);
  if (!in)
    commandLineError("argument kernel: can't open '" + path + "': " + std::strerror(errno));
  std::ostringstream content;
  content << in.rdbuf();
  return content.str();
}

// --opencl/--cuda, else the extension, else the contents. Only source files
// must be recognised; .bc and .bpl inputs default to OpenCL, which only
// affects the wording of messages.
SourceLanguage resolveLanguage(const RawOptions &raw, InputKind kind, const std::string &content) {
  if (raw.opencl)
    return SourceLanguage::OpenCL;
  if (raw.cuda)
    return SourceLanguage::CUDA;
  if (auto byExtension = languageFromExtension(raw.kernel))
    return *byExtension;
  if (auto byContent = languageFromContent(content))
    return *byContent;
  if (kind != InputKind::Source)
    return SourceLanguage::OpenCL;
  commandLineError("cannot tell whether '" + raw.kernel + "' is OpenCL or CUDA; use --opencl or --cuda");
}

// An unconstrained geometry for inputs that were compiled already.
Extent3 unconstrained() {
  Extent3 extent;
  extent.dims = 3;
  extent.size = {std::nullopt, std::nullopt, std::nullopt};
  return extent;
}

void applySizes(const RawOptions &raw, DriverOptions &options) {
  auto &geometry = options.translate.geometry;
  bool cuda = options.translate.language == SourceLanguage::CUDA;
  std::string localOption = raw.blockDim.empty() ? "--local_size" : "--blockDim";
  std::string localText = raw.blockDim.empty() ? raw.localSize : raw.blockDim;
  bool hasGrid = !raw.numGroups.empty() || !raw.gridDim.empty() || !raw.globalSize.empty();
  if (raw.allSizes) {
    geometry.groupSize = unconstrained();
    geometry.numGroups = unconstrained();
    options.hasLaunchSizes = true;
  } else if (localText.empty() && !hasGrid && cuda && options.inputKind == InputKind::Source) {
    options.launchSizesFromHost = options.gridFromHost = options.blockFromHost = true;
  } else if (localText.empty() != !hasGrid && cuda && options.inputKind == InputKind::Source &&
             raw.globalSize.empty()) {
    // One of the two: the other from the host code.
    if (!localText.empty())
      geometry.groupSize = parseDimensions(localOption, localText);
    else
      geometry.numGroups = raw.gridDim.empty() ? parseDimensions("--num_groups", raw.numGroups)
                                               : parseDimensions("--gridDim", raw.gridDim);
    options.launchSizesFromHost = true;
    options.gridFromHost = !hasGrid;
    options.blockFromHost = localText.empty();
  } else if (localText.empty() || !hasGrid) {
    if (options.inputKind == InputKind::Source)
      commandLineError(cuda ? "Must specify thread dimensions with --blockDim and --gridDim"
                            : "Must specify thread dimensions with --local_size and "
                              "--global_size/--num_groups");
    if (!localText.empty() || hasGrid)
      commandLineError("Must specify both the group size and the number of groups, or neither");
    geometry.groupSize = unconstrained();
    geometry.numGroups = unconstrained();
  } else {
    geometry.groupSize = parseDimensions(localOption, localText);
    if (!raw.globalSize.empty()) {
      auto grid = numGroupsFromGlobalSize(geometry.groupSize, parseDimensions("--global_size", raw.globalSize));
      geometry.numGroups = grid.numGroups;
      options.globalSize = grid.globalSize;
    } else {
      geometry.numGroups = raw.gridDim.empty() ? parseDimensions("--num_groups", raw.numGroups)
                                               : parseDimensions("--gridDim", raw.gridDim);
    }
    options.hasLaunchSizes = true;
  }
  if (!raw.globalOffset.empty()) {
    if (cuda)
      commandLineError("Cannot specify --global_offset for CUDA kernels");
    auto offsets = parseOffsets("--global_offset", raw.globalOffset);
    if (!options.hasLaunchSizes || offsets.size() != geometry.numGroups.dims)
      commandLineError("Dimensions of global offset and grid must match");
    std::copy(offsets.begin(), offsets.end(), geometry.globalOffset.begin());
    options.hasGlobalOffset = true;
  }
}

DriverOptions interpret(const RawOptions &raw) {
  rejectUnsupportedOptions(raw);
  DriverOptions options;
  options.kernelFile = raw.kernel;
  options.inputKind = inputKindOf(raw.kernel);
  std::string content = readKernelFile(raw.kernel);
  options.translate.language = resolveLanguage(raw, options.inputKind, content);
  if (options.inputKind == InputKind::Source && options.translate.language == SourceLanguage::CUDA)
    options.kernelTemplates = kernelTemplateNames(content);
  applySizes(raw, options);
  applyCheckOptions(raw, options);
  checkLaunchFits(options);
  applyToolOptions(raw, options);
  if ((options.staged || options.warpTwoPass) && options.inputKind == InputKind::Boogie)
    commandLineError(std::string(options.staged ? "--staged" : "--warp-method=two-pass") +
                     " needs a kernel: a Boogie program is checked as it is");
  if (raw.subGroupSize && options.translate.language == SourceLanguage::CUDA)
    commandLineError("--sub-group-size is for OpenCL's sub-groups: CUDA's warps have 32 lanes (--warp-sync=N "
                     "asks for lock-step warps of N)");
  if (!raw.compileAs.empty() && options.inputKind != InputKind::Source)
    commandLineError("--compile-as is for a kernel's source, not for LLVM or Boogie files");
  std::error_code missing;
  if (!raw.compileAs.empty() && !std::filesystem::is_regular_file(raw.compileAs, missing))
    commandLineError("argument --compile-as: " + raw.compileAs + " is not a file");
  options.compileAs = raw.compileAs;
  if (!raw.cudaPath.empty() && options.translate.language == SourceLanguage::OpenCL)
    commandLineError("--cuda-path is for CUDA kernels: OpenCL kernels are compiled with gpuverify's opencl.h");
  applyRunOptions(raw, options);
  noteIgnoredOptions(raw, options);
  return options;
}

// CLI11 says "--a excludes --b"; GPUVerify's users (and scripts) know
// argparse's wording.
std::string argparseExclusionMessage(const std::string &cli11) {
  std::istringstream words(cli11);
  std::string first, verb, second;
  if (!(words >> first >> verb >> second) || verb != "excludes")
    return cli11;
  return "argument " + first + "=: not allowed with argument " + second + "=";
}

} // namespace

// The launch is encoded in bit-vectors as wide as size_t (--pointer-bitwidth):
// a size, an offset or a global id that does not fit would wrap silently.
void checkLaunchFits(const DriverOptions &options, const std::string &widthReason) {
  const auto &geometry = options.translate.geometry;
  unsigned bits = options.translate.pointerBits;
  unsigned __int128 limit = static_cast<unsigned __int128>(1) << bits;
  bool cuda = options.translate.language == SourceLanguage::CUDA;
  std::string local = cuda ? "--blockDim" : "--local_size", groups = cuda ? "--gridDim" : "--num_groups";
  auto tooWide = [&](const std::string &what, unsigned __int128 value) {
    std::string digits;
    do
      digits.insert(digits.begin(), static_cast<char>('0' + static_cast<int>(value % 10)));
    while ((value /= 10) != 0);
    commandLineError(what + " is " + digits + ", which does not fit in the " + std::to_string(bits) +
                     "-bit size_t of the launch" +
                     (!widthReason.empty() ? " (" + widthReason + ")"
                      : bits == 32         ? std::string(" (--pointer-bitwidth=64 widens it)")
                                           : std::string()));
  };
  for (unsigned d = 0; d < 3; ++d) {
    const auto &l = geometry.groupSize.size[d];
    const auto &g = geometry.numGroups.size[d];
    uint64_t offset = geometry.globalOffset[d];
    std::string dim = "dimension " + std::to_string(d) + " of ";
    if (l && *l >= limit)
      tooWide(dim + local, *l);
    if (g && *g >= limit)
      tooWide(dim + groups, *g);
    if (offset >= limit)
      tooWide(dim + "--global_offset", offset);
    // A global size given for a free local size reaches the kernel headers.
    if (const auto &global = options.globalSize[d]; global && *global + static_cast<unsigned __int128>(offset) >= limit)
      tooWide(dim + "--global_size plus offset", *global + static_cast<unsigned __int128>(offset));
    // A free size leaves the global size free up to the largest that fits
    // with the offset (see the translator's launch limits): some must.
    if ((!l || !g) && offset + 1 >= limit)
      commandLineError(dim + "--global_offset is " + std::to_string(offset) + ", which leaves no room in the " +
                       std::to_string(bits) + "-bit size_t of the launch for a work-item");
    // OpenCL: the global size, size * groups, plus the offset must fit too
    // (get_global_size; clEnqueueNDRangeKernel's CL_INVALID_GLOBAL_OFFSET;
    // the translator bounds free sizes alike). CUDA has no global size: the
    // last thread's global index, size * groups - 1, must fit.
    unsigned __int128 end = l && g ? static_cast<unsigned __int128>(*l) * *g + offset : 0;
    if (end > (cuda ? limit : limit - 1))
      tooWide(dim + "the global size plus offset", end);
  }
}

namespace {

// Edit distance, with '-' and '_' the same and case ignored.
size_t spellingDistance(const std::string &a, const std::string &b) {
  auto same = [](char x, char y) {
    auto fold = [](char c) { return c == '_' ? '-' : static_cast<char>(std::tolower(static_cast<unsigned char>(c))); };
    return fold(x) == fold(y);
  };
  std::vector<size_t> row(b.size() + 1);
  for (size_t j = 0; j <= b.size(); ++j)
    row[j] = j;
  for (size_t i = 1; i <= a.size(); ++i) {
    size_t diagonal = row[0];
    row[0] = i;
    for (size_t j = 1; j <= b.size(); ++j) {
      size_t above = row[j];
      row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (same(a[i - 1], b[j - 1]) ? 0 : 1)});
      diagonal = above;
    }
  }
  return row[b.size()];
}

// " (did you mean --local_size?)" for an option not known that is close
// to one that is; empty if none is.
std::string suggestionFor(const std::string &argument, const std::vector<OptionSpelling> &spellings) {
  std::string name = argument.substr(0, argument.find('='));
  if (name.rfind("--", 0) != 0)
    return "";
  const OptionSpelling *best = nullptr;
  size_t bestDistance = std::max<size_t>(1, name.size() / 5) + 1;
  for (const OptionSpelling &spelling : spellings) {
    size_t distance = spellingDistance(name, spelling.name);
    if (spelling.name.rfind("--", 0) == 0 && distance < bestDistance) {
      best = &spelling;
      bestDistance = distance;
    }
  }
  return best ? " (did you mean " + best->name + "?)" : "";
}

// Parses `arguments` (abbreviations expanded) into the options declared
// in `app`. False if help was asked for.
bool parseInto(CLI::App &app, std::vector<std::string> arguments) {
  std::vector<std::string> given = arguments;
  // CLI11 consumes its argument vector from the back.
  std::reverse(arguments.begin(), arguments.end());
  try {
    app.parse(arguments);
  } catch (const CLI::CallForHelp &) {
    return false;
  } catch (const CLI::ExcludesError &error) {
    commandLineError(argparseExclusionMessage(error.what()));
  } catch (const CLI::ExtrasError &error) {
    std::string suggestion;
    for (const std::string &argument : given)
      if (std::string(error.what()).find(argument) != std::string::npos && argument.rfind("--", 0) == 0 &&
          (suggestion = suggestionFor(argument, spellingsOf(app))) != "")
        break;
    commandLineError(error.what() + suggestion);
  } catch (const CLI::ParseError &error) {
    commandLineError(error.what());
  }
  return true;
}

CLI::App commandLineParser() {
  return CLI::App("gpuverify: verify OpenCL and CUDA kernels free of data races and barrier divergence", "gpuverify");
}

// --help's last words: the other ways to run gpuverify.
void describeOtherModes(CLI::App &app) { app.footer(otherModesText()); }

} // namespace

namespace {

bool takesValue(const std::vector<OptionSpelling> &spellings, const std::string &argument) {
  return std::any_of(spellings.begin(), spellings.end(),
                     [&](const OptionSpelling &s) { return s.takesValue && s.name == argument; });
}

} // namespace

std::vector<GivenOption> givenOptions(const std::vector<std::string> &arguments) {
  RawOptions raw;
  CLI::App app = commandLineParser();
  declareAllOptions(app, raw);
  std::vector<OptionSpelling> spellings = spellingsOf(app);
  std::vector<std::string> expanded = expandAbbreviations(arguments, spellings);
  std::vector<GivenOption> given;
  bool onlyOperands = false;
  for (size_t i = 0; i < expanded.size(); ++i) {
    const std::string &argument = expanded[i];
    bool isLong = argument.rfind("--", 0) == 0;
    size_t equals = argument.find('=');
    if (onlyOperands || argument.size() < 2 || argument[0] != '-')
      given.push_back({"", argument});
    else if (isLong && equals != std::string::npos)
      given.push_back({argument.substr(0, equals), argument.substr(equals + 1)});
    else if (takesValue(spellings, argument))
      given.push_back({argument, i + 1 < expanded.size() ? expanded[++i] : ""});
    else if (!isLong && takesValue(spellings, argument.substr(0, 2))) // "-DN=4"
      given.push_back({argument.substr(0, 2), argument.substr(2)});
    else
      given.push_back({argument, ""});
    onlyOperands = onlyOperands || argument == "--";
  }
  return given;
}

std::vector<std::string> passThroughWords(const std::vector<std::string> &values) {
  std::vector<std::string> words;
  for (const auto &value : values) {
    std::istringstream in(value);
    std::string word;
    while (in >> word)
      words.push_back(word);
  }
  return words;
}

std::string otherModesText() {
  return "Many kernels:\n"
         "  gpuverify --batch [-j N] [--json F] [--sarif F] [--junit F] [--shard I/N] [--config F]\n"
         "                    [--cache-dir D | --no-cache] [options] PATH...\n"
         "  gpuverify --batch --list [--shard I/N] [--config F] [options] PATH...\n"
         "  gpuverify --batch-merge REPORT.json... [--json F] [--sarif F] [--junit F]\n"
         "In an editor (Language Server Protocol on stdin and stdout):\n"
         "  gpuverify --lsp [options]\n"
         "See docs/batch.md and docs/editors.md.";
}

std::vector<OptionDoc> declaredOptionDocs() {
  RawOptions raw;
  CLI::App app = commandLineParser();
  declareAllOptions(app, raw);
  std::vector<OptionDoc> docs;
  for (const CLI::Option *option : app.get_options()) {
    std::vector<std::string> spellings = spellingsOf(*option);
    if (spellings.empty())
      continue; // the kernel, an operand
    docs.push_back(
        {spellings, option->get_type_size_max() > 0 ? option->get_type_name() : "", option->get_description()});
  }
  return docs;
}

std::vector<std::string> declaredOptionSpellings() {
  RawOptions raw;
  CLI::App app = commandLineParser();
  declareAllOptions(app, raw);
  std::vector<std::string> spellings;
  for (const OptionSpelling &spelling : spellingsOf(app))
    spellings.push_back(spelling.name);
  return spellings;
}

OptionsAndOperands separateOptions(const std::vector<std::string> &arguments) {
  RawOptions raw;
  CLI::App app = commandLineParser();
  declareAllOptions(app, raw);
  app.remove_option(app.get_option("kernel"));
  std::vector<std::string> operandValues;
  app.add_option("operands", operandValues);
  std::vector<OptionSpelling> spellings = spellingsOf(app);
  std::vector<std::string> expanded = expandAbbreviations(arguments, spellings);
  if (!parseInto(app, expanded))
    commandLineError("--help is not a kernel option");
  OptionsAndOperands result;
  for (size_t i = 0; i < expanded.size(); ++i) {
    const std::string &argument = expanded[i];
    if (argument.size() < 2 || argument[0] != '-') {
      result.operands.push_back(argument);
      continue;
    }
    result.options.push_back(argument);
    if (takesValue(spellings, argument) && i + 1 < expanded.size())
      result.options.push_back(expanded[++i]);
  }
  return result;
}

namespace {

CommandLine parseArguments(const std::vector<std::string> &arguments) {
  RawOptions raw;
  CLI::App app = commandLineParser();
  describeOtherModes(app);
  declareAllOptions(app, raw);
  CommandLine result;
  std::vector<OptionSpelling> spellings = spellingsOf(app);
  std::vector<std::string> expanded = expandAbbreviations(arguments, spellings);
  if (!parseInto(app, expanded)) {
    result.action = CommandLineAction::PrintHelp;
    result.helpText = app.help();
    return result;
  }
  if (raw.version) {
    result.action = CommandLineAction::PrintVersion;
    return result;
  }
  if (raw.kernel.empty())
    commandLineError("the following arguments are required: kernel");
  result.options = interpret(raw);
  for (size_t i = 0; i < expanded.size(); ++i) {
    const std::string &argument = expanded[i];
    if (takesValue(spellings, argument) && i + 1 < expanded.size())
      result.canonicalArguments.push_back(argument + (argument.rfind("--", 0) == 0 ? "=" : "") + expanded[++i]);
    else
      result.canonicalArguments.push_back(argument);
  }
  return result;
}

} // namespace

CommandLine parseCommandLine(const std::vector<std::string> &arguments) { return parseArguments(arguments); }

} // namespace gv::driver
