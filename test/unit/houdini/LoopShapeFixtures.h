// Loop shapes and expressions for the inference tests: counters, accesses
// and shapes built by hand, and the loop shapes the translator records.
#pragma once

#include "IrFixtures.h"
#include "boogie/Printer.h"
#include "gpuverify/Translator.h"

#include <algorithm>
#include <string>
#include <vector>

namespace gv::test {

using namespace gv::boogie;

inline ExprPtr bv32(const std::string &name) { return var(name, Type::bv(32)); }
inline ExprPtr lit(uint64_t v) { return bvLit(v, 32); }

inline std::vector<std::string> printed(const std::vector<ExprPtr> &exprs) {
  std::vector<std::string> out;
  for (const ExprPtr &e : exprs)
    out.push_back(printExpr(e));
  return out;
}

inline bool contains(const std::vector<std::string> &list, const std::string &item) {
  return std::find(list.begin(), list.end(), item) != list.end();
}

// A bound equal for both threads.
inline LoopCounter::Bound bound(ExprPtr value, bool isSigned) { return {{value, value}, isSigned}; }

// A uniform counter i from `start` by `step`.
inline LoopCounter addCounter(const std::string &name, ExprPtr start, ExprPtr step, bool uniform = true) {
  LoopCounter c;
  c.sourceName = name;
  c.uniform = uniform;
  c.value = {bv32(uniform ? name : name + "$1"), bv32(uniform ? name : name + "$2")};
  c.start = {start, start};
  c.update = LoopCounter::Update::Add;
  c.step = std::move(step);
  return c;
}

inline LoopAccess writeAccess(ExprPtr offset) {
  return LoopAccess{var("_WRITE_HAS_OCCURRED_$$A", Type::boolean()),
                    bv32("_WATCHED_OFFSET"),
                    std::move(offset),
                    false,
                    {},
                    nullptr,
                    nullptr,
                    nullptr,
                    nullptr,
                    nullptr};
}

inline LoopShape shapeWith(std::vector<LoopCounter> counters, std::vector<LoopAccess> accesses = {}) {
  LoopShape shape;
  shape.procedure = "k";
  shape.headLabel = "for.cond";
  shape.sourceName = "loop at k.cl:2";
  shape.enabled = {boolLit(true), boolLit(true)};
  shape.sameGroup = var("sameGroup", Type::boolean());
  shape.counters = std::move(counters);
  shape.accesses = std::move(accesses);
  return shape;
}

// Translated with 64 threads in each of 2 groups.
inline Translation translateForLoops(llvm::Module &module) {
  TranslateOptions o;
  o.geometry.groupSize.size = {64, 1, 1};
  o.geometry.numGroups.size = {2, 1, 1};
  return translate(module, o);
}

} // namespace gv::test
