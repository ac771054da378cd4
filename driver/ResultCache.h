// Results of earlier runs, kept on disk so that a run with nothing changed
// prints the same report at once (--cache-dir, --no-cache).
//
// A result is kept under a key that hashes what decides it (see
// RunCache.h for what goes in): the bitcode clang produced, so comments and
// whitespace do not count, with the options and the identities of
// gpuverify, clang, Boogie and z3. To answer without running clang at all,
// a manifest kept under the hash of the kernel's own text names the files
// its compile read (clang's dependency list) with their digests, and the
// result key that compile led to: if no file changed, so did nothing else
// (ccache's "direct mode").
//
// Entries are written to a temporary file and renamed into place, so runs
// that share the cache never read a torn entry; the cache is trimmed to
// its size limit by dropping the entries used least recently.
#pragma once

#include "gpuverify/SourceLocation.h"

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace gv::driver {

// The hex SHA-256 of `data`, and of a file's contents (none if unreadable).
std::string sha256Hex(const std::string &data);
std::optional<std::string> fileSha256(const std::string &path);

// The files of the Makefile rules clang wrote with -MD -MF (the targets are
// left out; `\ ` is a space in a name).
std::vector<std::string> dependencyFiles(const std::string &rule);

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

// Files (absolute paths) with the digests of their contents.
using ManifestFiles = std::map<std::string, std::string>;

inline constexpr uint64_t defaultCacheBytes = 256ull << 20;

class ResultCache {
public:
  explicit ResultCache(std::string directory, uint64_t maxBytes = defaultCacheBytes)
      : directory_(std::move(directory)), maxBytes_(maxBytes) {}

  const std::string &directory() const { return directory_; }

  // Nothing if there is no such entry or it cannot be read.
  std::optional<CachedRun> find(const std::string &resultKey) const;
  // Never fails the run: a cache that cannot be written is not used.
  void store(const std::string &resultKey, const CachedRun &run) const;

  // The result key of the manifest kept under `sourceKey`, if every file it
  // names still has the digest it had.
  std::optional<std::string> resultKeyOf(const std::string &sourceKey) const;
  void storeManifest(const std::string &sourceKey, const ManifestFiles &files, const std::string &resultKey) const;

private:
  std::string entryPath(const std::string &key, const char *kind) const;
  std::optional<std::string> read(const std::string &key, const char *kind) const;
  void write(const std::string &key, const char *kind, const std::string &text) const;
  void trim() const;

  std::string directory_;
  uint64_t maxBytes_;
};

} // namespace gv::driver
