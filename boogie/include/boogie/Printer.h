// The single printer from the Boogie AST to Boogie source text.
//
// Identifiers are escaped here and nowhere else: Boogie keywords (including
// the ones Boogie 3 added, such as `pure` and `uses`) get a leading backslash.
// The printer records on which line each check (an assert, call or spec with
// a checkId) was printed, and where each procedure starts, so Boogie's
// "file.bpl(line,col)" errors can be mapped back to what the translator
// meant by them and to the kernel they are in.
#pragma once

#include "boogie/Ast.h"

#include <map>
#include <string>

namespace gv::boogie {

struct PrintedProgram {
  std::string text;
  std::map<unsigned, unsigned> checkIdByLine;           // 1-based line -> checkId
  std::map<unsigned, std::string> procedureByFirstLine; // 1-based line -> procedure name

  // The procedure whose declaration starts last at or before `line`;
  // empty if none.
  std::string procedureAt(unsigned line) const;
};

PrintedProgram print(const Program &program);

// Individual pieces, for tests and diagnostics.
std::string printExpr(const ExprPtr &e);
std::string printType(const Type &t);
std::string escapeIdentifier(const std::string &name);

} // namespace gv::boogie
