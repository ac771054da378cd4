// The stages after clang, for one kernel's bitcode: translated, its loop
// invariants inferred, its program checked by Boogie with the solver
// strategy. A run may verify the bitcode as more than one program (see
// Stage); each is a call of StageRunner::verify. What owns the run (its
// cache, terminal and documents) is the front end's (cli/Driver.cpp).
#pragma once

#include "boogie/LoopHeadStates.h"
#include "houdini/Inference.h"
#include "pipeline/BoogieRunner.h"
#include "pipeline/Options.h"
#include "reports/Report.h"
#include "reports/SourceLines.h"
#include "support/Deadline.h"
#include "support/StatusLine.h"
#include "support/TempDir.h"
#include "support/Toolchain.h"
#include "support/UserFiles.h"

#include <functional>
#include <memory>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

namespace llvm {
class LLVMContext;
class Module;
} // namespace llvm

namespace gv::driver {

// What one program of a run verifies (see --staged and --warp-method).
enum class Stage {
  Whole,          // everything at once
  RaceFreedom,    // races and divergence, the kernel's own properties assumed
  Specification,  // the kernel's own properties, with race checking off
  SameWarp,       // --warp-method=two-pass: pairs of threads of one warp
  DifferentWarps, // and pairs of threads of different warps
};

// What Boogie's check of one program found, in source terms.
struct StageResult {
  std::vector<ReportedError> errors;
  std::optional<BoogieSummary> summary;
  Verdict verdict = Verdict::Error;
};

// Of two verdicts, the one that says more is wrong: errors, then a
// time-out, then any other failure, then verified.
Verdict worseVerdict(Verdict a, Verdict b);

// The result of --warp-method=two-pass: the errors of both passes (each
// once), the counts added, the worse verdict.
StageResult combinePasses(const StageResult &sameWarp, const StageResult &differentWarps);

// The result of two groups of kernels verified apart (launched with
// different sizes): the errors of both, the counts added, the worse verdict.
StageResult combineKernelGroups(const StageResult &first, const StageResult &second);
// What a pass's stages wrote in its own report, added to the run's: their
// times, and the checks the solver gave up on (each pass's, in the JSON
// and SARIF reports as in the text).
void addPassReport(Report &run, const Report &pass);

// Boogie, z3 and (with --solvers) cvc5 as the options and the environment find them.
BoogieTools boogieTools(const DriverOptions &options, const Environment &environment);

// The kernel's sources, looked up in its folder (and as --compile-as reads
// it), for mapping errors back.
SourceLines kernelSources(const DriverOptions &options);

// What the stages read from the run that owns them, and where they say what
// they do.
struct StageContext {
  const DriverOptions &options;
  const Environment &environment;
  const Deadline &deadline; // --timeout, from the start of the run
  SourceLines &sources;     // errors are mapped back through it
  const UserFiles &userFiles;
  std::ostream &err;                                   // warnings and notes
  std::ostream &textOut;                               // --infer-info
  std::ostream *echo;                                  // --verbose: the commands run and what they said
  StatusLine *status;                                  // where progress is drawn, if anywhere
  std::function<void(const std::string &)> enterStage; // "translating", ... (see Run::enterStage)
  // Added to the names of the programs written (".sizes2": the second group
  // of kernels launched with sizes of their own), so that none overwrites
  // another.
  std::string programTag = {};

  // The same context for other options (one group of kernels' sizes).
  StageContext withOptions(const DriverOptions &other, std::string tag) const {
    return {other, environment, deadline, sources, userFiles, err, textOut, echo, status, enterStage, std::move(tag)};
  }
};

class StageRunner {
public:
  // The stages add their times, the kernels checked and the checks the
  // solver gave up on to `report`.
  StageRunner(StageContext context, Report &report) : context_(std::move(context)), report_(report) {}

  // The kernel's bitcode verified as the options ask: as one program, in
  // two stages (--staged: the second assumes what the first proves) or two
  // passes (--warp-method=two-pass). Nothing when the run stops at the
  // Boogie program. Throws Failure.
  std::optional<StageResult> verifyBitcode(const std::string &bitcode, TempDir &temporaries);

  // Translates the bitcode for `stage`, infers its invariants and checks
  // it; nothing when the run stops at the Boogie program (--stop-at-bpl),
  // which is then written where --keep-temps keeps it. Throws Failure.
  std::optional<StageResult> verify(const std::string &bitcode, Stage stage, TempDir &temporaries);

  // Boogie's check of a program, its errors mapped back through `context`
  // (a .bpl input has no translation).
  StageResult checkWithBoogie(const std::string &program, const ErrorContext &context);

  // Some solver query ran out of time (refuting candidates, or leaving a
  // verdict open): the result may differ next time.
  bool solverGaveUp() const { return solverGaveUp_; }

private:
  std::unique_ptr<llvm::Module> loadBitcode(const std::string &bitcode, llvm::LLVMContext &context) const;
  std::optional<Translation> translateKernels(const std::string &bitcode, Stage stage, llvm::LLVMContext &context,
                                              std::unique_ptr<llvm::Module> &module);
  std::vector<RefusedKernel> kernelsRefusedAlone(const std::string &bitcode, const TranslateOptions &options) const;
  void replay(const llvm::Module &module, const Translation &translation, std::vector<ReportedError> &errors);
  void crosscheck(const llvm::Module &module, const Translation &translation, StageResult &result);
  TranslateOptions stageOptions(Stage stage) const;
  void noteUndefinedFunctions(const Translation &translation);
  std::string uninstantiatedTemplates(const Translation &translation) const;
  void inferInvariants(Translation &translation, const houdini::CandidateTable &candidates,
                       const std::string &inferenceFile);
  void checkInvariantsAtLatches(Translation &translation) const;
  void captureLoopHeads(Translation &translation);
  void enterStage(const std::string &name) const;
  std::optional<StageResult> verifyInTwoPasses(const std::string &bitcode, TempDir &temporaries);
  std::optional<StageResult> verifyEachLaunchGroup(const std::string &bitcode, TempDir &temporaries);

  StageContext context_;
  Report &report_;
  std::vector<boogie::LoopHeadCapture> loopHeadCaptures_; // --display-loop-abstractions
  bool solverGaveUp_ = false;
};

} // namespace gv::driver
