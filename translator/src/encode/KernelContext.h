// State shared by the encoders of one kernel: the model, the Boogie blocks
// being written, local names and declarations.
#pragma once

#include "KernelModel.h"
#include "encode/Geometry.h"
#include "encode/ProgramBuilder.h"
#include "gpuverify/ThreadPair.h"

#include <map>

namespace gv {

// Whether each thread executes the current statement. At the top level of
// the kernel both are literally true.
struct Predicate {
  ThreadPair<boogie::ExprPtr> thread;
  // A disabled thread's SSA values must keep their old values: true inside
  // a loop of a predicated region, where a thread that left the loop still
  // needs the values of its last iteration. Elsewhere a disabled thread
  // never uses what a block it skipped computes, so assignments need no
  // guard.
  bool keepDisabledValues = false;
  static Predicate always() { return {{boogie::boolLit(true), boogie::boolLit(true)}}; }
  const boogie::ExprPtr &of(unsigned t) const { return thread.of(t); }
  boogie::ExprPtr &of(unsigned t) { return thread.of(t); }
  bool isAlways() const { return boogie::isTrue(of(1)) && boogie::isTrue(of(2)); }
};

// Appends commands to a list of Boogie blocks, one block at a time.
class BlockWriter {
public:
  void start(const std::string &label);
  void add(boogie::Cmd cmd);
  void jump(std::vector<std::string> targets); // ends the current block
  void ret();                                  // ends the current block
  bool isOpen() const { return open_; }
  std::vector<boogie::Block> take() { return std::move(blocks_); }

private:
  std::vector<boogie::Block> blocks_;
  bool open_ = false;
};

class KernelContext {
public:
  KernelContext(KernelModel &model, ProgramBuilder &builder, const Geometry &geometry);

  KernelModel &model;
  ProgramBuilder &builder;
  const Geometry &geometry;
  prelude::Prelude &prelude;
  BlockWriter out;
  // The predicate of the statements being encoded (for __enabled()).
  Predicate current = Predicate::always();

  // A new local variable (declared in the procedure) named after `base`.
  boogie::ExprPtr newLocal(const std::string &base, const boogie::Type &type);
  // A unique name derived from `base`, for a family of locals such as the
  // two threads' copies `base$1` and `base$2`.
  std::string reserveName(const std::string &base) { return names_.unique(base); }
  // Declares a local whose name was reserved.
  boogie::ExprPtr declareLocal(const std::string &name, const boogie::Type &type);
  // Gives each thread's `value` (more than a variable or a literal) a
  // local named after `base`, assigned here, and names it by that local
  // from now on: one local for both threads where the two are the same.
  // The logs, checks and contents of an access, or a shuffle's source
  // lane, then name what they use instead of repeating how it is computed.
  void computeOnce(const std::string &base, ThreadPair<boogie::ExprPtr> &value);
  // The Boogie label of an LLVM block.
  const std::string &label(const llvm::BasicBlock *b);
  // A fresh label derived from `base`.
  std::string newLabel(const std::string &base);
  const std::vector<boogie::TypedName> &locals() const { return locals_; }

private:
  NameTable names_;
  std::vector<boogie::TypedName> locals_;
  std::map<const llvm::BasicBlock *, std::string> labels_;
};

} // namespace gv
