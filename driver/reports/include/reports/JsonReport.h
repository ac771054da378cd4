// The report as a JSON document for tools (schema: docs/json-report.md).
#pragma once

#include "reports/Report.h"

#include <string>

namespace gv::driver {

inline constexpr int jsonReportVersion = 1;

// Pretty-printed, with a final newline.
std::string jsonReportText(const Report &report);

} // namespace gv::driver
