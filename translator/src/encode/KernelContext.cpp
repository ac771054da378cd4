#include "encode/KernelContext.h"
#include "gpuverify/Naming.h"

#include "llvm/IR/BasicBlock.h"

#include <stdexcept>

namespace gv {

void BlockWriter::start(const std::string &label) {
  if (open_)
    throw std::logic_error("block " + blocks_.back().label + " was not terminated");
  blocks_.push_back(boogie::Block{label, {}, {}});
  open_ = true;
}

void BlockWriter::add(boogie::Cmd cmd) {
  if (!open_)
    throw std::logic_error("command added outside a block");
  std::vector<boogie::Cmd> &cmds = blocks_.back().cmds;
  // An assumption made for each thread of a value both threads share
  // (a uniform argument's range) is the same twice: the second says nothing.
  auto *assumption = std::get_if<boogie::AssumeCmd>(&cmd);
  auto *previous = cmds.empty() ? nullptr : std::get_if<boogie::AssumeCmd>(&cmds.back());
  if (assumption && previous && assumption->attrs.empty() && previous->attrs.empty() &&
      boogie::sameExpr(assumption->expr, previous->expr))
    return;
  cmds.push_back(std::move(cmd));
}

void BlockWriter::jump(std::vector<std::string> targets) {
  if (!open_)
    throw std::logic_error("jump outside a block");
  blocks_.back().successors = std::move(targets);
  open_ = false;
}

void BlockWriter::ret() {
  if (!open_)
    throw std::logic_error("return outside a block");
  open_ = false;
}

KernelContext::KernelContext(KernelModel &m, ProgramBuilder &b, const Geometry &g)
    : model(m), builder(b), geometry(g), prelude(b.prelude()), names_(&b.globalNames()) {}

boogie::ExprPtr KernelContext::newLocal(const std::string &base, const boogie::Type &type) {
  std::string name = names_.unique(base);
  locals_.push_back({name, type});
  return boogie::var(name, type);
}

boogie::ExprPtr KernelContext::declareLocal(const std::string &name, const boogie::Type &type) {
  locals_.push_back({name, type});
  return boogie::var(name, type);
}

void KernelContext::computeOnce(const std::string &base, ThreadPair<boogie::ExprPtr> &value) {
  using namespace boogie;
  auto named = [](const ExprPtr &e) {
    switch (e->kind) {
    case Expr::Kind::Var:
    case Expr::Kind::BvLit:
    case Expr::Kind::BoolLit:
    case Expr::Kind::IntLit: return true;
    default: return false;
    }
  };
  if (named(value.of(1)) && named(value.of(2)))
    return;
  std::string name = reserveName(base);
  if (sameExpr(value.of(1), value.of(2))) {
    ExprPtr local = declareLocal(name, value.of(1)->type);
    out.add(assign(local, value.of(1)));
    value.of(1) = value.of(2) = local;
    return;
  }
  for (unsigned t : bothThreads) {
    if (named(value.of(t)))
      continue;
    ExprPtr local = declareLocal(naming::perThread(name, t), value.of(t)->type);
    out.add(assign(local, value.of(t)));
    value.of(t) = local;
  }
}

const std::string &KernelContext::label(const llvm::BasicBlock *b) {
  auto it = labels_.find(b);
  if (it != labels_.end())
    return it->second;
  std::string base = b->hasName() ? b->getName().str() : "bb";
  return labels_[b] = names_.unique(base);
}

std::string KernelContext::newLabel(const std::string &base) { return names_.unique(base); }

} // namespace gv
