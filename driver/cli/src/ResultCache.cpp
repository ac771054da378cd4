#include "cli/ResultCache.h"
#include "support/Digest.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace fs = std::filesystem;
using nlohmann::json;

namespace gv::driver {

namespace {

// Bumped when the entries' format changes: old entries are then not read.
constexpr const char *formatVersion = "v2";
constexpr mode_t ownerOnlyFolder = 0700, ownerOnlyFile = 0600;

std::string readWhole(const std::string &path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

json locationJson(const SourceLocation &l) {
  return {{"file", l.file}, {"directory", l.directory}, {"line", l.line}, {"column", l.column}};
}

SourceLocation locationOf(const json &j) {
  SourceLocation l;
  l.file = j.at("file").get<std::string>();
  l.directory = j.at("directory").get<std::string>();
  l.line = j.at("line").get<unsigned>();
  l.column = j.at("column").get<unsigned>();
  return l;
}

// Keys are SHA-256 digests: anything else could name a path outside the cache.
bool isKey(const std::string &key) {
  return key.size() == 64 && key.find_first_not_of("0123456789abcdef") == std::string::npos;
}

// Only a verdict is kept: a proof, errors, or a rejected kernel (see
// Driver's keepInCache); an entry saying anything else was not written here.
bool keptExitCode(int code) { return code == 0 || code == 4 || code == 6; }

// What an entry's digest covers: its key and everything it replays.
std::string digestOf(const std::string &key, const json &run) { return sha256Hex(key + "\n" + run.dump()); }

// A file (or folder) of this user's that no one else may have written: not
// a link, of the type expected, owned by the user, not writable by others.
bool ownOnly(const std::string &path, mode_t type) {
  struct stat status{};
  return ::lstat(path.c_str(), &status) == 0 && (status.st_mode & S_IFMT) == type && status.st_uid == ::geteuid() &&
         (status.st_mode & (S_IWGRP | S_IWOTH)) == 0;
}

// Writes `text` to `path` for its owner alone, through a private file
// renamed into place (atomic: no reader sees a torn entry).
void writePrivately(const std::string &path, const std::string &text) {
  fs::path folder = fs::path(path).parent_path();
  for (const fs::path &made : {folder.parent_path(), folder})
    if ((::mkdir(made.c_str(), ownerOnlyFolder) != 0 && errno != EEXIST) || !ownOnly(made.string(), S_IFDIR))
      return;
  std::random_device entropy;
  std::string temporary = path + ".tmp." + std::to_string(::getpid()) + "." + std::to_string(entropy());
  int fd = ::open(temporary.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, ownerOnlyFile);
  if (fd < 0)
    return;
  size_t written = 0;
  while (written < text.size()) {
    ssize_t n = ::write(fd, text.data() + written, text.size() - written);
    if (n <= 0)
      break;
    written += static_cast<size_t>(n);
  }
  bool complete = written == text.size() && ::close(fd) == 0;
  std::error_code error;
  if (complete)
    fs::rename(temporary, path, error);
  if (!complete || error)
    fs::remove(temporary, error);
}

} // namespace

std::string ResultCache::entryPath(const std::string &key) const {
  return (fs::path(directory_) / formatVersion / key.substr(0, 2) / (key + ".result")).string();
}

std::optional<ResultCache> ResultCache::open(const std::string &directory, std::string &why, uint64_t maxBytes) {
  std::error_code error;
  fs::path folder(directory);
  if (folder.has_parent_path())
    fs::create_directories(folder.parent_path(), error);
  if (::mkdir(directory.c_str(), ownerOnlyFolder) != 0 && errno != EEXIST) {
    why = "it cannot be created (" + std::string(std::strerror(errno)) + ")";
    return std::nullopt;
  }
  struct stat status{};
  if (::stat(directory.c_str(), &status) != 0 || !S_ISDIR(status.st_mode)) {
    why = "it is not a folder";
    return std::nullopt;
  }
  if (status.st_uid != ::geteuid()) {
    why = "it belongs to another user";
    return std::nullopt;
  }
  if ((status.st_mode & (S_IWGRP | S_IWOTH)) != 0) {
    why = "others may write to it (chmod go-w " + directory + ")";
    return std::nullopt;
  }
  // Entries of the first format, which trusted what they said, are dropped.
  fs::remove_all(folder / "v1", error);
  return ResultCache(directory, maxBytes);
}

std::optional<CachedRun> ResultCache::find(const std::string &key) const {
  if (!isKey(key))
    return std::nullopt;
  fs::path path = entryPath(key);
  if (!ownOnly(path.string(), S_IFREG) || !ownOnly(path.parent_path().string(), S_IFDIR) ||
      !ownOnly(path.parent_path().parent_path().string(), S_IFDIR))
    return std::nullopt;
  std::string text = readWhole(path.string());
  // Used now: the last to be dropped when the cache is trimmed.
  std::error_code error;
  fs::last_write_time(path, fs::file_time_type::clock::now(), error);
  try {
    json entry = json::parse(text);
    const json &run = entry.at("run");
    if (entry.at("key").get<std::string>() != key || entry.at("digest").get<std::string>() != digestOf(key, run))
      return std::nullopt;
    CachedRun cached;
    cached.exitCode = run.at("exitCode").get<int>();
    cached.out = run.at("out").get<std::string>();
    cached.err = run.at("err").get<std::string>();
    cached.json = run.at("json").get<std::string>();
    cached.sarif = run.at("sarif").get<std::string>();
    for (const json &quoted : run.at("quoted"))
      cached.quoted.push_back({locationOf(quoted.at("location")), quoted.at("text").get<std::string>()});
    if (!keptExitCode(cached.exitCode))
      return std::nullopt;
    return cached;
  } catch (const json::exception &) {
    return std::nullopt;
  }
}

void ResultCache::store(const std::string &key, const CachedRun &cached) const {
  if (!isKey(key) || !keptExitCode(cached.exitCode))
    return;
  json quoted = json::array();
  for (const QuotedLine &line : cached.quoted)
    quoted.push_back({{"location", locationJson(line.location)}, {"text", line.text}});
  json run = {{"exitCode", cached.exitCode}, {"out", cached.out},     {"err", cached.err},
              {"json", cached.json},         {"sarif", cached.sarif}, {"quoted", quoted}};
  json entry = {{"key", key}, {"digest", digestOf(key, run)}, {"run", run}};
  writePrivately(entryPath(key), entry.dump());
  trim();
}

void ResultCache::trim() const {
  struct Entry {
    fs::path path;
    fs::file_time_type used;
    uintmax_t bytes;
  };
  std::vector<Entry> entries;
  uintmax_t total = 0;
  std::error_code error;
  fs::path root = fs::path(directory_) / formatVersion;
  for (auto it = fs::recursive_directory_iterator(root, error); !error && it != fs::recursive_directory_iterator();
       it.increment(error)) {
    std::error_code entryError;
    if (!it->is_regular_file(entryError))
      continue;
    Entry entry{it->path(), it->last_write_time(entryError), it->file_size(entryError)};
    if (entryError)
      continue;
    total += entry.bytes;
    entries.push_back(std::move(entry));
  }
  if (total <= maxBytes_)
    return;
  // Down to three quarters, so that the next stores do not trim again.
  std::sort(entries.begin(), entries.end(), [](const Entry &a, const Entry &b) { return a.used < b.used; });
  for (const Entry &entry : entries) {
    if (total <= maxBytes_ / 4 * 3)
      break;
    if (fs::remove(entry.path, error))
      total -= entry.bytes;
  }
}

} // namespace gv::driver
