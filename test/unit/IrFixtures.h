// Builds LLVM modules from IR text for translator tests, so that the tests
// exercise the translator alone, without clang.
#pragma once

#include "boogie/Printer.h"
#include "gpuverify/Translator.h"

#include "llvm/AsmParser/Parser.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <memory>
#include <regex>
#include <stdexcept>
#include <string>

namespace gv::test {

// The declarations our kernel headers lead to, for use in test kernels.
inline const char *intrinsicDeclarations() {
  return R"(
target datalayout = "e-p:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir"
declare i32 @__gv_local_id(i32)
declare i32 @__gv_group_id(i32)
declare i32 @__gv_local_size(i32)
declare void @__gv_barrier(i32, i32)
declare void @__gv_grid_barrier()
declare void @__gv_assert(i32)
declare void @__gv_assume(i32)
declare void @__gv_invariant(i32)
)";
}

inline std::unique_ptr<llvm::Module> parseIR(llvm::LLVMContext &context, const std::string &body) {
  llvm::SMDiagnostic error;
  auto module = llvm::parseAssemblyString(std::string(intrinsicDeclarations()) + body, error, context);
  if (!module) {
    std::string message;
    llvm::raw_string_ostream os(message);
    error.print("test", os);
    throw std::runtime_error(os.str());
  }
  return module;
}

// A translated IR kernel and its printed Boogie program.
struct Translated {
  Translation translation;
  std::string text;

  bool has(const std::string &fragment) const { return text.find(fragment) != std::string::npos; }
  bool matches(const std::string &pattern) const { return std::regex_search(text, std::regex(pattern)); }
  size_t count(CheckKind kind) const {
    return static_cast<size_t>(std::count_if(translation.checks.begin(), translation.checks.end(),
                                             [&](const Check &c) { return c.kind == kind; }));
  }
};

// 64 work-items per group.
inline TranslateOptions options(uint64_t groups = 1) {
  TranslateOptions o;
  o.geometry.groupSize.size = {64, 1, 1};
  o.geometry.numGroups.size = {groups, 1, 1};
  return o;
}

inline Translated translateIR(const std::string &ir, const TranslateOptions &o = options()) {
  llvm::LLVMContext context;
  auto module = parseIR(context, ir);
  Translated t{translate(*module, o), ""};
  t.text = boogie::print(t.translation.program).text;
  return t;
}

// A[tid] = A[tid + 1]
inline const char *copyFromNeighbour = R"(
define spir_kernel void @k(ptr addrspace(3) %A) {
entry:
  %tid = call i32 @__gv_local_id(i32 0)
  %next = add i32 %tid, 1
  %src = getelementptr i32, ptr addrspace(3) %A, i32 %next
  %v = load i32, ptr addrspace(3) %src
  %dst = getelementptr i32, ptr addrspace(3) %A, i32 %tid
  store i32 %v, ptr addrspace(3) %dst
  ret void
}
)";

} // namespace gv::test
