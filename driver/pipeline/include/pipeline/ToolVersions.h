// The versions of the external tools, for --version and the JSON report.
#pragma once

#include "reports/Report.h"
#include "support/Toolchain.h"

namespace gv::driver {

// Each entry is the tool's own words ("Debian clang version 19.1.7 ...",
// "2.4.1.10503", "Z3 version 4.8.12 - 64 bit"), "not found" if the tool
// cannot be located, or "unknown" if it does not say. Never throws.
ToolVersions queryToolVersions(const ToolOverrides &overrides, const Environment &environment);

// The version in Boogie's banner line "Boogie program verifier version
// 2.4.1.10503, Copyright ...", if `output` has one.
std::optional<std::string> boogieVersionFromBanner(const std::string &output);

} // namespace gv::driver
