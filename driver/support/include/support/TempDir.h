// A private temporary directory for intermediate files (bitcode, the Boogie
// program), removed with everything in it when the run ends.
#pragma once

#include <string>

namespace gv::driver {

class TempDir {
public:
  // Creates $TMPDIR/gpuverify-XXXXXX (or under /tmp). Throws
  // Failure(Configuration) if it cannot.
  TempDir();
  ~TempDir();
  TempDir(const TempDir &) = delete;
  TempDir &operator=(const TempDir &) = delete;

  const std::string &path() const { return path_; }
  std::string file(const std::string &name) const { return path_ + "/" + name; }

private:
  std::string path_;
};

} // namespace gv::driver
