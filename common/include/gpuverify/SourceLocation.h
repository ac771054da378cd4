// Where something is in the kernel's source, as the debug info says.
#pragma once

#include <string>
#include <vector>

namespace gv {

struct SourceLocation {
  std::string file;      // as written in the debug info
  std::string directory; // compilation directory, for relative files
  unsigned line = 0;
  unsigned column = 0;
  // The function the location is in: its linkage name (C++), or its name
  // (C); empty if not known. It tells overloads apart.
  std::string function;
};

// Innermost location first; each later entry is the call site the previous
// one was inlined into ("invoked from").
using SourceChain = std::vector<SourceLocation>;

} // namespace gv
