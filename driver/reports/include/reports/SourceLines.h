// Lines of the kernel's source files, for quoting them under error
// messages. Files are read once and looked up the way GPUVerify does: as
// named in the debug info, relative to its compilation directory, or by
// file name in the kernel's directory.
#pragma once

#include "gpuverify/Translator.h"
#include "reports/SourceSpan.h"

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
  // The token at `location` (tokenSpan), in the whole line; absent if the
  // file or the line cannot be read, or the location names no column.
  std::optional<SourceSpan> spanAt(const SourceLocation &location, const std::string &name = "");

  // Names the kernel file as the user did, and the folders of the headers
  // that are not the user's: ours, clang's own (its CUDA wrappers), a CUDA
  // toolkit's.
  void describeKernel(std::string kernelFile, std::vector<std::string> libraryDirectories);
  // --compile-as: the lines of `shownAs`, the file clang took the kernel's
  // text for, are those of the kernel file, not of what is on disk there.
  void readKernelAs(const std::string &shownAs, const std::string &kernelFile);
  // A chain as the user should see it: frames inside library headers (the
  // body of get_local_id, vstore4, __shfl_sync, ...) dropped unless nothing
  // else is left, and the kernel file named as on the command line.
  SourceChain userView(const SourceChain &chain) const;
  // Whether the location is in a library header (in one of the folders
  // describeKernel names, or below).
  bool inHeaders(const SourceLocation &location) const;

private:
  std::string absolutePath(const SourceLocation &location) const;

  std::string kernelFile_;
  std::vector<std::string> libraryDirectories_; // canonical
  const std::vector<std::string> *linesOf(const SourceLocation &location);

  std::string kernelDirectory_;
  std::string shownAs_, shownKernel_;                                    // readKernelAs's, absolute
  std::map<std::string, std::optional<std::vector<std::string>>> files_; // by path tried
};

} // namespace gv::driver
