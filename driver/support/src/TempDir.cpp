#include "support/TempDir.h"

#include "support/Failure.h"
#include "support/Watchdog.h"

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <vector>

namespace gv::driver {

TempDir::TempDir() {
  const char *base = std::getenv("TMPDIR");
  std::string pattern = std::string(base && *base ? base : "/tmp") + "/gpuverify-XXXXXX";
  // Removed also if the run is ended from outside.
  path_ = watchdog::createLeftover([&] {
    std::vector<char> buffer(pattern.begin(), pattern.end());
    buffer.push_back('\0');
    if (!::mkdtemp(buffer.data()))
      throw Failure(ExitCode::InputOutput,
                    "cannot create a temporary directory " + pattern + ": " + std::strerror(errno));
    return std::string(buffer.data());
  });
}

TempDir::~TempDir() {
  std::error_code ignored; // a leftover directory in /tmp is no reason to fail a run
  std::filesystem::remove_all(path_, ignored);
  watchdog::removeLeftover(path_);
}

} // namespace gv::driver
