// One verification of an editor's text: the gpuverify process that
// verifies it, and its outcome as diagnostics.
//
// The text is written to a private folder and verified with
// --compile-as=<the document's path>: clang compiles it as if it were the
// file on disk (a VFS overlay), so that every #include resolves exactly as
// for `gpuverify <flags> <path>` run in the kernel's folder, as a batch
// runs it: a quoted include first in the kernel's own folder, then -iquote,
// then -I, an angled one never in the kernel's folder unless a flag puts it
// there, headers including headers from their own folders. Putting the
// kernel's folder on the include path instead (-I or -iquote) cannot do
// that: it comes after the copy's own folder, and -I serves angled
// includes too, -iquote the quoted includes of every header.
#pragma once

#include "lsp/Session.h"

#include <nlohmann/json.hpp>

#include <functional>
#include <optional>
#include <string>

namespace gv::lsp {

struct KernelRunHooks {
  // Asked every tenth of a second: true stops the run.
  std::function<bool()> stopRequested;
  // Called every few seconds with the seconds taken so far.
  std::function<void(long seconds)> progress;
};

// The run's outcome: the diagnostics to publish and a word for the end of
// its progress ("verified", "not verified", ...); no diagnostics if it was
// stopped or the document is no file (an untitled buffer). Never throws:
// what goes wrong (gpuverify.json that cannot be read, no temporary
// folder) is a diagnostic at the top of the document.
struct KernelRunOutcome {
  std::optional<nlohmann::json> diagnostics;
  std::string summary;
};
KernelRunOutcome runKernel(const Verification &verification, const KernelRunHooks &hooks);

} // namespace gv::lsp
