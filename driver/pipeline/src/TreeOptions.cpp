#include "pipeline/TreeOptions.h"

#include "pipeline/Options.h"
#include "support/Failure.h"

namespace gv::driver {

const std::vector<OptionOrigin> &allOptionOrigins() {
  static const std::vector<OptionOrigin> rows = {
#define GV_OPTION(spelling, setBy, parsedBy, decides)                                                                  \
  {spelling, OptionSetter::setBy, OptionParser::parsedBy, OptionDecides::decides},
#include "TreeOptions.def"
  };
  return rows;
}

std::optional<OptionOrigin> originOf(const std::string &spelling) {
  for (const OptionOrigin &row : allOptionOrigins())
    if (spelling == row.spelling)
      return row;
  return std::nullopt;
}

namespace {

bool startsWith(const std::string &text, const std::string &prefix) { return text.rfind(prefix, 0) == 0; }

// clang's options a file in the tree may give: macros, include paths and
// files, warnings, the language standard. What else clang takes can load a
// plugin (-fplugin=, -Xclang -load, -fpass-plugin=), run or name another
// program (-B, -ccc-*, --config), read options from a file (@file), or
// write files (-o, -MF, -save-temps, -Wp,-MD).
struct ClangOption {
  const char *spelling;
  bool takesValue; // joined ("-DX") or the next word ("-D X")
};
constexpr ClangOption clangAllowlist[] = {
    {"-D", true},
    {"-U", true},
    {"-I", true},
    {"-isystem", true},
    {"-iquote", true},
    {"-idirafter", true},
    {"-include", true},
    {"-imacros", true},
    {"-w", false},
    {"-pedantic", false},
    {"-pedantic-errors", false},
};

// A warning option: -W<name>, but never -Wl,... -Wa,... -Wp,..., which
// hand their words to the linker, the assembler and the preprocessor.
bool isWarningOption(const std::string &word) {
  return word.size() > 2 && startsWith(word, "-W") && word.find(',') == std::string::npos;
}

bool hasNonEmptyValue(const std::string &word, const std::string &prefix) {
  return startsWith(word, prefix) && word.size() > prefix.size();
}

// Why `words` (every --clang-opt value, split as clang gets them) may not
// come from the tree; empty if they may.
std::string clangWordRefused(const std::vector<std::string> &words) {
  for (size_t i = 0; i < words.size(); ++i) {
    const std::string &word = words[i];
    if (isWarningOption(word) || hasNonEmptyValue(word, "-std=") || hasNonEmptyValue(word, "-cl-"))
      continue;
    const ClangOption *known = nullptr;
    for (const ClangOption &option : clangAllowlist)
      if (word == option.spelling || (option.takesValue && startsWith(word, option.spelling)))
        known = &option;
    if (!known)
      return word;
    if (known->takesValue && word == known->spelling && ++i == words.size())
      return word + " (with no value)";
  }
  return "";
}

// Boogie's options a file in the tree may give: numbers that tune the
// search. The others can name the prover's executable (/z3exe:,
// /proverOpt:PROVER_PATH=) or write files (/print:, /proverLog:, /xml:).
constexpr const char *boogieNumericAllowlist[] = {
    "loopUnroll", "timeLimit",  "errorLimit",   "rlimit",
    "vcsCores",   "randomSeed", "vcsMaxSplits", "vcsMaxKeepGoingSplits",
    "vcsMaxCost",
};

bool isBoogieWordAllowed(const std::string &word) {
  if (word.size() < 2 || (word[0] != '/' && word[0] != '-'))
    return false;
  size_t colon = word.find(':');
  if (colon == std::string::npos)
    return false;
  std::string name = word.substr(1, colon - 1), value = word.substr(colon + 1);
  bool number = !value.empty() && value.size() <= 9 && value.find_first_not_of("0123456789") == std::string::npos;
  for (const char *allowed : boogieNumericAllowlist)
    if (name == allowed)
      return number;
  return false;
}

std::string boogieWordRefused(const std::vector<std::string> &words) {
  for (const std::string &word : words)
    if (!isBoogieWordAllowed(word))
      return word;
  return "";
}

[[noreturn]] void refuse(const std::string &origin, const std::string &why) {
  throw Failure(ExitCode::CommandLine, origin + ": " + why);
}

} // namespace

void checkTreeOptions(const std::vector<std::string> &flags, const std::string &origin) {
  std::vector<GivenOption> given;
  try {
    given = givenOptions(flags);
  } catch (const Failure &failure) { // an ambiguous abbreviation
    refuse(origin, failure.what());
  }
  std::vector<std::string> clangValues, boogieValues;
  for (const GivenOption &option : given) {
    if (option.name.empty())
      refuse(origin, "'" + option.value + "' is not an option (a kernel's flags name no other files to verify)");
    std::optional<OptionOrigin> row = originOf(option.name);
    if (!row)
      refuse(origin, option.name + " is not a gpuverify option");
    if (row->setBy == OptionSetter::CommandLine)
      refuse(origin, option.name +
                         " can be given only on the command line: files in the tree may set kernel and verification "
                         "options, not which programs run, where reports and files are written, or how batch mode, "
                         "the cache and the editor work");
    if (row->setBy == OptionSetter::ClangValues)
      clangValues.push_back(option.value);
    if (row->setBy == OptionSetter::BoogieValues)
      boogieValues.push_back(option.value);
  }
  if (std::string word = clangWordRefused(passThroughWords(clangValues)); !word.empty()) {
    std::string allowed = "-W<warning>, -std=, -cl-<option>";
    for (const ClangOption &option : clangAllowlist)
      allowed += std::string(", ") + option.spelling;
    refuse(origin, "--clang-opt " + word + ": from a file in the tree clang may get only " + allowed +
                       "; give it on the command line");
  }
  if (std::string word = boogieWordRefused(passThroughWords(boogieValues)); !word.empty()) {
    std::string allowed;
    for (const char *name : boogieNumericAllowlist)
      allowed += (allowed.empty() ? "/" : ", /") + std::string(name) + ":N";
    refuse(origin, "--boogie-opt " + word + ": from a file in the tree Boogie may get only " + allowed +
                       "; give it on the command line");
  }
}

} // namespace gv::driver
