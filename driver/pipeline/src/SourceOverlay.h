// --compile-as: clang shown a kernel's text at another path, through a
// virtual file system overlay (-ivfsoverlay). clang then takes the text for
// that file in every way: a quoted #include looks first in that file's
// folder, __FILE__ and its messages name it. The rest of the file system is
// as it is.
#pragma once

#include <string>
#include <vector>

namespace gv::driver {

// The overlay (LLVM's YAML, written as JSON) that shows `textFile` at
// `shownAs`; both are made absolute. Throws Failure(CommandLine) for a path
// that is not UTF-8.
std::string sourceOverlay(const std::string &shownAs, const std::string &textFile);

// A file's text shown at another path.
struct ShownFile {
  std::string shownAs;
  std::string textFile;
};

// The overlay that shows every one of `files` (see HostCodeLeftOut.h).
std::string sourceOverlay(const std::vector<ShownFile> &files);
void writeSourceOverlay(const std::vector<ShownFile> &files, const std::string &overlayFile);

// Writes it to `overlayFile`; throws Failure(Configuration) if it cannot.
void writeSourceOverlay(const std::string &shownAs, const std::string &textFile, const std::string &overlayFile);

} // namespace gv::driver
