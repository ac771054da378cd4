// libFuzzer target: the translator on LLVM modules. The input is textual
// LLVM IR (the corpus: the examples as clang compiles them, disassembled),
// read as the driver reads a .bc or .ll kernel (parseModule: a broken
// module is refused, not aborted on); a module that parses and verifies
// must translate or be rejected with a TranslationError, never crash or
// throw anything else.
#include "boogie/Printer.h"
#include "gpuverify/Translator.h"
#include "pipeline/Frontend.h"

#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/MemoryBuffer.h"

#include <cstddef>
#include <cstdint>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  llvm::LLVMContext context;
  std::string text(reinterpret_cast<const char *>(data), size), problem;
  // As the driver reads a module the user gave: first in a child, since
  // LLVM's own reader and verifier crash on some malformed modules.
  auto buffer = llvm::MemoryBuffer::getMemBuffer(text, "fuzz.ll", /*RequiresNullTerminator=*/false);
  if (!gv::driver::crashReading(*buffer).empty())
    return 0;
  std::unique_ptr<llvm::Module> module = gv::driver::parseModule(buffer->getMemBufferRef(), context, problem);
  if (!module)
    return 0;
  gv::TranslateOptions options;
  options.geometry.groupSize.size = {64, 1, 1};
  options.geometry.numGroups.size = {4, 1, 1};
  options.verifyUncalledFunctions = size % 2 == 0;
  try {
    gv::Translation translation = gv::translate(*module, options);
    gv::boogie::print(translation.program);
  } catch (const gv::TranslationError &) {
  }
  return 0;
}
