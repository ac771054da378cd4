// The gpuverify command: parse the options, compile, translate, run Boogie,
// report. Every failure ends here as a message and an exit code.
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

namespace gv::driver {

// `arguments` excludes the program name. Returns the exit code. Throws only
// for bugs (main turns those into exit 11).
int runDriver(const std::vector<std::string> &arguments, std::ostream &out, std::ostream &err);

} // namespace gv::driver
