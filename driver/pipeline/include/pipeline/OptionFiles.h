// The files gpuverify's options name, beyond the kernel: they are inputs
// of the run (no report replaces one) and their contents go into the result
// cache's key (RunCache.h).
#pragma once

#include "pipeline/Options.h"

#include <string>
#include <vector>

namespace gv::driver {

// For each value of --clang-opt and --boogie-opt, the existing regular
// files it or a part of it names ("@opts.rsp", "/path/extra.bpl",
// "/proverOpt:X=file"), and those named in a clang response file in turn.
// Relative names are relative to the working folder.
std::vector<std::string> filesNamedByOptions(const DriverOptions &options);

// Boogie option values with each relative name of an existing file in them
// ("extra.bpl", "/proverOpt:X=cfg.txt") made absolute: Boogie runs in the
// run's private folder, where relative names name nothing.
std::vector<std::string> withAbsoluteFileNames(const std::vector<std::string> &values);

} // namespace gv::driver
