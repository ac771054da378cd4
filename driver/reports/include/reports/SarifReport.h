// The report as a SARIF 2.1.0 log, for code-scanning tools and editors.
#pragma once

#include "reports/Report.h"

#include <string>

namespace gv::driver {

// Pretty-printed, with a final newline. One run, one result per error;
// a race's earlier access is a related location.
std::string sarifLogText(const Report &report);

} // namespace gv::driver
