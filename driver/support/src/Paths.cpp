#include "support/Paths.h"

#include <fstream>

#include <algorithm>

namespace fs = std::filesystem;

namespace gv::driver {

fs::path resolvedAbsolute(const fs::path &path, const fs::path &base) {
  std::error_code error;
  fs::path absolute = path.is_absolute() ? path : base.empty() ? fs::absolute(path, error) : base / path;
  if (error)
    absolute = path;
  if (std::none_of(absolute.begin(), absolute.end(), [](const fs::path &part) { return part == ".."; }))
    return absolute.lexically_normal(); // only "." and separators removed: the same file
  fs::path resolved = fs::weakly_canonical(absolute, error);
  return error ? absolute : resolved;
}

std::string kernelDirectory(const std::string &kernelFile) {
  std::filesystem::path directory = std::filesystem::path(kernelFile).parent_path();
  return directory.empty() ? "." : directory.string();
}

std::string besideKernel(const std::string &kernelFile, const std::string &extension) {
  std::filesystem::path path(kernelFile);
  return (std::filesystem::path(kernelDirectory(kernelFile)) / (path.stem().string() + extension)).string();
}

std::string fileText(const std::string &path) {
  std::ifstream in(path, std::ios::binary);
  return std::string((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
}

} // namespace gv::driver
