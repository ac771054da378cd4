#include "pipeline/Replay.h"

#include "ExecutorRuns.h"
#include "executor/Executor.h"
#include "gpuverify/InstructionSource.h"
#include "pipeline/Reproducer.h"

#include "llvm/IR/Instruction.h"
#include "llvm/IR/Module.h"

#include <cstdlib>
#include <filesystem>
#include <limits>

namespace gv::driver {

namespace {

using executor::Outcome;

using Fill = executor::Inputs::Fill;

// Memory zero, then small numbers, then random bytes.
constexpr Fill fills[] = {Fill::Zero, Fill::Small, Fill::Random};

const char *fillText(Fill fill) {
  switch (fill) {
  case Fill::Zero: return "memory zero";
  case Fill::Small: return "memory filled with small numbers";
  default: return "memory filled at random";
  }
}

bool replayable(ErrorKind kind) {
  return kind == ErrorKind::Race || kind == ErrorKind::BarrierDivergence || kind == ErrorKind::Assertion ||
         kind == ErrorKind::NullPointer || kind == ErrorKind::Unreachable;
}

std::optional<executor::Ids> launchSizes(const Extent3 &extent, const std::optional<std::array<uint64_t, 3>> &model) {
  if (model)
    return *model;
  return fixedSizes(extent);
}

const KernelInfo *kernelOf(const ReportedError &error, const Translation &translation) {
  for (const KernelInfo &kernel : translation.kernels)
    if (!kernel.postconditionsOnly && (kernel.sourceName == error.kernel || translation.kernels.size() == 1))
      return &kernel;
  return nullptr;
}

// A decimal as the report prints it ("-3", "4096") as two's-complement bits.
std::optional<uint64_t> bitsOfDecimal(const std::string &text) {
  if (text.empty())
    return std::nullopt;
  char *end = nullptr;
  errno = 0;
  uint64_t bits = text[0] == '-' ? static_cast<uint64_t>(std::strtoll(text.c_str(), &end, 10))
                                 : std::strtoull(text.c_str(), &end, 10);
  if (errno || *end)
    return std::nullopt;
  return bits;
}

// Where `site` is in the user's code: the innermost frame outside the
// library headers (a copy in gpuverify's <cuda/pipeline> is at the user's
// call), named as the report names it.
std::string locationText(const SourceLines &sources, const llvm::Instruction *site) {
  if (!site)
    return "";
  SourceChain chain = sources.userView(sourceChain(*site));
  return chain.empty() ? "" : chain.front().text();
}

const char *verb(AccessKind kind) {
  switch (kind) {
  case AccessKind::Read: return "reads";
  case AccessKind::Write: return "writes";
  default: return "updates atomically";
  }
}

// The debug info's name of a file and the report's (which may be spelled
// as the user gave it): the same file name is taken for the same file.
bool sameFile(const std::string &a, const std::string &b) {
  return std::filesystem::path(a).filename() == std::filesystem::path(b).filename();
}

bool sameArray(const executor::ArrayRef &ran, const ArrayInfo &reported) {
  return (reported.parameter && ran.parameter == reported.parameter) ||
         (!reported.global.empty() && ran.global == reported.global);
}

// One error's runs and what they showed.
class ErrorReplay {
public:
  ErrorReplay(const ReportedError &error, const Translation &translation, const TranslateOptions &options,
              const SourceLines &sources)
      : error_(error), translation_(translation), options_(options), sources_(sources) {}

  // What `outcome` shows of the error; false if nothing.
  bool shows(const Outcome &outcome, ReplayOutcome &replay) const {
    if (error_.kind == ErrorKind::Race)
      return showsRace(outcome, replay);
    if (error_.kind == ErrorKind::BarrierDivergence && !outcome.divergences.empty()) {
      const executor::Divergence &d = outcome.divergences.front();
      replay.shown = thread(d.atBarrier) + " waits at the barrier at " + locationText(sources_, d.barrier) + " while " +
                     thread(d.other) +
                     (!d.otherBarrier    ? " has finished"
                      : d.otherIteration ? " waits at it in another iteration of a loop around it"
                                         : " waits at the one at " + locationText(sources_, d.otherBarrier));
      return true;
    }
    // A null pointer or unreachable code the run met where the report is: the
    // run stopped there, as undefined behaviour.
    using Behaviour = Outcome::UndefinedBehaviour;
    if ((error_.kind == ErrorKind::NullPointer || error_.kind == ErrorKind::Unreachable) &&
        outcome.end == Outcome::End::Undefined && outcome.where && !error_.trace.empty() &&
        outcome.undefined == (error_.kind == ErrorKind::NullPointer ? Behaviour::NullPointer : Behaviour::Unreachable))
      for (const SourceLocation &frame : sourceChain(*outcome.where))
        if (frame.line == error_.trace.front().location.line &&
            sameFile(frame.file, error_.trace.front().location.file)) {
          replay.shown = thread(outcome.whoStopped) + (error_.kind == ErrorKind::NullPointer
                                                           ? " accesses memory through a null pointer here"
                                                           : " reaches code the kernel marks unreachable");
          return true;
        }
    if (error_.kind == ErrorKind::Assertion && !error_.trace.empty())
      for (const executor::AssertionFailure &a : outcome.assertions)
        for (const SourceLocation &frame : sourceChain(*a.site)) // the assert may be a header's macro
          if (frame.line == error_.trace.front().location.line &&
              sameFile(frame.file, error_.trace.front().location.file)) {
            replay.shown = "the assertion fails for " + thread(a.thread);
            return true;
          }
    return false;
  }

  std::string thread(const executor::ThreadRef &t) const {
    return executor::threadText(t, options_.language, translation_.groupSize.dims, translation_.numGroups.dims);
  }

private:
  bool showsRace(const Outcome &outcome, ReplayOutcome &replay) const {
    const RaceDetails &race = *error_.race;
    if (!race.arrayIndex || *race.arrayIndex >= translation_.arrays.size())
      return false;
    const ArrayInfo &array = translation_.arrays[*race.arrayIndex];
    int64_t elementBytes = std::max<int64_t>(1, array.elementBits / 8);
    const executor::Conflict *found = nullptr;
    for (const executor::Conflict &c : outcome.conflicts)
      if (sameArray(c.array, array)) {
        bool reportedElement =
            race.elementByte && c.byteOffset >= *race.elementByte && c.byteOffset < *race.elementByte + elementBytes;
        if (!found || reportedElement)
          found = &c;
        if (reportedElement)
          break;
      }
    if (!found)
      return false;
    int64_t element = found->byteOffset >= 0 ? found->byteOffset / elementBytes : -1;
    std::string where = element >= 0 ? elementText(array, ModelNumber{static_cast<uint64_t>(element), 64})
                                     : array.sourceName + " (byte " + std::to_string(found->byteOffset) + ")";
    // A cp.async access is pending until a wait: a barrier did not order it.
    bool pendingCopy = found->earlier.pendingAcrossBarrier || found->later.pendingAcrossBarrier;
    std::string order = found->earlier.thread.groupId != found->later.thread.groupId ? ""
                        : pendingCopy
                            ? ", with a barrier between them but no cp.async wait completing the copy before it"
                            : ", with no barrier between them";
    replay.shown = thread(found->earlier.thread) + " " + verb(found->earlier.kind) + " " + where + " at " +
                   locationText(sources_, found->earlier.site) + ", and " + thread(found->later.thread) + " " +
                   verb(found->later.kind) + " it at " + locationText(sources_, found->later.site) + order;
    for (const executor::AccessSeen *access : {&found->earlier, &found->later})
      replay.accesses.push_back(traceOfSite(access->site));
    return true;
  }

  const ReportedError &error_;
  const Translation &translation_;
  const TranslateOptions &options_;
  const SourceLines &sources_;
};

// The host program launches the whole grid: its arrays are as large as a
// run of every group uses, made to its end.
std::optional<std::string> reproducer(const llvm::Function &function, const KernelInfo &kernel,
                                      const std::string &kernelFile, const std::string &what,
                                      const executor::Launch &launch, const executor::Inputs &inputs,
                                      const Outcome &shown, executor::Settings settings,
                                      std::chrono::steady_clock::time_point deadline, std::string &why) {
  executor::Launch whole = launch;
  whole.groups = wholeGrid(launch.numGroups);
  std::optional<Outcome> sized;
  if (whole.groups.size() > launch.groups.size()) {
    settings.maxConflicts = std::numeric_limits<unsigned>::max();
    settings.maxSteps *= 10;
    settings.deadline = deadline;
    sized = executor::execute(function, whole, inputs, settings);
    if (sized->end != Outcome::End::Finished) {
      why = "the arrays' sizes need a run of the whole grid, which stopped: " +
            (sized->why.empty() ? std::string("unfinished") : sized->why);
      return std::nullopt;
    }
  }
  return cudaReproducer({function, kernel, kernelFile, what}, whole, inputs, sized ? *sized : shown, why);
}

std::string whyNotShown(const Outcome &outcome, const SourceLines &sources) {
  std::string at = locationText(sources, outcome.where);
  std::string place = at.empty() ? "" : " at " + at;
  switch (outcome.end) {
  case Outcome::End::Unsupported: return "the run stopped" + place + ": " + outcome.why;
  case Outcome::End::Undefined: return "the run met undefined behaviour" + place + ": " + outcome.why;
  case Outcome::End::OutsideInputs: return "the inputs break an assumption" + place;
  case Outcome::End::OutOfSteps: return outcome.why;
  case Outcome::End::OutOfTime: return "the replay ran out of time";
  default: return "";
  }
}

} // namespace

ReplayResult replayErrors(const llvm::Module &module, const Translation &translation, const TranslateOptions &options,
                          std::vector<ReportedError> &errors, const ReplayBudget &budget, const SourceLines &sources) {
  ReplayResult result;
  executor::Settings settings = executorSettings(translation, options);
  settings.maxSteps = budget.stepsPerRun;
  settings.deadline = budget.deadline;
  for (ReportedError &error : errors) {
    if (!replayable(error.kind))
      continue;
    ReplayOutcome replay;
    auto notRun = [&](std::string why) {
      replay.why = std::move(why);
      error.replay = replay;
    };
    const KernelInfo *kernel = kernelOf(error, translation);
    const llvm::Function *function = kernel ? module.getFunction(kernel->functionName) : nullptr;
    if (!function) {
      notRun("the kernel of the report is not known");
      continue;
    }
    if (options.warpSize) {
      notRun("the lock-step warps of --warp-sync are not run yet");
      continue;
    }
    executor::Launch launch;
    auto groupSize = launchSizes(translation.groupSize, error.groupSize);
    auto numGroups = launchSizes(translation.numGroups, error.numGroups);
    if (!groupSize || !numGroups) {
      notRun("the launch sizes are not known");
      continue;
    }
    launch.groupSize = *groupSize;
    launch.numGroups = *numGroups;
    launch.globalOffset = options.geometry.globalOffset;
    launch.dims = std::max(translation.groupSize.dims, translation.numGroups.dims);
    std::vector<const ThreadIds *> threads;
    if (error.race)
      threads = {&error.race->previous.thread, &error.race->current.thread};
    else if (error.thread)
      threads = {&*error.thread};
    for (const ThreadIds *t : threads)
      if (std::find(launch.groups.begin(), launch.groups.end(), t->groupId) == launch.groups.end())
        launch.groups.push_back(t->groupId);
    if (launch.groups.empty())
      launch.groups.push_back({0, 0, 0});

    executor::Inputs inputs;
    for (const ParameterValue &value : error.parameters)
      for (const KernelParameter &parameter : kernel->scalarParameters)
        if (parameter.sourceName == value.name)
          if (auto bits = bitsOfDecimal(value.value)) {
            inputs.scalars[parameter.argumentNumber] = *bits;
            replay.inputs.push_back(value.name + " = " + value.value);
          }
    ErrorReplay runs(error, translation, options, sources);
    settings.findConflicts = error.kind == ErrorKind::Race; // else conflicts would end a run early
    std::vector<std::vector<executor::Ids>> groupings = {launch.groups};
    uint64_t threadsPerGroup = launch.groupSize[0] * launch.groupSize[1] * launch.groupSize[2];
    uint64_t groupCount = launch.numGroups[0] * launch.numGroups[1] * launch.numGroups[2];
    if (groupCount > launch.groups.size() && groupCount * threadsPerGroup <= maxThreadsOfWholeGrid)
      groupings.push_back(wholeGrid(launch.numGroups));
    size_t fixedInputs = replay.inputs.size();
    bool stopped = false, finished = false;
    for (const std::vector<executor::Ids> &groups : groupings) {
      launch.groups = groups;
      bool cuda = options.language == SourceLanguage::CUDA;
      std::string groupsRun = cuda ? "every thread of the grid" : "every work-item of the NDRange";
      if (groups.size() < groupCount) {
        groupsRun = cuda ? "every thread of " : "every work-item of ";
        for (size_t g = 0; g < groups.size(); ++g)
          groupsRun +=
              (g ? " and " : "") + executor::groupText(groups[g], options.language, translation.numGroups.dims);
      }
      for (Fill fill : fills) {
        if (std::chrono::steady_clock::now() >= budget.deadline) {
          replay.why = replay.runs ? "the replay ran out of time" : "the replay's time was spent on other errors";
          stopped = true;
          break;
        }
        inputs.fill = fill;
        Outcome outcome = executor::execute(*function, launch, inputs, settings);
        ++replay.runs;
        replay.inputs.resize(fixedInputs);
        replay.inputs.push_back(groupsRun);
        replay.inputs.push_back(fillText(fill));
        if (runs.shows(outcome, replay)) {
          replay.status = ReplayOutcome::Status::Confirmed;
          replay.why.clear();
          stopped = true;
          if (!budget.reproducerOf.empty() && !result.reproducer) {
            if (options.language != SourceLanguage::CUDA)
              result.noReproducer = "reproducers are written for CUDA kernels only";
            else
              result.reproducer = reproducer(*function, *kernel, budget.reproducerOf, error.message, launch, inputs,
                                             outcome, settings, budget.reproducerDeadline, result.noReproducer);
          }
          break;
        }
        // Why no run could show it, while none ran to the end.
        finished = finished || outcome.end == Outcome::End::Finished;
        replay.why = finished ? "" : whyNotShown(outcome, sources);
        // The same construct stops every filling.
        if (outcome.end == Outcome::End::Unsupported || outcome.end == Outcome::End::OutOfTime) {
          stopped = true;
          break;
        }
      }
      if (stopped)
        break;
    }
    error.replay = replay;
  }
  return result;
}

} // namespace gv::driver
