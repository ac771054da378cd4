#include "UserFiles.h"

#include "Failure.h"
#include "Watchdog.h"

#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>

namespace gv::driver {

namespace fs = std::filesystem;

namespace {

bool sameFile(const std::string &a, const std::string &b) {
  std::error_code error;
  return fs::equivalent(a, b, error) && !error;
}

std::string folderOf(const std::string &path) {
  fs::path parent = fs::path(path).parent_path();
  return parent.empty() ? "." : parent.string();
}

// A name beside `path`, private to this process.
std::string privateName(const std::string &path) {
  fs::path p(path);
  return (fs::path(folderOf(path)) / ("." + p.filename().string() + ".gpuverify-" + std::to_string(::getpid())))
      .string();
}

[[noreturn]] void cannotWrite(const std::string &path, const std::string &why) {
  throw Failure(ExitCode::Configuration, "cannot write " + path + ": " + why);
}

void replaceWith(const std::string &written, const std::string &path) {
  std::error_code error;
  fs::rename(written, path, error);
  watchdog::removeLeftover(written);
  if (error) {
    fs::remove(written, error);
    cannotWrite(path, std::strerror(errno));
  }
}

// A device or a pipe (/dev/stdout, a CI log's pipe) is written to, not
// replaced: renaming a file over /dev/full would replace the device.
void writeInPlace(const std::string &path, const std::string &text) {
  // A pipe no one reads would block the open: refused at once instead.
  int fd = ::open(path.c_str(), O_WRONLY | O_NOCTTY | O_NONBLOCK | O_CLOEXEC);
  if (fd < 0)
    cannotWrite(path, std::strerror(errno));
  ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) & ~O_NONBLOCK);
  size_t written = 0;
  while (written < text.size()) {
    ssize_t n = ::write(fd, text.data() + written, text.size() - written);
    if (n < 0 && errno == EINTR)
      continue;
    if (n <= 0) {
      std::string why = std::strerror(n < 0 ? errno : EIO);
      ::close(fd);
      cannotWrite(path, why);
    }
    written += static_cast<size_t>(n);
  }
  if (::close(fd) != 0)
    cannotWrite(path, std::strerror(errno));
}

} // namespace

bool looksLikeInput(const std::string &path) {
  static const std::array<const char *, 12> extensions = {".cl", ".cu",  ".cuh", ".h",  ".hpp", ".c",
                                                          ".cc", ".cpp", ".bc",  ".ll", ".bpl", ".gbpl"};
  std::string extension = fs::path(path).extension().string();
  std::transform(extension.begin(), extension.end(), extension.begin(),
                 [](unsigned char c) { return std::tolower(c); });
  return std::find(extensions.begin(), extensions.end(), extension) != extensions.end();
}

void UserFiles::addInputs(const std::vector<std::string> &files) {
  std::lock_guard<std::mutex> lock(inputs_->mutex);
  inputs_->files.insert(inputs_->files.end(), files.begin(), files.end());
}

void UserFiles::check(const std::string &path, const std::string &what) const {
  {
    std::lock_guard<std::mutex> lock(inputs_->mutex);
    for (const std::string &input : inputs_->files)
      if (path == input || sameFile(path, input))
        throw Failure(ExitCode::CommandLine, "refusing to write " + what + " to " + path + ", which is an input");
  }
  std::error_code error;
  if (fs::is_directory(path, error))
    throw Failure(ExitCode::CommandLine, "cannot write " + what + " to " + path + ": it is a folder");
  std::string folder = folderOf(path);
  if (!fs::is_directory(folder, error))
    throw Failure(ExitCode::CommandLine, "cannot write " + what + " to " + path + ": no folder " + folder);
  if (::access(folder.c_str(), W_OK) != 0 || (fs::exists(path, error) && ::access(path.c_str(), W_OK) != 0))
    throw Failure(ExitCode::CommandLine, "cannot write " + what + " to " + path + ": " + std::strerror(errno));
}

void UserFiles::checkReport(const std::string &path, const std::string &what) const {
  check(path, what);
  std::error_code error;
  if (fs::exists(path, error) && looksLikeInput(path))
    throw Failure(ExitCode::CommandLine, "refusing to write " + what + " to " + path +
                                             ", which looks like source code: a report never replaces one");
}

void UserFiles::writeReport(const std::string &path, const std::string &text, const std::string &what) const {
  checkReport(path, what);
  write(path, text, what);
}

void UserFiles::write(const std::string &path, const std::string &text, const std::string &what) const {
  check(path, what);
  std::error_code error;
  if (fs::exists(path, error) && !fs::is_regular_file(path, error))
    return writeInPlace(path, text);
  std::string written = privateName(path);
  watchdog::addLeftover(written);
  std::ofstream out(written, std::ios::binary | std::ios::trunc);
  out << text;
  out.close();
  if (!out) {
    std::error_code ignored;
    fs::remove(written, ignored);
    watchdog::removeLeftover(written);
    cannotWrite(path, std::strerror(errno));
  }
  replaceWith(written, path);
}

void UserFiles::copy(const std::string &from, const std::string &path, const std::string &what) const {
  check(path, what);
  std::string written = privateName(path);
  watchdog::addLeftover(written);
  std::error_code error;
  fs::copy_file(from, written, fs::copy_options::overwrite_existing, error);
  if (error) {
    fs::remove(written, error);
    watchdog::removeLeftover(written);
    cannotWrite(path, error.message());
  }
  replaceWith(written, path);
}

} // namespace gv::driver
