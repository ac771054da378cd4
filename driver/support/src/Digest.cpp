#include "support/Digest.h"

#include <llvm/ADT/StringExtras.h>
#include <llvm/Support/SHA256.h>

#include <filesystem>
#include <fstream>

namespace fs = std::filesystem;

namespace gv::driver {

std::string sha256Hex(const std::string &data) {
  llvm::SHA256 hash;
  hash.update(llvm::StringRef(data));
  return llvm::toHex(hash.final(), /*LowerCase=*/true);
}

std::optional<std::string> fileSha256(const std::string &path) {
  std::error_code error;
  if (!fs::is_regular_file(path, error))
    return std::nullopt;
  std::ifstream in(path, std::ios::binary);
  if (!in)
    return std::nullopt;
  llvm::SHA256 hash;
  char buffer[1 << 16];
  while (in.read(buffer, sizeof buffer) || in.gcount() > 0)
    hash.update(llvm::StringRef(buffer, static_cast<size_t>(in.gcount())));
  if (in.bad())
    return std::nullopt;
  return llvm::toHex(hash.final(), /*LowerCase=*/true);
}

} // namespace gv::driver
