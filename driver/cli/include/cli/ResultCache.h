// Results of earlier runs, kept on disk so that a run with nothing changed
// prints the same report at once (--cache-dir, --no-cache).
//
// A result is kept under a key that hashes what decides it (see
// RunCache.h for what goes in). The cache is its user's own: its folder is
// created for the owner alone, and one owned by someone else, or that
// others may write to, is not used. An entry holds its key and a digest of
// its contents, and one that does not check out (torn, edited, moved under
// another key, or a file others could have written) is ignored.
//
// Entries are written to a temporary file and renamed into place, so runs
// that share the cache never read a torn entry; the cache is trimmed to
// its size limit by dropping the entries used least recently.
#pragma once

#include "gpuverify/SourceLocation.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace gv::driver {

// A line of source a report quotes: a result is only replayed if the line
// still reads the same (an edit within a line need not change the bitcode).
struct QuotedLine {
  SourceLocation location;
  std::string text;
};

// What a run printed and wrote, to be printed and written again.
struct CachedRun {
  int exitCode = 0;
  std::string out, err;    // what it printed on stdout and stderr
  std::string json, sarif; // the machine reports, if asked for
  std::vector<QuotedLine> quoted;
};

inline constexpr uint64_t defaultCacheBytes = 256ull << 20;

class ResultCache {
public:
  // The cache in `directory`, which is created for its owner alone if it is
  // missing. Nothing, with `why` said, if it cannot be used: it is not a
  // folder, it cannot be created, it belongs to another user, or others
  // may write to it.
  static std::optional<ResultCache> open(const std::string &directory, std::string &why,
                                         uint64_t maxBytes = defaultCacheBytes);

  const std::string &directory() const { return directory_; }

  // Nothing if there is no such entry, or it does not check out.
  std::optional<CachedRun> find(const std::string &key) const;
  // Never fails the run: a cache that cannot be written is not used.
  void store(const std::string &key, const CachedRun &run) const;

private:
  ResultCache(std::string directory, uint64_t maxBytes) : directory_(std::move(directory)), maxBytes_(maxBytes) {}

  std::string entryPath(const std::string &key) const;
  void trim() const;

  std::string directory_;
  uint64_t maxBytes_;
};

} // namespace gv::driver
