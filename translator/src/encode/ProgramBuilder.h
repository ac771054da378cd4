// Module-wide state of an encoding: the Boogie program being built, the
// prelude functions it uses, global names, and the tables (arrays, access
// sites, checks) that give the driver the meaning of the program.
#pragma once

#include "bpl-prelude/Prelude.h"
#include "gpuverify/Translator.h"

#include <map>
#include <set>
#include <string>

namespace gv {

// Hands out identifiers that are unique within a scope and valid in Boogie.
class NameTable {
public:
  explicit NameTable(const NameTable *parent = nullptr) : parent_(parent) {}
  // `base` made valid and unique: "i.0" stays "i.0", a second "x" is "x.1".
  std::string unique(const std::string &base);
  bool taken(const std::string &name) const;

private:
  const NameTable *parent_;
  std::set<std::string> used_;
};

class ProgramBuilder {
public:
  explicit ProgramBuilder(Translation &out) : out_(out) {}

  boogie::Program &program() { return out_.program; }
  prelude::Prelude &prelude() { return prelude_; }
  NameTable &globalNames() { return names_; }
  Translation &translation() { return out_; }
  // Records how `variable` reads in the source (Translation::sourceTerms).
  void nameInSource(const std::string &variable, std::string term) { out_.sourceTerms[variable] = std::move(term); }
  // The same for thread `t`'s copy (1 or 2) of a per-thread value whose
  // source term is `term`: the other thread's as __other_int(term), or
  // __other_bool for a condition.
  void nameInSource(const std::string &variable, const std::string &term, unsigned t, bool isBool) {
    nameInSource(variable, t == 2 ? (isBool ? "__other_bool(" : "__other_int(") + term + ")" : term);
  }

  // The ArrayInfo index of the array based at `base`, registering `info`
  // (and a unique Boogie name for it) on first sight. Arrays at program scope
  // are shared by all kernels of the module that access them at one width.
  unsigned arrayInfo(const void *base, ArrayInfo info);

  unsigned addCheck(Check check);
  // Records a call to a function of the user's without a body (once per
  // function: the first call is the one shown).
  void noteUndefinedFunction(const std::string &name, SourceChain call);
  unsigned addSite(AccessSite site);

  // Declares a global variable or constant once (by name).
  void declareGlobalVar(const std::string &name, const boogie::Type &type, boogie::Attributes attrs = {});
  void declareConst(const std::string &name, const boogie::Type &type, boogie::Attributes attrs = {});
  const std::vector<std::string> &globalVars() const { return globalVars_; }

  // The address of a function, `sourceName` being its name in the source:
  // a constant distinct from every other function's and from null, even,
  // and otherwise unknown (so that ordering function pointers proves
  // nothing).
  // Declared once per function, for all kernels.
  boogie::ExprPtr functionAddress(const void *function, const std::string &sourceName, unsigned bits);

  // The keys of the arguments some call passes with values that may differ
  // between the threads (Intrinsic::ArgumentPassed), for the postcondition
  // entries, which assume the others uniform.
  void setNonUniformArguments(std::set<unsigned> keys) { nonUniformArguments_ = std::move(keys); }
  bool argumentUniform(unsigned key) const { return !nonUniformArguments_.count(key); }

  // Moves prelude declarations in front of the program; call once at the end.
  void finish();

private:
  Translation &out_;
  prelude::Prelude prelude_;
  NameTable names_;
  std::set<std::string> declared_;
  // By base and element width: kernels of one program that access an
  // array at different widths (instantiations of one template) each get
  // an array of their own, as each is verified on its own.
  std::map<std::pair<const void *, unsigned>, unsigned> arrayInfos_;
  std::vector<std::string> globalVars_;
  std::map<const void *, boogie::ExprPtr> functionAddresses_;
  std::vector<boogie::ExprPtr> functionAddressOrder_; // as declared
  std::set<unsigned> nonUniformArguments_;
};

} // namespace gv
