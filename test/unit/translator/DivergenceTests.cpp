// Uniformity of values and the predicated regions non-uniform branches open.
#include "Divergence.h"
#include "IrFixtures.h"
#include "gpuverify/Intrinsics.h"

#include "llvm/IR/Instructions.h"

#include "CatchVersion.h"

using namespace gv;

namespace {

struct Analysed {
  llvm::LLVMContext context;
  std::unique_ptr<llvm::Module> module;
  llvm::Function *f = nullptr;
  std::unique_ptr<llvm::DominatorTree> dt;
  std::unique_ptr<llvm::PostDominatorTree> pdt;
  std::unique_ptr<llvm::LoopInfo> loops;
  std::unique_ptr<Divergence> divergence;

  explicit Analysed(const std::string &ir) {
    module = test::parseIR(context, ir);
    f = module->getFunction("k");
    dt = std::make_unique<llvm::DominatorTree>(*f);
    pdt = std::make_unique<llvm::PostDominatorTree>(*f);
    loops = std::make_unique<llvm::LoopInfo>(*dt);
    auto seed = [](const llvm::Instruction &inst) {
      auto *call = llvm::dyn_cast<llvm::CallBase>(&inst);
      return call && call->getCalledFunction() && classifyFunction(*call->getCalledFunction()) == Intrinsic::LocalId;
    };
    divergence = std::make_unique<Divergence>(*f, *dt, *pdt, *loops, seed);
  }

  llvm::BasicBlock *block(const std::string &name) {
    for (llvm::BasicBlock &b : *f)
      if (b.getName() == name)
        return &b;
    throw std::runtime_error("no block " + name);
  }

  llvm::Value *value(const std::string &name) {
    for (llvm::BasicBlock &b : *f)
      for (llvm::Instruction &i : b)
        if (i.getName() == name)
          return &i;
    throw std::runtime_error("no value " + name);
  }
};

const char *ifThenOnThreadId = R"(
define spir_kernel void @k(ptr addrspace(3) %A, i32 %n) {
entry:
  %tid = call i32 @__gv_local_id(i32 0)
  %c = icmp ult i32 %tid, %n
  br i1 %c, label %then, label %join
then:
  %x = add i32 %n, 1
  br label %join
join:
  %merged = phi i32 [ %x, %then ], [ 0, %entry ]
  %u = icmp ult i32 %n, 4
  br i1 %u, label %a, label %b
a:
  br label %end
b:
  br label %end
end:
  ret void
}
)";

const char *loopBoundedByThreadId = R"(
define spir_kernel void @k(i32 %n) {
entry:
  %tid = call i32 @__gv_local_id(i32 0)
  br label %head
head:
  %i = phi i32 [ 0, %entry ], [ %inc, %body ]
  %c = icmp ult i32 %i, %tid
  br i1 %c, label %body, label %exit
body:
  %inc = add i32 %i, 1
  br label %head
exit:
  ret void
}
)";

const char *loopBoundedByArgument = R"(
define spir_kernel void @k(i32 %n) {
entry:
  br label %head
head:
  %i = phi i32 [ 0, %entry ], [ %inc, %body ]
  %c = icmp ult i32 %i, %n
  br i1 %c, label %body, label %exit
body:
  %inc = add i32 %i, 1
  br label %head
exit:
  ret void
}
)";

} // namespace

TEST_CASE("a branch on the thread id opens a region up to its post-dominator", "[divergence]") {
  Analysed a(ifThenOnThreadId);
  CHECK_FALSE(a.divergence->isUniform(a.value("tid")));
  CHECK_FALSE(a.divergence->isUniform(a.value("c")));
  REQUIRE(a.divergence->regions().size() == 1);
  const PredicatedRegion &r = a.divergence->regions()[0];
  CHECK(r.entry == a.block("entry"));
  CHECK(r.exit == a.block("join"));
  CHECK_FALSE(r.entryLoopInside);
  CHECK(a.divergence->isPredicated(a.block("then")));
  CHECK_FALSE(a.divergence->isPredicated(a.block("entry")));
  CHECK_FALSE(a.divergence->isPredicated(a.block("join")));
  // Computed under a predicate, so it may differ between threads even
  // though its operands are uniform; the join merges divergent paths.
  CHECK_FALSE(a.divergence->isUniform(a.value("x")));
  CHECK_FALSE(a.divergence->isUniform(a.value("merged")));
  // After the join both threads agree again.
  CHECK(a.divergence->isUniform(a.value("u")));
  CHECK(a.divergence->regionOf(a.block("a")) == nullptr);
}

TEST_CASE("a loop the threads may leave at different iterations is one region", "[divergence]") {
  Analysed a(loopBoundedByThreadId);
  REQUIRE(a.divergence->regions().size() == 1);
  const PredicatedRegion &r = a.divergence->regions()[0];
  CHECK(r.entry == a.block("head"));
  CHECK(r.exit == a.block("exit"));
  CHECK(r.entryLoopInside);
  CHECK(a.divergence->isPredicated(a.block("head")));
  CHECK(a.divergence->isPredicated(a.block("body")));
  CHECK_FALSE(a.divergence->isUniform(a.value("i")));
}

TEST_CASE("a loop with a uniform bound keeps its shape", "[divergence]") {
  Analysed a(loopBoundedByArgument);
  CHECK(a.divergence->regions().empty());
  CHECK(a.divergence->isUniform(a.value("i")));
  CHECK(a.divergence->isUniform(a.value("c")));
  CHECK_FALSE(a.divergence->isPredicated(a.block("body")));
}

TEST_CASE("a loop whose non-uniform header branch loops back past the exit grows to the whole loop", "[divergence]") {
  // What fix-irreducible makes of a goto into a loop: the header dispatches
  // on a non-uniform flag, and the loop is left from inside (cond), so the
  // header's post-dominator lies inside the loop. Growing the region used
  // to stop making progress here and never ended.
  Analysed a(R"(
define spir_kernel void @k(ptr addrspace(3) %A, i32 %n) {
entry:
  %tid = call i32 @__gv_local_id(i32 0)
  %jump = icmp ult i32 %tid, %n
  br label %guard
guard:
  %inside = phi i1 [ %jump, %entry ], [ false, %backedge ]
  %i = phi i32 [ 0, %entry ], [ %next, %backedge ]
  br i1 %inside, label %body2, label %cond
cond:
  %more = icmp ult i32 %i, %n
  br i1 %more, label %body1, label %exit
body1:
  br label %backedge
body2:
  br label %backedge
backedge:
  %next = add i32 %i, 1
  br label %guard
exit:
  ret void
}
)");
  const PredicatedRegion *region = a.divergence->regionOf(a.block("guard"));
  REQUIRE(region);
  CHECK(region->exit == a.block("exit"));
  for (const char *b : {"guard", "cond", "body1", "body2", "backedge"})
    CHECK(region->blocks.count(a.block(b)));
}

namespace {

// `groups` nested pairs of branches on the thread id, one after the other
// (unrolled arithmetic); with `enclosed`, all of them inside one more.
std::string nestedBranchGroups(unsigned groups, bool enclosed) {
  std::string ir = "define spir_kernel void @k(i32 %n) {\nentry:\n  %tid = call i32 @__gv_local_id(i32 0)\n";
  ir += enclosed ? "  %all = icmp ult i32 %tid, %n\n  br i1 %all, label %g0, label %end\n" : "  br label %g0\n";
  for (unsigned g = 0; g < groups; ++g) {
    std::string s = std::to_string(g), next = g + 1 < groups ? "g" + std::to_string(g + 1) : "end";
    ir += "g" + s + ":\n  %o" + s + " = icmp ult i32 %tid, " + std::to_string(g + 1) + "\n  br i1 %o" + s +
          ", label %i" + s + ", label %j" + s + "\n";
    ir += "i" + s + ":\n  %c" + s + " = icmp ugt i32 %tid, " + std::to_string(g) + "\n  br i1 %c" + s + ", label %x" +
          s + ", label %j" + s + "\n";
    ir += "x" + s + ":\n  br label %j" + s + "\n";
    ir += "j" + s + ":\n  br label %" + next + "\n";
  }
  return ir + "end:\n  ret void\n}\n";
}

} // namespace

TEST_CASE("nested regions merge, each group of branches its own region, in order", "[divergence]") {
  constexpr unsigned groups = 300;
  Analysed a(nestedBranchGroups(groups, false));
  REQUIRE(a.divergence->regions().size() == groups);
  for (unsigned g = 0; g < groups; ++g) {
    const PredicatedRegion &r = a.divergence->regions()[g];
    CHECK(r.entry == a.block("g" + std::to_string(g)));
    CHECK(r.exit == a.block("j" + std::to_string(g)));
    CHECK(r.blocks.size() == 3);
  }
  CHECK(a.divergence->isPredicated(a.block("x7")));
  CHECK_FALSE(a.divergence->isPredicated(a.block("j7")));
}

TEST_CASE("a region around regions found before absorbs them all", "[divergence]") {
  constexpr unsigned groups = 300;
  Analysed a(nestedBranchGroups(groups, true));
  REQUIRE(a.divergence->regions().size() == 1);
  const PredicatedRegion &r = a.divergence->regions()[0];
  CHECK(r.entry == a.block("entry"));
  CHECK(r.exit == a.block("end"));
  CHECK(r.blocks.size() == 1 + 4 * groups);
  CHECK(a.divergence->isPredicated(a.block("j7")));
}
