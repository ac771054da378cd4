#include "HostLaunches.h"

#include "gpuverify/KernelNames.h"

#include <llvm/IR/Constants.h>
#include <llvm/IR/DebugInfoMetadata.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/Module.h>

#include <algorithm>
#include <set>

namespace gv::driver {

namespace {

constexpr llvm::StringLiteral stubPrefix = "__device_stub__";

// The kernel a host stub stands for, as the source names it: the stub's
// debug name is the kernel's; else its symbol ("__device_stub__k" for an
// extern "C" kernel).
std::optional<std::string> kernelOfStub(const llvm::Function &f) {
  if (const llvm::DISubprogram *sp = f.getSubprogram(); sp && !sp->getName().empty())
    return sp->getName().str();
  std::string name = f.getName().str();
  if (name.rfind(stubPrefix.data(), 0) != 0)
    return std::nullopt;
  return name.substr(stubPrefix.size());
}

bool isStub(const llvm::Function &f) { return f.getName().contains(stubPrefix); }

// A dim3 passed by value: (x | y << 32) as i64, then z as i32.
std::optional<std::array<uint64_t, 3>> dim3At(const llvm::CallBase &call, unsigned first) {
  if (call.arg_size() < first + 2)
    return std::nullopt;
  auto *xy = llvm::dyn_cast<llvm::ConstantInt>(call.getArgOperand(first));
  auto *z = llvm::dyn_cast<llvm::ConstantInt>(call.getArgOperand(first + 1));
  if (!xy || !z || xy->getBitWidth() != 64)
    return std::nullopt;
  uint64_t packed = xy->getZExtValue();
  return std::array<uint64_t, 3>{packed & 0xffffffffu, packed >> 32, z->getZExtValue()};
}

bool configures(const llvm::CallBase &call) {
  const llvm::Function *callee = call.getCalledFunction();
  return callee && (callee->getName() == "cudaConfigureCall" || callee->getName() == "__cudaPushCallConfiguration");
}

// The stub a call launches: a call of the stub itself, or (once the stub is
// inlined) cudaLaunch / cudaLaunchKernel of its address.
const llvm::Function *launchedStub(const llvm::CallBase &call) {
  const llvm::Function *callee = call.getCalledFunction();
  if (!callee)
    return nullptr;
  if (isStub(*callee))
    return callee;
  if ((callee->getName() == "cudaLaunch" || callee->getName() == "cudaLaunchKernel") && call.arg_size() > 0)
    if (auto *stub = llvm::dyn_cast<llvm::Function>(call.getArgOperand(0)->stripPointerCasts()); stub && isStub(*stub))
      return stub;
  return nullptr;
}

std::string describe(const std::array<uint64_t, 3> &size) {
  return "(" + std::to_string(size[0]) + ", " + std::to_string(size[1]) + ", " + std::to_string(size[2]) + ")";
}

} // namespace

HostLaunches readHostLaunches(const llvm::Module &host) {
  HostLaunches result;
  for (const llvm::Function &f : host)
    if (isStub(f) && !f.isDeclaration())
      if (auto kernel = kernelOfStub(f))
        result.kernels.push_back(*kernel);
  for (const llvm::Function &f : host) {
    if (isStub(f))
      continue;
    // In program order, each launch follows its configuration; a stub
    // inlined into its caller is launched once.
    const llvm::CallBase *configuration = nullptr;
    for (const llvm::BasicBlock &block : f)
      for (const llvm::Instruction &inst : block) {
        auto *call = llvm::dyn_cast<llvm::CallBase>(&inst);
        if (!call)
          continue;
        if (configures(*call)) {
          configuration = call;
          continue;
        }
        const llvm::Function *stub = launchedStub(*call);
        if (!stub || !configuration)
          continue;
        HostLaunch launch;
        launch.kernel = kernelOfStub(*stub).value_or(stub->getName().str());
        launch.grid = dim3At(*configuration, 0);
        launch.block = dim3At(*configuration, 2);
        if (const llvm::DebugLoc &location = configuration->getDebugLoc()) {
          launch.where.file = location->getFilename().str();
          launch.where.directory = location->getDirectory().str();
          launch.where.line = location.getLine();
          launch.where.column = location.getCol();
        }
        result.launches.push_back(launch);
        configuration = nullptr;
      }
  }
  return result;
}

ChosenLaunch chooseLaunch(const HostLaunches &host, const std::string &kernelName) {
  std::vector<std::string> kernels;
  for (const std::string &kernel : host.kernels)
    if (kernelName.empty() || kernelNameMatches(kernelName, kernel))
      kernels.push_back(kernel);
  if (kernels.empty() && !kernelName.empty())
    return {std::nullopt, noKernelNamedMessage(kernelName, host.kernels)};
  std::optional<HostLaunch> chosen;
  for (const std::string &kernel : kernels) {
    bool launched = false;
    for (const HostLaunch &launch : host.launches) {
      if (launch.kernel != kernel)
        continue;
      launched = true;
      if (!launch.grid || !launch.block)
        return {std::nullopt, "the host code launches '" + kernel + "' with sizes it computes at run time"};
      if (chosen && (chosen->grid != launch.grid || chosen->block != launch.block))
        return {std::nullopt, "the host code launches " +
                                  (chosen->kernel == kernel ? "'" + kernel + "' with different sizes"
                                                            : "'" + chosen->kernel + "' and '" + kernel +
                                                                  "' with different sizes (--kernel-name picks one)")};
      if (!chosen)
        chosen = launch;
    }
    if (!launched)
      return {std::nullopt, "the host code does not launch '" + kernel + "'"};
  }
  if (!chosen)
    return {std::nullopt, "the file has no kernel the host code launches"};
  return {chosen, "grid " + describe(*chosen->grid) + ", block " + describe(*chosen->block)};
}

} // namespace gv::driver
