#include "support/UserFiles.h"

#include "support/Failure.h"
#include "support/Watchdog.h"

#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>

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

[[noreturn]] void cannotWrite(const std::string &what, const std::string &path, const std::string &why) {
  throw Failure(ExitCode::InputOutput, "cannot write " + what + " to " + path + ": " + why);
}

// Writes all of `text` to `fd` and closes it; false, with errno, if the
// file system refused any of it (a full disk says so here or at close).
bool writeAndClose(int fd, const std::string &text) {
  size_t done = 0;
  while (done < text.size()) {
    ssize_t written = ::write(fd, text.data() + done, text.size() - done);
    if (written < 0 && errno == EINTR)
      continue;
    if (written <= 0) {
      int error = written < 0 ? errno : EIO;
      ::close(fd);
      errno = error;
      return false;
    }
    done += static_cast<size_t>(written);
  }
  return ::close(fd) == 0;
}

// A device or a FIFO (/dev/stdout, /dev/full, a pipe a CI step reads) is
// written into, never replaced by a file of ours. A FIFO nobody reads is
// an error, not a wait for ever.
bool isSpecialFile(const std::string &path) {
  std::error_code error;
  fs::file_status status = fs::status(path, error);
  return !error && fs::exists(status) && !fs::is_regular_file(status) && !fs::is_directory(status);
}

void writeInPlace(const std::string &path, const std::string &text, const std::string &what) {
  int fd = ::open(path.c_str(), O_WRONLY | O_NONBLOCK | O_CLOEXEC);
  if (fd < 0)
    cannotWrite(what, path, errno == ENXIO ? "nothing reads from it" : std::strerror(errno));
  ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) & ~O_NONBLOCK);
  if (!writeAndClose(fd, text))
    cannotWrite(what, path, std::strerror(errno));
}

// Through a private file renamed over `path`: readers never see half of it.
void writeWhole(const std::string &path, const std::string &text, const std::string &what) {
  std::string written = privateName(path);
  watchdog::addLeftover(written);
  int fd = ::open(written.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0666);
  if (fd < 0 || !writeAndClose(fd, text)) {
    int error = errno;
    std::error_code ignored;
    fs::remove(written, ignored);
    watchdog::removeLeftover(written);
    cannotWrite(what, path, std::strerror(error));
  }
  std::error_code error;
  fs::rename(written, path, error);
  watchdog::removeLeftover(written);
  if (error) {
    std::error_code ignored;
    fs::remove(written, ignored);
    cannotWrite(what, path, error.message());
  }
}

std::string contentsOf(const std::string &file, const std::string &what, const std::string &path) {
  std::ifstream in(file, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  if (!in)
    cannotWrite(what, path, "cannot read " + file);
  return text.str();
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
  if (isSpecialFile(path))
    writeInPlace(path, text, what);
  else
    writeWhole(path, text, what);
}

void UserFiles::copy(const std::string &from, const std::string &path, const std::string &what) const {
  write(path, contentsOf(from, what, path), what);
}

} // namespace gv::driver
