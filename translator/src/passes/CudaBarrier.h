// libcu++'s cuda::barrier of a whole block with the copies bound to it
// (gpuverify's <cuda/barrier>): arrive_and_wait() is the block's barrier
// and, where the kernel binds copies to a barrier, first completes the
// thread's copies (cp.async commit and wait for all groups). That is exact
// only where every copy is bound to one barrier and no other cp.async
// group is waited for; a kernel whose copies may be bound to several
// barriers, or that mixes them with the pipeline primitives' groups, is
// refused.
#pragma once

#include "llvm/IR/Function.h"

namespace gv {

// Replaces the calls of `f` (inlined) to __gv_cuda_barrier_arrive_and_wait
// and __gv_cuda_barrier_bind. Throws TranslationError where it refuses.
void lowerCudaBarriers(llvm::Function &f);

} // namespace gv
