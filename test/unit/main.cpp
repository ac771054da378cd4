// The unit tests' main: Catch2's, with the result cache in a folder of the
// run's own, so that no test replays what an earlier run kept.
#define CATCH_CONFIG_RUNNER
#include "CatchVersion.h"

#include <cstdlib>
#include <filesystem>
#include <string>

int main(int argc, char *argv[]) {
  std::string pattern = (std::filesystem::temp_directory_path() / "gv-unit-cache-XXXXXX").string();
  if (::mkdtemp(pattern.data()))
    ::setenv("XDG_CACHE_HOME", pattern.c_str(), 1);
  int failed = Catch::Session().run(argc, argv);
  std::error_code ignored;
  std::filesystem::remove_all(pattern, ignored);
  return failed;
}
