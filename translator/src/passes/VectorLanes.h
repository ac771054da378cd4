// Vector component accesses as the source wrote them.
//
// clang compiles `v[i].y = x` to a load of the whole vector, an
// insertelement and a store of the whole vector, and `x = v[i].y` to a load
// of the whole vector and an extractelement. Taken literally these access
// every component, so two work-items writing different components of one
// vector would race. This rewrites such patterns into accesses of the
// components named in the source.
#pragma once

namespace llvm {
class Function;
}

namespace gv {

void accessVectorLanesDirectly(llvm::Function &f);

} // namespace gv
