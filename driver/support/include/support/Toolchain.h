// Where the external tools (clang-19, Boogie, z3) and the kernel headers
// are. A tool given with --clang= etc. wins over GPUVERIFY_CLANG etc. in
// the environment, which wins over a search of PATH. A missing tool is a
// configuration error (exit 9) that says how to install it.
#pragma once

#include <functional>
#include <optional>
#include <string>

namespace gv::driver {

struct ToolOverrides {
  std::string clang, boogie, z3, cvc5; // from --clang=, --boogie=, --z3=, --cvc5=; empty if not given
};

// Reads an environment variable; injectable so tests need not touch the
// real environment.
using Environment = std::function<std::optional<std::string>(const std::string &name)>;
Environment processEnvironment();

// Each throws Failure(Configuration) if the tool cannot be found.
std::string locateClang(const ToolOverrides &overrides, const Environment &environment);
std::string locateBoogie(const ToolOverrides &overrides, const Environment &environment);
std::string locateZ3(const ToolOverrides &overrides, const Environment &environment);
std::string locateCvc5(const ToolOverrides &overrides, const Environment &environment);

// <directory of the executable>/../share/gpuverify/include, where the build
// and the installation put opencl.h and cuda.h. Throws
// Failure(Configuration) if it does not exist.
std::string locateHeaderDirectory(const std::string &executablePath);

// The running program, from /proc/self/exe. Throws Failure(Configuration)
// if it cannot be read.
std::string currentExecutablePath();

// `name` if it contains a slash and is executable, else the first
// executable PATH entry called `name`.
std::optional<std::string> findExecutable(const std::string &name, const std::string &pathVariable);

} // namespace gv::driver
