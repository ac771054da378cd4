#include "support/CudaToolkit.h"

#include "support/Failure.h"
#include "support/IncludeLines.h"

#include <filesystem>
#include <fstream>
#include <regex>
#include <set>

namespace gv::driver {

namespace fs = std::filesystem;

namespace {

constexpr const char *none = "none";

std::optional<CudaToolkit> toolkitAt(const fs::path &root) {
  std::error_code error;
  if (root.empty() || !fs::is_regular_file(root / "include" / "cuda_runtime.h", error))
    return std::nullopt;
  CudaToolkit toolkit;
  toolkit.root = fs::weakly_canonical(root, error).string();
  if (error)
    toolkit.root = root.lexically_normal().string();
  toolkit.includeDirectories.push_back((fs::path(toolkit.root) / "include").string());
  if (fs::is_directory(fs::path(toolkit.root) / "include" / "cccl", error))
    toolkit.includeDirectories.push_back((fs::path(toolkit.root) / "include" / "cccl").string());
  std::ifstream header(fs::path(toolkit.root) / "include" / "cuda.h");
  static const std::regex versionLine(R"(^\s*#\s*define\s+CUDA_VERSION\s+([0-9]+))");
  for (std::string line; std::getline(header, line);)
    if (std::smatch match; std::regex_search(line, match, versionLine)) {
      toolkit.version = static_cast<unsigned>(std::stoul(match[1]));
      break;
    }
  return toolkit;
}

} // namespace

ToolkitChoice toolkitChoice(const std::string &cudaPathOption) {
  if (cudaPathOption.empty())
    return ToolkitChoice::WhenNeeded;
  return cudaPathOption == none ? ToolkitChoice::Never : ToolkitChoice::Always;
}

std::optional<CudaToolkit> findCudaToolkit(const std::string &cudaPathOption, const Environment &environment) {
  switch (toolkitChoice(cudaPathOption)) {
  case ToolkitChoice::Never: return std::nullopt;
  case ToolkitChoice::Always:
    if (auto toolkit = toolkitAt(cudaPathOption))
      return toolkit;
    throw Failure(ExitCode::CommandLine,
                  "--cuda-path=" + cudaPathOption + ": no CUDA toolkit there (no include/cuda_runtime.h)");
  case ToolkitChoice::WhenNeeded: break;
  }
  if (auto path = environment("CUDA_PATH"); path && !path->empty())
    if (auto toolkit = toolkitAt(*path))
      return toolkit;
  if (auto toolkit = toolkitAt("/usr/local/cuda"))
    return toolkit;
  // nvcc is <root>/bin/nvcc, perhaps through a link from elsewhere.
  if (auto nvcc = findExecutable("nvcc", environment("PATH").value_or(""))) {
    std::error_code error;
    fs::path real = fs::weakly_canonical(*nvcc, error);
    if (!error)
      return toolkitAt(real.parent_path().parent_path());
  }
  return std::nullopt;
}

std::vector<std::string> missingHeaders(const std::string &clangErrors) {
  static const std::string opening = "fatal error: '", closing = "' file not found";
  std::vector<std::string> headers;
  for (size_t at = clangErrors.find(opening); at != std::string::npos; at = clangErrors.find(opening, at + 1)) {
    size_t start = at + opening.size();
    size_t end = clangErrors.find(closing, start);
    size_t line = clangErrors.find('\n', start);
    if (end != std::string::npos && (line == std::string::npos || end < line))
      headers.push_back(clangErrors.substr(start, end - start));
  }
  return headers;
}

bool holdsHeader(const std::vector<std::string> &directories, const std::string &header) {
  std::error_code error;
  for (const std::string &directory : directories)
    if (fs::is_regular_file(fs::path(directory) / header, error))
      return true;
  return false;
}

namespace {

struct IncludeScan {
  const std::vector<std::string> &includeDirectories;
  const std::string &headerDirectory;
  const CudaToolkit &toolkit;
  std::set<std::string> visited = {};

  std::optional<std::string> scan(const fs::path &file, int depth) {
    std::error_code error;
    if (depth > 16 || !visited.insert(fs::weakly_canonical(file, error).string()).second)
      return std::nullopt;
    for (const IncludeLine &line : includeLinesOf(file)) {
      std::vector<fs::path> own = headerPlaces(file, line, includeDirectories);
      if (!own.empty()) {
        if (auto found = scan(own.front(), depth + 1))
          return found;
      } else if (!holdsHeader({headerDirectory}, line.header) && holdsHeader(toolkit.includeDirectories, line.header)) {
        return line.header;
      }
    }
    return std::nullopt;
  }
};

} // namespace

std::optional<std::string> toolkitOnlyInclude(const std::string &kernelFile,
                                              const std::vector<std::string> &includeDirectories,
                                              const std::string &headerDirectory, const CudaToolkit &toolkit) {
  IncludeScan scan{includeDirectories, headerDirectory, toolkit};
  return scan.scan(kernelFile, 0);
}

} // namespace gv::driver
