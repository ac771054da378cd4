#include "encode/KernelEncoder.h"
#include "gpuverify/KernelNames.h"

#include "FixedArguments.h"
#include "SourceLocations.h"
#include "encode/ControlFlow.h"
#include "encode/LoopShapes.h"
#include "gpuverify/Naming.h"

#include "gpuverify/InstructionSource.h"
#include "gpuverify/Intrinsics.h"

#include "llvm/IR/Constants.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/InstrTypes.h"

namespace gv {

using namespace boogie;

namespace {

// A precondition, unless `specs` already has it: a value --kernel-args or
// the host code fixes is said once (the host's facts repeat the fixed
// arguments of a single launch).
void addRequires(std::vector<Spec> &specs, const ExprPtr &fact) {
  for (const Spec &spec : specs)
    if (spec.kind == Spec::Kind::Requires && sameExpr(spec.expr, fact))
      return;
  specs.push_back(Spec{Spec::Kind::Requires, fact, false, {}, {}});
}

// Values fixed with --kernel-args (or taken from the host code), for the
// parameters passed by value: preconditions on scalar parameters, initial
// contents of structs.
void addKernelArgumentFacts(const KernelModel &model, ValueEncoder &values, MemoryEncoder &memory,
                            std::vector<Spec> &specs) {
  for (const FixedArgument &fixed : fixedArguments(model.kernel, model.options).arguments) {
    if (fixed.byValue) {
      memory.assumeContents(fixed.argument, fixed.value);
      continue;
    }
    ExprPtr param = values.value(fixed.argument, 1);
    ExprPtr value = param->type.isBool() ? boolLit(!fixed.value.isZero())
                                         : bvLit(fixed.value.sextOrTrunc(64).getZExtValue(), param->type.width());
    addRequires(specs, eq(param, value));
  }
}

// A host expression in Boogie, its unknowns the constants `unknowns` names
// (bit-vectors; a width-1 value is a condition), its operations the
// prelude's.
ExprPtr hostExprInBoogie(const HostExpr &e, const std::vector<ExprPtr> &unknowns, prelude::Prelude &prelude) {
  auto operand = [&](unsigned i) { return hostExprInBoogie(*e.operands[i], unknowns, prelude); };
  switch (e.kind) {
  case HostExpr::Kind::Constant: return e.width == 1 ? boolLit(e.constant != 0) : bvLit(e.constant, e.width);
  case HostExpr::Kind::Unknown: return unknowns.at(e.unknown);
  case HostExpr::Kind::Binary:
    if (e.width == 1) // conditions combined
      return e.op == boogie::BvOp::And  ? andE(operand(0), operand(1))
             : e.op == boogie::BvOp::Or ? orE(operand(0), operand(1))
                                        : neq(operand(0), operand(1));
    return prelude.bvBinary(e.op, operand(0), operand(1));
  case HostExpr::Kind::Compare: return prelude.bvCompare(e.cmp, operand(0), operand(1));
  case HostExpr::Kind::Equal: return e.negated ? neq(operand(0), operand(1)) : eq(operand(0), operand(1));
  case HostExpr::Kind::Extend:
    if (e.operands[0]->width == 1)
      return ite(operand(0), bvLit(e.signedExtension ? ~uint64_t(0) : 1, e.width), bvLit(0, e.width));
    return e.signedExtension ? prelude.signExtend(operand(0), e.width) : prelude.zeroExtend(operand(0), e.width);
  case HostExpr::Kind::Truncate:
    if (e.width == 1) // a condition: the low bit set
      return eq(prelude.lowBits(operand(0), 1), bvLit(1, 1));
    return prelude.lowBits(operand(0), e.width);
  case HostExpr::Kind::Select: return ite(operand(0), operand(1), operand(2));
  }
  return nullptr;
}

// What the host code's launches say of the kernel's integer parameters
// and sizes: the precondition that one of the launches is the one
// verified, over constants for what the host computes (see HostFacts.h).
// Only where --kernel-args fixes nothing, and only facts whose widths are
// the kernel's own (a `long` is narrower on a 32-bit device).
void addHostFacts(const KernelModel &model, ValueEncoder &values, const Geometry &geometry, ProgramBuilder &builder,
                  const std::string &procedure, std::vector<Spec> &specs) {
  std::string kernelName = sourceFunctionName(model.kernel);
  if (model.options.kernelArgs && kernelNameMatches(model.options.kernelArgs->kernel, kernelName))
    return;
  const KernelHostFacts *facts = nullptr;
  for (const KernelHostFacts &f : model.options.hostFacts)
    if (f.kernel == kernelName)
      facts = &f;
  if (!facts || facts->launches.empty())
    return;
  std::vector<const llvm::Argument *> byValue;
  for (const llvm::Argument &arg : model.kernel.args())
    if (!arg.getType()->isPointerTy() || arg.hasByValAttr())
      byValue.push_back(&arg);
  std::vector<ExprPtr> launches, unknownsUsed;
  for (unsigned l = 0; l < facts->launches.size(); ++l) {
    const LaunchFacts &launch = facts->launches[l];
    if (launch.byValue.size() != byValue.size())
      return;
    std::vector<ExprPtr> unknowns;
    for (unsigned u = 0; u < launch.unknownWidths.size(); ++u) {
      std::string name = builder.globalNames().unique(naming::hostUnknown(procedure, l + 1, u));
      Type type = launch.unknownWidths[u] == 1 ? Type::boolean() : Type::bv(launch.unknownWidths[u]);
      unknowns.push_back(var(name, type));
    }
    unknownsUsed.insert(unknownsUsed.end(), unknowns.begin(), unknowns.end());
    std::vector<ExprPtr> conjuncts;
    for (size_t i = 0; i < byValue.size(); ++i) {
      const llvm::Argument &arg = *byValue[i];
      if (!launch.byValue[i] || arg.hasByValAttr() || !arg.getType()->isIntegerTy() ||
          arg.getType()->getIntegerBitWidth() != launch.byValue[i]->width)
        continue;
      conjuncts.push_back(eq(values.value(&arg, 1), hostExprInBoogie(*launch.byValue[i], unknowns, builder.prelude())));
    }
    for (unsigned d = 0; d < 3; ++d)
      for (auto [size, fact] :
           {std::pair{geometry.numGroups(d), launch.grid[d]}, {geometry.localSize(d), launch.block[d]}})
        if (fact && size->type.isBv() && size->type.width() >= fact->width) {
          ExprPtr host = hostExprInBoogie(*fact, unknowns, builder.prelude());
          conjuncts.push_back(eq(
              size, size->type.width() > fact->width ? builder.prelude().zeroExtend(host, size->type.width()) : host));
        }
    for (const HostExprPtr &condition : launch.conditions)
      conjuncts.push_back(hostExprInBoogie(*condition, unknowns, builder.prelude()));
    launches.push_back(andAll(conjuncts));
  }
  ExprPtr oneOf = orAll(launches);
  if (isTrue(oneOf))
    return;
  // Only the unknowns the facts name are declared (a fact whose width is
  // not the kernel's is left out, and its unknowns with it).
  for (const ExprPtr &unknown : unknownsUsed)
    if (mentions(oneOf, unknown->text))
      builder.declareConst(unknown->text, unknown->type);
  addRequires(specs, oneOf);
}

// Turns every check but postconditions and loop invariants into an
// assumption.
// Under the two-pass warp method, the pairs of threads this program
// considers: those of one warp, or those of different warps (null: any).
ExprPtr warpPairsConsidered(const TranslateOptions &options, const Geometry &geometry) {
  if (!options.warpSize)
    return nullptr;
  switch (options.warpPairs) {
  case TranslateOptions::WarpPairs::SameWarp: return geometry.sameWarp(*options.warpSize);
  case TranslateOptions::WarpPairs::DifferentWarps: return notE(geometry.sameWarp(*options.warpSize));
  case TranslateOptions::WarpPairs::Any: return nullptr;
  }
  return nullptr;
}

void keepOnlyPostconditionChecks(std::vector<Block> &blocks, const std::vector<Check> &checks) {
  for (Block &block : blocks)
    for (Cmd &cmd : block.cmds) {
      auto *a = std::get_if<AssertCmd>(&cmd);
      if (!a || !a->checkId)
        continue;
      CheckKind kind = checks[*a->checkId].kind;
      if (kind != CheckKind::Postcondition && kind != CheckKind::LoopInvariant)
        cmd = assume(a->expr);
    }
}

// The fences whose global operand is 2 (the headers' __threadfence, OpenCL's
// global mem_fence): they order global memory for other groups too. An
// operand not known may be 2: the fence only adds a note to reports.
std::vector<SourceChain> deviceFencesIn(const llvm::Function &kernel) {
  std::vector<SourceChain> fences;
  for (const llvm::BasicBlock &block : kernel)
    for (const llvm::Instruction &inst : block) {
      const auto *call = llvm::dyn_cast<llvm::CallBase>(&inst);
      const llvm::Function *callee = call ? call->getCalledFunction() : nullptr;
      if (!callee || classifyFunction(*callee) != Intrinsic::MemFence || call->arg_size() != 2)
        continue;
      const auto *global = llvm::dyn_cast<llvm::ConstantInt>(call->getArgOperand(1));
      if (!global || global->getZExtValue() == 2)
        fences.push_back(sourceChain(inst));
    }
  return fences;
}

} // namespace

void encodeKernel(KernelModel &model, ProgramBuilder &builder, const Geometry &geometry, EntryKind kind) {
  KernelContext ctx(model, builder, geometry);
  ValueEncoder values(ctx);
  LoopShapeRecorder loopShapes(ctx, values);
  MemoryEncoder memory(ctx, values, loopShapes);
  AnnotationEncoder annotations(ctx, values, memory);
  values.setCallValues([&](const llvm::CallBase &call, unsigned t) { return annotations.callValue(call, t); });
  values.setAnnotationRead([&](const llvm::Instruction &load, unsigned t) { return memory.annotationRead(load, t); });
  StatementEncoder statements(ctx, values, memory, annotations);
  ControlFlowEncoder controlFlow(ctx, values, statements, annotations, loopShapes);

  KernelInfo info;
  info.sourceName = sourceFunctionName(model.kernel);
  info.procedureName = builder.globalNames().unique(info.sourceName);
  info.functionName = model.kernel.getName().str();
  info.location = functionLocation(model.kernel);
  info.postconditionsOnly = kind == EntryKind::Postconditions;
  info.deviceFences = deviceFencesIn(model.kernel);

  // Scalar parameters (function pointers among them: they are values,
  // not arrays) are uniform: one copy, a procedure parameter.
  std::vector<TypedName> params;
  for (const llvm::Argument &arg : model.kernel.args()) {
    if (arg.getType()->isPointerTy() && !model.memory->isFunctionPointer(&arg))
      continue;
    // A function checked on its own takes arbitrary values instead.
    if (kind != EntryKind::Kernel && arg.use_empty())
      continue;
    std::string source = parameterName(arg);
    std::string name = ctx.reserveName(source);
    Type type = values.typeOf(arg.getType());
    values.nameArgument(&arg, name);
    builder.nameInSource(name, source);
    params.push_back({name, type});
    // Images and samplers are handles, not values a user could choose.
    if (!arg.getType()->isTargetExtTy())
      info.scalarParameters.push_back({source, name, type.isBool() ? 1u : type.width(), parameterIsSigned(arg),
                                       arg.getType()->isIntegerTy(), arg.getArgNo()});
  }

  memory.declareArrays();
  loopShapes.setAccessLogs(memory.accessLogs());
  ctx.out.start(ctx.newLabel(naming::entryLabel));
  memory.initialise();
  std::vector<Spec> argumentFacts;
  addKernelArgumentFacts(model, values, memory, argumentFacts);
  addHostFacts(model, values, geometry, builder, info.procedureName, argumentFacts);
  ctx.out.jump({ctx.label(&model.kernel.getEntryBlock())});
  controlFlow.encode();

  ProcedureDecl proc;
  proc.name = info.procedureName;
  proc.attrs = {attr("kernel"), attr("source_name", info.sourceName)};
  proc.ins = params;
  for (const ExprPtr &fact : geometry.assumptions())
    proc.specs.push_back(Spec{Spec::Kind::Requires, fact, false, {}, {}});
  if (ExprPtr pairs = warpPairsConsidered(model.options, geometry))
    proc.specs.push_back(Spec{Spec::Kind::Requires, pairs, false, {}, {}});
  proc.specs.insert(proc.specs.end(), argumentFacts.begin(), argumentFacts.end());
  proc.modifies = builder.globalVars();
  proc.body = ProcedureBody{ctx.locals(), ctx.out.take()};
  if (kind == EntryKind::Postconditions)
    keepOnlyPostconditionChecks(proc.body->blocks, builder.translation().checks);
  builder.program().decls.push_back(CommentDecl{(kind == EntryKind::Kernel             ? "Kernel "
                                                 : kind == EntryKind::UncalledFunction ? "Function "
                                                                                       : "Postconditions of ") +
                                                info.sourceName});
  builder.program().decls.push_back(std::move(proc));
  loopShapes.finish(info.procedureName, builder.translation().loops);
  builder.translation().kernels.push_back(std::move(info));
}

} // namespace gv
