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

// Whether the z3 at `z3` says it is older than major.minor ("Z3 version
// 4.8.12 - 64 bit"); false if it does not say, or does not run.
bool z3OlderThan(const std::string &z3, unsigned major, unsigned minor);
// The same, read from its version line.
bool z3VersionLineOlderThan(const std::string &line, unsigned major, unsigned minor);

} // namespace gv::driver
