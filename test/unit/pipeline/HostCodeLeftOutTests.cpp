#include "pipeline/HostCodeLeftOut.h"

#include "CatchVersion.h"

#include <algorithm>
#include <map>

using namespace gv::driver;

namespace {

std::vector<std::string> bodyNames(const std::string &text) {
  std::vector<std::string> names;
  for (const FunctionBody &body : functionBodies(text))
    names.push_back(body.name + "@" + std::to_string(body.line));
  return names;
}

// The text of the statement around the first occurrence of `at`.
std::string statementAround(const std::string &text, const std::string &at) {
  size_t offset = text.find(at);
  for (const FunctionBody &body : functionBodies(text))
    if (body.open < offset && offset < body.close) {
      std::optional<LeftOutRange> range = statementAt(text, body, offset);
      if (!range)
        return "(none)";
      std::string s = text.substr(range->begin, range->end - range->begin);
      s.erase(0, s.find_first_not_of(" \n"));
      return s;
    }
  return "(no body)";
}

} // namespace

TEST_CASE("function bodies are found at namespace and class scope, and nothing else", "[host-code]") {
  std::string text = R"(#include <cstdio>
#define OPEN {
namespace outer { namespace {
template <typename T, int N = (3)> __global__ void k(T *a) { a[0] = '{'; }
struct __align__(16) Pair { float x, y; __device__ float sum() const { return x + y; } };
enum Colour { Red, Green };
int table[] = {1, 2, 3};
extern "C" { void c_api(int) { /* } */ } }
}}
auto lambda = [](int x) { return x + 1; };
static const char *s = R"x(})x";
int main(int argc, char **argv) try { return 1'000; } catch (...) { return 0; }
Foo::Foo() : a(1), b(2) { }
Foo::~Foo() noexcept { }
float &Vec::operator[](int i) { return v[i]; }
auto f() -> int { return 2; }
)";
  std::vector<std::string> expected = {"k@4",     "sum@5",       "c_api@8",      "a lambda@10",        "main@12",
                                       "main@12", "Foo::Foo@13", "Foo::~Foo@14", "Vec::operator[]@15", "f@16"};
  // `main`'s function-try-block: the block and its handler.
  CHECK(bodyNames(text) == expected);
}

TEST_CASE("the statement around an error is the innermost one, with its else and its block", "[host-code]") {
  std::string text = R"(int main() {
  int a = 1;
  if (a) {
    call(bad1);
  } else if (b) {
    other();
  } else {
    more();
  }
  for (int i = 0; i < n; ++i) sum += bad2[i];
  auto l = [&](int x) { return x + bad3; };
  int v[] = {1, bad4};
  do { x(); } while (bad5);
  return 0;
}
)";
  CHECK(statementAround(text, "bad1") == "call(bad1);");
  CHECK(statementAround(text, "(b)") ==
        "if (a) {\n    call(bad1);\n  } else if (b) {\n    other();\n  } else {\n    more();\n  }");
  CHECK(statementAround(text, "bad2") == "for (int i = 0; i < n; ++i) sum += bad2[i];");
  CHECK(statementAround(text, "bad3") == "return x + bad3;");
  CHECK(statementAround(text, "bad4") == "int v[] = {1, bad4};");
  CHECK(statementAround(text, "bad5") == "do { x(); } while (bad5);");
}

TEST_CASE("code left out keeps every line and preprocessor line, and calls the undefined host marker", "[host-code]") {
  std::string text = "void host(int n) {\n  cudaNew(n);\n#define TWICE(x) (2 * (x))\n  more(n);\n}\nint after;\n";
  std::vector<FunctionBody> bodies = functionBodies(text);
  REQUIRE(bodies.size() == 1);
  std::string out = withRangesLeftOut(text, {{bodies[0].open + 1, bodies[0].close}});
  CHECK(std::count(out.begin(), out.end(), '\n') == std::count(text.begin(), text.end(), '\n'));
  CHECK(out.find(std::string(leftOutMarker) + "();") != std::string::npos);
  CHECK(out.find("cudaNew") == std::string::npos);
  CHECK(out.find("#define TWICE(x) (2 * (x))\n") != std::string::npos);
  CHECK(out.find("int after;") != std::string::npos);
}

TEST_CASE("a plan leaves out the code clang's errors are in, and gives up on any other error", "[host-code]") {
  std::map<std::string, std::string> files = {
      {"k.cu", "__global__ void k(float *a) { a[0] = 1; }\nint main() {\n  cudaNew();\n  k<<<1, 1>>>(0);\n}\n"},
      {"h.h", "static void setup(cudaType *t) {\n}\n"}};
  SourceReader read = [&](const std::string &path) -> std::optional<std::string> {
    auto found = files.find(path);
    if (found == files.end())
      return std::nullopt;
    return found->second;
  };
  std::string errors = "k.cu:3:3: error: use of undeclared identifier 'cudaNew'\n"
                       "k.cu:3:10: error: expected ';'\n"
                       "2 errors generated when compiling for sm_70.\n";
  std::optional<HostCodePlan> plan = planLeavingOut(errors, read, {}, LeaveOut::Statements);
  REQUIRE(plan);
  REQUIRE(plan->functions.size() == 1);
  CHECK(plan->functions[0].function == "main");
  REQUIRE(plan->files.size() == 1);
  CHECK(plan->files[0].text().find("cudaNew") == std::string::npos);
  CHECK(plan->files[0].text().find("k<<<1, 1>>>(0);") != std::string::npos);
  CHECK(leftOutWarnings(*plan) ==
        "k.cu:3:3: warning: gpuverify left out 1 statement of 'main' (host code that does not compile with gpuverify: "
        "use of undeclared identifier 'cudaNew'); no kernel uses it, and its launches are not read\n");

  std::optional<HostCodePlan> bodies = planLeavingOut(errors, read, {}, LeaveOut::Bodies);
  REQUIRE(bodies);
  CHECK(bodies->files[0].text().find("k<<<") == std::string::npos);
  CHECK(widenedToBodies(*plan).files[0].text() == bodies->files[0].text());

  // In a declaration: the whole definition, unless the device may run it.
  std::optional<HostCodePlan> definition =
      planLeavingOut("h.h:1:19: error: unknown type name 'cudaType'\n", read, {}, LeaveOut::Statements);
  REQUIRE(definition);
  CHECK(definition->files[0].text() == "\n\n");
  CHECK(definition->functions[0].wholeDefinition);
  files["d.h"] = "int x;\n__host__ __device__ void setup(cudaType *t) {\n}\n";
  CHECK_FALSE(planLeavingOut("d.h:2:33: error: unknown type name 'cudaType'\n", read, {}, LeaveOut::Statements));
  // A kernel whose attribute a macro spells: its body names its thread.
  files["m.h"] = "KERNEL void k(cudaType *t) {\n  t[threadIdx.x] = 0;\n}\n";
  CHECK_FALSE(planLeavingOut("m.h:1:15: error: unknown type name 'cudaType'\n", read, {}, LeaveOut::Statements));
  // Or its declaration names a macro, which may spell __device__.
  files["n.h"] = "DEVICE float twice(cudaType x) {\n  return 2 * x;\n}\n";
  std::optional<HostCodePlan> macro =
      planLeavingOut("n.h:1:20: error: unknown type name 'cudaType'\n", read, {}, LeaveOut::Statements);
  REQUIRE(macro);
  CHECK(macrosChoosingDeviceCode(*macro, {"DEVICE"}) == std::vector<std::string>{"DEVICE"});
  CHECK(macrosChoosingDeviceCode(*macro, {}).empty());
  // Or the file launches it.
  files["l.cu"] = "LIB_KERNEL void zero(lib::half *x) {\n  x[0] = 0;\n}\nvoid run() { zero<<<1, 64>>>(0); }\n";
  CHECK_FALSE(planLeavingOut("l.cu:1:1: error: unknown type name 'LIB_KERNEL'\n", read, {}, LeaveOut::Statements));
  // Or its body names a macro that stands for device code.
  files["t.h"] = "LIB_KERNEL void fill(lib::half *x) {\n  x[GID] = 0;\n}\n";
  std::optional<HostCodePlan> threadMacro =
      planLeavingOut("t.h:1:1: error: unknown type name 'LIB_KERNEL'\n", read, {}, LeaveOut::Statements);
  REQUIRE(threadMacro);
  std::set<std::string> device = deviceMacroNames("#define TID threadIdx.x\n#define GID (blockDim.x * 2 + TID)\n"
                                                  "#define N 4\n");
  CHECK(device == std::set<std::string>{"TID", "GID"});
  CHECK(macrosChoosingDeviceCode(*threadMacro, {"TID", "GID", "N"}, {}, device) == std::vector<std::string>{"GID"});
  // In code already left out: the device side needs it.
  CHECK_FALSE(planLeavingOut("k.cu:3:5: error: reference to __host__ function '" + std::string(leftOutMarker) +
                                 "' in __device__ function\n",
                             read, *plan, LeaveOut::Statements));
  // An error without a place, or in a file that cannot be read.
  CHECK_FALSE(planLeavingOut("clang: error: unsupported option '-x'\n", read, {}, LeaveOut::Statements));
  CHECK_FALSE(planLeavingOut("gone.cu:1:1: error: x\n", read, {}, LeaveOut::Statements));
}

TEST_CASE("a header clang cannot find is left out unless a conditional after it tests an undefined macro",
          "[host-code]") {
  std::map<std::string, std::string> files = {
      {"k.cu", "#include <cuda_runtime.h>\n#include <torch/extension.h>\n#if defined(__CUDA_ARCH__) || FAST\n"
               "#endif\n#ifndef TILE // the tile\n#endif\n__global__ void k() {}\n"}};
  SourceReader read = [&](const std::string &path) -> std::optional<std::string> { return files.at(path); };
  std::optional<HostCodePlan> plan =
      planLeavingOut("k.cu:2:10: fatal error: 'torch/extension.h' file not found\n", read, {}, LeaveOut::Statements);
  REQUIRE(plan);
  CHECK(plan->files[0].text().find("torch") == std::string::npos);
  CHECK(plan->files[0].text().find("#include <cuda_runtime.h>\n\n#if") == 0);
  CHECK(plan->functions[0].missingHeader == "torch/extension.h");
  CHECK(macrosChoosingDeviceCode(*plan, {"FAST", "TILE"}).empty());
  CHECK(macrosChoosingDeviceCode(*plan, {"TILE"}) == std::vector<std::string>{"FAST"});
  CHECK(macrosChoosingDeviceCode(*plan, {}) == std::vector<std::string>{"FAST", "TILE"});
  // The user's other files may come after the #include: all their conditionals count.
  CHECK(macrosChoosingDeviceCode(*plan, {"FAST", "TILE", "GUARD_H"},
                                 {"#ifndef GUARD_H\n#define GUARD_H\n#if WIDE > 1\n#endif\n#endif\n"}) ==
        std::vector<std::string>{"WIDE"});
  CHECK(definedMacroNames("#define FAST 1\n#define F(x) x\n") == std::set<std::string>{"FAST", "F"});
  // Not on a directive: no header to leave out.
  CHECK_FALSE(planLeavingOut("k.cu:7:1: fatal error: 'x.h' file not found\n", read, {}, LeaveOut::Statements));
}
