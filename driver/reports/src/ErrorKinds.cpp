#include "reports/ErrorKinds.h"

#include <cstddef>

namespace gv::driver {

const std::vector<ErrorKindInfo> &allErrorKinds() {
  static const std::vector<ErrorKindInfo> rows = {
#define GV_ERROR_KIND(name, message, jsonName, sarifRule, sarifDescription, namesThread, check)                        \
  {ErrorKind::name, message, jsonName, sarifRule, sarifDescription, namesThread, check},
#include "reports/ErrorKinds.def"
  };
  return rows;
}

const ErrorKindInfo &infoOf(ErrorKind kind) { return allErrorKinds()[static_cast<std::size_t>(kind)]; }

std::optional<ErrorKind> kindReporting(CheckKind check) {
  for (const ErrorKindInfo &row : allErrorKinds())
    if (row.check == check)
      return row.kind;
  return std::nullopt;
}

namespace {
struct AccessWords {
  AccessKind kind;
  const char *word, *capitalised;
};
constexpr AccessWords accessWords[] = {
    {AccessKind::Read, "read", "Read"},
    {AccessKind::Write, "write", "Write"},
    {AccessKind::Atomic, "atomic", "Atomic"},
};
const AccessWords &wordsFor(AccessKind kind) {
  for (const AccessWords &row : accessWords)
    if (row.kind == kind)
      return row;
  return accessWords[0]; // every kind has a row
}
} // namespace

const char *accessWord(AccessKind kind) { return wordsFor(kind).word; }
const char *capitalisedAccessWord(AccessKind kind) { return wordsFor(kind).capitalised; }

} // namespace gv::driver
