// How --kernel-name names a kernel, for the translator (which kernels are
// verified) and the driver (which host launch gives the sizes) alike.
#pragma once

#include <map>
#include <string>
#include <vector>

namespace llvm {
class Module;
}

namespace gv {

// The names types and constants go by in a program, with what a kernel's
// debug name spells in their place among its template arguments: each
// typedef its debug information records ("half2") with the name of the
// type it stands for ("__half2"), and each enumerator ("BLOCK_SCAN_RAKING")
// as clang prints it there, a cast of its value ("(cub::BlockScanAlgorithm)0").
using TypeAliases = std::map<std::string, std::string>;
TypeAliases typeAliasesIn(const llvm::Module &module);

// `asked` as debug information would spell it: each name in its template
// arguments that is a typedef or an enumerator (not part of a qualified
// name) replaced as above, through chains of typedefs ("hmax<half2>" is
// "hmax<__half2>", "k<int32_t>" is "k<int>", "scan<128, BLOCK_SCAN_RAKING>"
// is "scan<128, (cub::BlockScanAlgorithm)0>").
std::string withoutTypeAliases(const std::string &asked, const TypeAliases &aliases);

// Whether `asked` names the kernel whose source name (as debug information
// spells it: "k", "k<float, 16>") is `sourceName`: the same name, spaces
// aside, or, when `asked` gives no template arguments, its base name, so
// that `k` selects every instantiation of the template kernel `k`.
bool kernelNameMatches(const std::string &asked, const std::string &sourceName);

// The message for a --kernel-name that names none of `kernels`: the kernels
// there are, and the closest name if one is close.
// The kernels are listed with enumerator template arguments by their
// qualified names (`copyTile<tiles::Order::Rows>` for clang's
// `copyTile<(tiles::Order)0>`) where `aliases` knows them.
std::string noKernelNamedMessage(const std::string &asked, const std::vector<std::string> &kernels,
                                 const TypeAliases &aliases = {});

} // namespace gv
