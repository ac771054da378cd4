#include "gpuverify/KernelNames.h"

#include <llvm/ADT/StringRef.h>

#include <algorithm>
#include <cctype>
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

} // namespace

bool kernelNameMatches(const std::string &asked, const std::string &sourceName) {
  std::string a = withoutSpaces(asked), s = withoutSpaces(sourceName);
  if (a == s)
    return true;
  return a.find('<') == std::string::npos && !a.empty() && baseOf(s) == a;
}

std::string noKernelNamedMessage(const std::string &asked, const std::vector<std::string> &kernels) {
  std::string message = "no kernel named '" + asked + "'";
  if (kernels.empty())
    return message + " (the file has no kernels)";
  std::set<std::string> names(kernels.begin(), kernels.end());
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
