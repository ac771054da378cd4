#include "support/Toolchain.h"

#include "support/Failure.h"

#include <cstdlib>
#include <filesystem>
#include <unistd.h>

namespace gv::driver {

namespace fs = std::filesystem;

namespace {

struct ToolDescription {
  std::string displayName;               // in messages: "clang-19"
  std::string optionName;                // "--clang"
  std::string environmentVariable;       // "GPUVERIFY_CLANG"
  std::vector<std::string> defaultNames; // searched on PATH, or absolute
  std::string debianPackage;
};

bool isExecutableFile(const std::string &path) {
  std::error_code error;
  return fs::is_regular_file(path, error) && ::access(path.c_str(), X_OK) == 0;
}

std::string locate(const ToolDescription &tool, const std::string &override, const Environment &environment) {
  std::string pathVariable = environment("PATH").value_or("");
  auto explicitChoice = [&](const std::string &value, const std::string &source) {
    if (auto found = findExecutable(value, pathVariable))
      return *found;
    throw Failure(ExitCode::Configuration,
                  "cannot find " + tool.displayName + " at '" + value + "' (given by " + source + ")");
  };
  if (!override.empty())
    return explicitChoice(override, tool.optionName);
  if (auto fromEnvironment = environment(tool.environmentVariable); fromEnvironment && !fromEnvironment->empty())
    return explicitChoice(*fromEnvironment, tool.environmentVariable);
  for (const auto &name : tool.defaultNames)
    if (auto found = findExecutable(name, pathVariable))
      return *found;
  throw Failure(ExitCode::Configuration,
                "cannot find " + tool.displayName + "; install it with: sudo apt-get install " + tool.debianPackage);
}

} // namespace

Environment processEnvironment() {
  return [](const std::string &name) -> std::optional<std::string> {
    const char *value = std::getenv(name.c_str());
    if (!value)
      return std::nullopt;
    return std::string(value);
  };
}

std::optional<std::string> findExecutable(const std::string &name, const std::string &pathVariable) {
  if (name.find('/') != std::string::npos) {
    if (isExecutableFile(name))
      return name;
    return std::nullopt;
  }
  size_t start = 0;
  while (start <= pathVariable.size()) {
    size_t end = pathVariable.find(':', start);
    if (end == std::string::npos)
      end = pathVariable.size();
    std::string directory = pathVariable.substr(start, end - start);
    if (!directory.empty()) {
      std::string candidate = directory + "/" + name;
      if (isExecutableFile(candidate))
        return candidate;
    }
    start = end + 1;
  }
  return std::nullopt;
}

std::string locateClang(const ToolOverrides &overrides, const Environment &environment) {
  return locate({"clang-19", "--clang", "GPUVERIFY_CLANG", {"clang-19", "/usr/lib/llvm-19/bin/clang"}, "clang-19"},
                overrides.clang, environment);
}

std::string locateBoogie(const ToolOverrides &overrides, const Environment &environment) {
  return locate({"boogie", "--boogie", "GPUVERIFY_BOOGIE", {"boogie"}, "boogie"}, overrides.boogie, environment);
}

std::string locateZ3(const ToolOverrides &overrides, const Environment &environment) {
  return locate({"z3", "--z3", "GPUVERIFY_Z3", {"z3"}, "z3"}, overrides.z3, environment);
}

std::string locateCvc5(const ToolOverrides &overrides, const Environment &environment) {
  return locate({"cvc5", "--cvc5", "GPUVERIFY_CVC5", {"cvc5"}, "cvc5"}, overrides.cvc5, environment);
}

std::string locateHeaderDirectory(const std::string &executablePath) {
  fs::path directory = fs::path(executablePath).parent_path() / ".." / "share" / "gpuverify" / "include";
  std::error_code error;
  fs::path normal = fs::weakly_canonical(directory, error);
  if (error)
    normal = directory.lexically_normal();
  if (!fs::is_directory(normal, error))
    throw Failure(ExitCode::Configuration, "cannot find the kernel headers (opencl.h, cuda.h) in " + normal.string() +
                                               "; reinstall gpuverify or rebuild it");
  return normal.string();
}

std::string currentExecutablePath() {
  std::error_code error;
  fs::path self = fs::read_symlink("/proc/self/exe", error);
  if (error)
    throw Failure(ExitCode::Configuration,
                  "cannot find the gpuverify executable through /proc/self/exe: " + error.message());
  return self.string();
}

} // namespace gv::driver
