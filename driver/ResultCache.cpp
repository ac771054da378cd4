#include "ResultCache.h"

#include <llvm/ADT/StringExtras.h>
#include <llvm/Support/SHA256.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>
#include <unistd.h>

namespace fs = std::filesystem;
using nlohmann::json;

namespace gv::driver {

namespace {

// Bumped when the entries' format changes: old entries are then not read.
constexpr const char *formatVersion = "v1";
constexpr const char *resultKind = "result";
constexpr const char *manifestKind = "manifest";

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

} // namespace

std::string sha256Hex(const std::string &data) {
  llvm::SHA256 hash;
  hash.update(llvm::StringRef(data));
  return llvm::toHex(hash.final(), /*LowerCase=*/true);
}

std::optional<std::string> fileSha256(const std::string &path) {
  std::ifstream in(path, std::ios::binary);
  if (!in)
    return std::nullopt;
  llvm::SHA256 hash;
  char buffer[1 << 16];
  while (in.read(buffer, sizeof buffer) || in.gcount() > 0)
    hash.update(llvm::StringRef(buffer, static_cast<size_t>(in.gcount())));
  if (in.bad())
    return std::nullopt;
  return llvm::toHex(hash.final(), /*LowerCase=*/true);
}

std::vector<std::string> dependencyFiles(const std::string &rule) {
  std::vector<std::string> files;
  std::string current;
  bool targetDone = false;
  // Several rules may follow each other; a target ends in ':'.
  auto finish = [&]() {
    if (current.empty())
      return;
    if (current.back() == ':')
      targetDone = true; // "kernel.bc:"
    else if (targetDone)
      files.push_back(current);
    current.clear();
  };
  for (size_t i = 0; i < rule.size(); ++i) {
    char c = rule[i];
    if (c == '\\' && i + 1 < rule.size() && (rule[i + 1] == ' ' || rule[i + 1] == '#')) {
      current += rule[++i];
    } else if (c == '\\' && i + 1 < rule.size() && rule[i + 1] == '\n') {
      ++i; // a continued line
      finish();
    } else if (c == '$' && i + 1 < rule.size() && rule[i + 1] == '$') {
      current += '$';
      ++i;
    } else if (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
      finish();
    } else {
      current += c;
    }
  }
  finish();
  return files;
}

std::string ResultCache::entryPath(const std::string &key, const char *kind) const {
  return (fs::path(directory_) / formatVersion / key.substr(0, 2) / (key + "." + kind)).string();
}

std::optional<std::string> ResultCache::read(const std::string &key, const char *kind) const {
  std::string path = entryPath(key, kind);
  std::error_code error;
  if (!fs::is_regular_file(path, error))
    return std::nullopt;
  std::string text = readWhole(path);
  // Used now: the last to be dropped when the cache is trimmed.
  fs::last_write_time(path, fs::file_time_type::clock::now(), error);
  return text;
}

void ResultCache::write(const std::string &key, const char *kind, const std::string &text) const {
  std::string path = entryPath(key, kind);
  std::error_code error;
  fs::create_directories(fs::path(path).parent_path(), error);
  if (error)
    return;
  // A name no other writer uses, in the same folder: the rename is atomic.
  std::random_device entropy;
  std::string temporary = path + ".tmp." + std::to_string(::getpid()) + "." + std::to_string(entropy());
  {
    std::ofstream out(temporary, std::ios::binary | std::ios::trunc);
    out << text;
    out.close();
    if (!out) {
      fs::remove(temporary, error);
      return;
    }
  }
  fs::rename(temporary, path, error);
  if (error)
    fs::remove(temporary, error);
}

std::optional<CachedRun> ResultCache::find(const std::string &resultKey) const {
  std::optional<std::string> text = read(resultKey, resultKind);
  if (!text)
    return std::nullopt;
  try {
    json entry = json::parse(*text);
    CachedRun run;
    run.exitCode = entry.at("exitCode").get<int>();
    run.out = entry.at("out").get<std::string>();
    run.err = entry.at("err").get<std::string>();
    run.json = entry.at("json").get<std::string>();
    run.sarif = entry.at("sarif").get<std::string>();
    for (const json &quoted : entry.at("quoted"))
      run.quoted.push_back({locationOf(quoted.at("location")), quoted.at("text").get<std::string>()});
    return run;
  } catch (const json::exception &) {
    return std::nullopt;
  }
}

void ResultCache::store(const std::string &resultKey, const CachedRun &run) const {
  json quoted = json::array();
  for (const QuotedLine &line : run.quoted)
    quoted.push_back({{"location", locationJson(line.location)}, {"text", line.text}});
  json entry = {{"exitCode", run.exitCode}, {"out", run.out},     {"err", run.err},
                {"json", run.json},         {"sarif", run.sarif}, {"quoted", quoted}};
  write(resultKey, resultKind, entry.dump());
  trim();
}

std::optional<std::string> ResultCache::resultKeyOf(const std::string &sourceKey) const {
  std::optional<std::string> text = read(sourceKey, manifestKind);
  if (!text)
    return std::nullopt;
  try {
    json manifest = json::parse(*text);
    for (const auto &[file, digest] : manifest.at("files").items())
      if (fileSha256(file) != digest.get<std::string>())
        return std::nullopt;
    return manifest.at("result").get<std::string>();
  } catch (const json::exception &) {
    return std::nullopt;
  }
}

void ResultCache::storeManifest(const std::string &sourceKey, const ManifestFiles &files,
                                const std::string &resultKey) const {
  write(sourceKey, manifestKind, json{{"files", files}, {"result", resultKey}}.dump());
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
