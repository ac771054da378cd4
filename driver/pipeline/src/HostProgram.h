// The rest of a CUDA program's host code (beyond GPUVerify). A kernel file
// without `main` is one translation unit of a program whose `main` is in
// another file of its folder: NVIDIA's samples keep kernels and the
// wrappers that launch them in x.cu and call the wrappers from main.cpp
// with the image's sizes. Those files' host sides are linked to the kernel
// file's, so that the program is read whole (optimiseHostCode) and the
// sizes main passes reach the launches.
//
// Which files: those of the kernel's folder that name a function the files
// read so far define for others to call (a wrapper), in their text or in a
// header of theirs, read until none is left that does. It is all or nothing: a file that names one but
// does not compile or link may call the wrappers with other values, and a
// second `main` means the folder holds several programs; either way, and
// where no `main` is found, nothing is linked and the kernel file's host
// code is read alone, as before. What is assumed from the program is said
// at the launch it comes from, as every host fact is.
#pragma once

#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace llvm {
class Module;
}

namespace gv::driver {

// The other source files (.cu, .cpp, .cc, .cxx) of `kernelFile`'s folder,
// by the path clang is given them (the kernel's folder as the kernel file
// names it), sorted.
std::vector<std::string> programFilesBeside(const std::string &kernelFile);

// Compiles a source file's host side to a module in `host`'s context; null
// if it does not compile.
using HostCompiler = std::function<std::unique_ptr<llvm::Module>(const std::string &source)>;

struct ProgramLink {
  std::unique_ptr<llvm::Module> program; // null if none
  std::vector<std::string> files;        // the files linked in, in order
  std::string why;                       // why none, where one was wanted
};

// The host side of the program `host` (a kernel file's host side that
// defines no `main`) is part of: `host` linked with the `candidates` that
// make up the program, as above. A candidate names a function if its text
// or that of a header it includes (beside it, or in one of the
// `includeDirectories`) does.
ProgramLink linkProgram(const llvm::Module &host, const std::vector<std::string> &candidates,
                        const std::vector<std::string> &includeDirectories, const HostCompiler &compile);

} // namespace gv::driver
