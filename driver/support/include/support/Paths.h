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

// The folder of a kernel file ("." for a bare name), and a file there named
// as the kernel with another extension (what --keep-temps keeps: k.cl ->
// k.bpl).
std::string kernelDirectory(const std::string &kernelFile);
std::string besideKernel(const std::string &kernelFile, const std::string &extension);

// A file's bytes; empty if it cannot be read.
std::string fileText(const std::string &path);

} // namespace gv::driver
