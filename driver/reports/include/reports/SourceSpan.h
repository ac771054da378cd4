// The stretch of a source line a diagnostic points at: clang's debug info
// gives a line and a column only, but editors and code-scanning services
// underline a range. One rule for every report (JSON, SARIF, the language
// server): the token at the column, or, for a raced array, the array's name.
#pragma once

#include <optional>
#include <string>

namespace gv::driver {

// Columns of one line, 1-based, in bytes; `end` is one past the last
// character (SARIF's endColumn).
struct SourceSpan {
  unsigned start = 0, end = 0;
};

// In `line` (the whole line, leading whitespace included): the identifier
// at 1-based `column`, else the one character there. With `name` (a raced
// array), the whole-identifier occurrence of it nearest the column instead
// (the last at or before it, else the first after), if the line has one:
// clang places a store at its `=`, an access at its bracket. Absent if the
// column is beyond the line.
std::optional<SourceSpan> tokenSpan(const std::string &line, unsigned column, const std::string &name = "");

} // namespace gv::driver
