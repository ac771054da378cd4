// Lines of the kernel's source files, for quoting them under error
// messages. Files are read once and looked up the way GPUVerify does: as
// named in the debug info, relative to its compilation directory, or by
// file name in the kernel's directory.
#pragma once

#include "gpuverify/Translator.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace gv::driver {

class SourceLines {
public:
  explicit SourceLines(std::string kernelDirectory) : kernelDirectory_(std::move(kernelDirectory)) {}

  // The line at `location`, without its leading whitespace; absent if the
  // file or the line cannot be read.
  std::optional<std::string> lineAt(const SourceLocation &location);

  // Names the kernel file as the user did and where our kernel headers are.
  void describeKernel(std::string kernelFile, std::string headerDirectory);
  // A chain as the user should see it: frames inside our kernel headers
  // (the body of get_local_id, vstore4, ...) dropped unless nothing else is
  // left, and the kernel file named as on the command line.
  SourceChain userView(const SourceChain &chain) const;
  // Whether the location is in one of our kernel headers.
  bool inHeaders(const SourceLocation &location) const;

private:
  std::string absolutePath(const SourceLocation &location) const;

  std::string kernelFile_, headerDirectory_;
  const std::vector<std::string> *linesOf(const SourceLocation &location);

  std::string kernelDirectory_;
  std::map<std::string, std::optional<std::vector<std::string>>> files_; // by path tried
};

} // namespace gv::driver
