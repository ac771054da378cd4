// A verification's outcome as LSP diagnostics: each error of the kernel's
// JSON report (docs/json-report.md) at the source range of its check, the
// threads in the message (editors do not all show related information),
// the other access of a race, the inlined call sites and the notes as
// related information; clang's own errors for a kernel that does not
// compile; one diagnostic at the top for a run that ended without a
// verdict (a time-out, a missing tool).
#pragma once

#include "support/FileUri.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>

namespace gv::lsp {

// The document the diagnostics are for.
struct DocumentView {
  std::string uri;      // as the client named it
  std::string text;     // the client's text, which was verified
  std::string verified; // the path it was verified under (a copy of the text)
  std::string folder;   // the document's own folder, where relative names resolve
};

// `report` is the JSON report (null if none was written), `output` what
// gpuverify printed, `exitCode` its exit code (none: it was killed).
nlohmann::json diagnosticsOf(const nlohmann::json &report, const std::string &output, std::optional<int> exitCode,
                             const DocumentView &document);

// One diagnostic at the top of the document (an error, else a warning):
// for what concerns the run as a whole, not a place in the kernel.
nlohmann::json diagnosticAtTop(const std::string &message, bool error);

// The UTF-16 code units before a 1-based byte column of `line` (LSP counts
// characters in UTF-16 units).
unsigned utf16Column(const std::string &line, unsigned byteColumn);

// file:// URIs: the driver's, as SARIF writes them.
using driver::pathOfUri;
using driver::uriOfPath;

} // namespace gv::lsp
