// CUDA compiled against the toolkit's own headers, as clang's CUDA mode
// compiles it, in terms of the intrinsics the translator models.
//
// With the CUDA toolkit's headers (rather than gpuverify's cuda.h), the
// built-in variables, barriers, warp primitives and atomics reach the
// translator as NVVM intrinsics, LLVM atomic instructions and a few lines
// of inline PTX. This rewrites each into the call gpuverify's own headers
// make (threadIdx.x: llvm.nvvm.read.ptx.sreg.tid.x becomes __gv_local_id(0);
// atomicAdd: atomicrmw add becomes __gv_atomic_add_...), so that both ways
// of compiling meet one model. What it cannot give a meaning to stays
// unsupported rather than being dropped:
//   - an NVVM intrinsic that touches memory or synchronises and is not
//     listed here (a named barrier, a block-scoped atomic) is an error;
//   - a special register it does not model (%clock, %smid) is an arbitrary
//     value of each thread each time it is read;
//   - inline assembly with a memory operand or clobber stays, and is
//     refused later, as does one without outputs unless it sleeps, fences
//     or prefetches; other inline assembly is a deterministic function of
//     its operands unless it reads a special register or has side effects,
//     when its outputs are arbitrary.
// A failed device-side assert (__assertfail) is a failed assertion.
#pragma once

namespace llvm {
class Module;
}

namespace gv {

// Before inlining (`afterInlining` false) a barrier whose number is a
// function's parameter waits until it is a constant.
void lowerNvvm(llvm::Module &module, bool afterInlining);

} // namespace gv
