// The files gpuverify writes where the user sees them: the report documents
// (--json, --sarif), the kept intermediate files (--keep-temps, --stop-at-*)
// and the solver log (--gen-smt2). Each is checked before any work starts,
// never replaces an input (the kernel, a --boogie-file), and is written
// whole or not at all: a private file renamed over it, so that concurrent
// runs, and readers such as Boogie, never see another run's half-written
// file. Intermediate files are used from the run's private directory; the
// kept copies are only copies.
//
// The inputs are the kernel, the --boogie-file files and the files options
// name, then, once clang has compiled the kernel, every file it read (a
// header named as a report must not be replaced by it). Nor does a report
// replace an existing file that looks like source code, whatever the run
// read (clang may have failed before saying what it read).
#pragma once

#include <memory>
#include <mutex>
#include <string>
#include <vector>

namespace gv::driver {

class UserFiles {
public:
  explicit UserFiles(std::vector<std::string> inputs) : inputs_(std::make_shared<Inputs>()) {
    inputs_->files = std::move(inputs);
  }

  // More inputs (the files clang read). Copies of this object see them too:
  // the watchdog's last words write reports from one (Watchdog.h).
  void addInputs(const std::vector<std::string> &files);

  // Throws Failure(CommandLine) if `path` names an input, or a folder, or
  // its folder is missing or not writable. `what` says what would be
  // written ("the JSON report").
  void check(const std::string &path, const std::string &what) const;
  // check(), then writes `text` to `path` through a private file renamed
  // over it. Throws Failure(Configuration) if the file system refuses.
  void write(const std::string &path, const std::string &text, const std::string &what) const;
  // check() for a report (--json, --sarif), which also never replaces an
  // existing file that looks like an input; and write() after it.
  void checkReport(const std::string &path, const std::string &what) const;
  void writeReport(const std::string &path, const std::string &text, const std::string &what) const;
  // The same with the contents of the file `from`.
  void copy(const std::string &from, const std::string &path, const std::string &what) const;

private:
  struct Inputs {
    std::mutex mutex;
    std::vector<std::string> files;
  };
  std::shared_ptr<Inputs> inputs_;
};

// Whether a file name looks like an input gpuverify reads (a kernel, a
// header, bitcode, a Boogie program): nothing is written over such a file.
bool looksLikeInput(const std::string &path);

} // namespace gv::driver
