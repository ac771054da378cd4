// One kernel as a Boogie procedure: parameters, the facts about the two
// threads, the instrumented body.
#pragma once

#include "KernelModel.h"
#include "encode/Geometry.h"

namespace gv {

enum class EntryKind {
  Kernel,
  // A function no kernel calls, verified on its own (--no-inline): its value
  // parameters were replaced by arbitrary values (uncalledFunctionEntry), so
  // the parameters left unused are not shown as the kernel's would be.
  UncalledFunction,
  // A function entered with arbitrary arguments (PostconditionEntries.h):
  // only its postconditions and loop invariants are checked; every other
  // check becomes an assumption, as it is checked where the function is
  // inlined into the kernels.
  Postconditions,
};

void encodeKernel(KernelModel &model, ProgramBuilder &builder, const Geometry &geometry,
                  EntryKind kind = EntryKind::Kernel);

} // namespace gv
