// The kinds of error gpuverify reports and what each prints as: one table
// (ErrorKinds.def) read by the text, JSON and SARIF reports.
#pragma once

#include "gpuverify/Translator.h"

#include <optional>
#include <vector>

namespace gv::driver {

enum class ErrorKind {
#define GV_ERROR_KIND(name, message, jsonName, sarifRule, sarifDescription, namesThread, check) name,
#include "reports/ErrorKinds.def"
};

struct ErrorKindInfo {
  ErrorKind kind;
  const char *message;
  const char *jsonName;
  const char *sarifRule;
  const char *sarifDescription;
  bool namesThread;
  std::optional<CheckKind> check; // the check whose failures it reports
};

const ErrorKindInfo &infoOf(ErrorKind kind);
// Every row, in the table's order.
const std::vector<ErrorKindInfo> &allErrorKinds();
// The kind that reports failures of checks of kind `check`; nullopt where
// the table leaves it to Boogie's answer.
std::optional<ErrorKind> kindReporting(CheckKind check);

// The words for an access kind: "read" (in messages, `write-read race`,
// and in JSON), and capitalised to begin a sentence ("Read by thread 3").
const char *accessWord(AccessKind kind);
const char *capitalisedAccessWord(AccessKind kind);

} // namespace gv::driver
