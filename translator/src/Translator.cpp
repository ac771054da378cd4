#include "gpuverify/Translator.h"

namespace gv {

Translation translate(llvm::Module &, const TranslateOptions &) {
  throw TranslationError("the translator is not implemented yet");
}

} // namespace gv
