#include "pipeline/HostKnowledge.h"

#include "HostProgram.h"
#include "gpuverify/KernelNames.h"
#include "pipeline/Frontend.h"
#include "pipeline/HostLaunches.h"
#include "pipeline/LaunchAssumptions.h"
#include "support/Failure.h"

#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>

#include <algorithm>
#include <array>
#include <filesystem>
#include <fstream>
#include <ostream>

namespace gv::driver {

namespace {

// A kernel file without `main`: its program's other files beside it, if
// they make one (HostProgram.h), replace its host side.
void joinRestOfProgram(std::unique_ptr<llvm::Module> &host, const DriverOptions &options, TempDir &temporaries,
                       const HostSideCompiler &compileSide, std::ostream *echo) {
  if (definesMain(*host))
    return;
  unsigned count = 0;
  HostCompiler compile = [&](const std::string &source) -> std::unique_ptr<llvm::Module> {
    std::string bitcode = temporaries.file("program" + std::to_string(++count) + ".bc");
    if (!compileSide(bitcode, source))
      return nullptr;
    try {
      return loadModule(bitcode, host->getContext(), ExitCode::Clang);
    } catch (const Failure &) {
      return nullptr;
    }
  };
  std::vector<std::string> includeDirectories;
  for (const std::string &directory : options.includeDirectories)
    includeDirectories.push_back(std::filesystem::absolute(directory).string());
  ProgramLink link = linkProgram(*host, programFilesBeside(options.kernelFile), includeDirectories, compile);
  if (echo) {
    if (link.program) {
      *echo << "Host code read as one program with";
      for (const std::string &file : link.files)
        *echo << " " << file;
      *echo << "\n";
    } else {
      *echo << "Host code of the kernel file read alone: " << link.why << "\n";
    }
  }
  if (link.program)
    host = std::move(link.program);
}

Extent3 extentOf(const std::array<uint64_t, 3> &size) {
  Extent3 e;
  e.dims = size[2] > 1 ? 3 : size[1] > 1 ? 2 : 1;
  for (unsigned d = 0; d < 3; ++d)
    e.size[d] = size[d];
  return e;
}

// A CUDA kernel given no sizes (or only one of --gridDim and --blockDim):
// those of its launches in the file's host code. A file whose host side
// does not compile gets clang's errors first (the device side's compile
// shows them), not a request for sizes.
void takeLaunchSizes(const std::optional<HostLaunches> &host, const DriverOptions &options, HostKnowledge &known) {
  LaunchParts needed{options.gridFromHost, options.blockFromHost};
  LaunchGroups chosen{{}, "the host code does not compile"};
  if (host)
    chosen = chooseLaunchGroups(*host, options.translate.kernelName, needed);
  if (chosen.groups.empty())
    throw Failure(ExitCode::CommandLine,
                  std::string(needed.grid && needed.block
                                  ? "Must specify thread dimensions with --blockDim and --gridDim"
                              : needed.grid ? "Must specify the grid with --gridDim"
                                            : "Must specify the block with --blockDim") +
                      " (" + chosen.why + ")");
  std::string as = needed.grid && needed.block ? "--gridDim and --blockDim" : needed.grid ? "--gridDim" : "--blockDim";
  for (const LaunchGroup &group : chosen.groups) {
    KernelsAtSizes sizes{group.kernels, std::nullopt, std::nullopt};
    if (needed.grid)
      sizes.numGroups = extentOf(*group.launch.grid);
    if (needed.block)
      sizes.groupSize = extentOf(*group.launch.block);
    std::string others = group.kernels.size() == 1   ? ""
                         : group.kernels.size() == 2 ? " and '" + group.kernels[1] + "'"
                                                     : " and " + std::to_string(group.kernels.size() - 1) + " more";
    std::string each = chosen.groups.size() == 1
                           ? ""
                           : " for '" + group.kernels[0] + "'" + others +
                                 ": the kernels' launches differ, and each is verified at its own";
    known.notes.push_back({group.launch.where, std::string(needed.grid && needed.block ? "sizes" : "the size") +
                                                   " from the launch of '" + group.launch.kernel +
                                                   "' in the host code: " + group.why + " (as " + as + each + ")"});
    known.groups.push_back(std::move(sizes));
  }
  known.numGroups = known.groups[0].numGroups;
  known.groupSize = known.groups[0].groupSize;
  if (known.groups.size() == 1)
    known.groups.clear();
}

// A kernel the host code launches only with blocks of other constant
// sizes than --blockDim's: said, since a report may then come from a
// block the program never runs (a template on its block size, such as
// CUB's, indexes past its shared storage with more threads), or a race
// of the program's blocks go unseen.
void noteBlocksUnlikeHost(const HostLaunches &host, const DriverOptions &options, HostKnowledge &known) {
  std::array<uint64_t, 3> given{};
  for (unsigned d = 0; d < 3; ++d) {
    const std::optional<uint64_t> &size = options.translate.geometry.groupSize.size[d];
    if (!size)
      return;
    given[d] = *size;
  }
  for (const std::string &kernel : kernelsLaunchedOnlyAsRead(host, options.translate.kernelName)) {
    const HostLaunch *first = nullptr;
    std::vector<std::array<uint64_t, 3>> blocks;
    bool unlike = true;
    for (const HostLaunch &launch : host.launches) {
      if (launch.kernel != kernel)
        continue;
      unlike = unlike && launch.block && *launch.block != given;
      if (!unlike)
        break;
      if (!first)
        first = &launch;
      if (std::find(blocks.begin(), blocks.end(), *launch.block) == blocks.end())
        blocks.push_back(*launch.block);
    }
    if (!first || !unlike)
      continue;
    auto text = [](const std::array<uint64_t, 3> &size) {
      return size[1] == 1 && size[2] == 1
                 ? std::to_string(size[0])
                 : "[" + std::to_string(size[0]) + "," + std::to_string(size[1]) + "," + std::to_string(size[2]) + "]";
    };
    std::string sizes;
    for (const auto &block : blocks)
      sizes += (sizes.empty() ? "" : " or ") + text(block);
    known.notes.push_back({first->where, "the host code launches '" + kernel + "' with blocks of " + sizes +
                                             " threads, not " + text(given) +
                                             " as --blockDim says: a report may be of blocks the program never runs"});
  }
}

// The values every launch in the host code passes a kernel, assumed as
// --kernel-args would fix them (the user's --kernel-args win), and the
// facts that hold at its launches; `geometry` is the launch verified.
void assumeHostArguments(const HostLaunches &host, const DriverOptions &options, const LaunchGeometry &geometry,
                         HostKnowledge &known) {
  const std::optional<KernelArgumentValues> &given = options.translate.kernelArgs;
  auto givenFor = [&](const std::string &kernel) {
    return given && kernelNameMatches(withoutTypeAliases(given->kernel, host.typeAliases), kernel);
  };
  for (AssumedArguments &assumed : assumedArguments(host, options.translate.kernelName)) {
    if (givenFor(assumed.values.kernel))
      continue;
    std::string values;
    for (size_t i = 0; i < assumed.values.values.size(); ++i)
      if (assumed.values.values[i])
        values += (values.empty() ? "" : ", ") + assumed.names[i] + " = " + assumed.texts[i];
    known.notes.push_back(
        {assumed.where,
         "assumed from the host code (" +
             std::string(assumed.launches == 1 ? "its launch"
                                               : "the same at its " + std::to_string(assumed.launches) + " launches") +
             ") of '" + assumed.values.kernel + "': " + values + " (--all-inputs checks every value)"});
    known.arguments.push_back(std::move(assumed.values));
  }
  // Each kernel's facts at the sizes it is verified at: its group's.
  std::vector<AssumedLaunchFacts> facts;
  if (known.groups.empty())
    facts = assumedLaunchFacts(host, options.translate.kernelName, geometry);
  for (const KernelsAtSizes &group : known.groups) {
    for (AssumedLaunchFacts &assumed : assumedLaunchFacts(host, options.translate.kernelName, group.on(geometry)))
      if (std::find(group.kernels.begin(), group.kernels.end(), assumed.facts.kernel) != group.kernels.end())
        facts.push_back(std::move(assumed));
  }
  for (AssumedLaunchFacts &assumed : facts) {
    if (givenFor(assumed.facts.kernel))
      continue;
    if (!assumed.description.empty())
      known.notes.push_back(
          {assumed.where, "assumed from the host code (" +
                              std::string(assumed.launches == 1 ? "its launch"
                                          : assumed.distinctLaunches == 1
                                              ? "the same at its " + std::to_string(assumed.launches) + " launches"
                                              : "one of its " + std::to_string(assumed.launches) + " launches") +
                              ") of '" + assumed.facts.kernel + "': " +
                              (options.verbose || assumed.briefDescription.empty()
                                   ? assumed.description
                                   : assumed.briefDescription + " (--verbose says each in full)") +
                              " (--all-inputs checks every value)"});
    known.factsKey += assumed.facts.kernel + ": " + assumed.key + "\n";
    known.facts.push_back(std::move(assumed.facts));
  }
}

} // namespace

HostKnowledge readHostKnowledge(const DriverOptions &options, HostQuestions questions, TempDir &temporaries,
                                const HostSideCompiler &compile, std::ostream *echo) {
  HostKnowledge known;
  std::optional<HostLaunches> host;
  std::string hostBitcode = temporaries.file("host.bc");
  if (compile(hostBitcode, "")) {
    llvm::LLVMContext context;
    std::unique_ptr<llvm::Module> module = loadModule(hostBitcode, context, ExitCode::Clang);
    joinRestOfProgram(module, options, temporaries, compile, echo);
    optimiseHostCode(*module);
    host = readHostLaunches(*module);
  }
  LaunchGeometry geometry = options.translate.geometry;
  if (questions.sizes) {
    takeLaunchSizes(host, options, known);
    if (known.numGroups)
      geometry.numGroups = *known.numGroups;
    if (known.groupSize)
      geometry.groupSize = *known.groupSize;
  } else if (host) {
    noteBlocksUnlikeHost(*host, options, known);
  }
  if (questions.arguments && host)
    assumeHostArguments(*host, options, geometry, known);
  return known;
}

void adoptHostKnowledge(DriverOptions &options, HostKnowledge &known) {
  if (known.numGroups || known.groupSize) {
    if (known.numGroups)
      options.translate.geometry.numGroups = *known.numGroups;
    if (known.groupSize)
      options.translate.geometry.groupSize = *known.groupSize;
    options.hasLaunchSizes = true;
    checkLaunchFits(options);
    options.launchGroups = known.groups;
    for (const KernelsAtSizes &group : known.groups) {
      DriverOptions atGroup = options;
      atGroup.translate.geometry = group.on(options.translate.geometry);
      checkLaunchFits(atGroup);
    }
  }
  for (KernelArgumentValues &values : known.arguments)
    options.translate.assumedKernelArgs.push_back(std::move(values));
  for (KernelHostFacts &facts : known.facts)
    options.translate.hostFacts.push_back(std::move(facts));
}

PlacedNote placeHostNote(const HostNote &note, SourceLines &sources) {
  std::string place, reached;
  if (!note.where.empty() && note.where.front().line) {
    // In the user's code: not inside a runtime template it called.
    SourceChain view = sources.userView(note.where);
    const SourceLocation &at = view.front(), &outermost = view.back();
    place = at.file + ":" + std::to_string(at.line) + ":" + std::to_string(at.column) + ": ";
    // From another file of the program (HostProgram.h): where it called in.
    if (outermost.file != at.file && outermost.line)
      reached = "; the launch is reached from " + outermost.file + ":" + std::to_string(outermost.line);
  }
  return {place, note.text + reached};
}

bool userFilesMayLaunch(const std::vector<std::string> &filesClangRead, SourceLines &sources) {
  return std::any_of(filesClangRead.begin(), filesClangRead.end(), [&](const std::string &file) {
    SourceLocation where;
    where.file = file;
    if (sources.inHeaders(where))
      return false;
    std::ifstream in(file, std::ios::binary);
    return !in || mentionsLaunch(std::string(std::istreambuf_iterator<char>(in), {}));
  });
}

} // namespace gv::driver
