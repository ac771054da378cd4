#include "reports/SourceSpan.h"

#include <cctype>

namespace gv::driver {

namespace {

bool isIdentifier(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

std::optional<size_t> nearestOccurrence(const std::string &line, const std::string &name, size_t at) {
  std::optional<size_t> before, after;
  for (size_t found = line.find(name); found != std::string::npos; found = line.find(name, found + 1)) {
    bool whole = (found == 0 || !isIdentifier(line[found - 1])) &&
                 (found + name.size() >= line.size() || !isIdentifier(line[found + name.size()]));
    if (!whole)
      continue;
    if (found <= at)
      before = found;
    else if (!after)
      after = found;
  }
  return before ? before : after;
}

} // namespace

std::optional<SourceSpan> tokenSpan(const std::string &line, unsigned column, const std::string &name) {
  size_t start = column ? column - 1 : 0;
  if (start >= line.size())
    return std::nullopt;
  size_t end = start;
  if (std::optional<size_t> at = name.empty() ? std::nullopt : nearestOccurrence(line, name, start)) {
    start = *at;
    end = *at + name.size();
  }
  while (end < line.size() && isIdentifier(line[end]))
    ++end;
  if (end == start)
    end = start + 1;
  return SourceSpan{static_cast<unsigned>(start + 1), static_cast<unsigned>(end + 1)};
}

} // namespace gv::driver
