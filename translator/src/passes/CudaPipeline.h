// libcu++'s cuda::pipeline of one thread (gpuverify's <cuda/pipeline>) is
// encoded over the thread's cp.async groups (Intrinsic::PipelineStart,
// PipelineConsumerWait, PipelineWaitPrior; its commit is cp.async's). The
// encoding counts the groups one pipeline's consumer waited for, so it is
// exact only where the kernel makes one pipeline, once, and commits and
// waits for no other group: a kernel that makes one in a loop or at several
// places, or mixes one with the pipeline primitives' or PTX groups, is
// refused.
#pragma once

#include "llvm/IR/Function.h"

namespace gv {

// Throws TranslationError where `f` (inlined) uses cuda::pipeline in a way
// the encoding does not count exactly.
void checkCudaPipeline(const llvm::Function &f);

} // namespace gv
