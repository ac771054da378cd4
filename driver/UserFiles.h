// The files gpuverify writes where the user sees them: the report documents
// (--json, --sarif), the kept intermediate files (--keep-temps, --stop-at-*)
// and the solver log (--gen-smt2). Each is checked before any work starts,
// never replaces an input (the kernel, a --boogie-file), and is written
// whole or not at all: a private file renamed over it, so that concurrent
// runs, and readers such as Boogie, never see another run's half-written
// file. Intermediate files are used from the run's private directory; the
// kept copies are only copies.
#pragma once

#include <string>
#include <vector>

namespace gv::driver {

class UserFiles {
public:
  explicit UserFiles(std::vector<std::string> inputs) : inputs_(std::move(inputs)) {}

  // Throws Failure(CommandLine) if `path` names an input, or a folder, or
  // its folder is missing or not writable. `what` says what would be
  // written ("the JSON report").
  void check(const std::string &path, const std::string &what) const;
  // check(), then writes `text` to `path` through a private file renamed
  // over it. Throws Failure(Configuration) if the file system refuses.
  void write(const std::string &path, const std::string &text, const std::string &what) const;
  // The same with the contents of the file `from`.
  void copy(const std::string &from, const std::string &path, const std::string &what) const;

private:
  std::vector<std::string> inputs_;
};

// Whether a file name looks like an input gpuverify reads (a kernel, a
// header, bitcode, a Boogie program): where the inputs are not known (a
// command line that did not parse), nothing is written over such a file.
bool looksLikeInput(const std::string &path);

} // namespace gv::driver
