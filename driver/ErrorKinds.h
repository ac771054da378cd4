// The kinds of error gpuverify reports and what each prints as: one table
// (ErrorKinds.def) read by the text, JSON and SARIF reports.
#pragma once

#include <vector>

namespace gv::driver {

enum class ErrorKind {
#define GV_ERROR_KIND(name, message, jsonName, sarifRule, sarifDescription, namesThread) name,
#include "ErrorKinds.def"
};

struct ErrorKindInfo {
  ErrorKind kind;
  const char *message;
  const char *jsonName;
  const char *sarifRule;
  const char *sarifDescription;
  bool namesThread;
};

const ErrorKindInfo &infoOf(ErrorKind kind);
// Every row, in the table's order.
const std::vector<ErrorKindInfo> &allErrorKinds();

} // namespace gv::driver
