// gpuverify --lsp's verification runs: each verifies one editor text in a
// gpuverify process of its own, as the command line would verify the file
// on disk had it that text (--compile-as, see KernelRun.h), and publishes
// the diagnostics (Diagnostics.h) if no newer text of the document came
// meanwhile. A run that a newer text or a close replaces is stopped: its
// gpuverify is asked to end (SIGTERM) and so removes its temporary files,
// as the run removes its own; so does every run still going when the
// server ends. With work-done progress, each run is shown as it goes.
#pragma once

#include "lsp/Protocol.h"
#include "lsp/Session.h"

#include <memory>

namespace gv::lsp {

std::unique_ptr<Verifier> processVerifier(Outbox &outbox);

} // namespace gv::lsp
