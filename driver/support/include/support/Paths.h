// Paths as the system resolves them.
#pragma once

#include <filesystem>
#include <string>

namespace gv::driver {

// `path` made absolute (against `base`, or the working directory) and
// without "." components or repeated separators. A ".." is resolved as the
// system does, through the symbolic links before it (lnk/.. is the parent of
// lnk's target), never by dropping the component before it, which names
// another file when that component is a link.
std::filesystem::path resolvedAbsolute(const std::filesystem::path &path, const std::filesystem::path &base = {});

} // namespace gv::driver
