// What kind of file the kernel argument is, and which language it is in.
#pragma once

#include "gpuverify/Translator.h"

#include <optional>
#include <string>

namespace gv::driver {

enum class InputKind {
  Source,  // OpenCL or CUDA: compiled with clang
  Bitcode, // .bc: clang is skipped
  Boogie,  // .bpl: clang and the translator are skipped
};

InputKind inputKindOf(const std::string &path);

// .cl is OpenCL, .cu is CUDA; anything else is unknown.
std::optional<SourceLanguage> languageFromExtension(const std::string &path);

// GPUVerify's content sniffing: get_local_size, get_global_size or __kernel
// mean OpenCL; otherwise blockDim or __global__ mean CUDA.
std::optional<SourceLanguage> languageFromContent(const std::string &content);

} // namespace gv::driver
