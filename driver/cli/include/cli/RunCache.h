// How a run uses the result cache (ResultCache.h): its key, and where it
// may look.
//
// The key is made once clang has compiled the kernel: it hashes the bitcode
// clang made (what is verified; whatever files clang read, by whatever
// paths and search order, in whatever environment, it holds what they said),
// what clang printed (its warnings quote the source) and, for a CUDA kernel, the launch sizes its host code chose (if
// it was given none) and the names of the kernel templates its source declares (a template never instantiated has no
// code, and the report warns of it). Around it, the run's identity: gpuverify itself and the clang, Boogie, z3 (and
// cvc5) it runs (each by path, size and modification time, and for a script the files it runs, so that a rebuild or an
// upgrade starts afresh), the working folder, the arguments (canonical, less those that only say where reports go, how
// long to try, and where the cache is), the contents of every file an option names (--boogie-file, a Boogie option's
// file, a clang response file), and the environment variables the tools read (CacheEnvironment.def).
//
// There is no key made before clang runs (ccache's "direct mode"): it would
// have to know every file clang looked for and did not find, in every
// folder of its search path, and clang does not say. Compiling a kernel
// takes a tenth to half a second; the proofs it saves take seconds to
// minutes.
#pragma once

#include "cli/ResultCache.h"
#include "pipeline/Options.h"
#include "reports/Report.h"
#include "reports/SourceLines.h"
#include "support/Toolchain.h"

#include <optional>
#include <string>
#include <vector>

namespace gv::driver {

class RunCache {
public:
  // Nothing if the run must not use the cache: --no-cache; a run whose
  // output differs each time or that writes beside the kernel (--verbose,
  // --keep-temps, --stop-at-*, --gen-smt2); a .bc or .bpl input; a tool
  // or a file an option names that cannot be read (the run then says so);
  // a cache folder that is not the user's own (said in `notes`).
  // `canonicalArguments`: the command line as parsed (CommandLine).
  static std::optional<RunCache> forRun(const std::vector<std::string> &canonicalArguments,
                                        const DriverOptions &options, const Environment &environment,
                                        std::vector<std::string> &notes);

  // Called once clang has compiled the kernel: the result kept for the
  // bitcode it made, if any. `beyondBitcode`: what else decides the report
  // (the launch sizes the host code chose, the kernel templates declared).
  std::optional<CachedRun> compiled(const std::string &bitcodeFile, const std::string &beyondBitcode = "");
  // Keeps `run` under the bitcode's key.
  void store(const CachedRun &run) const;

  const std::string &directory() const { return cache_.directory(); }

private:
  RunCache(ResultCache cache, std::string identity) : cache_(std::move(cache)), identity_(std::move(identity)) {}

  ResultCache cache_;
  std::string identity_; // what the key hashes besides the bitcode
  std::optional<std::string> resultKey_;
};

// What decides a compiled kernel's report besides its bitcode
// (RunCache::compiled's `beyondBitcode`): what clang printed (its warnings
// quote the source), what the run took from the host code (its notes, and
// every fact assumed, exactly: `hostFactsKey`), and a CUDA file's kernel
// templates (one never instantiated has no code, and the report warns of it).
std::string reportInputsBeyondBitcode(const std::string &clangOutput, const std::vector<std::string> &hostNotes,
                                      const std::string &hostFactsKey, const DriverOptions &options);

// Whether a run's result may be kept: only one that did not depend on how
// fast the solver was: a proof (however it was found), or errors or a
// rejected kernel from a run in which no solver query ran out of time.
bool worthKeeping(const Report &report, bool solverGaveUp);

// The source lines a report quotes, kept with its result: a result is only
// replayed while the source reads so (an edit within a line need not change
// the bitcode).
std::vector<QuotedLine> quotedLines(const Report &report);
bool quotesCurrentSource(const CachedRun &cached, SourceLines &sources);

// $XDG_CACHE_HOME/gpuverify, else $HOME/.cache/gpuverify; empty if neither
// variable is set.
std::string defaultCacheDirectory(const Environment &environment);

// "NAME=value" for each variable of the environment that CacheEnvironment.def
// names, sorted.
std::vector<std::string> environmentForKey(const std::vector<std::string> &environment);

} // namespace gv::driver
