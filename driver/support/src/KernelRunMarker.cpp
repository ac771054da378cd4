#include "support/KernelRunMarker.h"

#include <cstdlib>

namespace gv::driver {

namespace {

constexpr const char *variable = "GPUVERIFY_KERNEL_RUN_OF";

} // namespace

void markChildrenAsKernelRuns(const std::string &parent) { ::setenv(variable, parent.c_str(), 1); }

std::optional<std::string> kernelRunStartedBy() {
  const char *parent = std::getenv(variable);
  if (!parent || !*parent)
    return std::nullopt;
  return std::string(parent);
}

} // namespace gv::driver
