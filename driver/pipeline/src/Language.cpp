#include "pipeline/Language.h"

namespace gv::driver {

namespace {

bool endsWith(const std::string &text, const std::string &suffix) {
  return text.size() >= suffix.size() && text.compare(text.size() - suffix.size(), suffix.size(), suffix) == 0;
}

bool containsAny(const std::string &text, std::initializer_list<const char *> words) {
  for (const char *word : words)
    if (text.find(word) != std::string::npos)
      return true;
  return false;
}

} // namespace

InputKind inputKindOf(const std::string &path) {
  if (endsWith(path, ".bc"))
    return InputKind::Bitcode;
  if (endsWith(path, ".bpl"))
    return InputKind::Boogie;
  return InputKind::Source;
}

std::optional<SourceLanguage> languageFromExtension(const std::string &path) {
  if (endsWith(path, ".cl"))
    return SourceLanguage::OpenCL;
  if (endsWith(path, ".cu"))
    return SourceLanguage::CUDA;
  return std::nullopt;
}

std::optional<SourceLanguage> languageFromContent(const std::string &content) {
  if (containsAny(content, {"get_local_size", "get_global_size", "__kernel"}))
    return SourceLanguage::OpenCL;
  if (containsAny(content, {"blockDim", "__global__"}))
    return SourceLanguage::CUDA;
  return std::nullopt;
}

} // namespace gv::driver
