#include "pipeline/Crosscheck.h"

#include "ExecutorRuns.h"
#include "executor/Executor.h"

#include "llvm/IR/DataLayout.h"
#include "llvm/IR/Instruction.h"
#include "llvm/IR/Module.h"

#include <algorithm>
#include <random>

namespace gv::driver {

namespace {

using executor::Outcome;

// Values that find off-by-one and boundary mistakes, then small numbers.
constexpr uint64_t edgeValues[] = {0, 1, 2, 3, 4, 7, 8, 15, 16, 31, 32, 33, 63, 64, 65, 100, 127, 128, 255, 256, 1000};

const KernelArgumentValues *argumentsFor(const std::vector<KernelArgumentValues> &all, const std::string &kernel) {
  for (const KernelArgumentValues &values : all)
    if (values.kernel == kernel)
      return &values;
  return nullptr;
}

// The groups run: the whole grid where it is small, else the first two and
// the last (a pair of neighbours and a pair far apart).
std::vector<executor::Ids> groupsToRun(const executor::Ids &grid, const executor::Ids &block, bool oneGroupOnly) {
  uint64_t groups = grid[0] * grid[1] * grid[2], threads = block[0] * block[1] * block[2];
  auto idOf = [&](uint64_t linear) {
    return executor::Ids{linear % grid[0], linear / grid[0] % grid[1], linear / (grid[0] * grid[1])};
  };
  if (oneGroupOnly)
    return {idOf(0)};
  if (groups * threads <= maxThreadsOfWholeGrid)
    return wholeGrid(grid);
  std::vector<executor::Ids> out;
  for (uint64_t g : {uint64_t{0}, uint64_t{1}, groups - 1})
    if (g < groups && std::find(out.begin(), out.end(), idOf(g)) == out.end())
      out.push_back(idOf(g));
  return out;
}

ReportedError missedError(ErrorKind kind, const std::string &shown, const llvm::Instruction *site,
                          const std::vector<std::string> &inputs, const std::string &kernel) {
  ReportedError error;
  error.kind = kind;
  error.message = "a run of the verified kernel shows what the verifier missed: " + shown;
  error.trace = traceOfSite(site);
  error.kernel = kernel;
  ReplayOutcome replay;
  replay.status = ReplayOutcome::Status::Confirmed;
  replay.shown = shown;
  replay.inputs = inputs;
  replay.runs = 1;
  error.replay = replay;
  return error;
}

bool checkedArray(const executor::ArrayRef &array, const Translation &translation, const TranslateOptions &options) {
  if (options.checkArrays.empty())
    return true;
  for (const ArrayInfo &info : translation.arrays)
    if (((info.parameter && info.parameter == array.parameter) ||
         (!info.global.empty() && info.global == array.global)))
      return std::find(options.checkArrays.begin(), options.checkArrays.end(), info.sourceName) !=
             options.checkArrays.end();
  return true;
}

} // namespace

CrosscheckResult crosscheck(const llvm::Module &module, const Translation &translation, const TranslateOptions &options,
                            unsigned runsPerKernel, std::chrono::steady_clock::time_point deadline) {
  CrosscheckResult result;
  executor::Settings settings = executorSettings(translation, options);
  settings.deadline = deadline;
  auto groupSize = fixedSizes(translation.groupSize), numGroups = fixedSizes(translation.numGroups);
  for (const KernelInfo &kernel : translation.kernels) {
    const llvm::Function *function = module.getFunction(kernel.functionName);
    if (kernel.postconditionsOnly || !function)
      continue;
    auto skip = [&](const std::string &why) { result.skipped.push_back(kernel.sourceName + ": " + why); };
    if (options.warpSize) {
      skip("--warp-sync's lock-step warps are not run");
      continue;
    }
    if (!groupSize || !numGroups) {
      skip("its launch sizes are not fixed");
      continue;
    }
    if (std::any_of(options.hostFacts.begin(), options.hostFacts.end(), [&](const KernelHostFacts &facts) {
          return facts.kernel == kernel.sourceName && !facts.launches.empty();
        })) {
      skip("the host code relates its arguments and sizes");
      continue;
    }
    const KernelArgumentValues *given =
        options.kernelArgs && options.kernelArgs->kernel == kernel.sourceName ? &*options.kernelArgs : nullptr;
    const KernelArgumentValues *assumed = argumentsFor(options.assumedKernelArgs, kernel.sourceName);
    executor::Launch launch;
    launch.groupSize = *groupSize;
    launch.numGroups = *numGroups;
    launch.globalOffset = options.geometry.globalOffset;
    launch.dims = std::max(translation.groupSize.dims, translation.numGroups.dims);
    launch.groups = groupsToRun(*numGroups, *groupSize, options.onlyIntraGroup);
    std::mt19937_64 random(0x9e3779b9u + result.runs);
    const llvm::DataLayout &layout = module.getDataLayout();
    for (unsigned run = 0; run < runsPerKernel && std::chrono::steady_clock::now() < deadline; ++run) {
      executor::Inputs inputs;
      inputs.fill = run % 3 == 0   ? executor::Inputs::Fill::Zero
                    : run % 3 == 1 ? executor::Inputs::Fill::Small
                                   : executor::Inputs::Fill::Random;
      inputs.seed = run + 1;
      std::vector<std::string> text;
      // --kernel-args counts the parameters passed by value, structs too.
      unsigned position = 0;
      for (const llvm::Argument &arg : function->args()) {
        bool byValue = arg.hasByValAttr();
        if (arg.getType()->isPointerTy() && !byValue)
          continue;
        std::optional<ArgumentValue> fixed;
        for (const KernelArgumentValues *values : {given, assumed})
          if (!fixed && values && position < values->values.size())
            fixed = values->values[position];
        ++position;
        if (byValue) { // a struct's bytes, if given; else the fill's
          if (fixed)
            for (uint64_t b = 0, size = layout.getTypeAllocSize(arg.getParamByValType()); b < size && b < 8; ++b)
              inputs.byValue[arg.getArgNo()].push_back(static_cast<uint8_t>(fixed->bits() >> (8 * b)));
          continue;
        }
        const KernelParameter *p = nullptr;
        for (const KernelParameter &candidate : kernel.scalarParameters)
          if (candidate.argumentNumber == arg.getArgNo())
            p = &candidate;
        uint64_t bits = fixed                 ? fixed->bits()
                        : !p || !p->isInteger ? 0x3f800000u * (random() % 2) // 0.0f or 1.0f
                        : run == 0            ? 0
                                              : edgeValues[random() % std::size(edgeValues)];
        inputs.scalars[arg.getArgNo()] = bits;
        text.push_back((p ? p->sourceName : arg.getName().str()) + " = " + std::to_string(static_cast<int64_t>(bits)));
      }
      Outcome outcome = executor::execute(*function, launch, inputs, settings);
      ++result.runs;
      auto thread = [&](const executor::ThreadRef &t) {
        return executor::threadText(t, options.language, translation.groupSize.dims, translation.numGroups.dims);
      };
      text.push_back(outcome.end == Outcome::End::Finished ? "ran to the end" : "stopped: " + outcome.why);
      if (outcome.end == Outcome::End::OutsideInputs)
        continue;
      for (const executor::Conflict &c : outcome.conflicts)
        if (!options.onlyDivergence && !options.onlyLog && checkedArray(c.array, translation, options)) {
          result.missed.push_back(missedError(ErrorKind::Race,
                                              thread(c.earlier.thread) + " and " + thread(c.later.thread) + " access " +
                                                  c.array.sourceName + " (byte " + std::to_string(c.byteOffset) +
                                                  ") in one barrier interval",
                                              c.later.site, text, kernel.sourceName));
          break;
        }
      for (const executor::Divergence &d : outcome.divergences)
        result.missed.push_back(
            missedError(ErrorKind::BarrierDivergence,
                        thread(d.atBarrier) + " and " + thread(d.other) + " are not at this barrier together",
                        d.barrier, text, kernel.sourceName));
      for (const executor::AssertionFailure &a : outcome.assertions) {
        result.missed.push_back(missedError(ErrorKind::Assertion, "the assertion fails for " + thread(a.thread), a.site,
                                            text, kernel.sourceName));
        break;
      }
      if (!result.missed.empty())
        break;
    }
  }
  return result;
}

} // namespace gv::driver
