#include "SourceLocations.h"

#include "Intrinsics.h"

#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Instruction.h"

namespace gv {

namespace {

SourceLocation fromDILocation(const llvm::DILocation &loc) {
  SourceLocation s;
  s.file = loc.getFilename().str();
  s.directory = loc.getDirectory().str();
  s.line = loc.getLine();
  s.column = loc.getColumn();
  return s;
}

} // namespace

SourceChain sourceChain(const llvm::Instruction &inst) {
  SourceChain chain;
  for (const llvm::DILocation *loc = inst.getDebugLoc().get(); loc; loc = loc->getInlinedAt())
    chain.push_back(fromDILocation(*loc));
  return chain;
}

SourceLocation functionLocation(const llvm::Function &f) {
  SourceLocation s;
  if (const llvm::DISubprogram *sp = f.getSubprogram()) {
    s.file = sp->getFilename().str();
    s.directory = sp->getDirectory().str();
    s.line = sp->getLine();
  }
  return s;
}

std::string sourceFunctionName(const llvm::Function &f) {
  if (const llvm::DISubprogram *sp = f.getSubprogram())
    if (!sp->getName().empty())
      return sp->getName().str();
  return baseName(f.getName());
}

} // namespace gv
