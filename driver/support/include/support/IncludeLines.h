// A source file's #include lines as its text says them, and where a
// header they name is found (beside the including file for "...", then the
// folders of the include path, as clang looks): what gpuverify needs to
// know of the headers a kernel reads before clang runs (the CUDA toolkit's
// headers it needs, the files a batch's reports must not replace).
#pragma once

#include <filesystem>
#include <string>
#include <vector>

namespace gv::driver {

struct IncludeLine {
  std::string header;  // as written: "cfg.h", "sys/types.h"
  bool quoted = false; // "..." rather than <...>
};

// The #include lines of `file`, if it is a regular file (a device or a
// FIFO is never read).
std::vector<IncludeLine> includeLinesOf(const std::filesystem::path &file);

// Every regular file `line` of `includer` may name, in clang's search
// order; the first is the one clang reads.
std::vector<std::filesystem::path> headerPlaces(const std::filesystem::path &includer, const IncludeLine &line,
                                                const std::vector<std::string> &includeDirectories);

} // namespace gv::driver
