#include "gpuverify/KernelNames.h"

#include <llvm/ADT/StringRef.h>
#include <llvm/BinaryFormat/Dwarf.h>
#include <llvm/IR/DebugInfo.h>
#include <llvm/IR/DebugInfoMetadata.h>

#include <algorithm>
#include <cctype>
#include <map>
#include <set>

namespace gv {
namespace {

std::string withoutSpaces(const std::string &name) {
  std::string out;
  for (char c : name)
    if (!std::isspace(static_cast<unsigned char>(c)))
      out += c;
  return out;
}

// "k<float, 16>" is "k"; an operator's name is its own base.
std::string baseOf(const std::string &name) {
  if (name.rfind("operator", 0) == 0)
    return name;
  return name.substr(0, name.find('<'));
}

// A type as clang prints it in a template argument, or "" where that is not
// known here (a function type, an array, ...).
std::string printedType(const llvm::DIType *type, unsigned depth = 0) {
  if (!type || depth > 16)
    return "";
  if (auto *derived = llvm::dyn_cast<llvm::DIDerivedType>(type)) {
    std::string base = printedType(derived->getBaseType(), depth + 1);
    if (base.empty())
      return "";
    switch (derived->getTag()) {
    case llvm::dwarf::DW_TAG_typedef: return base;
    case llvm::dwarf::DW_TAG_pointer_type: return base + " *";
    case llvm::dwarf::DW_TAG_const_type: return "const " + base;
    default: return "";
    }
  }
  if (!llvm::isa<llvm::DIBasicType>(type) && !llvm::isa<llvm::DICompositeType>(type))
    return "";
  std::string name = type->getName().str();
  if (name.empty())
    return "";
  // Qualified by the namespaces and classes around it.
  for (const llvm::DIScope *scope = type->getScope();
       scope && !llvm::isa<llvm::DIFile>(scope) && !llvm::isa<llvm::DICompileUnit>(scope); scope = scope->getScope()) {
    if (scope->getName().empty())
      return ""; // an anonymous namespace: clang prints "(anonymous namespace)"
    name = scope->getName().str() + "::" + name;
  }
  return name;
}

bool isIdentifierChar(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

} // namespace

TypeAliases typeAliasesIn(const llvm::Module &module) {
  llvm::DebugInfoFinder finder;
  finder.processModule(module);
  TypeAliases aliases;
  std::set<std::string> ambiguous; // one name for different types, in different scopes
  for (const llvm::DIType *type : finder.types()) {
    auto *typedefType = llvm::dyn_cast<llvm::DIDerivedType>(type);
    if (!typedefType || typedefType->getTag() != llvm::dwarf::DW_TAG_typedef || typedefType->getName().empty())
      continue;
    std::string name = typedefType->getName().str(), stands = printedType(typedefType);
    if (stands.empty() || stands == name)
      continue;
    auto [at, added] = aliases.emplace(name, stands);
    if (!added && at->second != stands)
      ambiguous.insert(name);
  }
  // Enumerators, by the value clang casts to their enumeration's type.
  for (const llvm::DIType *type : finder.types()) {
    auto *enumeration = llvm::dyn_cast<llvm::DICompositeType>(type);
    if (!enumeration || enumeration->getTag() != llvm::dwarf::DW_TAG_enumeration_type)
      continue;
    std::string typeName = printedType(enumeration);
    if (typeName.empty())
      continue;
    for (const llvm::Metadata *element : enumeration->getElements()) {
      auto *enumerator = llvm::dyn_cast_or_null<llvm::DIEnumerator>(element);
      if (!enumerator)
        continue;
      const llvm::APInt &value = enumerator->getValue();
      std::string text =
          "(" + typeName + ")" +
          (enumerator->isUnsigned() ? std::to_string(value.getZExtValue()) : std::to_string(value.getSExtValue()));
      // Unqualified, and qualified by its enumeration (a scoped one's only
      // spelling: `Layout::Rows`), in full or by its innermost scope.
      std::string name = enumerator->getName().str(), innermost = enumeration->getName().str();
      for (const std::string &spelling : {name, typeName + "::" + name, innermost + "::" + name}) {
        auto [at, added] = aliases.emplace(spelling, text);
        if (!added && at->second != text)
          ambiguous.insert(at->first);
      }
    }
  }
  for (const std::string &name : ambiguous)
    aliases.erase(name);
  return aliases;
}

std::string withoutTypeAliases(const std::string &asked, const TypeAliases &aliases) {
  // Only inside template arguments: the kernel's own name is never a type.
  size_t open = asked.find('<');
  if (open == std::string::npos || aliases.empty())
    return asked;
  std::string out = asked.substr(0, open);
  for (size_t i = open; i < asked.size();) {
    if (!isIdentifierChar(asked[i])) {
      out += asked[i++];
      continue;
    }
    // A name with its scopes (`ns::Layout::Rows`) is one word: an
    // enumerator is known by it, a typedef only unqualified.
    size_t end = i;
    while (end < asked.size() &&
           (isIdentifierChar(asked[end]) ||
            (asked.compare(end, 2, "::") == 0 && end + 2 < asked.size() && isIdentifierChar(asked[end + 2]))))
      end += isIdentifierChar(asked[end]) ? 1 : 2;
    std::string word = asked.substr(i, end - i);
    bool qualified = (i >= 2 && asked.compare(i - 2, 2, "::") == 0) || word.find("::") != std::string::npos;
    if (qualified) {
      auto found = aliases.find(word);
      out += found != aliases.end() && found->second.front() == '(' ? found->second : word;
      i = end;
      continue;
    }
    // Through a chain of typedefs, never round a cycle.
    for (unsigned step = 0; step < 16 && !std::isdigit(static_cast<unsigned char>(word[0])); ++step) {
      auto found = aliases.find(word);
      if (found == aliases.end())
        break;
      word = found->second;
    }
    out += word;
    i = end;
  }
  return out;
}

bool kernelNameMatches(const std::string &asked, const std::string &sourceName) {
  std::string a = withoutSpaces(asked), s = withoutSpaces(sourceName);
  if (a == s)
    return true;
  return a.find('<') == std::string::npos && !a.empty() && baseOf(s) == a;
}

namespace {

// `name` with each enumerator value clang prints (`(tiles::Order)0`) by the
// enumerator's fully qualified name, the longest spelling `aliases` has.
std::string withEnumeratorNames(std::string name, const TypeAliases &aliases) {
  std::map<std::string, std::string> byValue;
  for (const auto &[spelling, value] : aliases)
    if (!value.empty() && value.front() == '(' && spelling.size() > byValue[value].size())
      byValue[value] = spelling;
  for (const auto &[value, spelling] : byValue) {
    size_t at = name.find(value);
    while (at != std::string::npos) {
      size_t end = at + value.size();
      bool longerValue = end < name.size() && std::isdigit(static_cast<unsigned char>(name[end])); // (E)1 in (E)12
      if (!longerValue)
        name.replace(at, value.size(), spelling);
      at = name.find(value, at + (longerValue ? value.size() : spelling.size()));
    }
  }
  return name;
}

} // namespace

std::string noKernelNamedMessage(const std::string &asked, const std::vector<std::string> &kernels,
                                 const TypeAliases &aliases) {
  std::string message = "no kernel named '" + asked + "'";
  if (kernels.empty())
    return message + " (the file has no kernels)";
  std::set<std::string> names;
  for (const std::string &kernel : kernels)
    names.insert(withEnumeratorNames(kernel, aliases));
  std::string list, closest;
  unsigned best = ~0u;
  for (const std::string &name : names) {
    list += (list.empty() ? "" : ", ") + name;
    for (const std::string &candidate : {name, baseOf(name)}) {
      unsigned distance = llvm::StringRef(candidate).edit_distance_insensitive(asked);
      if (distance < best) {
        best = distance;
        closest = candidate;
      }
    }
  }
  message += "; the kernels: " + list;
  // Close: a third of the name, at least one edit, at most a few.
  unsigned allowed = std::clamp<unsigned>(static_cast<unsigned>(asked.size() / 3), 1, 4);
  if (best <= allowed)
    message += " (did you mean '" + closest + "'?)";
  return message;
}

} // namespace gv
