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

  // "kernel.cl:12:5" (the form of every message and report that points at
  // the source): the parts that are known, a zero line or column left out.
  std::string text() const {
    std::string s = file;
    if (line) {
      s += ":" + std::to_string(line);
      if (column)
        s += ":" + std::to_string(column);
    }
    return s;
  }
  // "kernel.cl:12", for messages about a whole line.
  std::string fileAndLine() const { return line ? file + ":" + std::to_string(line) : file; }
  bool operator==(const SourceLocation &o) const {
    return file == o.file && directory == o.directory && line == o.line && column == o.column && function == o.function;
  }
};

// Innermost location first; each later entry is the call site the previous
// one was inlined into ("invoked from").
using SourceChain = std::vector<SourceLocation>;

} // namespace gv
