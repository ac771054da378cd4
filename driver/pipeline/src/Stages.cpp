#include "pipeline/Stages.h"

#include <filesystem>

#include "boogie/InvariantsAtLatches.h"
#include "boogie/KInduction.h"
#include "boogie/Printer.h"
#include "pipeline/Crosscheck.h"
#include "pipeline/Frontend.h"
#include "pipeline/InvariantInference.h"
#include "pipeline/KernelTemplates.h"
#include "pipeline/Replay.h"
#include "pipeline/SolverStrategy.h"
#include "reports/ProcedureCounts.h"
#include "support/Failure.h"
#include "support/Paths.h"

#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>

#include <algorithm>
#include <chrono>
#include <exception>
#include <future>
#include <sstream>

namespace gv::driver {

namespace {

// GPUVerify's Bugle errors start with the place, so the conformance
// regexes (e.g. "error: Unsupported function pointer") match; errors of the
// options start as GPUVerify's do ("GPUVerify: error: ...").
Failure translationFailure(const TranslationError &error, const std::string &kernelFile, const SourceLines &sources) {
  if (error.causedByCommandLine)
    return Failure(ExitCode::CommandLine, error.what());
  if (error.causedByOptions)
    return Failure(ExitCode::Translation, std::string("GPUVerify: error: ") + error.what());
  SourceChain chain = sources.userView(error.where);
  std::string where = !chain.empty() && !chain.front().file.empty() ? chain.front().text() : kernelFile;
  return Failure(ExitCode::Translation, where + ": error: " + error.what());
}

double secondsBetween(std::chrono::steady_clock::time_point start, std::chrono::steady_clock::time_point end) {
  return std::chrono::duration<double>(end - start).count();
}

static std::string programSuffix(Stage stage) {
  switch (stage) {
  case Stage::Whole: return "";
  case Stage::RaceFreedom: return ".races";
  case Stage::Specification: return ".specification";
  case Stage::SameWarp: return ".same-warp";
  case Stage::DifferentWarps: return ".different-warps";
  }
  return "";
}

// The checks the race-freedom stage assumes: properties of the kernel's
// values, which the specification stage checks. Sound because that stage
// proves them of every execution free of races up to the point checked:
// the first race of an execution, if there were one, would come after
// properties that held, so assuming them hides no race.
static bool checkedBySpecificationStage(const Check &check) {
  switch (check.kind) {
  case CheckKind::Assertion:
  case CheckKind::Unreachable:
  case CheckKind::Precondition:
  case CheckKind::Postcondition:
  case CheckKind::BarrierInvariant:
  case CheckKind::BarrierInvariantAccess: return true;
  default: return false;
  }
}

} // namespace

// The two passes of --warp-method=two-pass as one result: verified if
// both verified; every error of either, an error both found (a divergent
// barrier, a failed assertion) once.
void addPassReport(Report &run, const Report &pass) {
  for (auto [total, part] : {std::pair{&run.times.translator, pass.times.translator},
                             {&run.times.houdini, pass.times.houdini},
                             {&run.times.boogie, pass.times.boogie},
                             {&run.times.replay, pass.times.replay}})
    if (part)
      addSeconds(*total, *part);
  run.unproved.insert(run.unproved.end(), pass.unproved.begin(), pass.unproved.end());
  for (const RefusedKernel &refused : pass.refusedKernels)
    if (std::none_of(run.refusedKernels.begin(), run.refusedKernels.end(),
                     [&](const RefusedKernel &k) { return k.kernel == refused.kernel; }))
      run.refusedKernels.push_back(refused);
}

Verdict worseVerdict(Verdict a, Verdict b) {
  auto severity = [](Verdict v) {
    return v == Verdict::Errors ? 3 : v == Verdict::Timeout ? 2 : v == Verdict::Verified ? 0 : 1;
  };
  return severity(b) > severity(a) ? b : a;
}

namespace {

// The checks another program's solver left open, added.
void addUnfinished(BoogieSummary &into, const BoogieSummary &from) {
  into.inconclusive += from.inconclusive;
  into.timeOuts += from.timeOuts;
  into.outOfMemory += from.outOfMemory;
}

} // namespace

StageResult combinePasses(const StageResult &sameWarp, const StageResult &differentWarps) {
  StageResult both = sameWarp;
  auto sameError = [](const ReportedError &a, const ReportedError &b) {
    auto where = [](const ReportedError &e) {
      return e.trace.empty()
                 ? std::pair<unsigned, unsigned>{0, 0}
                 : std::pair<unsigned, unsigned>{e.trace.front().location.line, e.trace.front().location.column};
    };
    return !a.race && !b.race && a.message == b.message && where(a) == where(b);
  };
  for (const ReportedError &error : differentWarps.errors)
    if (std::none_of(both.errors.begin(), both.errors.end(),
                     [&](const ReportedError &e) { return sameError(e, error); }))
      both.errors.push_back(error);
  if (both.summary && differentWarps.summary) {
    const BoogieSummary &other = *differentWarps.summary;
    both.summary->verified = std::min(both.summary->verified, other.verified);
    both.summary->errors = static_cast<unsigned>(both.errors.size());
    addUnfinished(*both.summary, other);
  } else if (!both.summary) {
    both.summary = differentWarps.summary;
  }
  both.verdict = worseVerdict(both.verdict, differentWarps.verdict);
  return both;
}

// One verification run of one kernel file.
BoogieTools boogieTools(const DriverOptions &options, const Environment &environment) {
  BoogieTools tools{locateBoogie(options.tools, environment), locateZ3(options.tools, environment), ""};
  if (options.solvers == DriverOptions::Solvers::Z3AndCvc5)
    tools.cvc5 = locateCvc5(options.tools, environment);
  return tools;
}

SourceLines kernelSources(const DriverOptions &options) {
  SourceLines sources(kernelDirectory(options.kernelFile));
  if (!options.compileAs.empty())
    sources.readKernelAs(options.compileAs, options.kernelFile);
  return sources;
}

StageResult combineKernelGroups(const StageResult &first, const StageResult &second) {
  StageResult both = first;
  both.errors.insert(both.errors.end(), second.errors.begin(), second.errors.end());
  if (both.summary && second.summary) {
    both.summary->verified += second.summary->verified;
    both.summary->errors += second.summary->errors;
    addUnfinished(*both.summary, *second.summary);
  } else if (!both.summary) {
    both.summary = second.summary;
  }
  both.verdict = worseVerdict(both.verdict, second.verdict);
  return both;
}

std::optional<StageResult> StageRunner::verifyBitcode(const std::string &bitcode, TempDir &temporaries) {
  if (context_.options.launchGroups.size() > 1)
    return verifyEachLaunchGroup(bitcode, temporaries);
  if (context_.options.warpTwoPass)
    return verifyInTwoPasses(bitcode, temporaries);
  if (!context_.options.staged)
    return verify(bitcode, Stage::Whole, temporaries);
  std::optional<StageResult> races = verify(bitcode, Stage::RaceFreedom, temporaries);
  if (!races || races->verdict != Verdict::Verified)
    return races;
  return verify(bitcode, Stage::Specification, temporaries);
}

// Each group of kernels the host code launches with the same sizes, at
// those sizes, as a program of its own; one result for all.
std::optional<StageResult> StageRunner::verifyEachLaunchGroup(const std::string &bitcode, TempDir &temporaries) {
  std::optional<StageResult> all;
  bool stopped = false;
  for (size_t index = 0; index < context_.options.launchGroups.size(); ++index) {
    const KernelsAtSizes &group = context_.options.launchGroups[index];
    DriverOptions options = context_.options;
    options.launchGroups.clear();
    options.translate.kernelNames = group.kernels;
    options.translate.geometry = group.on(options.translate.geometry);
    StageContext context = context_.withOptions(options, ".sizes" + std::to_string(index + 1));
    StageRunner runner(context, report_);
    std::optional<StageResult> result = runner.verifyBitcode(bitcode, temporaries);
    solverGaveUp_ = solverGaveUp_ || runner.solverGaveUp();
    stopped = stopped || !result; // --stop-at-bpl: each group's program is written
    if (result)
      all = all ? combineKernelGroups(*all, *result) : *result;
  }
  if (stopped)
    return std::nullopt;
  return all;
}

namespace {

// What one pass of --warp-method=two-pass left: its result, its output
// (held back so the two passes' lines do not interleave), its times.
struct PassOutcome {
  std::optional<StageResult> result;
  std::string out, err;
  Report report; // its times and kernels
  std::exception_ptr failure;
};

// One pass, by stages of its own, so that nothing is shared with the other
// pass but the options, the bitcode file, the time limit and the
// temporaries directory (where the two write different files).
PassOutcome runPass(const StageContext &context, const std::string &bitcode, Stage stage, TempDir &temporaries) {
  PassOutcome outcome;
  std::ostringstream out, err;
  SourceLines sources = context.sources; // its own copy (it caches lines), the headers known
  StageRunner pass({context.options,
                    context.environment,
                    context.deadline,
                    sources,
                    context.userFiles,
                    err,
                    out,
                    context.echo ? &err : nullptr,
                    nullptr,
                    {},
                    context.programTag},
                   outcome.report);
  try {
    outcome.result = pass.verify(bitcode, stage, temporaries);
  } catch (...) {
    outcome.failure = std::current_exception();
  }
  outcome.out = out.str();
  outcome.err = err.str();
  return outcome;
}

} // namespace

// The two passes in parallel: pairs of threads of one warp, and pairs of
// different warps; verified if both verify.
std::optional<StageResult> StageRunner::verifyInTwoPasses(const std::string &bitcode, TempDir &temporaries) {
  // Whether a pass's solver gave up is the pass's own: only a proof is kept
  // in the cache.
  solverGaveUp_ = true;
  auto sameWarpRun =
      std::async(std::launch::async, [&] { return runPass(context_, bitcode, Stage::SameWarp, temporaries); });
  PassOutcome differentWarps = runPass(context_, bitcode, Stage::DifferentWarps, temporaries);
  PassOutcome sameWarp = sameWarpRun.get();
  for (const PassOutcome *pass : {&sameWarp, &differentWarps}) {
    context_.textOut << pass->out;
    context_.err << pass->err;
    addPassReport(report_, pass->report);
  }
  report_.kernels = sameWarp.report.kernels;
  for (const PassOutcome *pass : {&sameWarp, &differentWarps})
    if (pass->failure)
      std::rethrow_exception(pass->failure);
  if (!sameWarp.result || !differentWarps.result)
    return std::nullopt; // --stop-at-bpl: both programs written
  return combinePasses(*sameWarp.result, *differentWarps.result);
}

void StageRunner::enterStage(const std::string &name) const {
  if (context_.enterStage)
    context_.enterStage(name);
}

TranslateOptions StageRunner::stageOptions(Stage stage) const {
  TranslateOptions translate = context_.options.translate;
  if (stage == Stage::Specification)
    translate.onlyDivergence = true;
  if (stage == Stage::SameWarp)
    translate.warpPairs = TranslateOptions::WarpPairs::SameWarp;
  if (stage == Stage::DifferentWarps)
    translate.warpPairs = TranslateOptions::WarpPairs::DifferentWarps;
  return translate;
}

// Translates the bitcode for one stage, infers its invariants and checks
// it; nothing when the run stops at the Boogie program.
std::optional<StageResult> StageRunner::verify(const std::string &bitcode, Stage stage, TempDir &temporaries) {
  llvm::LLVMContext context;
  std::unique_ptr<llvm::Module> module;
  auto started = std::chrono::steady_clock::now();
  enterStage("translating");
  std::optional<Translation> translated = translateKernels(bitcode, stage, context, module);
  if (!translated) { // every kernel refused: the run says so (see Report::refusedKernels)
    StageResult none;
    none.verdict = Verdict::Verified;
    return none;
  }
  Translation &translation = *translated;
  if (stage == Stage::RaceFreedom)
    boogie::assumeChecks(translation.program,
                         [&](unsigned id) { return checkedBySpecificationStage(translation.checks.at(id)); });
  noteUndefinedFunctions(translation);
  houdini::CandidateTable candidates = addCandidateInvariants(context_.options, translation);
  addSeconds(report_.times.translator, secondsBetween(started, std::chrono::steady_clock::now()));
  for (const auto &kernel : translation.kernels) // each once, over stages and groups
    if (!kernel.postconditionsOnly &&
        std::find(report_.kernels.begin(), report_.kernels.end(), kernel.sourceName) == report_.kernels.end())
      report_.kernels.push_back(kernel.sourceName);
  // A file with nothing to verify is no success: a CI job must not pass
  // having checked nothing. A kernel template nobody instantiates has no
  // code: the user hears which, and how to have it verified.
  std::string templates = uninstantiatedTemplates(translation);
  if (translation.kernels.empty())
    throw Failure(ExitCode::CommandLine,
                  context_.options.kernelFile + ": no kernel found: " +
                      (!templates.empty() ? templates
                                          : "nothing to verify" + std::string(context_.options.countProcedures
                                                                                  ? ""
                                                                                  : " (--no-inline verifies "
                                                                                    "functions too)")));
  if (!templates.empty() && stage != Stage::RaceFreedom && stage != Stage::DifferentWarps)
    context_.err << "gpuverify: warning: " << context_.options.kernelFile << ": " << templates << "\n";

  // Each run uses its own files; what --keep-temps keeps are copies.
  std::string suffix = context_.programTag + programSuffix(stage);
  std::string program = temporaries.file("kernel" + suffix + ".bpl");
  std::string kept = besideKernel(context_.options.kernelFile, suffix + ".bpl");
  if (context_.options.stopAfter == StopAfter::Boogie) { // with its candidates, as Houdini would see them
    checkInvariantsAtLatches(translation);
    context_.userFiles.write(kept, boogie::print(translation.program).text, "the Boogie program");
    return std::nullopt;
  }
  if (!candidates.empty()) {
    std::string inference = temporaries.file("houdini" + suffix + ".bpl");
    inferInvariants(translation, candidates, inference);
    if (context_.options.keepTemps)
      context_.userFiles.copy(inference, besideKernel(context_.options.kernelFile, suffix + ".houdini.bpl"),
                              "the invariant inference program");
  }
  checkInvariantsAtLatches(translation);
  captureLoopHeads(translation);
  boogie::PrintedProgram printed = boogie::print(translation.program);
  writeProgram(program, printed.text);
  if (context_.options.keepTemps)
    context_.userFiles.copy(program, kept, "the Boogie program");

  StageResult result = checkWithBoogie(program, ErrorContext{&translation, &printed, program, &loopHeadCaptures_});
  if (context_.options.replay && !result.errors.empty())
    replay(*module, translation, result.errors);
  if (context_.options.crosscheckRuns && result.verdict == Verdict::Verified)
    crosscheck(*module, translation, result);
  // Places in the program are shown in the copy that stays.
  for (ReportedError &error : result.errors)
    if (context_.options.keepTemps && error.boogieLocation.file == program)
      error.boogieLocation.file = kept;
  return result;
}

// See boogie::checkInvariantsAtLatches: a copy of a check is a new check,
// whose failures mean "not maintained by the loop".
// With --k-induction-depth, loops are proved by k-induction instead
// (boogie::kInduction), where a copy of an invariant checked after the
// assumed iterations means the same.
void StageRunner::checkInvariantsAtLatches(Translation &translation) const {
  auto copyOf = [&](unsigned original) {
    Check copy = translation.checks.at(original);
    copy.id = static_cast<unsigned>(translation.checks.size());
    copy.afterIteration = true;
    translation.checks.push_back(copy);
    return std::optional<unsigned>(copy.id);
  };
  if (context_.options.kInductionDepth)
    boogie::kInduction(translation.program, *context_.options.kInductionDepth, copyOf);
  boogie::checkInvariantsAtLatches(translation.program, copyOf);
}

// --display-loop-abstractions: each loop's counters, as they are at its
// head (boogie/LoopHeadStates.h). Not where a loop's head runs more than
// once on a path (k-induction, unwinding): a copy fixed at two iterations
// would rule executions out.
void StageRunner::captureLoopHeads(Translation &translation) {
  loopHeadCaptures_.clear();
  if (!context_.options.displayLoopAbstractions)
    return;
  if (context_.options.kInductionDepth || context_.options.loopUnwind) {
    context_.err << "gpuverify: warning: --display-loop-abstractions is ignored with "
                 << (context_.options.loopUnwind ? "--loop-unwind" : "--k-induction-depth") << "\n";
    return;
  }
  for (const LoopShape &loop : translation.loops) {
    std::vector<boogie::ExprPtr> values;
    for (const LoopCounter &counter : loop.counters)
      for (unsigned t : bothThreads)
        if (std::none_of(values.begin(), values.end(),
                         [&](const auto &v) { return boogie::sameExpr(v, counter.value.of(t)); }))
          values.push_back(counter.value.of(t));
    std::vector<boogie::LoopHeadCapture> captures =
        boogie::captureLoopHeadState(translation.program, loop.procedure, loop.headLabel, values);
    loopHeadCaptures_.insert(loopHeadCaptures_.end(), captures.begin(), captures.end());
  }
}

// What the verdict assumed of the user's functions without a body, each
// said once per run (over stages and launch groups).
void StageRunner::noteUndefinedFunctions(const Translation &translation) {
  for (const Translation::UndefinedFunction &function : translation.undefinedFunctions) {
    SourceChain chain = context_.sources.userView(function.firstCall);
    std::string place = !chain.empty() && !chain.front().file.empty() ? chain.front().text() + ": " : "";
    std::string note = "'" + function.name +
                       "' is declared but not defined here: checked as if it accessed no memory and returned "
                       "a value of its arguments alone (as GPUVerify does); a definition compiled apart that "
                       "accesses memory is not checked";
    if (std::find(report_.notes.begin(), report_.notes.end(), place + note) != report_.notes.end())
      continue;
    report_.notes.push_back(place + note);
    context_.err << place << "note: " << note << "\n";
  }
}

// See KernelTemplates.h; CUDA sources only.
std::string StageRunner::uninstantiatedTemplates(const Translation &translation) const {
  // A kernel asked for by name is the only one meant.
  if (context_.options.inputKind != InputKind::Source || context_.options.translate.language != SourceLanguage::CUDA ||
      !context_.options.translate.kernelName.empty())
    return "";
  std::vector<std::string> kernels;
  for (const auto &kernel : translation.kernels)
    kernels.push_back(kernel.sourceName);
  return uninstantiatedTemplatesMessage(context_.options.kernelTemplates, kernels);
}

// A tenth of the time the run took so far (at least a second), within
// --timeout: a replay must not make a report much slower.
void StageRunner::replay(const llvm::Module &module, const Translation &translation,
                         std::vector<ReportedError> &errors) {
  enterStage("replaying");
  auto started = std::chrono::steady_clock::now();
  auto budget = started + std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                              std::chrono::duration<double>(std::max(1.0, context_.deadline.elapsed() / 10)));
  if (auto end = context_.deadline.end())
    budget = std::min(budget, *end);
  std::string reproducer = context_.options.reproducerFile;
  std::string kernelFile =
      reproducer.empty() ? "" : std::filesystem::absolute(context_.options.kernelFile).lexically_normal().string();
  auto sizing = std::min(std::chrono::steady_clock::now() + std::chrono::seconds(60),
                         context_.deadline.end().value_or(std::chrono::steady_clock::time_point::max()));
  ReplayResult result = replayErrors(module, translation, stageOptions(Stage::Whole), errors,
                                     ReplayBudget{budget, 2000000, kernelFile, sizing}, context_.sources);
  addSeconds(report_.times.replay, secondsBetween(started, std::chrono::steady_clock::now()));
  if (reproducer.empty())
    return;
  if (result.reproducer) {
    context_.userFiles.write(reproducer, *result.reproducer, "the reproducer");
    context_.err << "gpuverify: note: wrote a program that reproduces the first confirmed error to " << reproducer
                 << "\n";
  } else {
    context_.err << "gpuverify: note: no reproducer written: " << result.noReproducer << "\n";
  }
}

// --crosscheck: what a run shows on a verified kernel is an error of the
// run (a missed bug), counted as one of its procedures failing.
void StageRunner::crosscheck(const llvm::Module &module, const Translation &translation, StageResult &result) {
  enterStage("crosschecking");
  auto started = std::chrono::steady_clock::now();
  auto end = context_.deadline.end().value_or(std::chrono::steady_clock::time_point::max());
  CrosscheckResult found =
      gv::driver::crosscheck(module, translation, stageOptions(Stage::Whole), context_.options.crosscheckRuns, end);
  addSeconds(report_.times.replay, secondsBetween(started, std::chrono::steady_clock::now()));
  std::string note = "crosscheck: " + std::to_string(found.runs) + " run(s) of the verified kernel(s)";
  for (const std::string &skipped : found.skipped)
    note += "; " + skipped + ", not run";
  report_.notes.push_back(note + (found.missed.empty() ? ", nothing shown" : ""));
  context_.err << "gpuverify: note: " << report_.notes.back() << "\n";
  if (found.missed.empty())
    return;
  result.errors = found.missed;
  result.verdict = Verdict::Errors;
  if (result.summary && result.summary->verified) {
    --result.summary->verified;
    ++result.summary->errors;
  }
}

std::unique_ptr<llvm::Module> StageRunner::loadBitcode(const std::string &bitcode, llvm::LLVMContext &context) const {
  bool fromUser = context_.options.inputKind != InputKind::Source;
  return loadModule(bitcode, context, fromUser ? ExitCode::CommandLine : ExitCode::Internal, fromUser);
}

// One construct not supported yet must not sink a whole file: the kernel
// that uses it is left out (in the report, and said by the run) and the
// others are translated without it. A refusal that names no kernel (one
// of the passes over the module before the kernels are encoded) is found
// by translating each kernel alone. Nothing when every kernel the options
// select is refused. Refusals of the options themselves end the run.
std::optional<Translation> StageRunner::translateKernels(const std::string &bitcode, Stage stage,
                                                         llvm::LLVMContext &context,
                                                         std::unique_ptr<llvm::Module> &module) {
  for (;;) {
    module = loadBitcode(bitcode, context);
    TranslateOptions options = stageOptions(stage);
    for (const RefusedKernel &refused : report_.refusedKernels)
      options.leftOutKernels.push_back(refused.kernel);
    try {
      if (!options.leftOutKernels.empty() && kernelsToTranslate(*module, options).empty())
        return std::nullopt;
      return gv::translate(*module, options);
    } catch (const TranslationError &error) {
      Failure failure = translationFailure(error, context_.options.kernelFile, context_.sources);
      if (error.causedByOptions || error.causedByCommandLine)
        throw failure;
      std::vector<RefusedKernel> refused;
      if (!error.kernel.empty())
        refused.push_back({error.kernel, failure.what()});
      else
        refused = kernelsRefusedAlone(bitcode, options);
      if (refused.empty()) // only together: nothing to leave out
        throw failure;
      report_.refusedKernels.insert(report_.refusedKernels.end(), refused.begin(), refused.end());
    }
  }
}

// Of the kernels `options` select, those whose translation alone is refused.
std::vector<RefusedKernel> StageRunner::kernelsRefusedAlone(const std::string &bitcode,
                                                            const TranslateOptions &options) const {
  std::vector<RefusedKernel> refused;
  llvm::LLVMContext context;
  for (const std::string &kernel : kernelsToTranslate(*loadBitcode(bitcode, context), options)) {
    llvm::LLVMContext aloneContext;
    std::unique_ptr<llvm::Module> alone = loadBitcode(bitcode, aloneContext);
    TranslateOptions one = options;
    one.kernelNames = {kernel};
    try {
      gv::translate(*alone, one);
    } catch (const TranslationError &error) {
      if (!error.causedByOptions && !error.causedByCommandLine)
        refused.push_back({kernel, translationFailure(error, context_.options.kernelFile, context_.sources).what()});
    }
  }
  return refused;
}

void StageRunner::inferInvariants(Translation &translation, const houdini::CandidateTable &candidates,
                                  const std::string &inferenceFile) {
  enterStage("inferring loop invariants");
  InferenceOutcome outcome =
      driver::inferInvariants(context_.options, boogieTools(context_.options, context_.environment), context_.deadline,
                              translation, candidates, inferenceFile, context_.echo, context_.err, context_.status);
  addSeconds(report_.times.houdini, outcome.seconds);
  solverGaveUp_ = solverGaveUp_ || outcome.outOfTime || outcome.solverGaveUp;
  if (context_.options.inferInfo)
    context_.textOut << inferenceInfoText(outcome, translation.sourceTerms);
}

StageResult StageRunner::checkWithBoogie(const std::string &program, const ErrorContext &context) {
  enterStage("verifying");
  BoogieTools tools = boogieTools(context_.options, context_.environment);
  std::string smt2 = context_.options.generateSmt2 ? besideKernel(context_.options.kernelFile, ".smt2") : "";
  BoogieJob job{program, smt2, BoogieTask::Verify, context_.deadline.remaining(), {}};
  unsigned expected = context.translation ? static_cast<unsigned>(context.translation->kernels.size()) : 0;
  BoogieRun run = solveProgram({context_.options, tools, context_.deadline, context_.echo, report_.times.boogie}, job,
                               expected, context.translation ? &context.translation->program : nullptr);
  if (unsigned missing = expected - std::min(expected, verdictCount(run.output))) {
    run.output.summary->inconclusive += missing;
    run.output.inconclusiveNotes.push_back("Boogie gave no verdict for " + std::to_string(missing) +
                                           " kernel(s): the solver gave up");
  }
  for (const auto &line : run.output.proverErrors)
    context_.err << "gpuverify: warning: Boogie reported: " << line << "\n";
  for (const auto &line : run.output.inconclusiveNotes)
    context_.err << line << "\n";
  for (UnprovedCheck &check : describeUnproved(run.output, context, context_.sources)) {
    context_.err << unprovedText(check);
    report_.unproved.push_back(std::move(check));
  }
  StageResult result;
  result.errors = describeErrors(run.output, context, context_.sources);
  result.summary = run.output.summary;
  // Boogie counts each failing path; the user sees each failure once.
  if (result.summary && !result.errors.empty())
    result.summary->errors = static_cast<unsigned>(result.errors.size());
  if (result.summary && context_.options.countProcedures && context.translation)
    result.summary = countProcedures(*result.summary, result.errors, *context.translation, context_.sources);
  result.verdict = verdictOf(run.output);
  return result;
}

} // namespace gv::driver
