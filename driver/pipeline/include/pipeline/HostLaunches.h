// Launch sizes from the host code of a .cu file (beyond GPUVerify): where
// `k<<<grid, block>>>(...)` launches a kernel with constant sizes
// (`<<<16, 64>>>`, `dim3 grid(4, 4)`, `N / threads`), those sizes serve
// when the command line gives none.
//
// The host side is compiled to LLVM IR (clang --cuda-host-only, optimised
// so that constant sizes fold), where each launch is a call configuring it
// (cudaConfigureCall, or __cudaPushCallConfiguration from CUDA 9.2 on, with
// the grid and block as dim3 values) followed by the launch of the kernel's
// host stub (__device_stub__k). Every kernel of the file has a stub.
#pragma once

#include "gpuverify/HostFacts.h"
#include "gpuverify/KernelNames.h"
#include "gpuverify/Translator.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace llvm {
class Function;
class Module;
} // namespace llvm

namespace gv::driver {

struct HostLaunch {
  std::string kernel; // the kernel's name in the source ("k", "t<64>")
  // Absent where the host code computes them at run time.
  std::optional<std::array<uint64_t, 3>> grid, block;
  // The launch in the host code, if known: where it is, then (if inlined
  // there, as the runtime's cudaLaunchKernel template is) where that was
  // called from, and so on out.
  SourceChain where;
  // The arguments passed by value, in order (pointers left out, as in
  // --kernel-args): each one's bits where constant. Absent where the launch
  // cannot be read so far.
  std::optional<std::vector<std::optional<ArgumentValue>>> byValue;
  std::vector<std::string> byValueText; // each constant as the source would write it
  // The by-value arguments and the sizes as expressions of what the host
  // computes (HostFacts.h), with a name for each unknown ("n", or where the
  // host code computes it); absent where the launch cannot be read.
  std::optional<LaunchFacts> facts;
  std::vector<std::string> unknownNames;
};

struct HostLaunches {
  std::vector<std::string> kernels; // every kernel the file defines (its stubs)
  std::vector<HostLaunch> launches;
  // Kernels the host code may launch other than by <<<...>>> (their stub's
  // address taken elsewhere: cudaLaunchCooperativeKernel, a table): not
  // every launch of theirs is known.
  std::vector<std::string> launchedOtherwise;
  // The names of each kernel's parameters passed by value, in order.
  std::map<std::string, std::vector<std::string>> byValueNames;
  TypeAliases typeAliases; // the names a kernel's name may give its template arguments
};

HostLaunches readHostLaunches(const llvm::Module &host);

// The host code as clang left it (no optimisation yet) optimised for
// reading (O1 and GVN). A call that only reads memory made again with the
// same arguments is merged first, before inlining (a macro's
// CLAMP(atoi(arg), lo, hi) calls it thrice: one value, not three).
// A file that defines `main` is a program: its functions are called from
// it alone (as its kernels are launched from it alone), so each one but
// `main` (and the kernels' stubs) is made internal first, carrying what
// `main` passes into the functions that launch (a wrapper `run(n)` called
// as `run(4096)`), and a value loaded again after calls that cannot have
// changed it (a size read from a file into `w`, then used for the grid and
// as an argument) is loaded once.
void optimiseHostCode(llvm::Module &host);

// Whether a host function is a kernel's stub (what `k<<<...>>>` calls).
bool isKernelStub(const llvm::Function &f);

// Whether a module defines `main` (is a program, not a part of one).
bool definesMain(const llvm::Module &host);

// Whether source text may launch a kernel in a way readHostLaunches reads
// (`<<<`, a cudaLaunch* call, which a macro's body spells too): a file set
// where none does has nothing to read, and its host side need not be
// compiled.
bool mentionsLaunch(const std::string &sourceText);

// Which of a launch's sizes a run takes from the host code: those the
// command line does not give (a block fixed in the code, a grid computed
// from the data: --gridDim alone).
struct LaunchParts {
  bool grid = true, block = true;
};

// The sizes to verify with: the `needed` ones of every launch of
// `kernelName` (or, with no name, of every kernel in the file), when they
// are all constant and the same. Otherwise `why` says what stands in the way.
struct ChosenLaunch {
  std::optional<HostLaunch> launch;
  std::string why;
};
ChosenLaunch chooseLaunch(const HostLaunches &host, const std::string &kernelName, LaunchParts needed = {});

// The same where the kernels selected may be launched with different sizes
// (a template on its block size, each instantiation launched with its
// own): the kernels grouped by the `needed` sizes of their launches, each
// group to be verified at its own. Each kernel's own launches must agree.
struct LaunchGroup {
  HostLaunch launch; // the first of the group
  std::vector<std::string> kernels;
  std::string why; // "grid ..., block ..."
};
struct LaunchGroups {
  std::vector<LaunchGroup> groups; // empty: `why` says what stands in the way
  std::string why;
};
LaunchGroups chooseLaunchGroups(const HostLaunches &host, const std::string &kernelName, LaunchParts needed = {});

// The kernels `kernelName` selects (or all) whose every launch is one the
// host code spells and readHostLaunches reads: those whose launches may say
// what they are given.
std::vector<std::string> kernelsLaunchedOnlyAsRead(const HostLaunches &host, const std::string &kernelName);

// The values of each kernel's by-value arguments that are the same constant
// at every launch in the host code (the kernels `kernelName` selects, or
// all): assumed unless --all-inputs. None for a kernel launched otherwise
// too, or at a launch that cannot be read.
struct AssumedArguments {
  KernelArgumentValues values;
  std::vector<std::string> names; // of the parameters passed by value
  std::vector<std::string> texts; // each value assumed, as the source would write it ("" if none)
  SourceChain where;              // the first launch
  size_t launches = 0;
};
std::vector<AssumedArguments> assumedArguments(const HostLaunches &host, const std::string &kernelName);

} // namespace gv::driver
