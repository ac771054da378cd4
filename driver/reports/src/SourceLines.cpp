#include "reports/SourceLines.h"

#include <filesystem>
#include <fstream>

namespace gv::driver {

namespace fs = std::filesystem;

namespace {

std::optional<std::vector<std::string>> readLines(const std::string &path) {
  std::ifstream in(path);
  if (!in)
    return std::nullopt;
  std::vector<std::string> lines;
  std::string line;
  while (std::getline(in, line)) {
    if (!line.empty() && line.back() == '\r')
      line.pop_back();
    lines.push_back(line);
  }
  return lines;
}

// Where a file named in the debug info may be, most likely first.
std::vector<std::string> candidatePaths(const SourceLocation &location, const std::string &kernelDirectory) {
  fs::path file(location.file);
  std::vector<std::string> candidates;
  if (file.is_absolute()) {
    candidates.push_back(location.file);
  } else {
    if (!location.directory.empty())
      candidates.push_back((fs::path(location.directory) / file).string());
    candidates.push_back(location.file);
  }
  candidates.push_back((fs::path(kernelDirectory) / file.filename()).string());
  return candidates;
}

} // namespace

const std::vector<std::string> *SourceLines::linesOf(const SourceLocation &location) {
  for (const auto &path : candidatePaths(location, kernelDirectory_)) {
    auto cached = files_.find(path);
    if (cached == files_.end()) {
      std::error_code error;
      bool shown = !shownAs_.empty() && fs::absolute(path, error).lexically_normal() == shownAs_;
      cached = files_.emplace(path, readLines(shown ? shownKernel_ : path)).first;
    }
    if (cached->second)
      return &*cached->second;
  }
  return nullptr;
}

std::optional<std::string> SourceLines::lineAt(const SourceLocation &location) {
  if (location.file.empty() || location.line == 0)
    return std::nullopt;
  const auto *lines = linesOf(location);
  if (!lines || location.line > lines->size())
    return std::nullopt;
  const std::string &line = (*lines)[location.line - 1];
  size_t first = line.find_first_not_of(" \t");
  return first == std::string::npos ? std::string() : line.substr(first);
}

std::optional<SourceSpan> SourceLines::spanAt(const SourceLocation &location, const std::string &name) {
  if (location.file.empty() || location.line == 0 || location.column == 0)
    return std::nullopt;
  const auto *lines = linesOf(location);
  if (!lines || location.line > lines->size())
    return std::nullopt;
  return tokenSpan((*lines)[location.line - 1], location.column, name);
}

} // namespace gv::driver

namespace gv::driver {

void SourceLines::describeKernel(std::string kernelFile, std::vector<std::string> libraryDirectories) {
  kernelFile_ = std::move(kernelFile);
  libraryDirectories_.clear();
  std::error_code error;
  for (const std::string &directory : libraryDirectories)
    if (!directory.empty())
      libraryDirectories_.push_back(fs::weakly_canonical(directory, error).string());
}

void SourceLines::readKernelAs(const std::string &shownAs, const std::string &kernelFile) {
  std::error_code error;
  shownAs_ = fs::absolute(shownAs, error).lexically_normal().string();
  shownKernel_ = fs::absolute(kernelFile, error).string();
  files_.clear();
}

// Not normalised: through a link, "lnk/../x" is not "x".
std::string SourceLines::absolutePath(const SourceLocation &location) const {
  fs::path file(location.file);
  if (file.is_absolute() || location.directory.empty())
    return file.string();
  return (fs::path(location.directory) / file).string();
}

bool SourceLines::inHeaders(const SourceLocation &location) const {
  std::error_code error;
  fs::path file = fs::weakly_canonical(absolutePath(location), error);
  for (const std::string &directory : libraryDirectories_) {
    fs::path relative = file.lexically_relative(directory);
    if (!relative.empty() && *relative.begin() != "..")
      return true;
  }
  return false;
}

SourceChain SourceLines::userView(const SourceChain &chain) const {
  SourceChain view;
  for (const SourceLocation &location : chain)
    if (!inHeaders(location))
      view.push_back(location);
  if (view.empty())
    view = chain;
  if (kernelFile_.empty())
    return view;
  std::error_code error;
  for (SourceLocation &location : view)
    if (fs::equivalent(absolutePath(location), kernelFile_, error)) {
      location.file = kernelFile_;
      location.directory.clear();
    }
  return view;
}

} // namespace gv::driver
