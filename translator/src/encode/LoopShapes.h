// Records the LoopShape of each loop as the encoders write it: the head
// block and its counters when the control-flow encoder reaches a loop, the
// logged accesses as the memory encoder writes them. Invariant inference
// (houdini/) turns the shapes into candidate invariants.
#pragma once

#include "encode/KernelContext.h"
#include "gpuverify/LoopShape.h"

#include <map>
#include <set>

namespace gv {

class ValueEncoder;

class LoopShapeRecorder {
public:
  LoopShapeRecorder(KernelContext &ctx, ValueEncoder &values) : ctx_(ctx), values_(values) {}

  // The kernel's access logs, once the memory encoder has declared them.
  void setAccessLogs(std::vector<boogie::ExprPtr> logs) { accessLogs_ = std::move(logs); }
  // On the edge that enters `loop`: copies the logs if the loop may empty
  // them, or if only some threads may enter it (`predicated`): see
  // LoopShape::logsAtEntry. Nothing otherwise.
  void enterLoop(const llvm::Loop &loop, bool predicated = false);
  // The head of `loop` starts the Boogie block `label`; `inLoop` says which
  // threads iterate (always true for a uniform loop).
  void loopHead(const llvm::Loop &loop, const std::string &label, const Predicate &inLoop);
  // The predicates of the blocks a predicated loop exits to.
  void loopExits(const llvm::Loop &loop, const std::vector<Predicate> &exits);
  // Which threads entered a predicated loop (see LoopShape::entered).
  void loopEntered(const llvm::Loop &loop, const Predicate &entered);
  // Thread 1 logs `offset` of an access at `inst` into `log` (see
  // LoopAccess::loggedValue).
  void loggedAccess(const llvm::Instruction &inst, const boogie::ExprPtr &log, const boogie::ExprPtr &watchedOffset,
                    const boogie::ExprPtr &offset, bool groupShared, const boogie::ExprPtr &watchedSite, unsigned site,
                    const boogie::ExprPtr &loggedValue, const boogie::ExprPtr &loggedRow = nullptr,
                    const boogie::ExprPtr &row = nullptr);
  // A cp.async access at `site` may leave `pending` (see
  // LoopShape::PendingCopies) set, for an array with logs `logs`.
  // `consumed`: the pipeline's position, if any.
  void pendingCopySite(const boogie::ExprPtr &pending, const boogie::ExprPtr &committed,
                       const boogie::ExprPtr &watchedSite, unsigned site, const std::vector<boogie::ExprPtr> &logs,
                       const boogie::ExprPtr &consumed = nullptr);
  // After an access at `inst`: `fact` says an element is known accessed.
  void accessedElement(const llvm::Instruction &inst, const boogie::ExprPtr &fact);
  // A repetition-free atomic operation's result (see TakenValue).
  void atomicResult(const llvm::CallBase &call, const ThreadPair<boogie::ExprPtr> &takenFrom,
                    const boogie::ExprPtr &sameElement);
  // Hands the shapes of this kernel's procedure to the translation.
  void finish(const std::string &procedure, std::vector<LoopShape> &out);

private:
  std::vector<LoopCounter> counters(const llvm::Loop &loop);
  std::vector<TakenValue> takenValues(const llvm::Loop &loop);
  std::optional<LoopCounter> pointerCounter(const llvm::Loop &loop, const llvm::PHINode &phi);
  std::optional<LoopCounter> counter(const llvm::Loop &loop, const llvm::PHINode &phi);
  bool sameForBothThreads(const llvm::Value *v) const;
  bool mayEmptyLogs(const llvm::Loop &loop) const;
  boogie::ExprPtr sitesBefore(const llvm::Loop &loop, const std::string &log, bool inLoopOnly) const;
  std::vector<LoopShape::LoggedBefore> loggedBefore(const llvm::Loop &loop);
  std::vector<boogie::ExprPtr> guardAt(const llvm::Loop &loop, const llvm::BasicBlock &block);
  std::vector<LoopShape::TileSync> tileSyncs(const llvm::Loop &loop) const;
  bool availableAtHead(const llvm::Loop &loop, const llvm::Value *v) const;
  bool recomputedFromInvariants(const llvm::Loop &loop, const llvm::Value *v) const;
  boogie::ExprPtr valueAtHead(const llvm::Loop &loop, const llvm::Value *v, unsigned t);
  ThreadPair<boogie::ExprPtr> continuation(const llvm::Loop &loop);

  KernelContext &ctx_;
  ValueEncoder &values_;
  std::vector<LoopShape> shapes_;
  std::map<const llvm::Loop *, size_t> shapeOf_;
  // Per log variable, its access sites.
  struct LoggedSite {
    const llvm::Instruction *access;
    bool groupShared;                // the log is emptied by barriers with a local fence (else, a global one)
    boogie::ExprPtr isWatched;       // `watched site == id`
    boogie::ExprPtr isWatchedOffset; // `watched offset == thread 1's offset`
  };
  std::map<std::string, std::vector<LoggedSite>> sitesOf_;
  std::vector<boogie::ExprPtr> logs_; // in order of first access
  std::vector<LoopShape::PendingCopies> pendingCopies_;
  std::set<std::pair<std::string, unsigned>> pendingCopySites_; // (pending variable, site) recorded
  std::vector<boogie::ExprPtr> accessLogs_;
  std::map<const llvm::Loop *, std::vector<LoopShape::LogAtEntry>> logsAtEntry_;
  struct AtomicResult {
    ThreadPair<boogie::ExprPtr> takenFrom;
    boogie::ExprPtr sameElement;
  };
  std::map<const llvm::Value *, AtomicResult> atomicResults_;
};

} // namespace gv
