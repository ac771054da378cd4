#include "encode/KernelEncoder.h"
#include "gpuverify/KernelNames.h"

#include "SourceLocations.h"
#include "encode/ControlFlow.h"
#include "encode/LoopShapes.h"

#include "llvm/IR/Function.h"

namespace gv {

using namespace boogie;

namespace {

// Values fixed with --kernel-args, for the parameters passed by value in
// order: preconditions on scalar parameters, initial contents of structs.
// A value the parameter cannot hold, or more values than parameters, is an
// error of the command line, never a silent wrap.
void addKernelArgumentFacts(const KernelModel &model, ValueEncoder &values, MemoryEncoder &memory,
                            std::vector<Spec> &specs) {
  const KernelArgumentValues *fixed = nullptr;
  bool assumed = false;
  std::string kernelName = sourceFunctionName(model.kernel);
  if (model.options.kernelArgs && kernelNameMatches(model.options.kernelArgs->kernel, kernelName)) {
    fixed = &*model.options.kernelArgs;
  } else {
    for (const KernelArgumentValues &values : model.options.assumedKernelArgs)
      if (values.kernel == kernelName)
        fixed = &values;
    assumed = fixed != nullptr;
  }
  if (!fixed)
    return;
  if (assumed) {
    // Taken from the host code's view of the parameters: used only if it
    // has as many passed by value as the kernel here, never shifted.
    size_t byValue = 0;
    for (const llvm::Argument &arg : model.kernel.args())
      byValue += !arg.getType()->isPointerTy() || arg.hasByValAttr();
    if (byValue != fixed->values.size())
      return;
  }
  size_t i = 0;
  for (const llvm::Argument &arg : model.kernel.args()) {
    bool byValue = arg.hasByValAttr();
    if (arg.getType()->isPointerTy() && !byValue)
      continue;
    if (i >= fixed->values.size())
      return;
    std::optional<ArgumentValue> v = fixed->values[i++];
    if (!v)
      continue;
    unsigned bits =
        byValue ? static_cast<unsigned>(model.memory->layout().getTypeAllocSize(arg.getParamByValType()) * 8)
        : arg.getType()->isIntegerTy() ? arg.getType()->getIntegerBitWidth()
                                       : static_cast<unsigned>(model.memory->layout().getTypeSizeInBits(arg.getType()));
    if (!v->fitsIn(bits) && assumed)
      continue;
    if (!v->fitsIn(bits))
      throw TranslationError::ofCommandLine("--kernel-args: " + std::string(v->negative ? "-" : "") +
                                            std::to_string(v->magnitude) + " does not fit in parameter '" +
                                            parameterName(arg) + "' of " + std::to_string(bits) + " bits");
    if (byValue) {
      memory.assumeContents(&arg, llvm::APInt(64, v->bits(), true).sextOrTrunc(bits));
      continue;
    }
    ExprPtr param = values.value(&arg, 1);
    ExprPtr value = param->type.isBool() ? boolLit(v->bits() != 0) : bvLit(v->bits(), param->type.width());
    specs.push_back(Spec{Spec::Kind::Requires, eq(param, value), false, {}, {}});
  }
  if (i < fixed->values.size() && !assumed)
    throw TranslationError::ofCommandLine("--kernel-args gives " + std::to_string(fixed->values.size()) +
                                          " values, but kernel '" + fixed->kernel + "' takes " + std::to_string(i) +
                                          " by value");
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
  info.location = functionLocation(model.kernel);
  info.postconditionsOnly = kind == EntryKind::Postconditions;

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
      info.scalarParameters.push_back({source, name, type.isBool() ? 1u : type.width(), parameterIsSigned(arg)});
  }

  memory.declareArrays();
  loopShapes.setAccessLogs(memory.accessLogs());
  ctx.out.start(ctx.newLabel("$start"));
  memory.initialise();
  std::vector<Spec> argumentFacts;
  addKernelArgumentFacts(model, values, memory, argumentFacts);
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
