// llvm.memcpy, llvm.memmove and llvm.memset of a constant length as the
// loads and stores they perform (struct assignments become these), so that
// each copied element is race-checked like any other access.
#pragma once

namespace llvm {
class Function;
}

namespace gv {

// Throws TranslationError for a length that is not a constant.
void expandMemoryIntrinsics(llvm::Function &f);

} // namespace gv
