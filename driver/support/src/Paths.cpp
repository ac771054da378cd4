#include "support/Paths.h"

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

} // namespace gv::driver
