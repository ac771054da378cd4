#include "pipeline/HostLaunches.h"

#include "HostConditions.h"
#include "HostValues.h"
#include "gpuverify/KernelNames.h"

#include <llvm/ADT/SmallString.h>
#include <llvm/Analysis/LoopInfo.h>
#include <llvm/BinaryFormat/Dwarf.h>
#include <llvm/IR/Constants.h>
#include <llvm/IR/DataLayout.h>
#include <llvm/IR/DebugInfo.h>
#include <llvm/IR/DebugInfoMetadata.h>
#include <llvm/IR/Dominators.h>
#include <llvm/IR/InstrTypes.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/IntrinsicInst.h>
#include <llvm/IR/Module.h>
#include <llvm/Passes/PassBuilder.h>
#include <llvm/Transforms/IPO/FunctionAttrs.h>
#include <llvm/Transforms/IPO/InferFunctionAttrs.h>
#include <llvm/Transforms/Scalar/EarlyCSE.h>
#include <llvm/Transforms/Scalar/GVN.h>

#include <algorithm>
#include <functional>
#include <map>
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

// The runtime's launches that take the kernel, its grid and block, and an
// array of its arguments' addresses: what an inlined stub calls, and what
// host code calls itself (cudaLaunchKernel(k, grid, block, args)).
bool launchesWithArgumentArray(const llvm::Function &callee) {
  return callee.getName() == "cudaLaunchKernel" || callee.getName() == "cudaLaunchCooperativeKernel";
}

// The runtime's functions that take a kernel only to ask about it or set
// its attributes, never launching it.
bool onlyQueriesKernel(const llvm::Function &callee) {
  static const std::set<std::string> queries = {"cudaFuncGetAttributes",
                                                "cudaFuncSetAttribute",
                                                "cudaFuncSetCacheConfig",
                                                "cudaFuncSetSharedMemConfig",
                                                "cudaOccupancyMaxActiveBlocksPerMultiprocessor",
                                                "cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags",
                                                "cudaOccupancyMaxPotentialBlockSize",
                                                "cudaOccupancyAvailableDynamicSMemPerBlock"};
  return queries.count(callee.getName().str()) != 0;
}

// The stub a call launches: a call of the stub itself, or (once the stub is
// inlined, or called by the host code itself) cudaLaunch or a launch with
// an argument array of its address.
const llvm::Function *launchedStub(const llvm::CallBase &call) {
  const llvm::Function *callee = call.getCalledFunction();
  if (!callee)
    return nullptr;
  if (isKernelStub(*callee))
    return callee;
  if ((callee->getName() == "cudaLaunch" || launchesWithArgumentArray(*callee)) && call.arg_size() > 0)
    if (auto *stub = llvm::dyn_cast<llvm::Function>(call.getArgOperand(0)->stripPointerCasts());
        stub && isKernelStub(*stub))
      return stub;
  return nullptr;
}

// Whether a parameter of this source type is a pointer (not passed by
// value in --kernel-args' sense), through typedefs and qualifiers.
bool pointerType(const llvm::DIType *type) {
  while (auto *derived = llvm::dyn_cast_or_null<llvm::DIDerivedType>(type)) {
    switch (derived->getTag()) {
    case llvm::dwarf::DW_TAG_pointer_type:
    case llvm::dwarf::DW_TAG_reference_type:
    case llvm::dwarf::DW_TAG_rvalue_reference_type: return true;
    case llvm::dwarf::DW_TAG_typedef:
    case llvm::dwarf::DW_TAG_const_type:
    case llvm::dwarf::DW_TAG_volatile_type:
    case llvm::dwarf::DW_TAG_restrict_type: type = derived->getBaseType(); continue;
    default: return false;
    }
  }
  return false;
}

// For each parameter of the kernel, as its stub's debug info gives them:
// whether it is passed by value; nullopt without debug info.
std::optional<std::vector<bool>> byValueParameters(const llvm::Function &stub) {
  const llvm::DISubprogram *sp = stub.getSubprogram();
  if (!sp || !sp->getType())
    return std::nullopt;
  llvm::DITypeRefArray types = sp->getType()->getTypeArray();
  std::vector<bool> byValue;
  for (unsigned i = 1; i < types.size(); ++i)
    byValue.push_back(!pointerType(types[i]));
  return byValue;
}

// The bits of a constant argument, as --kernel-args would give them.
std::optional<ArgumentValue> constantBits(const llvm::Value *value) {
  if (!value)
    return std::nullopt;
  llvm::APInt bits;
  if (auto *integer = llvm::dyn_cast<llvm::ConstantInt>(value))
    bits = integer->getValue();
  else if (auto *real = llvm::dyn_cast<llvm::ConstantFP>(value))
    bits = real->getValueAPF().bitcastToAPInt();
  else
    return std::nullopt;
  if (bits.getBitWidth() > 64)
    return std::nullopt;
  ArgumentValue v;
  int64_t sext = bits.getSExtValue();
  v.negative = sext < 0;
  v.magnitude = v.negative ? ~static_cast<uint64_t>(sext) + 1 : static_cast<uint64_t>(sext);
  return v;
}

// What the launch's code stored last at each place (a base and an offset)
// in program order: the arguments of an inlined stub are stored to its
// parameters' slots (and their addresses to an array) before the launch.
class StoredValues {
public:
  explicit StoredValues(const llvm::DataLayout &layout) : layout_(layout) {}

  void record(const llvm::StoreInst &store) { stored_[place(store.getPointerOperand())] = store.getValueOperand(); }
  const llvm::Value *at(const llvm::Value *pointer, int64_t offset = 0) const {
    auto [base, start] = place(pointer);
    auto found = stored_.find({base, start + offset});
    return found == stored_.end() ? nullptr : found->second;
  }

private:
  std::pair<const llvm::Value *, int64_t> place(const llvm::Value *pointer) const {
    llvm::APInt offset(64, 0);
    const llvm::Value *base = pointer->stripAndAccumulateConstantOffsets(layout_, offset, true);
    return {base, offset.getSExtValue()};
  }
  const llvm::DataLayout &layout_;
  std::map<std::pair<const llvm::Value *, int64_t>, const llvm::Value *> stored_;
};

// A constant as the source would write it.
std::string constantText(const llvm::Value *value) {
  if (auto *real = llvm::dyn_cast_or_null<llvm::ConstantFP>(value)) {
    llvm::SmallString<32> text;
    real->getValueAPF().toString(text);
    return text.str().str();
  }
  if (auto *integer = llvm::dyn_cast_or_null<llvm::ConstantInt>(value))
    return integer->getBitWidth() == 1 ? (integer->isOne() ? "true" : "false")
                                       : std::to_string(integer->getSExtValue());
  return "";
}

// The values of a launch's by-value arguments (`byValue` says which of the
// parameters are), from the values `argument(i)` finds for parameter i.
void readByValueArguments(HostLaunch &launch, HostExprReader &reader, const std::optional<std::vector<bool>> &byValue,
                          const std::function<const llvm::Value *(unsigned)> &argument, size_t available) {
  if (!byValue || available != byValue->size())
    return;
  std::vector<std::optional<ArgumentValue>> values;
  for (unsigned i = 0; i < byValue->size(); ++i)
    if ((*byValue)[i]) {
      const llvm::Value *value = argument(i);
      values.push_back(constantBits(value));
      launch.byValueText.push_back(values.back() ? constantText(value) : "");
      reader.facts.byValue.push_back(reader.read(value));
    }
  launch.byValue = values;
}

// A launch's dim3 sizes as expressions (see dim3At).
void readSizeFacts(HostExprReader &reader, const llvm::CallBase &call, unsigned first,
                   std::array<HostExprPtr, 3> &out) {
  if (call.arg_size() < first + 2)
    return;
  HostExprPtr xy = reader.read(call.getArgOperand(first)), z = reader.read(call.getArgOperand(first + 1));
  if (!xy || !z || xy->width != 64 || z->width != 32)
    return;
  out = {hostBits(xy, 0, 32), hostBits(xy, 32, 32), z};
  // A packed pair the host computed out of sight (carried round a loop) is
  // known by its low half where an argument is too (`block.x` passed as
  // `bdim`); its high half alone would only be named, never related.
  if (xy->kind == HostExpr::Kind::Unknown)
    out[1] = nullptr;
}

std::string describe(const std::array<uint64_t, 3> &size) {
  return "(" + std::to_string(size[0]) + ", " + std::to_string(size[1]) + ", " + std::to_string(size[2]) + ")";
}

// Library functions that keep no pointer they are given past the call
// (by their specifications), so a variable whose address only they see is
// changed by no other call: `fscanf(f, "%d", &n)` then `cudaMalloc`, and
// `n` is the value read. Variadic ones LLVM cannot infer this of; the CUDA
// runtime is declared only. Not asynchronous copies or registrations, nor
// what returns or stores a pointer derived from one given (fgets, strtol).
bool keepsNoPointer(llvm::StringRef name) {
  static const std::set<std::string> functions = {
      // C and C++ input and output, conversions
      "scanf", "fscanf", "sscanf", "__isoc99_scanf", "__isoc99_fscanf", "__isoc99_sscanf", "__isoc23_scanf",
      "__isoc23_fscanf", "__isoc23_sscanf", "printf", "fprintf", "sprintf", "snprintf", "puts", "fputs", "fread",
      "fwrite", "fopen", "fclose", "atoi", "atol", "atof", "strlen", "strcmp", "strncmp", "memcmp", "getenv",
      // the CUDA runtime's synchronous calls
      "cudaMalloc", "cudaMallocHost", "cudaMallocManaged", "cudaMallocPitch", "cudaHostAlloc", "cudaFree",
      "cudaFreeHost", "cudaMemcpy", "cudaMemcpy2D", "cudaMemcpyToSymbol", "cudaMemcpyFromSymbol", "cudaMemset",
      "cudaGetDeviceCount", "cudaGetDevice", "cudaGetDeviceProperties", "cudaDeviceGetAttribute", "cudaEventCreate",
      "cudaEventCreateWithFlags", "cudaEventElapsedTime", "cudaStreamCreate", "cudaStreamCreateWithFlags",
      "cudaFuncGetAttributes", "cudaOccupancyMaxActiveBlocksPerMultiprocessor", "cudaOccupancyMaxPotentialBlockSize",
      "cudaMemGetInfo", "cudaRuntimeGetVersion", "cudaDriverGetVersion"};
  return functions.count(name.str()) != 0;
}

} // namespace

bool isKernelStub(const llvm::Function &f) { return f.getName().contains(stubPrefix); }

bool definesMain(const llvm::Module &host) {
  const llvm::Function *main = host.getFunction("main");
  return main && !main->isDeclaration();
}

namespace {

// The functions on the way from main to a launch (a wrapper that configures
// the launch from its parameters, `sobolGPU(n_vectors, ...)`), inlined into
// their callers so that a launch is read in terms of what main computed. A
// function called from more than a few places stays (each call would be a
// copy of its launches), as does one that calls itself.
void inlineWaysToLaunches(llvm::Module &host, const llvm::Function &main) {
  constexpr unsigned mostCalls = 4;
  std::vector<llvm::Function *> work;
  std::set<llvm::Function *> onTheWay;
  for (llvm::Function &f : host)
    if (!isKernelStub(f))
      for (llvm::BasicBlock &block : f)
        for (llvm::Instruction &inst : block)
          if (auto *call = llvm::dyn_cast<llvm::CallBase>(&inst);
              call && (configures(*call) || launchedStub(*call)) && onTheWay.insert(&f).second)
            work.push_back(&f);
  while (!work.empty()) {
    llvm::Function *f = work.back();
    work.pop_back();
    unsigned calls = 0;
    bool recursive = false;
    for (llvm::User *user : f->users())
      if (auto *call = llvm::dyn_cast<llvm::CallBase>(user); call && call->getCalledFunction() == f) {
        ++calls;
        recursive = recursive || call->getFunction() == f;
      }
    if (f == &main || f->isDeclaration() || calls == 0 || calls > mostCalls || recursive)
      continue;
    f->removeFnAttr(llvm::Attribute::NoInline);
    f->removeFnAttr(llvm::Attribute::OptimizeNone);
    f->addFnAttr(llvm::Attribute::AlwaysInline);
    for (llvm::User *user : f->users())
      if (auto *call = llvm::dyn_cast<llvm::CallBase>(user))
        if (llvm::Function *caller = call->getFunction(); !isKernelStub(*caller) && onTheWay.insert(caller).second)
          work.push_back(caller);
  }
}

} // namespace

void optimiseHostCode(llvm::Module &host) {
  if (llvm::Function *main = definesMain(host) ? host.getFunction("main") : nullptr) {
    for (llvm::Function &f : host) {
      if (&f == main || f.isDeclaration() || isKernelStub(f))
        continue;
      f.setLinkage(llvm::GlobalValue::InternalLinkage);
      f.setComdat(nullptr);
    }
    inlineWaysToLaunches(host, *main);
  }
  for (llvm::Function &f : host)
    for (llvm::BasicBlock &block : f)
      for (llvm::Instruction &inst : block)
        if (auto *call = llvm::dyn_cast<llvm::CallInst>(&inst);
            call && call->getCalledFunction() && keepsNoPointer(call->getCalledFunction()->getName()))
          for (unsigned i = 0; i < call->arg_size(); ++i)
            if (call->getArgOperand(i)->getType()->isPointerTy())
              call->addParamAttr(i, llvm::Attribute::NoCapture);
  llvm::LoopAnalysisManager loops;
  llvm::FunctionAnalysisManager functions;
  llvm::CGSCCAnalysisManager sccs;
  llvm::ModuleAnalysisManager modules;
  llvm::PassBuilder builder;
  builder.registerModuleAnalyses(modules);
  builder.registerCGSCCAnalyses(sccs);
  builder.registerFunctionAnalyses(functions);
  builder.registerLoopAnalyses(loops);
  builder.crossRegisterProxies(loops, functions, sccs, modules);
  llvm::ModulePassManager passes;
  // A call that only reads memory, made again with the same arguments and no
  // write between, returns the same value: merged before inlining (after it,
  // each copy of the callee's loops would be an unknown of its own, as in
  // CLAMP(getCmdLineArgumentInt(...), lo, hi), a macro calling it thrice).
  passes.addPass(llvm::InferFunctionAttrsPass());
  passes.addPass(llvm::createModuleToPostOrderCGSCCPassAdaptor(llvm::PostOrderFunctionAttrsPass()));
  passes.addPass(llvm::createModuleToFunctionPassAdaptor(llvm::EarlyCSEPass(/*UseMemorySSA=*/true)));
  // Twice, as when each file was optimised alone and the program again:
  // constants the first round carries into a function (a size snapped to a
  // power of two by a loop over its bits) are folded by the second.
  passes.addPass(builder.buildPerModuleDefaultPipeline(llvm::OptimizationLevel::O1));
  passes.addPass(builder.buildPerModuleDefaultPipeline(llvm::OptimizationLevel::O1));
  // O1 has no GVN: loads across calls stay apart, and each would be an
  // unknown of its own.
  passes.addPass(llvm::createModuleToFunctionPassAdaptor(llvm::GVNPass()));
  passes.run(host, modules);
}

bool mentionsLaunch(const std::string &sourceText) {
  return sourceText.find("<<<") != std::string::npos || sourceText.find("cudaLaunch") != std::string::npos;
}

HostLaunches readHostLaunches(const llvm::Module &host) {
  HostLaunches result;
  result.typeAliases = typeAliasesIn(host);
  for (const llvm::Function &f : host)
    if (isKernelStub(f) && !f.isDeclaration())
      if (auto kernel = kernelOfStub(f))
        result.kernels.push_back(*kernel);
  std::set<const llvm::CallBase *> launchCalls;
  for (const llvm::Function &f : host) {
    if (isKernelStub(f))
      continue;
    // In program order, each launch follows its configuration; a stub
    // inlined into its caller is launched once.
    const llvm::CallBase *configuration = nullptr;
    StoredValues stored(host.getDataLayout());
    std::optional<ControlFlow> flow;        // computed at the function's first launch
    std::vector<const llvm::Value *> setUp; // cudaSetupArgument's slots
    for (const llvm::BasicBlock &block : f)
      for (const llvm::Instruction &inst : block) {
        if (auto *store = llvm::dyn_cast<llvm::StoreInst>(&inst))
          stored.record(*store);
        auto *call = llvm::dyn_cast<llvm::CallBase>(&inst);
        if (!call)
          continue;
        if (configures(*call)) {
          configuration = call;
          setUp.clear();
          continue;
        }
        const llvm::Function *callee = call->getCalledFunction();
        if (callee && callee->getName() == "cudaSetupArgument" && call->arg_size() > 0) {
          setUp.push_back(call->getArgOperand(0));
          continue;
        }
        const llvm::Function *stub = launchedStub(*call);
        // Launched by <<<...>>> (configured first), or by the host code's
        // own cudaLaunchKernel(k, grid, block, args, ...).
        bool direct = stub && !configuration && launchesWithArgumentArray(*callee);
        if (!stub || (!configuration && !direct))
          continue;
        launchCalls.insert(call);
        HostLaunch launch;
        launch.kernel = kernelOfStub(*stub).value_or(stub->getName().str());
        launch.grid = dim3At(direct ? *call : *configuration, direct ? 1 : 0);
        launch.block = dim3At(direct ? *call : *configuration, direct ? 3 : 2);
        std::optional<std::vector<bool>> byValue = byValueParameters(*stub);
        if (!flow) {
          flow.emplace();
          flow->dominators.recalculate(const_cast<llvm::Function &>(f));
          flow->loops.analyze(flow->dominators);
          flow->cyclic = blocksInCycles(f);
        }
        HostExprReader reader(*flow, call->getParent());
        readSizeFacts(reader, direct ? *call : *configuration, direct ? 1 : 0, reader.facts.grid);
        readSizeFacts(reader, direct ? *call : *configuration, direct ? 3 : 2, reader.facts.block);
        if (call->getCalledFunction() == stub) {
          // The stub called: its arguments, if each parameter is one.
          readByValueArguments(
              launch, reader, byValue, [&](unsigned i) { return call->getArgOperand(i); }, call->arg_size());
        } else if (callee->getName() == "cudaLaunch") {
          readByValueArguments(launch, reader, byValue, [&](unsigned i) { return stored.at(setUp[i]); }, setUp.size());
        } else if (call->arg_size() > 5 && call->getArgOperand(5)->getType()->isPointerTy() && byValue) {
          // cudaLaunchKernel(stub, grid, block, args, ...): args[i] holds
          // the address of parameter i's slot.
          const llvm::Value *array = call->getArgOperand(5);
          unsigned slotBytes = host.getDataLayout().getPointerSize();
          readByValueArguments(
              launch, reader, byValue,
              [&](unsigned i) -> const llvm::Value * {
                const llvm::Value *slot = stored.at(array, static_cast<int64_t>(i) * slotBytes);
                return slot && slot->getType()->isPointerTy() ? stored.at(slot) : nullptr;
              },
              byValue->size());
        }
        if (launch.byValue) {
          readLaunchConditions(reader, call->getParent(), *flow);
          reader.finish();
          launch.facts = std::move(reader.facts);
          launch.unknownNames = std::move(reader.names);
        }
        for (const llvm::DILocation *location = (direct ? call : configuration)->getDebugLoc().get(); location;
             location = location->getInlinedAt()) {
          SourceLocation at;
          at.file = location->getFilename().str();
          at.directory = location->getDirectory().str();
          at.line = location->getLine();
          at.column = location->getColumn();
          launch.where.push_back(at);
        }
        result.launches.push_back(launch);
        configuration = nullptr;
        setUp.clear();
      }
  }
  // A stub used other than by a launch read above, its registration or a
  // query of its attributes: its kernel may be launched in ways not read.
  for (const llvm::Function &f : host) {
    if (!isKernelStub(f) || f.isDeclaration())
      continue;
    std::string kernel = kernelOfStub(f).value_or(f.getName().str());
    for (const llvm::Use &use : f.uses()) {
      auto *call = llvm::dyn_cast<llvm::CallBase>(use.getUser());
      const llvm::Function *callee = call ? call->getCalledFunction() : nullptr;
      bool registration = callee && (callee->getName() == "__cudaRegisterFunction" || onlyQueriesKernel(*callee));
      // The stub's own body launches it, for its callers' launches.
      bool ownBody = call && isKernelStub(*call->getFunction());
      if (!registration && !ownBody && !(call && launchCalls.count(call)))
        result.launchedOtherwise.push_back(kernel);
    }
    std::vector<std::string> names;
    if (std::optional<std::vector<bool>> byValue = byValueParameters(f)) {
      bool named = f.arg_size() == byValue->size();
      for (unsigned i = 0; i < byValue->size(); ++i)
        if ((*byValue)[i])
          names.push_back(named && f.getArg(i)->hasName() ? f.getArg(i)->getName().str()
                                                          : "argument " + std::to_string(i + 1));
    }
    result.byValueNames[kernel] = names;
  }
  return result;
}

namespace {

// What of a launch `needed` names, in the plural: "sizes", "grids", "blocks".
std::string sizesNamed(LaunchParts needed) {
  return needed.grid && needed.block ? "sizes" : needed.grid ? "grids" : "blocks";
}

} // namespace

LaunchGroups chooseLaunchGroups(const HostLaunches &host, const std::string &kernelName, LaunchParts needed) {
  std::vector<std::string> kernels;
  for (const std::string &kernel : host.kernels)
    if (kernelName.empty() || kernelNameMatches(withoutTypeAliases(kernelName, host.typeAliases), kernel))
      kernels.push_back(kernel);
  if (kernels.empty() && !kernelName.empty())
    return {{}, noKernelNamedMessage(kernelName, host.kernels, host.typeAliases)};
  std::string sizes = needed.grid && needed.block ? "sizes" : needed.grid ? "a grid" : "a block";
  std::string differentSizes = "different " + sizesNamed(needed);
  auto differ = [&](const HostLaunch &a, const HostLaunch &b) {
    return (needed.grid && a.grid != b.grid) || (needed.block && a.block != b.block);
  };
  LaunchGroups chosen;
  for (const std::string &kernel : kernels) {
    const HostLaunch *first = nullptr;
    for (const HostLaunch &launch : host.launches) {
      if (launch.kernel != kernel)
        continue;
      if ((needed.grid && !launch.grid) || (needed.block && !launch.block))
        return {{}, "the host code launches '" + kernel + "' with " + sizes + " it computes at run time"};
      if (first && differ(*first, launch))
        return {{}, "the host code launches '" + kernel + "' with " + differentSizes};
      if (!first)
        first = &launch;
    }
    bool byAddress =
        std::find(host.launchedOtherwise.begin(), host.launchedOtherwise.end(), kernel) != host.launchedOtherwise.end();
    if (!first)
      return {{},
              byAddress ? "the host code launches '" + kernel +
                              "' only through its address (a graph's kernel node, cudaLaunchKernel, "
                              "a table), whose sizes gpuverify does not read"
                        : "the host code does not launch '" + kernel + "'"};
    auto group = std::find_if(chosen.groups.begin(), chosen.groups.end(),
                              [&](const LaunchGroup &g) { return !differ(g.launch, *first); });
    if (group == chosen.groups.end()) {
      std::string why;
      if (needed.grid)
        why = "grid " + describe(*first->grid);
      if (needed.block)
        why += (why.empty() ? "" : ", ") + std::string("block ") + describe(*first->block);
      group = chosen.groups.insert(chosen.groups.end(), LaunchGroup{*first, {}, why});
    }
    group->kernels.push_back(kernel);
  }
  if (chosen.groups.empty())
    chosen.why = "the file has no kernel the host code launches";
  return chosen;
}

ChosenLaunch chooseLaunch(const HostLaunches &host, const std::string &kernelName, LaunchParts needed) {
  LaunchGroups groups = chooseLaunchGroups(host, kernelName, needed);
  if (groups.groups.empty())
    return {std::nullopt, groups.why};
  if (groups.groups.size() > 1)
    return {std::nullopt, "the host code launches '" + groups.groups[0].kernels[0] + "' and '" +
                              groups.groups[1].kernels[0] + "' with different " + sizesNamed(needed) +
                              " (--kernel-name picks one)"};
  return {groups.groups[0].launch, groups.groups[0].why};
}

std::vector<std::string> kernelsLaunchedOnlyAsRead(const HostLaunches &host, const std::string &kernelName) {
  std::vector<std::string> kernels;
  for (const std::string &kernel : host.kernels)
    if ((kernelName.empty() || kernelNameMatches(withoutTypeAliases(kernelName, host.typeAliases), kernel)) &&
        std::find(host.launchedOtherwise.begin(), host.launchedOtherwise.end(), kernel) == host.launchedOtherwise.end())
      kernels.push_back(kernel);
  return kernels;
}

std::vector<AssumedArguments> assumedArguments(const HostLaunches &host, const std::string &kernelName) {
  std::vector<AssumedArguments> assumed;
  for (const std::string &kernel : kernelsLaunchedOnlyAsRead(host, kernelName)) {
    AssumedArguments a;
    a.values.kernel = kernel;
    bool readable = true;
    for (const HostLaunch &launch : host.launches) {
      if (launch.kernel != kernel)
        continue;
      if (!launch.byValue) {
        readable = false;
        break;
      }
      if (a.launches++ == 0) {
        a.values.values = *launch.byValue;
        a.texts = launch.byValueText;
        a.where = launch.where;
        continue;
      }
      // Only what every launch passes.
      for (size_t i = 0; i < a.values.values.size() && i < launch.byValue->size(); ++i) {
        const std::optional<ArgumentValue> &mine = a.values.values[i], &theirs = (*launch.byValue)[i];
        if (!mine || !theirs || mine->bits() != theirs->bits()) {
          a.values.values[i] = std::nullopt;
          a.texts[i].clear();
        }
      }
    }
    auto names = host.byValueNames.find(kernel);
    if (!readable || a.launches == 0 || names == host.byValueNames.end() ||
        names->second.size() != a.values.values.size())
      continue;
    if (std::none_of(a.values.values.begin(), a.values.values.end(),
                     [](const std::optional<ArgumentValue> &v) { return v.has_value(); }))
      continue;
    a.names = names->second;
    assumed.push_back(std::move(a));
  }
  return assumed;
}

} // namespace gv::driver
