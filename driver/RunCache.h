// How a run uses the result cache (ResultCache.h): its keys, made from the
// command line, and where it may look.
//
// Both keys hash the run's identity: gpuverify itself and the clang,
// Boogie, z3 (and cvc5) it runs (each by path, size and modification time,
// so a rebuild or an upgrade starts afresh), the working folder, the
// arguments (canonical, less those that only say where reports go, how
// long to try, and where the cache is) and the contents of --boogie-file
// files. The source key adds the kernel's text, the result key the
// bitcode clang made of it.
#pragma once

#include "Options.h"
#include "ResultCache.h"
#include "Toolchain.h"

#include <ctime>
#include <optional>
#include <string>
#include <vector>

namespace gv::driver {

class RunCache {
public:
  // Nothing if the run must not use the cache: --no-cache; a run whose
  // output differs each time or that writes beside the kernel (--verbose,
  // --keep-temps, --stop-at-*, --gen-smt2); a .bc or .bpl input; a tool
  // that cannot be found (the run then says so).
  static std::optional<RunCache> forRun(const std::vector<std::string> &arguments, const DriverOptions &options,
                                        const Environment &environment);

  // The result for the kernel's text and the files its last compile read,
  // if none of them changed.
  std::optional<CachedRun> findBySource() const;

  // Called as clang starts on the kernel.
  void compiling();
  // Called when it is done: the result for the bitcode it made, if one is
  // kept. The files clang read (`dependencyRule`, its -MD output) are
  // digested now, for the manifest store() keeps: unless one was changed
  // after clang started (an editor saving as the run starts), which might
  // have been after clang read it.
  // `launch`: the launch sizes, when they came from the host code.
  std::optional<CachedRun> compiled(const std::string &bitcodeFile, const std::string &dependencyRule,
                                    const std::string &launch = "");
  // Keeps `run` under the bitcode's key, and the manifest that leads to it.
  void store(const CachedRun &run) const;

  const std::string &directory() const { return cache_.directory(); }

private:
  RunCache(ResultCache cache, std::string identity, std::string kernelFile)
      : cache_(std::move(cache)), identity_(std::move(identity)), kernelFile_(std::move(kernelFile)) {}

  std::optional<std::string> sourceKey() const;

  ResultCache cache_;
  std::string identity_; // everything both keys hash
  std::string kernelFile_;
  std::optional<std::string> resultKey_;
  std::optional<std::string> sourceKeyBefore_; // the kernel's, as clang started
  std::time_t compileStart_ = 0;
  std::optional<ManifestFiles> manifest_;
};

// $XDG_CACHE_HOME/gpuverify, else $HOME/.cache/gpuverify; empty if neither
// variable is set.
std::string defaultCacheDirectory(const Environment &environment);

} // namespace gv::driver
