// Which procedure of a printed Boogie program a line belongs to. Boogie's
// errors name only a file position; the driver needs the procedure to know
// which kernel's parameters to show.
#pragma once

#include <map>
#include <string>

namespace gv::driver {

class ProgramLines {
public:
  // `text` is the program as printed by gv::boogie::print, where every
  // procedure starts on a line beginning with "procedure ".
  explicit ProgramLines(const std::string &text);

  // The procedure declared last at or before `line`; empty if none.
  std::string procedureAt(unsigned line) const;

private:
  std::map<unsigned, std::string> procedureByFirstLine_;
};

} // namespace gv::driver
