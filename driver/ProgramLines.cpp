#include "ProgramLines.h"

#include <iterator>
#include <sstream>

namespace gv::driver {

namespace {

// "procedure {:kernel} {:source_name "k"} \foo(x: bv32)" -> "foo".
std::string procedureName(const std::string &declaration) {
  size_t position = std::string("procedure ").size();
  while (position < declaration.size() && declaration.compare(position, 2, "{:") == 0) {
    bool inString = false;
    for (; position < declaration.size(); ++position) {
      char c = declaration[position];
      if (c == '"')
        inString = !inString;
      else if (c == '}' && !inString)
        break;
    }
    position = declaration.find_first_not_of(' ', position + 1);
    if (position == std::string::npos)
      return "";
  }
  if (position < declaration.size() && declaration[position] == '\\') // escaped keyword
    ++position;
  size_t end = declaration.find_first_of("( ;", position);
  return declaration.substr(position, end == std::string::npos ? std::string::npos : end - position);
}

} // namespace

ProgramLines::ProgramLines(const std::string &text) {
  std::istringstream in(text);
  std::string line;
  unsigned number = 0;
  while (std::getline(in, line)) {
    ++number;
    if (line.compare(0, 10, "procedure ") == 0)
      procedureByFirstLine_[number] = procedureName(line);
  }
}

std::string ProgramLines::procedureAt(unsigned line) const {
  auto after = procedureByFirstLine_.upper_bound(line);
  if (after == procedureByFirstLine_.begin())
    return "";
  return std::prev(after)->second;
}

} // namespace gv::driver
