// What the host code's launches say of a kernel beyond constants, as the
// translator assumes it (gpuverify/HostFacts.h): each by-value argument and
// each launch size as the host computes it, `gridDim.x == (n + 15) / 16`.
//
// An assumption must be able to hold, or the kernel would verify
// vacuously: a size the command line fixes is related to the host's
// expression only where values of the host's unknowns are found that give
// it (each group of sizes sharing unknowns has one unknown, searched for);
// the rest is left out. Arguments are the host's expressions of unknowns
// no size constrains otherwise, so they can always hold.
#pragma once

#include "pipeline/HostLaunches.h"

#include <string>
#include <vector>

namespace gv::driver {

struct AssumedLaunchFacts {
  KernelHostFacts facts;
  // What is assumed, in the source's terms, one launch's facts after the
  // other ("gridDim.x == (n + 15) / 16"); empty where only constants every
  // launch passes are assumed (AssumedArguments says those).
  std::string description;
  // The same with each fact too long to read at a glance (a value chosen
  // on many paths of the host code) cut short; empty if none is.
  std::string briefDescription;
  std::string key;   // every fact exactly, for the result cache
  SourceChain where; // the first launch
  size_t launches = 0;
  size_t distinctLaunches = 0; // launches that differ in what they assume
};

std::vector<AssumedLaunchFacts> assumedLaunchFacts(const HostLaunches &host, const std::string &kernelName,
                                                   const LaunchGeometry &geometry);

// Facts as said ("n == ...", "where ..."), with each equation too long to read
// at a glance reduced to its left-hand side, and the conditions then counted
// (they speak of the paths such a value was chosen on); as given if none is.
std::string briefly(const std::vector<std::string> &facts);

// A value of the single unknown `unknown` (of `width` bits) for which each
// expression has its target value, if a search finds one (a binary search,
// as for a size computed by rounding up, then values around it).
// The other unknowns have the values in `others` (all zero if it is empty).
std::optional<uint64_t> findUnknownValue(const std::vector<std::pair<HostExprPtr, uint64_t>> &equations,
                                         unsigned unknown, unsigned width, size_t unknowns,
                                         const std::vector<uint64_t> &others = {});

// Values of several unknowns (of these `widths`) for which each expression
// has its target value, found one unknown at a time: an unknown that is
// the only one left in some equations is searched for in them
// (findUnknownValue), until all have values (`impl == 0`, then `gridDim.x
// == (impl == 0 ? m >> 4 : m >> 6)` for m); where none is, one is guessed
// (the same guesses on every run). Nullopt if that finds none.
std::optional<std::vector<uint64_t>> findUnknownValues(const std::vector<std::pair<HostExprPtr, uint64_t>> &equations,
                                                       const std::vector<unsigned> &widths);

// An expression as C would write it: each unknown by its name, and any part
// that is a kernel argument's expression by the parameter's name.
std::string hostExprText(const HostExpr &e, const std::vector<std::string> &unknownNames,
                         const std::vector<std::pair<HostExprPtr, std::string>> &parameters);

} // namespace gv::driver
