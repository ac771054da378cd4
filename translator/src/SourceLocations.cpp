#include "SourceLocations.h"

#include "gpuverify/Intrinsics.h"

#include "llvm/BinaryFormat/Dwarf.h"
#include "llvm/IR/DebugInfo.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Instruction.h"
#include "llvm/IR/IntrinsicInst.h"

namespace gv {

namespace {

std::string functionKey(const llvm::DISubprogram *sp) {
  if (!sp)
    return "";
  return (sp->getLinkageName().empty() ? sp->getName() : sp->getLinkageName()).str();
}

SourceLocation fromDILocation(const llvm::DILocation &loc) {
  SourceLocation s;
  s.file = loc.getFilename().str();
  s.directory = loc.getDirectory().str();
  s.line = loc.getLine();
  s.column = loc.getColumn();
  if (const llvm::DILocalScope *scope = loc.getScope())
    s.function = functionKey(scope->getSubprogram());
  return s;
}

} // namespace

SourceChain sourceChain(const llvm::DILocation *location) {
  SourceChain chain;
  for (const llvm::DILocation *loc = location; loc; loc = loc->getInlinedAt())
    chain.push_back(fromDILocation(*loc));
  return chain;
}

SourceChain sourceChain(const llvm::Instruction &inst) { return sourceChain(inst.getDebugLoc().get()); }

SourceLocation functionLocation(const llvm::Function &f) {
  SourceLocation s;
  if (const llvm::DISubprogram *sp = f.getSubprogram()) {
    s.file = sp->getFilename().str();
    s.directory = sp->getDirectory().str();
    s.line = sp->getLine();
    s.function = functionKey(sp);
  }
  return s;
}

std::string sourceFunctionName(const llvm::Function &f) {
  if (const llvm::DISubprogram *sp = f.getSubprogram())
    if (!sp->getName().empty())
      return sp->getName().str();
  // Without debug information: a C name has no '.', so what follows one is
  // the suffix of a copy we made (f.entry, f.postconditions).
  return baseName(f.getName().split('.').first);
}

// The parameter's own variable, not another one assigned its value.
const llvm::DILocalVariable *parameterVariable(const llvm::Argument &arg) {
  llvm::SmallVector<llvm::DbgVariableIntrinsic *, 2> intrinsics;
  llvm::SmallVector<llvm::DbgVariableRecord *, 2> records;
  llvm::findDbgUsers(intrinsics, const_cast<llvm::Argument *>(&arg), &records);
  std::vector<const llvm::DILocalVariable *> variables;
  for (auto *r : records)
    variables.push_back(r->getVariable());
  for (auto *i : intrinsics)
    variables.push_back(i->getVariable());
  const llvm::DISubprogram *own = arg.getParent()->getSubprogram();
  for (const llvm::DILocalVariable *v : variables)
    if (v->getArg() == arg.getArgNo() + 1 && v->getScope() && v->getScope()->getSubprogram() == own)
      return v;
  return nullptr;
}

std::optional<std::string> sourceVariableName(const llvm::Value &v) {
  llvm::SmallVector<llvm::DbgVariableIntrinsic *, 2> intrinsics;
  llvm::SmallVector<llvm::DbgVariableRecord *, 2> records;
  llvm::findDbgUsers(intrinsics, const_cast<llvm::Value *>(&v), &records);
  std::optional<std::string> name;
  auto consider = [&](const llvm::DILocalVariable *variable) {
    if (!variable || variable->getName().empty())
      return true;
    if (name && *name != variable->getName())
      return false;
    name = variable->getName().str();
    return true;
  };
  for (auto *r : records)
    if (!consider(r->getVariable()))
      return std::nullopt;
  for (auto *i : intrinsics)
    if (!consider(i->getVariable()))
      return std::nullopt;
  return name;
}

std::string parameterName(const llvm::Argument &arg) {
  if (const llvm::DILocalVariable *var = parameterVariable(arg))
    return var->getName().str();
  return arg.hasName() ? arg.getName().str() : "arg" + std::to_string(arg.getArgNo());
}

bool parameterIsSigned(const llvm::Argument &arg) {
  const llvm::DILocalVariable *var = parameterVariable(arg);
  const llvm::DIType *type = var ? var->getType() : nullptr;
  // Through typedefs (int32_t), const and volatile to the basic type.
  while (const auto *derived = llvm::dyn_cast_or_null<llvm::DIDerivedType>(type)) {
    unsigned tag = derived->getTag();
    if (tag != llvm::dwarf::DW_TAG_typedef && tag != llvm::dwarf::DW_TAG_const_type &&
        tag != llvm::dwarf::DW_TAG_volatile_type)
      return false;
    type = derived->getBaseType();
  }
  const auto *basic = llvm::dyn_cast_or_null<llvm::DIBasicType>(type);
  return basic && (basic->getEncoding() == llvm::dwarf::DW_ATE_signed ||
                   basic->getEncoding() == llvm::dwarf::DW_ATE_signed_char);
}

std::string atSourceLine(const llvm::Instruction &inst) {
  SourceChain where = sourceChain(inst);
  return where.empty() ? std::string() : " at " + where.front().fileAndLine();
}

} // namespace gv
