// llvm.memcpy, llvm.memmove and llvm.memset as the loads and stores they
// perform, so that each copied element is race-checked like any other
// access: written out one by one when short (struct assignments), as a loop
// over the chunks when long or of a length known only at run time.
#pragma once

namespace llvm {
class Function;
}

namespace gv {

void expandMemoryIntrinsics(llvm::Function &f);

} // namespace gv
