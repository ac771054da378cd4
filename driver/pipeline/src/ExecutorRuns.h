// What the replay, the crosscheck and the reproducer share about running
// the executor on a translated kernel.
#pragma once

#include "executor/Executor.h"
#include "reports/Report.h"

#include <optional>
#include <vector>

namespace gv::driver {

// A grid of at most this many threads is run whole.
constexpr uint64_t maxThreadsOfWholeGrid = 4096;

// The executor's settings for a translation: each array's memory space,
// benign writes and the warp's lanes as the options say.
executor::Settings executorSettings(const Translation &translation, const TranslateOptions &options);

// The sizes of an extent, if every dimension is fixed.
std::optional<executor::Ids> fixedSizes(const Extent3 &extent);

// Every group of a grid, x fastest.
std::vector<executor::Ids> wholeGrid(const executor::Ids &numGroups);

// An instruction's place in the source, as a report shows it.
SourceTrace traceOfSite(const llvm::Instruction *site);

} // namespace gv::driver
