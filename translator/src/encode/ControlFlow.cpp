#include "encode/ControlFlow.h"
#include "gpuverify/Naming.h"

#include "SourceLocations.h"

#include "llvm/ADT/PostOrderIterator.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/Instructions.h"

#include <set>

namespace gv {

using namespace boogie;

namespace {

// True if every block of `loop` lies in the region.
bool insideRegion(const llvm::Loop &loop, const PredicatedRegion &region) {
  for (llvm::BasicBlock *b : loop.blocks())
    if (!region.blocks.count(b))
      return false;
  return true;
}

} // namespace

const llvm::BasicBlock *ControlFlowEncoder::Item::head() const { return block ? block : loop->getHeader(); }

ControlFlowEncoder::ControlFlowEncoder(KernelContext &ctx, ValueEncoder &values, StatementEncoder &statements,
                                       AnnotationEncoder &annotations, LoopShapeRecorder &loopShapes)
    : ctx_(ctx), values_(values), statements_(statements), annotations_(annotations), loopShapes_(loopShapes) {
  unsigned i = 0;
  for (const llvm::BasicBlock &b : ctx.model.kernel)
    layoutIndex_[&b] = i++;
}

void ControlFlowEncoder::encode() {
  const Divergence &divergence = *ctx_.model.divergence;
  for (const llvm::BasicBlock *b : llvm::ReversePostOrderTraversal<const llvm::Function *>(&ctx_.model.kernel)) {
    const PredicatedRegion *region = divergence.regionOf(b);
    if (!region)
      emitUniformBlock(*b);
    else if (region->entry == b)
      emitRegion(*region);
  }
}

// ------------------------------------------------------------ uniform code

void ControlFlowEncoder::phiCopies(const llvm::BasicBlock &from, const llvm::BasicBlock &to, const Predicate &taken) {
  std::vector<LValue> lhs;
  std::vector<ExprPtr> rhs;
  for (const llvm::PHINode &phi : to.phis()) {
    const llvm::Value *incoming = phi.getIncomingValueForBlock(&from);
    if (values_.isUniform(&phi) && !taken.isAlways())
      throw std::logic_error("uniform phi assigned under a predicate");
    for (unsigned t = 1; t <= (values_.isUniform(&phi) ? 1u : 2u); ++t) {
      ExprPtr target = values_.variable(phi, t);
      lhs.push_back(lvar(target));
      rhs.push_back(ite(taken.of(t), values_.value(incoming, t), target));
      // A pointer that may point into different arrays carries its base.
      if (ExprPtr base = values_.baseVariable(phi, t)) {
        lhs.push_back(lvar(base));
        rhs.push_back(ite(taken.of(t), baseOf(values_.pointer(incoming, t)), base));
      }
    }
  }
  if (!lhs.empty())
    ctx_.out.add(assign(std::move(lhs), std::move(rhs)));
}

// On an edge that enters a loop from outside it: the loop's copies of the
// logs as they were on entry (see LoopShapeRecorder::enterLoop).
void ControlFlowEncoder::noteLoopEntry(const llvm::BasicBlock &from, const llvm::BasicBlock &to) {
  const llvm::Loop *loop = ctx_.model.loops.getLoopFor(&to);
  if (loop && loop->getHeader() == &to && !loop->contains(&from))
    loopShapes_.enterLoop(*loop);
}

Predicate ControlFlowEncoder::edgeTaken(const llvm::BasicBlock &b, unsigned successorIndex, const Predicate &pred) {
  auto *br = llvm::dyn_cast<llvm::BranchInst>(b.getTerminator());
  if (!br || br->isUnconditional())
    return pred;
  Predicate taken;
  for (unsigned t : bothThreads) {
    ExprPtr c = values_.truth(br->getCondition(), t);
    taken.of(t) = andE(pred.of(t), successorIndex == 0 ? c : notE(c));
  }
  return taken;
}

void ControlFlowEncoder::emitUniformBlock(const llvm::BasicBlock &b) {
  ctx_.out.start(ctx_.label(&b));
  Predicate always = Predicate::always();
  ctx_.current = always;
  if (ctx_.model.loops.isLoopHeader(&b))
    loopHead(b, ctx_.label(&b), always);
  for (const llvm::Instruction &inst : b)
    statements_.emit(inst, always);

  const llvm::Instruction *term = b.getTerminator();
  if (llvm::isa<llvm::ReturnInst>(term)) {
    ctx_.out.ret();
    return;
  }
  if (llvm::isa<llvm::UnreachableInst>(term)) {
    statements_.reachUnreachable(*term, always);
    ctx_.out.ret();
    return;
  }
  auto *br = llvm::dyn_cast<llvm::BranchInst>(term);
  if (!br)
    throw TranslationError(std::string("the terminator '") + term->getOpcodeName() + "' is not supported",
                           sourceChain(*term));
  if (br->isUnconditional() || br->getSuccessor(0) == br->getSuccessor(1)) {
    phiCopies(b, *br->getSuccessor(0), always);
    noteLoopEntry(b, *br->getSuccessor(0));
    ctx_.out.jump({ctx_.label(br->getSuccessor(0))});
    return;
  }
  // Both threads take the same edge: one edge block per successor, entered
  // under the branch condition.
  ExprPtr c = values_.truth(br->getCondition(), 1);
  std::vector<std::string> edges;
  for (unsigned i = 0; i < 2; ++i)
    edges.push_back(ctx_.newLabel(ctx_.label(&b) + (i == 0 ? ".true" : ".false")));
  ctx_.out.jump(edges);
  for (unsigned i = 0; i < 2; ++i) {
    const llvm::BasicBlock &to = *br->getSuccessor(i);
    ctx_.out.start(edges[i]);
    ctx_.out.add(assume(i == 0 ? c : notE(c), {attr("partition")}));
    phiCopies(b, to, always);
    noteLoopEntry(b, to);
    ctx_.out.jump({ctx_.label(&to)});
  }
}

// ------------------------------------------------------- predicated regions

Predicate ControlFlowEncoder::predicateVars(const llvm::BasicBlock &b) {
  auto it = predicates_.find(&b);
  if (it != predicates_.end())
    return it->second;
  std::string base = ctx_.reserveName(naming::blockPredicate(ctx_.label(&b)));
  Predicate p;
  for (unsigned t : bothThreads)
    p.of(t) = ctx_.declareLocal(naming::perThread(base, t), Type::boolean());
  return predicates_[&b] = p;
}

Predicate ControlFlowEncoder::nextIterationVars(const llvm::Loop &loop) {
  auto it = nextIteration_.find(&loop);
  if (it != nextIteration_.end())
    return it->second;
  std::string base = ctx_.reserveName(naming::loopContinues(ctx_.label(loop.getHeader())));
  Predicate p;
  for (unsigned t : bothThreads)
    p.of(t) = ctx_.declareLocal(naming::perThread(base, t), Type::boolean());
  return nextIteration_[&loop] = p;
}

void ControlFlowEncoder::setPredicate(const Predicate &vars, const Predicate &value) {
  ctx_.out.add(assign({lvar(vars.of(1)), lvar(vars.of(2))}, {value.of(1), value.of(2)}));
}

void ControlFlowEncoder::accumulate(const Predicate &vars, const Predicate &taken) {
  if (isFalse(taken.of(1)) && isFalse(taken.of(2)))
    return;
  ctx_.out.add(
      assign({lvar(vars.of(1)), lvar(vars.of(2))}, {orE(vars.of(1), taken.of(1)), orE(vars.of(2), taken.of(2))}));
}

// Topological order of a level's blocks, with each nested loop as one item.
std::vector<ControlFlowEncoder::Item>
ControlFlowEncoder::orderLevel(const PredicatedRegion &region, const std::vector<const llvm::BasicBlock *> &blocks,
                               const llvm::Loop *levelLoop) {
  const llvm::LoopInfo &loops = ctx_.model.loops;
  std::set<const llvm::BasicBlock *> inLevel(blocks.begin(), blocks.end());
  auto itemOf = [&](const llvm::BasicBlock *b) {
    const llvm::Loop *outer = nullptr;
    for (const llvm::Loop *l = loops.getLoopFor(b); l && l != levelLoop; l = l->getParentLoop())
      if (insideRegion(*l, region))
        outer = l;
    return outer ? Item{nullptr, outer} : Item{b, nullptr};
  };
  std::map<const llvm::BasicBlock *, Item> items; // keyed by head
  std::map<const llvm::BasicBlock *, const llvm::BasicBlock *> headOf;
  for (const llvm::BasicBlock *b : blocks) {
    Item item = itemOf(b);
    items[item.head()] = item;
    headOf[b] = item.head();
  }
  std::map<const llvm::BasicBlock *, std::set<const llvm::BasicBlock *>> succs;
  std::map<const llvm::BasicBlock *, unsigned> indegree;
  for (auto &entry : items)
    indegree[entry.first] = 0;
  for (const llvm::BasicBlock *b : blocks) {
    for (const llvm::BasicBlock *s : llvm::successors(b)) {
      if (!inLevel.count(s) || (levelLoop && s == levelLoop->getHeader()))
        continue;
      const llvm::BasicBlock *from = headOf[b], *to = headOf[s];
      if (from != to && succs[from].insert(to).second)
        ++indegree[to];
    }
  }
  // Of the blocks ready at once, the first in the function's layout comes
  // first: source order, a then-branch before its else-branch, as GPUVerify
  // lays them out. Annotations written for GPUVerify rely on it: a loop
  // invariant of the then-branch need not hold of the else-branch's
  // accesses, which come after it.
  auto byLayout = [&](const llvm::BasicBlock *a, const llvm::BasicBlock *b) {
    return layoutIndex_[a] > layoutIndex_[b];
  };
  std::vector<const llvm::BasicBlock *> ready;
  for (auto &[head, degree] : indegree)
    if (degree == 0)
      ready.push_back(head);
  std::vector<Item> order;
  while (!ready.empty()) {
    std::sort(ready.begin(), ready.end(), byLayout);
    const llvm::BasicBlock *next = ready.back();
    ready.pop_back();
    order.push_back(items[next]);
    for (const llvm::BasicBlock *s : succs[next])
      if (--indegree[s] == 0)
        ready.push_back(s);
  }
  if (order.size() != items.size())
    throw TranslationError("irreducible control flow is not supported", functionLocation(ctx_.model.kernel));
  return order;
}

void ControlFlowEncoder::emitRegion(const PredicatedRegion &region) {
  ctx_.out.start(ctx_.label(region.entry));
  if (ctx_.model.loops.isLoopHeader(region.entry) && !region.entryLoopInside)
    loopHead(*region.entry, ctx_.label(region.entry), Predicate::always());
  std::vector<const llvm::BasicBlock *> blocks;
  for (const llvm::BasicBlock *b : region.blocks)
    blocks.push_back(b);
  std::vector<Item> items = orderLevel(region, blocks, nullptr);
  emitLevel(region, items, nullptr, region.entry, Predicate::always());
  if (region.exit) {
    noteLoopEntry(*region.entry, *region.exit);
    ctx_.out.jump({ctx_.label(region.exit)});
  } else
    ctx_.out.ret();
}

void ControlFlowEncoder::emitLevel(const PredicatedRegion &region, const std::vector<Item> &items,
                                   const llvm::Loop *levelLoop, const llvm::BasicBlock *levelEntry,
                                   const Predicate &entryPred) {
  // Predicates of this level start false each time the level is entered
  // (each iteration of its loop); edges taken into a block set them.
  Predicate falsePred{{boolLit(false), boolLit(false)}};
  for (const Item &item : items)
    if (item.head() != levelEntry || item.loop)
      setPredicate(predicateVars(*item.head()), falsePred);
  for (const Item &item : items) {
    if (item.head() == levelEntry && item.loop)
      setPredicate(predicateVars(*item.head()), entryPred); // the region starts with a loop
    if (item.loop) {
      emitLoop(region, *item.loop);
      continue;
    }
    Predicate pred = item.block == levelEntry ? entryPred : predicateVars(*item.block);
    pred.keepDisabledValues = levelLoop != nullptr;
    emitPredicatedBlock(region, *item.block, pred);
  }
}

void ControlFlowEncoder::emitPredicatedBlock(const PredicatedRegion &region, const llvm::BasicBlock &b,
                                             const Predicate &pred) {
  ctx_.out.add(comment(ctx_.label(&b) + ":"));
  ctx_.current = pred;
  for (const llvm::Instruction &inst : b)
    statements_.emit(inst, pred);

  const llvm::Instruction *term = b.getTerminator();
  if (llvm::isa<llvm::ReturnInst>(term))
    return;
  if (llvm::isa<llvm::UnreachableInst>(term)) {
    statements_.reachUnreachable(*term, pred);
    return;
  }
  if (!llvm::isa<llvm::BranchInst>(term))
    throw TranslationError(std::string("the terminator '") + term->getOpcodeName() + "' is not supported",
                           sourceChain(*term));
  const llvm::LoopInfo &loops = ctx_.model.loops;
  std::set<const llvm::BasicBlock *> done;
  for (unsigned i = 0; i < term->getNumSuccessors(); ++i) {
    const llvm::BasicBlock *s = term->getSuccessor(i);
    Predicate taken = edgeTaken(b, i, pred);
    if (!done.insert(s).second) // both edges to one block: the branch is irrelevant
      taken = pred;
    phiCopies(b, *s, taken);
    if (!region.blocks.count(const_cast<llvm::BasicBlock *>(s)))
      continue; // leaving the region: execution continues at its exit
    const llvm::Loop *loop = loops.getLoopFor(s);
    if (loop && loop->getHeader() == s && loop->contains(&b) && insideRegion(*loop, region))
      accumulate(nextIterationVars(*loop), taken); // back edge
    else if (s != region.entry || region.entryLoopInside)
      accumulate(predicateVars(*s), taken);
  }
}

// The head of a loop: its shape for invariant inference, then the user's
// invariants.
void ControlFlowEncoder::loopHead(const llvm::BasicBlock &header, const std::string &label, const Predicate &inLoop) {
  loopShapes_.loopHead(*ctx_.model.loops.getLoopFor(&header), label, inLoop);
  annotations_.invariants(header, inLoop);
}

void ControlFlowEncoder::emitLoop(const PredicatedRegion &region, const llvm::Loop &loop) {
  const llvm::BasicBlock *header = loop.getHeader();
  Predicate inLoop = predicateVars(*header);
  std::string head = ctx_.newLabel(ctx_.label(header) + ".head");
  std::string body = ctx_.newLabel(ctx_.label(header) + ".body");
  std::string done = ctx_.newLabel(ctx_.label(header) + ".done");
  ExprPtr either = orE(inLoop.of(1), inLoop.of(2));

  // Which threads enter, kept for invariant inference: a thread iterates
  // only if it entered, and accesses in the loop only then.
  Predicate entered;
  if (!inLoop.isAlways()) {
    std::string base = ctx_.reserveName(naming::loopEntered(ctx_.label(header)));
    for (unsigned t : bothThreads)
      entered.of(t) = ctx_.declareLocal(naming::perThread(base, t), Type::boolean());
    setPredicate(entered, inLoop);
  }

  loopShapes_.enterLoop(loop, !inLoop.isAlways());
  ctx_.out.jump({head});
  ctx_.out.start(head);
  loopHead(*header, head, inLoop);
  if (!inLoop.isAlways())
    loopShapes_.loopEntered(loop, entered);
  std::vector<Predicate> exits;
  llvm::SmallVector<llvm::BasicBlock *, 4> exitBlocks;
  loop.getUniqueExitBlocks(exitBlocks);
  for (const llvm::BasicBlock *exit : exitBlocks)
    if (region.blocks.count(const_cast<llvm::BasicBlock *>(exit)) && exit != region.entry)
      exits.push_back(predicateVars(*exit));
  loopShapes_.loopExits(loop, exits);
  ctx_.out.jump({body, done});

  ctx_.out.start(body);
  ctx_.out.add(assume(either, {attr("partition")}));
  Predicate next = nextIterationVars(loop);
  setPredicate(next, Predicate{{boolLit(false), boolLit(false)}});
  std::vector<const llvm::BasicBlock *> blocks(loop.block_begin(), loop.block_end());
  emitLevel(region, orderLevel(region, blocks, &loop), &loop, header, inLoop);
  setPredicate(inLoop, next);
  ctx_.out.jump({head});

  ctx_.out.start(done);
  ctx_.out.add(assume(notE(either), {attr("partition")}));
}

} // namespace gv
