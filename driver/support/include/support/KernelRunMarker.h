// The gpuverify runs that a batch or the language server starts each
// verify one kernel, whatever their flags say: a kernel's header holding
// --batch (or --lsp, or --kernel-name --batch) would otherwise make every
// kernel's run a batch over the folder again. The parent marks the
// environment its children inherit; main refuses a marked run that asks
// for a batch, a merge or a language server.
#pragma once

#include <optional>
#include <string>

namespace gv::driver {

// Call before any thread starts: it sets an environment variable.
void markChildrenAsKernelRuns(const std::string &parent);

// Who started this run for one kernel ("a batch", "the language server"),
// if one did.
std::optional<std::string> kernelRunStartedBy();

} // namespace gv::driver
