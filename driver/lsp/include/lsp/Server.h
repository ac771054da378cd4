// gpuverify --lsp: a diagnostics-only language server on stdin and stdout.
//
// An editor sends a kernel's text as it opens and saves it; each time, the
// text is verified as it is in the editor, as the command line would verify
// the file had it that text (KernelRun.h), by a gpuverify process of its
// own, and the defects are published as diagnostics (Diagnostics.h). A run
// still going when the document changes again, or closes, is stopped: only
// the newest text's diagnostics are published. A kernel's flags come from
// where a batch run takes them (batch/KernelSettings.h): its header, a
// gpuverify.json, else the flags given after --lsp and the client's
// initializationOptions {"args": [...]}. The messages are handled by
// Session.h, the runs by Runs.h.
#pragma once

#include <string>
#include <vector>

namespace gv::lsp {

bool isLanguageServerCommandLine(const std::vector<std::string> &arguments);

// Serves until the client sends `exit` or closes stdin. The exit code: 0
// after shutdown and exit, 1 otherwise (as the protocol asks). A
// termination signal ends it as it ends a batch (Watchdog.h): its runs
// asked to end, their files removed.
int runLanguageServer(const std::vector<std::string> &arguments);

} // namespace gv::lsp
