// One kernel as a Boogie procedure: parameters, the facts about the two
// threads, the instrumented body.
#pragma once

#include "encode/Geometry.h"
#include "KernelModel.h"

namespace gv {

void encodeKernel(KernelModel &model, ProgramBuilder &builder, const Geometry &geometry);

} // namespace gv
