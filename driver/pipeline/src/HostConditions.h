// The conditions a launch runs under, as the host code says them (see
// HostConditions.cpp): what HostLaunches.cpp assumes with its values.
#pragma once

#include "HostValues.h"

namespace gv::driver {

// Adds to `reader.facts.conditions` (at most mostLaunchConditions) what the
// host code tested on its way to `block` (each branch or switch taken once,
// or deciding the iteration of a loop the launch is in) and what the loops
// around it say of their counters, where they speak of values the launch's
// arguments or sizes are computed from.
void readLaunchConditions(HostExprReader &reader, const llvm::BasicBlock *block, const ControlFlow &flow);

} // namespace gv::driver
