// Every file a batch run reads, known before any kernel runs: the kernels,
// the headers their #include lines name (each place the include path may
// find one, through the headers' own #include lines), the files their flags
// name (-include, --boogie-file), and the gpuverify.json files. A report
// the batch writes must be none of them (driver/UserFiles.h compares them
// by device and inode): `--junit=cfg.h` would replace a kernel's header.
#pragma once

#include "batch/KernelSettings.h"

#include <string>
#include <vector>

namespace gv::batch {

std::vector<std::string> filesReadBy(const std::vector<KernelJob> &jobs, const std::vector<std::string> &configFiles);

} // namespace gv::batch
