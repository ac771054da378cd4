// Builds LLVM modules from IR text for translator tests, so that the tests
// exercise the translator alone, without clang.
#pragma once

#include "llvm/AsmParser/Parser.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

#include <memory>
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

} // namespace gv::test
