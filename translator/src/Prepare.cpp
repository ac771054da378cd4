#include "Prepare.h"

#include "gpuverify/KernelNames.h"

#include "Contracts.h"
#include "PostconditionEntries.h"
#include "SourceLocations.h"
#include "gpuverify/Intrinsics.h"
#include "passes/Passes.h"
#include "passes/PtxAccess.h"
#include "passes/PtxAsyncCopy.h"

#include "llvm/ADT/SCCIterator.h"
#include "llvm/Analysis/CallGraph.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/PassManager.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Transforms/Scalar/LoopUnrollPass.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"
#include "llvm/Transforms/Utils/Local.h"
#include "llvm/Transforms/Utils/LoopUtils.h"

#include <functional>
#include <set>

namespace gv {

namespace {

// CUDA kernels are listed in !nvvm.annotations as (function, "kernel", 1).
std::set<const llvm::Function *> nvvmKernels(const llvm::Module &module) {
  std::set<const llvm::Function *> kernels;
  const llvm::NamedMDNode *annotations = module.getNamedMetadata("nvvm.annotations");
  if (!annotations)
    return kernels;
  for (const llvm::MDNode *node : annotations->operands()) {
    if (node->getNumOperands() < 2)
      continue;
    auto *kind = llvm::dyn_cast<llvm::MDString>(node->getOperand(1));
    if (!kind || kind->getString() != "kernel")
      continue;
    if (auto *md = llvm::dyn_cast_or_null<llvm::ValueAsMetadata>(node->getOperand(0)))
      if (auto *f = llvm::dyn_cast<llvm::Function>(md->getValue()))
        kernels.insert(f);
  }
  return kernels;
}

bool isKernel(const llvm::Function &f, const std::set<const llvm::Function *> &nvvm) {
  return f.getCallingConv() == llvm::CallingConv::SPIR_KERNEL || f.getCallingConv() == llvm::CallingConv::PTX_Kernel ||
         nvvm.count(&f);
}

[[noreturn]] void failAt(const llvm::Instruction &inst, const std::string &message) {
  throw TranslationError(message, sourceChain(inst));
}

// The functions `roots` may run: those they call or take the address of,
// through the globals they read too (a table of function pointers), and
// every function whose address is taken if one of them calls through a
// pointer.
std::set<const llvm::Function *> reachableFunctions(const std::vector<llvm::Function *> &roots) {
  std::set<const llvm::Function *> reached;
  std::set<const llvm::Constant *> seenConstants;
  std::vector<const llvm::Function *> work;
  bool callsThroughPointer = false;
  auto reach = [&](const llvm::Function *f) {
    if (reached.insert(f).second)
      work.push_back(f);
  };
  std::function<void(const llvm::Constant *)> visitConstant = [&](const llvm::Constant *c) {
    if (!seenConstants.insert(c).second)
      return;
    if (auto *f = llvm::dyn_cast<llvm::Function>(c))
      return reach(f);
    if (auto *global = llvm::dyn_cast<llvm::GlobalVariable>(c)) {
      if (global->hasInitializer())
        visitConstant(global->getInitializer());
      return;
    }
    for (const llvm::Value *op : c->operands())
      if (auto *constant = llvm::dyn_cast<llvm::Constant>(op))
        visitConstant(constant);
  };
  for (const llvm::Function *root : roots)
    reach(root);
  while (!work.empty()) {
    const llvm::Function *f = work.back();
    work.pop_back();
    for (const llvm::Instruction &inst : llvm::instructions(*f)) {
      if (auto *call = llvm::dyn_cast<llvm::CallBase>(&inst); call && call->isIndirectCall())
        callsThroughPointer = true;
      for (const llvm::Value *op : inst.operands())
        if (auto *constant = llvm::dyn_cast<llvm::Constant>(op))
          visitConstant(constant);
    }
    if (work.empty() && callsThroughPointer) {
      callsThroughPointer = false;
      for (const llvm::Function &other : *f->getParent())
        if (!other.isDeclaration() && other.hasAddressTaken())
          reach(&other);
    }
  }
  return reached;
}

// Only what the kernels verified here may run is translated: a construct
// elsewhere in the file (another kernel's inline assembly or tensor-core
// intrinsics, a library kernel's recursion) does not stop them. The other
// functions lose their bodies; the annotations' and headers' own functions
// (__axiom bodies, specifications) stay.
void dropFunctionsNotRun(llvm::Module &module, const std::vector<llvm::Function *> &kernels) {
  std::vector<llvm::Function *> roots = kernels;
  for (llvm::Function &f : module)
    if (!f.isDeclaration() && (llvm::StringRef(baseName(f.getName())).starts_with("__gv") || isSpecificationOnly(f)))
      roots.push_back(&f);
  std::set<const llvm::Function *> reached = reachableFunctions(roots);
  for (llvm::Function &f : module)
    if (!f.isDeclaration() && !reached.count(&f))
      f.deleteBody();
}

// Calls the passes cannot turn into inlined code. Before inlining, a PTX
// load, store or asynchronous copy is left to the lowering after it, which
// may trace an address a function computes (`__cvta_generic_to_shared`).
void rejectUnsupportedCalls(llvm::Function &f, bool inlined) {
  for (llvm::Instruction &inst : llvm::instructions(f)) {
    auto *call = llvm::dyn_cast<llvm::CallBase>(&inst);
    if (!call)
      continue;
    if (llvm::isa<llvm::InvokeInst>(call) || llvm::isa<llvm::CallBrInst>(call))
      failAt(inst, "exception handling and asm goto are not supported");
    if (!call->isInlineAsm())
      continue;
    std::string ptx = ptxText(*llvm::cast<llvm::InlineAsm>(call->getCalledOperand()));
    if (!inlined && (parsePtxAccess(ptx) || parsePtxAsyncCopy(ptx)))
      continue;
    failAt(inst, "inline assembly is not supported (`" + ptx + "`)");
  }
}

void rejectRecursion(llvm::Module &module) {
  llvm::CallGraph graph(module);
  for (auto scc = llvm::scc_begin(&graph); !scc.isAtEnd(); ++scc) {
    const std::vector<llvm::CallGraphNode *> &nodes = *scc;
    bool recursive = nodes.size() > 1 || scc.hasCycle();
    if (!recursive)
      continue;
    for (llvm::CallGraphNode *node : nodes)
      if (llvm::Function *f = node->getFunction(); f && !f->isDeclaration())
        throw TranslationError("recursion is not supported: '" + sourceFunctionName(*f) + "' calls itself",
                               functionLocation(*f));
  }
}

// Only passes that neither move, merge nor remove memory accesses (every
// load and store in the source is checked for races where it is), nor
// exploit undefined behaviour (a null pointer access must stay one).
void runPasses(llvm::Module &module, const char *pipeline) { runPipeline(module, pipeline); }
void runFunctionPasses(llvm::Function &f, const char *pipeline) { runPipeline(f, pipeline); }

bool holdsLoopInvariant(const llvm::Loop &loop) {
  for (const llvm::BasicBlock *block : loop.blocks())
    for (const llvm::Instruction &inst : *block)
      switch (intrinsicOf(inst)) {
      case Intrinsic::Invariant:
      case Intrinsic::GlobalInvariant:
      case Intrinsic::CandidateInvariant:
      case Intrinsic::CandidateGlobalInvariant: return true;
      default: break;
      }
  return false;
}

bool asksToUnroll(const llvm::Loop &loop) {
  return llvm::findStringMetadataForLoop(&loop, "llvm.loop.unroll.enable") ||
         llvm::findStringMetadataForLoop(&loop, "llvm.loop.unroll.full") ||
         llvm::findStringMetadataForLoop(&loop, "llvm.loop.unroll.count");
}

// How many times the loop's header runs, if a constant (0 if not): the
// smallest over its exits, as LLVM's unroller counts.
unsigned constantTripCount(llvm::ScalarEvolution &scev, llvm::Loop &loop) {
  llvm::SmallVector<llvm::BasicBlock *, 4> exiting;
  loop.getExitingBlocks(exiting);
  unsigned smallest = 0;
  for (llvm::BasicBlock *block : exiting)
    if (unsigned count = scev.getSmallConstantTripCount(&loop, block); count && (!smallest || count < smallest))
      smallest = count;
  return smallest;
}

// An innermost loop that runs its body at most 8 times, a constant count,
// over a small body, and that the source does not ask to keep
// (`#pragma unroll 1`, `#pragma nounroll`): the GPU compilers unroll it
// unasked (an FFT's `for (i = 0; i < 8; i++) smem[lo * 66 + hi + i * 8]`).
bool isSmallConstantLoop(const llvm::Loop &loop, unsigned tripCount) {
  constexpr unsigned maxBody = 8, maxInstructions = 400;
  if (!loop.isInnermost() || !tripCount || tripCount > maxBody + 1 ||
      llvm::findOptionMDForLoop(&loop, "llvm.loop.unroll.disable"))
    return false;
  unsigned size = 0;
  for (const llvm::BasicBlock *block : loop.blocks())
    size += block->size();
  return size * tripCount <= maxInstructions;
}

// Replaces the loop's unrolling directives by `llvm.loop.unroll.full`.
void askFullUnrolling(llvm::Loop &loop) {
  llvm::LLVMContext &context = loop.getHeader()->getContext();
  llvm::SmallVector<llvm::Metadata *, 4> operands = {nullptr}; // the loop ID refers to itself
  if (llvm::MDNode *id = loop.getLoopID())
    for (unsigned i = 1; i < id->getNumOperands(); ++i) {
      auto *node = llvm::dyn_cast<llvm::MDNode>(id->getOperand(i));
      auto *name = node && node->getNumOperands() ? llvm::dyn_cast<llvm::MDString>(node->getOperand(0)) : nullptr;
      if (!name || !name->getString().starts_with("llvm.loop.unroll."))
        operands.push_back(id->getOperand(i));
    }
  operands.push_back(llvm::MDNode::get(context, llvm::MDString::get(context, "llvm.loop.unroll.full")));
  llvm::MDNode *id = llvm::MDNode::getDistinct(context, operands);
  id->replaceOperandWith(0, id);
  loop.setLoopID(id);
}

// Whether `value` may be an arbitrary one (`__gv_arbitrary.<type>()`), as
// such or through phis and selects: an outer loop's head may pass it on to
// an inner loop's.
bool mayBeArbitrary(const llvm::Value *value, std::set<const llvm::Value *> &seen) {
  if (!seen.insert(value).second)
    return false;
  if (auto *call = llvm::dyn_cast<llvm::CallInst>(value))
    return call->getCalledFunction() && call->getCalledFunction()->getName().starts_with(arbitraryValuePrefix);
  if (auto *phi = llvm::dyn_cast<llvm::PHINode>(value))
    return llvm::any_of(phi->incoming_values(), [&](const llvm::Value *v) { return mayBeArbitrary(v, seen); });
  if (auto *select = llvm::dyn_cast<llvm::SelectInst>(value))
    return mayBeArbitrary(select->getTrueValue(), seen) || mayBeArbitrary(select->getFalseValue(), seen);
  return false;
}

// The phis of the loop's head into which a value enters arbitrary: a
// variable read before it is set, perhaps declared in the body, where C
// gives each pass an uninitialised one (a helper's `uint32 buff[7]` that a
// `switch` may leave unwritten, inlined into the loop). The IR (no lifetime
// markers at -O0) cannot tell that from a value carried over from the pass
// before, which unrolled would make later passes read the first pass's
// value: a race on an uninitialised index would be missed. So each pass of
// the unrolled loop gets a value of its own (giveEachPassItsOwnValue), exact
// for the one and covering the other (its carried value is one of them).
std::vector<llvm::PHINode *> phisEnteredArbitrary(const llvm::Loop &loop) {
  std::vector<llvm::PHINode *> phis;
  for (llvm::PHINode &phi : loop.getHeader()->phis())
    for (unsigned i = 0; i < phi.getNumIncomingValues(); ++i) {
      std::set<const llvm::Value *> seen;
      if (!loop.contains(phi.getIncomingBlock(i)) && mayBeArbitrary(phi.getIncomingValue(i), seen)) {
        phis.push_back(&phi);
        break;
      }
    }
  return phis;
}

// Numbers only: a value of another type (a pointer) made arbitrary would
// point nowhere the translator can follow; such a loop stays a loop.
bool hasArbitraryValues(const llvm::PHINode *phi) {
  return phi->getType()->isIntegerTy() || phi->getType()->isFloatingPointTy();
}

// The phi replaced by a value new at each pass through the loop's head.
void giveEachPassItsOwnValue(llvm::PHINode *phi) {
  llvm::BasicBlock *head = phi->getParent();
  llvm::IRBuilder<> b(head, head->getFirstInsertionPt());
  phi->replaceAllUsesWith(b.CreateCall(arbitraryValueFunction(*head->getModule(), phi->getType())));
  phi->eraseFromParent();
}

// Loops the source asks to unroll (`#pragma unroll`, `#pragma unroll N`)
// are unrolled fully where their trip count is a constant, and N, if given,
// covers it (the header runs once more than the body: N + 1), as the GPU
// compilers do; so are small loops of a few iterations (isSmallConstantLoop).
// A tile loaded by a few unrolled copies of an access needs no loop
// invariant to say which elements each copy wrote (CUDA's
// convolutionSeparable loads its halo so), and a private array indexed by
// the counter becomes values (SROA, after). Other loops stay whole: LLVM
// would unroll them N times, leaving a loop with N copies of its accesses
// and a counter striding by N, which needs more invariants, not fewer.
// Loops with the user's invariants stay loops, for the invariants are
// stated for their heads. Unrolling copies accesses, it neither merges nor
// removes them (but for the copy after the last iteration, never run).
// A value that enters a loop's head arbitrary is new at each pass
// (phisEnteredArbitrary). Whether any loop was unrolled.
bool unrollSmallLoopsOnce(llvm::Function &f) {
  Analyses analyses;
  llvm::LoopInfo &loops = analyses.fam.getResult<llvm::LoopAnalysis>(f);
  llvm::ScalarEvolution &scev = analyses.fam.getResult<llvm::ScalarEvolutionAnalysis>(f);
  bool asked = false;
  std::vector<llvm::PHINode *> enteredArbitrary;
  for (llvm::Loop *loop : loops.getLoopsInPreorder()) {
    unsigned tripCount = constantTripCount(scev, *loop);
    if (!asksToUnroll(*loop) && !isSmallConstantLoop(*loop, tripCount))
      continue;
    auto count = llvm::getOptionalIntLoopAttribute(loop, "llvm.loop.unroll.count");
    std::vector<llvm::PHINode *> arbitrary = phisEnteredArbitrary(*loop);
    if (holdsLoopInvariant(*loop) || !tripCount || (count && tripCount > static_cast<unsigned>(*count) + 1) ||
        !llvm::all_of(arbitrary, hasArbitraryValues)) {
      loop->setLoopAlreadyUnrolled();
      continue;
    }
    enteredArbitrary.insert(enteredArbitrary.end(), arbitrary.begin(), arbitrary.end());
    askFullUnrolling(*loop);
    asked = true;
  }
  if (!asked)
    return false;
  // After the search: scalar evolution has seen these phis.
  for (llvm::PHINode *phi : enteredArbitrary)
    giveEachPassItsOwnValue(phi);
  llvm::FunctionPassManager passes;
  passes.addPass(llvm::LoopUnrollPass(
      llvm::LoopUnrollOptions(2, /*OnlyWhenForced=*/true).setPartial(false).setRuntime(false).setPeeling(false)));
  analyses.fam.invalidate(f, llvm::PreservedAnalyses::none());
  passes.run(f, analyses.fam);
  // The pass puts the loops it visits in LCSSA form: the single-entry phis
  // it adds at their exits go again, leaving the values as the source has
  // them. (Only in blocks with one predecessor: LLVM's folding takes every
  // phi of the block for single-entry and would replace a loop counter by
  // its start value.)
  for (llvm::BasicBlock &block : f)
    if (block.getSinglePredecessor())
      llvm::FoldSingleEntryPHINodes(&block);
  // The copy after the last iteration of a loop tested at its head (as
  // clang leaves it) is entered on a constant false: it goes, and with it
  // its access one past the array's end, which would keep SROA off it.
  for (llvm::BasicBlock &block : f)
    llvm::ConstantFoldTerminator(&block);
  llvm::removeUnreachableBlocks(f);
  return true;
}

// Again while loops are unrolled, at most three times: a loop whose small
// inner loop went is innermost now (`for (i < 4) for (j < 4) acc[i][j] +=
// ...`, a thread's register tile), and small if the whole nest is.
bool unrollSmallLoops(llvm::Function &f) {
  bool unrolled = false;
  for (unsigned round = 0; round < 3 && unrollSmallLoopsOnce(f); ++round)
    unrolled = true;
  return unrolled;
}

// Contracts speak of values: the stack slots clang gives them (a vector
// whose lane a postcondition reads, say) are promoted in the functions with
// postconditions before the contracts are placed.
void promoteContractValues(llvm::Module &module) {
  for (llvm::Function &f : module)
    if (hasPostconditions(f))
      runFunctionPasses(f, "sroa<preserve-cfg>");
}

// Whether a pointer points into stack slots only (through selects and
// phis too, as std::min's reference does).
bool pointsIntoStackSlots(const llvm::Value *pointer) {
  llvm::SmallVector<const llvm::Value *, 2> objects;
  llvm::getUnderlyingObjects(pointer, objects, nullptr, 0);
  return !objects.empty() && llvm::all_of(objects, [](const llvm::Value *o) { return llvm::isa<llvm::AllocaInst>(o); });
}

// Marks every access that may touch shared memory volatile while the
// passes that follow inlining and SROA run, so that none deletes an access
// whose value is unused (it can still race). Not before: once inlined, an
// access through a pointer parameter may be seen to reach the caller's
// stack slot (a CUB temporary's field) only after SROA has made the slots
// holding the pointer values, and private memory, which cannot race, then
// becomes values too. (Neither the inliner nor SROA deletes an access to
// anything but a stack slot; the user's own volatile accesses stay.)
void protectSharedAccesses(llvm::Function &f) {
  for (llvm::Instruction &inst : llvm::instructions(f)) {
    if (auto *load = llvm::dyn_cast<llvm::LoadInst>(&inst); load && !pointsIntoStackSlots(load->getPointerOperand()))
      load->setVolatile(true);
    else if (auto *store = llvm::dyn_cast<llvm::StoreInst>(&inst);
             store && !pointsIntoStackSlots(store->getPointerOperand()))
      store->setVolatile(true);
  }
}

// Inlining copies instructions: unmark every volatile access of the kernels
// (volatility has no meaning for race checking).
void unprotectAccesses(const std::vector<llvm::Function *> &kernels) {
  for (llvm::Function *k : kernels)
    for (llvm::Instruction &inst : llvm::instructions(*k)) {
      if (auto *load = llvm::dyn_cast<llvm::LoadInst>(&inst))
        load->setVolatile(false);
      else if (auto *store = llvm::dyn_cast<llvm::StoreInst>(&inst))
        store->setVolatile(false);
    }
}

// wait_group_events(n, events) with a constant n waits for events[0], ...,
// events[n-1] in turn, each read from the (private) event array.
void waitForEachEvent(llvm::Function &kernel) {
  std::vector<llvm::CallBase *> waits;
  for (llvm::Instruction &inst : llvm::instructions(kernel))
    if (auto *call = llvm::dyn_cast<llvm::CallBase>(&inst);
        call && call->getCalledFunction() && classifyFunction(*call->getCalledFunction()) == Intrinsic::WaitGroupEvents)
      waits.push_back(call);
  if (waits.empty())
    return;
  llvm::Module &m = *kernel.getParent();
  llvm::Type *event = llvm::Type::getInt32Ty(m.getContext());
  llvm::FunctionCallee waitOne = m.getOrInsertFunction(
      "__gv_wait_event", llvm::FunctionType::get(llvm::Type::getVoidTy(m.getContext()), {event}, false));
  for (llvm::CallBase *call : waits) {
    auto *count = llvm::dyn_cast<llvm::ConstantInt>(call->getArgOperand(0));
    if (!count)
      throw TranslationError("wait_group_events with a number of events that is not a constant is not supported",
                             sourceChain(*call));
    llvm::IRBuilder<> b(call);
    for (uint64_t i = 0; i < count->getZExtValue(); ++i) {
      llvm::LoadInst *handle = b.CreateLoad(event, b.CreateConstGEP1_64(event, call->getArgOperand(1), i));
      llvm::CallInst *wait = b.CreateCall(waitOne, {handle});
      handle->setDebugLoc(call->getDebugLoc());
      wait->setDebugLoc(call->getDebugLoc());
    }
    call->eraseFromParent();
  }
}

// __axiom(e) in a kernel file defines a function __gv_axiom_N returning e;
// each kernel assumes every axiom on entry (for both threads).
void assumeAxioms(llvm::Module &module, const std::vector<llvm::Function *> &kernels) {
  std::vector<llvm::Function *> axioms;
  for (llvm::Function &f : module)
    if (!f.isDeclaration() && baseName(f.getName()).rfind("__gv_axiom_", 0) == 0 && f.getReturnType()->isIntegerTy() &&
        f.arg_empty())
      axioms.push_back(&f);
  if (axioms.empty())
    return;
  llvm::LLVMContext &context = module.getContext();
  llvm::FunctionCallee assume = module.getOrInsertFunction(
      "__gv_assume", llvm::FunctionType::get(llvm::Type::getVoidTy(context), {llvm::Type::getInt32Ty(context)}, false));
  for (llvm::Function *kernel : kernels) {
    llvm::IRBuilder<> b(&*kernel->getEntryBlock().getFirstInsertionPt());
    for (llvm::Function *axiom : axioms) {
      llvm::Value *holds = b.CreateCall(axiom);
      b.CreateCall(assume, {b.CreateZExtOrTrunc(holds, llvm::Type::getInt32Ty(context))});
    }
  }
}

} // namespace

std::vector<llvm::Function *> findKernels(llvm::Module &module, const std::string &kernelName) {
  auto nvvm = nvvmKernels(module);
  // The user may spell a template argument by a typedef ("k<half2>").
  TypeAliases aliases = typeAliasesIn(module);
  std::string wanted = withoutTypeAliases(kernelName, aliases);
  std::vector<llvm::Function *> kernels;
  std::vector<std::string> all;
  for (llvm::Function &f : module) {
    if (f.isDeclaration() || !isKernel(f, nvvm))
      continue;
    all.push_back(sourceFunctionName(f));
    if (kernelName.empty() || kernelNameMatches(wanted, all.back()) || f.getName() == kernelName)
      kernels.push_back(&f);
  }
  // A file without kernels (a library of device functions) has nothing to
  // verify; a kernel asked for by name must exist.
  if (kernels.empty() && !kernelName.empty())
    throw TranslationError::ofCommandLine(noKernelNamedMessage(kernelName, all, aliases));
  return kernels;
}

std::vector<llvm::Function *> prepareModule(llvm::Module &module, const std::vector<llvm::Function *> &kernels) {
  dropFunctionsNotRun(module, kernels);
  runPasses(module, "gv-lower-nvvm,gv-drop-poison-flags");
  for (llvm::Function &f : module)
    if (!f.isDeclaration())
      rejectUnsupportedCalls(f, false);
  // Before the recursion check: a function may call itself through a pointer.
  runPasses(module, "gv-lower-indirect-calls");
  rejectRecursion(module);
  promoteContractValues(module);
  std::vector<llvm::Function *> postconditionEntries = addPostconditionEntries(kernels);
  std::vector<llvm::Function *> entries = kernels;
  entries.insert(entries.end(), postconditionEntries.begin(), postconditionEntries.end());
  lowerContracts(module, entries);
  assumeAxioms(module, entries);
  std::set<llvm::Function *> keep(entries.begin(), entries.end());
  for (llvm::Function &f : module) {
    if (f.isDeclaration())
      continue;
    f.removeFnAttr(llvm::Attribute::NoInline);
    f.removeFnAttr(llvm::Attribute::OptimizeNone);
    f.addFnAttr(llvm::Attribute::AlwaysInline);
    // Kernels stay as entry points; everything else disappears once inlined.
    if (!keep.count(&f))
      f.setLinkage(llvm::GlobalValue::InternalLinkage);
  }
  for (llvm::Function *k : entries)
    k->setLinkage(llvm::GlobalValue::ExternalLinkage);
  for (llvm::Function &f : module)
    if (!f.isDeclaration())
      llvm::removeUnreachableBlocks(f);
  runPasses(module, "always-inline,globaldce,function(sroa<preserve-cfg>)");
  for (llvm::Function *k : entries)
    protectSharedAccesses(*k);
  runPasses(module, "gv-lower-nvvm-after-inlining");
  for (llvm::Function *k : entries)
    rejectUnsupportedCalls(*k, true);
  // SROA reads uninitialised variables as undef; no later pass may fold on
  // them (see UndefinedValues.h).
  for (llvm::Function *k : entries)
    runFunctionPasses(*k, "gv-arbitrary-undefined-values");
  // fix-irreducible turns a region with several entries (a goto into a
  // loop) into one loop entered at a new header that dispatches on where
  // control came from: control flow only, every access stays where it is.
  runPasses(module, "function(lower-switch,fix-irreducible,mergereturn,loop-simplify,dce)");
  for (llvm::Function *k : entries) {
    runFunctionPasses(*k, "gv-fixed-parameters");
    // An array indexed by an unrolled loop's counter is indexed by
    // constants now (or by elements of a constant table, read once the
    // undefined values SROA makes are arbitrary): its elements become values.
    if (unrollSmallLoops(*k))
      runFunctionPasses(*k, "sroa<preserve-cfg>,gv-arbitrary-undefined-values,instsimplify,sroa<preserve-cfg>");
    waitForEachEvent(*k);
    // The last makes arbitrary the undefined values the others made.
    runFunctionPasses(*k, "gv-lower-image-writes,gv-expand-memory-intrinsics,gv-vector-lanes,"
                          "gv-arbitrary-undefined-values");
  }
  unprotectAccesses(entries);
  return postconditionEntries;
}

} // namespace gv
