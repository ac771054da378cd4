#include "pipeline/KernelTemplates.h"

#include <algorithm>
#include <regex>

namespace gv::driver {

std::vector<std::string> kernelTemplateNames(const std::string &source) {
  // template <...> [qualifiers] __global__ [qualifiers] void name(
  static const std::regex kernelTemplate(
      R"(template\s*<(?:[^<>]|<[^<>]*>)*>\s*(?:(?:static|inline|__host__|__device__|__forceinline__|__launch_bounds__\s*\([^)]*\))\s+)*)"
      R"((?:__global__|__attribute__\s*\(\(\s*global\s*\)\))\s+(?:(?:static|inline|__launch_bounds__\s*\([^)]*\))\s+)*void\s+(\w+)\s*\()");
  std::vector<std::string> names;
  for (auto it = std::sregex_iterator(source.begin(), source.end(), kernelTemplate); it != std::sregex_iterator(); ++it)
    if (std::find(names.begin(), names.end(), (*it)[1].str()) == names.end())
      names.push_back((*it)[1].str());
  return names;
}

std::string uninstantiatedTemplatesMessage(const std::vector<std::string> &templates,
                                           const std::vector<std::string> &verifiedKernels) {
  std::vector<std::string> missing;
  for (const std::string &name : templates) {
    bool instantiated = std::any_of(verifiedKernels.begin(), verifiedKernels.end(), [&](const std::string &kernel) {
      return kernel.compare(0, name.size() + 1, name + "<") == 0;
    });
    if (!instantiated)
      missing.push_back(name);
  }
  if (missing.empty())
    return "";
  std::string names;
  for (const std::string &name : missing)
    names += (names.empty() ? "'" : ", '") + name + "'";
  return "the kernel template" + std::string(missing.size() > 1 ? "s " : " ") + names +
         (missing.size() > 1 ? " are" : " is") +
         " never instantiated, so clang generates no code for it and it is not verified; instantiate it "
         "explicitly after its definition (`template __global__ void " +
         missing.front() +
         "<ARGUMENTS>(PARAMETERS);`, e.g. `<int>(int *, int)` for `<typename T> ... (T *, T)`) "
         "or launch it from host code in the file";
}

} // namespace gv::driver
