// Which options a file in the tree may set: a kernel's header and a
// gpuverify.json come with the code (a checked-out repository, a folder
// under /tmp), so they may say what to verify and how, never which program
// runs, where reports or files are written, or how batch mode, the cache
// or the editor work. One table, TreeOptions.def, says it for every option;
// the parser marks the command-line-only ones in --help and refuses to
// declare an option the table lacks.
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace gv::driver {

enum class OptionSetter {
  Anywhere,     // the command line or a file in the tree
  CommandLine,  // the command line only
  ClangValues,  // from the tree, only values on clang's allowlist
  BoogieValues, // from the tree, only values on Boogie's allowlist
};

enum class OptionParser { Driver, Batch, LanguageServer };

// Whether an option's value goes into the result cache's key.
enum class OptionDecides {
  Result, // what is verified, how, or what a run prints
  Report, // where reports go, how long to try, the cache's own working
};

struct OptionOrigin {
  const char *spelling;
  OptionSetter setBy;
  OptionParser parsedBy;
  OptionDecides decides;
};

// Every row of TreeOptions.def, in order.
const std::vector<OptionOrigin> &allOptionOrigins();
// The row of an option as the parser spells it ("--local_size", "-D").
std::optional<OptionOrigin> originOf(const std::string &spelling);

// Throws Failure(CommandLine), its message starting with `origin` (the
// file, and where in it), if `flags` (a header's or a gpuverify.json rule's)
// hold an option only the command line may give, one that is not a
// gpuverify option, a pass-through value off its allowlist, or an operand.
// Abbreviations count as the parser expands them.
void checkTreeOptions(const std::vector<std::string> &flags, const std::string &origin);

} // namespace gv::driver
