#include "encode/ProgramBuilder.h"
#include "gpuverify/Naming.h"

#include <algorithm>
#include <cctype>

namespace gv {

namespace {

bool validChar(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '.' || c == '$' || c == '#' || c == '\'' ||
         c == '~' || c == '^' || c == '?';
}

std::string sanitize(const std::string &base) {
  std::string s;
  for (char c : base)
    s += validChar(c) ? c : '_';
  if (s.empty() || std::isdigit(static_cast<unsigned char>(s[0])))
    s = "v" + s;
  return s;
}

} // namespace

bool NameTable::taken(const std::string &name) const { return used_.count(name) || (parent_ && parent_->taken(name)); }

std::string NameTable::unique(const std::string &base) {
  std::string name = sanitize(base);
  if (taken(name)) {
    unsigned n = 1;
    while (taken(name + "." + std::to_string(n)))
      ++n;
    name += "." + std::to_string(n);
  }
  used_.insert(name);
  return name;
}

unsigned ProgramBuilder::arrayInfo(const void *base, ArrayInfo info) {
  std::pair<const void *, unsigned> key = {base, info.elementBits};
  auto it = arrayInfos_.find(key);
  if (it != arrayInfos_.end())
    return it->second;
  info.boogieName = names_.unique(naming::arrayContents(info.sourceName));
  out_.arrays.push_back(std::move(info));
  return arrayInfos_[key] = static_cast<unsigned>(out_.arrays.size() - 1);
}

unsigned ProgramBuilder::addCheck(Check check) {
  check.id = static_cast<unsigned>(out_.checks.size());
  out_.checks.push_back(std::move(check));
  return out_.checks.back().id;
}

void ProgramBuilder::noteUndefinedFunction(const std::string &name, SourceChain call) {
  auto &known = out_.undefinedFunctions;
  if (std::none_of(known.begin(), known.end(), [&](const auto &f) { return f.name == name; }))
    known.push_back({name, std::move(call)});
}

unsigned ProgramBuilder::addSite(AccessSite site) {
  site.id = static_cast<unsigned>(out_.sites.size() + 1); // 0 means "no site" in the model
  out_.sites.push_back(std::move(site));
  return out_.sites.back().id;
}

void ProgramBuilder::declareGlobalVar(const std::string &name, const boogie::Type &type, boogie::Attributes attrs) {
  if (!declared_.insert(name).second)
    return;
  out_.program.decls.push_back(boogie::VarDecl{{name, type, std::move(attrs)}});
  globalVars_.push_back(name);
}

void ProgramBuilder::declareConst(const std::string &name, const boogie::Type &type, boogie::Attributes attrs) {
  if (!declared_.insert(name).second)
    return;
  out_.program.decls.push_back(boogie::ConstDecl{{name, type, std::move(attrs)}, false});
}

boogie::ExprPtr ProgramBuilder::functionAddress(const void *function, const std::string &sourceName, unsigned bits) {
  auto known = functionAddresses_.find(function);
  if (known != functionAddresses_.end())
    return known->second;
  std::string name = names_.unique(naming::sourceFunction(sourceName));
  boogie::Type type = boogie::Type::bv(bits);
  out_.program.decls.push_back(boogie::ConstDecl{{name, type, {}}, false});
  boogie::ExprPtr address = boogie::var(name, type);
  // Distinct from null and from the functions declared before. (Not with
  // `unique`: with it, Z3's models under smt.relevancy=0 make Boogie blame
  // the wrong assertion.) And even: clang's member function pointers (the
  // Itanium C++ ABI) tell a virtual function's vtable offset from a
  // function's address by the lowest bit.
  std::vector<boogie::ExprPtr> facts{boogie::neq(address, boogie::bvLit(0, bits))};
  for (const boogie::ExprPtr &other : functionAddressOrder_)
    facts.push_back(boogie::neq(address, other));
  facts.push_back(
      boogie::eq(prelude_.bvBinary(boogie::BvOp::And, address, boogie::bvLit(1, bits)), boogie::bvLit(0, bits)));
  out_.program.decls.push_back(boogie::AxiomDecl{boogie::andAll(facts), {}});
  functionAddressOrder_.push_back(address);
  return functionAddresses_[function] = address;
}

void ProgramBuilder::finish() {
  boogie::Program prelude;
  prelude.decls.push_back(boogie::CommentDecl{"Operations used by this program"});
  prelude_.declareUsed(prelude);
  prelude.decls.push_back(boogie::CommentDecl{""});
  out_.program.decls.insert(out_.program.decls.begin(), prelude.decls.begin(), prelude.decls.end());
}

} // namespace gv
