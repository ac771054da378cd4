// How --kernel-name names a kernel, for the translator (which kernels are
// verified) and the driver (which host launch gives the sizes) alike.
#pragma once

#include <string>
#include <vector>

namespace gv {

// Whether `asked` names the kernel whose source name (as debug information
// spells it: "k", "k<float, 16>") is `sourceName`: the same name, spaces
// aside, or, when `asked` gives no template arguments, its base name, so
// that `k` selects every instantiation of the template kernel `k`.
bool kernelNameMatches(const std::string &asked, const std::string &sourceName);

// The message for a --kernel-name that names none of `kernels`: the kernels
// there are, and the closest name if one is close.
std::string noKernelNamedMessage(const std::string &asked, const std::vector<std::string> &kernels);

} // namespace gv
