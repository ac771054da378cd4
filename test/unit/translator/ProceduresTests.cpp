// --no-inline, GPUVerify's modular verification: every function with a body
// is a procedure; those no kernel calls are verified as entries of their
// own; the summary counts procedures, charging each error to the function
// whose code failed.
#include "IrFixtures.h"
#include "reports/ProcedureCounts.h"
#include "reports/SourceLines.h"

#include "CatchVersion.h"

using namespace gv;
using gv::test::options;
using gv::test::Translated;
using gv::test::translateIR;

namespace {

// racy() writes A[0] with each thread's id; nobody calls it. helper() is
// called by the kernel; spare() only by racy().
const char *moduleWithUncalledFunction = R"(
define spir_func void @racy(ptr addrspace(3) %A) {
  %tid = call i32 @__gv_local_id(i32 0)
  store i32 %tid, ptr addrspace(3) %A
  call spir_func void @spare()
  ret void
}
define spir_func void @spare() {
  ret void
}
define spir_func void @helper(ptr addrspace(1) %B, i32 %i) {
  %at = getelementptr i32, ptr addrspace(1) %B, i32 %i
  store i32 1, ptr addrspace(1) %at
  ret void
}
define spir_kernel void @k(ptr addrspace(1) %B) {
  %tid = call i32 @__gv_local_id(i32 0)
  call spir_func void @helper(ptr addrspace(1) %B, i32 %tid)
  ret void
}
)";

TranslateOptions modular() {
  TranslateOptions o = options();
  o.verifyUncalledFunctions = true;
  return o;
}

std::vector<std::string> entryNames(const Translated &t) {
  std::vector<std::string> names;
  for (const KernelInfo &k : t.translation.kernels)
    names.push_back(k.sourceName);
  return names;
}

} // namespace

TEST_CASE("with --no-inline, a function no kernel calls is verified as an entry of its own", "[procedures]") {
  Translated t = translateIR(moduleWithUncalledFunction, modular());
  INFO(t.text);
  CHECK(entryNames(t) == std::vector<std::string>{"k", "racy"});
  // Its write is checked for races between two threads both running it.
  std::string racy = t.text.substr(t.text.find("procedure {:kernel} {:source_name \"racy\"}"));
  CHECK(racy.find("{:race}") != std::string::npos);
  // Every function with a body is a procedure, kernels included.
  std::vector<std::string> functions;
  for (const SourceFunction &f : t.translation.functions)
    functions.push_back(f.sourceName + (f.kernel ? " (kernel)" : ""));
  CHECK(functions == std::vector<std::string>{"racy", "spare", "helper", "k (kernel)"});
}

TEST_CASE("without --no-inline, or with a kernel named, only kernels are entries", "[procedures]") {
  CHECK(entryNames(translateIR(moduleWithUncalledFunction)) == std::vector<std::string>{"k"});
  TranslateOptions named = modular();
  named.kernelName = "k";
  CHECK(entryNames(translateIR(moduleWithUncalledFunction, named)) == std::vector<std::string>{"k"});
}

TEST_CASE("a function whose address is taken is not an uncalled function", "[procedures]") {
  Translated t = translateIR(R"(
define spir_func void @target(ptr addrspace(1) %B) {
  store i32 1, ptr addrspace(1) %B
  ret void
}
@table = addrspace(1) global [1 x ptr] [ptr @target]
define spir_kernel void @k(ptr addrspace(1) %B) {
  ret void
}
)",
                             modular());
  CHECK(entryNames(t) == std::vector<std::string>{"k"});
}

namespace {

driver::ReportedError errorIn(driver::ErrorKind kind, std::vector<std::string> functions, std::string kernel = "k") {
  driver::ReportedError error;
  error.kind = kind;
  error.kernel = std::move(kernel);
  for (const std::string &f : functions) {
    driver::SourceFrame frame;
    frame.location = SourceLocation{"kernel.cl", "/src", 1, 1, f};
    error.trace.push_back(frame);
  }
  return error;
}

Translation threeProcedures() {
  Translation t;
  for (const char *name : {"helper", "other", "k"})
    t.functions.push_back(SourceFunction{name, SourceLocation{"kernel.cl", "/src", 1, 0, name}, name[0] == 'k'});
  return t;
}

} // namespace

TEST_CASE("procedures are counted verified unless an error is charged to them", "[procedures][driver]") {
  driver::SourceLines sources("/src");
  Translation translation = threeProcedures();
  driver::BoogieSummary boogie;
  boogie.verified = 0;
  boogie.errors = 1;
  SECTION("a race in a called function is charged to it, not to the kernel") {
    auto counted =
        driver::countProcedures(boogie, {errorIn(driver::ErrorKind::Race, {"helper", "k"})}, translation, sources);
    CHECK(counted.verified == 2);
    CHECK(counted.errors == 1);
  }
  SECTION("a precondition is charged to the caller") {
    auto counted = driver::countProcedures(boogie, {errorIn(driver::ErrorKind::Precondition, {"helper", "k"})},
                                           translation, sources);
    CHECK(counted.verified == 2); // helper and other
  }
  SECTION("two errors in two functions") {
    boogie.errors = 2;
    auto counted = driver::countProcedures(
        boogie, {errorIn(driver::ErrorKind::Race, {"helper"}), errorIn(driver::ErrorKind::Assertion, {"other"})},
        translation, sources);
    CHECK(counted.verified == 1);
  }
  SECTION("an error without a location is charged to its kernel") {
    auto counted = driver::countProcedures(boogie, {errorIn(driver::ErrorKind::Unlocated, {})}, translation, sources);
    CHECK(counted.verified == 2);
  }
  SECTION("a timeout leaves Boogie's count alone") {
    boogie.timeOuts = 1;
    auto counted = driver::countProcedures(boogie, {}, translation, sources);
    CHECK(counted.verified == 0);
  }
}
