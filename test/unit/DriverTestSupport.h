// Helpers shared by the driver's unit tests: scratch files and fixtures.
#pragma once

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include <unistd.h>

namespace gv::driver::test {

// A scratch directory removed at the end of the test.
class ScratchDirectory {
public:
  ScratchDirectory() {
    std::string pattern = (std::filesystem::temp_directory_path() / "gv-driver-test-XXXXXX").string();
    path_ = ::mkdtemp(pattern.data()) ? pattern : std::string();
  }
  ~ScratchDirectory() {
    std::error_code ignored;
    std::filesystem::remove_all(path_, ignored);
  }
  ScratchDirectory(const ScratchDirectory &) = delete;
  ScratchDirectory &operator=(const ScratchDirectory &) = delete;

  // Writes `content` to `name` in the directory and returns its path.
  std::string write(const std::string &name, const std::string &content) const {
    std::string file = path_ + "/" + name;
    std::ofstream(file) << content;
    return file;
  }
  const std::string &path() const { return path_; }

private:
  std::string path_;
};

inline std::string readFile(const std::string &path) {
  std::ifstream in(path);
  std::ostringstream content;
  content << in.rdbuf();
  return content.str();
}

inline std::string boogieFixture(const std::string &name) {
  return readFile(std::string(GV_SOURCE_DIR) + "/test/unit/fixtures/boogie/" + name);
}

} // namespace gv::driver::test
