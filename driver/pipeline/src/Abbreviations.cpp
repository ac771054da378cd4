#include "pipeline/Abbreviations.h"

#include "support/Failure.h"

namespace gv::driver {

namespace {

bool startsWith(const std::string &text, const std::string &prefix) {
  return text.compare(0, prefix.size(), prefix) == 0;
}

// The known option `written` stands for: itself, or the one option it is a
// prefix of. Null if it matches nothing.
const OptionSpelling *resolve(const std::string &written, const std::vector<OptionSpelling> &known) {
  std::vector<const OptionSpelling *> candidates;
  for (const auto &option : known) {
    if (option.name == written)
      return &option;
    if (startsWith(option.name, written))
      candidates.push_back(&option);
  }
  if (candidates.size() > 1) {
    std::string names;
    for (const auto *candidate : candidates)
      names += (names.empty() ? "" : ", ") + candidate->name;
    throw Failure(ExitCode::CommandLine, "ambiguous option: " + written + " could match " + names);
  }
  return candidates.empty() ? nullptr : candidates.front();
}

} // namespace

std::vector<std::string> expandAbbreviations(const std::vector<std::string> &arguments,
                                             const std::vector<OptionSpelling> &known) {
  std::vector<std::string> expanded;
  bool nextIsValue = false;
  bool onlyPositionalsLeft = false;
  for (const auto &argument : arguments) {
    if (nextIsValue || onlyPositionalsLeft) {
      expanded.push_back(argument);
      nextIsValue = false;
      continue;
    }
    if (argument == "--") {
      expanded.push_back(argument);
      onlyPositionalsLeft = true;
      continue;
    }
    if (!startsWith(argument, "-") || argument == "-") {
      expanded.push_back(argument);
      continue;
    }
    if (!startsWith(argument, "--")) {
      // A short option: "-D X" takes the next argument, "-DX" does not.
      nextIsValue = false;
      for (const auto &option : known)
        nextIsValue = nextIsValue || (option.name == argument && option.takesValue);
      expanded.push_back(argument);
      continue;
    }
    size_t equals = argument.find('=');
    std::string written = argument.substr(0, equals);
    const OptionSpelling *option = resolve(written, known);
    if (!option) {
      expanded.push_back(argument);
      continue;
    }
    bool hasInlineValue = equals != std::string::npos;
    expanded.push_back(option->name + (hasInlineValue ? argument.substr(equals) : ""));
    nextIsValue = option->takesValue && !hasInlineValue;
  }
  return expanded;
}

} // namespace gv::driver
