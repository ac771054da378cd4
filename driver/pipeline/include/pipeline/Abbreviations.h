// Unique-prefix abbreviation of long options, as Python's argparse allows:
// GPUVerify was an argparse program and its test suite writes, for
// example, `--vcgen-op=/checkArrays:A` for `--vcgen-opt=`. CLI11 has no such
// feature, so the arguments are rewritten before CLI11 sees them.
#pragma once

#include <string>
#include <vector>

namespace gv::driver {

struct OptionSpelling {
  std::string name;        // "--vcgen-opt" or "-D"
  bool takesValue = false; // whether "--name value" consumes the next argument
};

// Replaces every long option that is a unique prefix of a known one by the
// full name (keeping any "=value"). Exact names win over prefixes, values of
// options are never rewritten, and nothing after "--" is. Unknown options
// are left for the parser to reject. Throws Failure(CommandLine) for an
// ambiguous prefix.
std::vector<std::string> expandAbbreviations(const std::vector<std::string> &arguments,
                                             const std::vector<OptionSpelling> &known);

} // namespace gv::driver
