#include "ExecutorRuns.h"

#include "gpuverify/InstructionSource.h"

#include "llvm/IR/Instruction.h"

namespace gv::driver {

executor::Settings executorSettings(const Translation &translation, const TranslateOptions &options) {
  executor::Settings settings;
  settings.benignWrites = options.benignWriteTolerance;
  settings.warpLanes = options.lanesPerWarp();
  for (const ArrayInfo &array : translation.arrays) {
    if (array.parameter)
      settings.parameterSpaces[*array.parameter] = array.space;
    if (!array.global.empty())
      settings.globalSpaces[array.global] = array.space;
  }
  return settings;
}

std::optional<executor::Ids> fixedSizes(const Extent3 &extent) {
  executor::Ids sizes = {1, 1, 1};
  for (unsigned d = 0; d < 3; ++d) {
    if (!extent.size[d])
      return std::nullopt;
    sizes[d] = *extent.size[d];
  }
  return sizes;
}

std::vector<executor::Ids> wholeGrid(const executor::Ids &numGroups) {
  std::vector<executor::Ids> groups;
  for (uint64_t z = 0; z < numGroups[2]; ++z)
    for (uint64_t y = 0; y < numGroups[1]; ++y)
      for (uint64_t x = 0; x < numGroups[0]; ++x)
        groups.push_back({x, y, z});
  return groups;
}

SourceTrace traceOfSite(const llvm::Instruction *site) {
  SourceTrace trace;
  if (site)
    for (const SourceLocation &l : sourceChain(*site))
      trace.push_back(SourceFrame{l, std::nullopt, std::nullopt});
  return trace;
}

} // namespace gv::driver
