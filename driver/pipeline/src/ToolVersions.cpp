#include "pipeline/ToolVersions.h"

#include "support/Failure.h"
#include "support/Process.h"
#include "support/TempDir.h"

#include <fstream>
#include <regex>

namespace gv::driver {

namespace {

constexpr double versionQueryTimeoutSeconds = 30;

std::string firstLine(const std::string &text) {
  std::string line = text.substr(0, text.find('\n'));
  if (!line.empty() && line.back() == '\r')
    line.pop_back();
  return line;
}

std::string firstLineOfOutput(const std::vector<std::string> &argv) {
  ProcessResult result = runProcess({argv, "", versionQueryTimeoutSeconds});
  std::string line = firstLine(result.out);
  return result.succeeded() && !line.empty() ? line : "unknown";
}

// Boogie has no version flag; it prints its banner when it checks any file
// without /nologo, so it is given an empty program.
std::string boogieVersion(const std::string &boogie) {
  TempDir directory;
  std::string empty = directory.file("empty.bpl");
  std::ofstream(empty).close();
  ProcessRequest request{{boogie, empty}, "", versionQueryTimeoutSeconds};
  request.temporaryDirectory = directory.path();
  ProcessResult result = runProcess(request);
  return boogieVersionFromBanner(result.out).value_or("unknown");
}

template <typename Locate, typename Query>
std::string versionOf(Locate locate, Query query) {
  std::string path;
  try {
    path = locate();
  } catch (const Failure &) {
    return "not found";
  }
  try {
    return query(path);
  } catch (const std::exception &) {
    return "unknown";
  }
}

} // namespace

std::optional<std::string> boogieVersionFromBanner(const std::string &output) {
  static const std::regex banner(R"(Boogie program verifier version ([^,\s]+))");
  std::smatch match;
  if (std::regex_search(output, match, banner))
    return match[1].str();
  return std::nullopt;
}

bool z3VersionLineOlderThan(const std::string &line, unsigned major, unsigned minor) {
  static const std::regex version(R"(Z3 version (\d+)\.(\d+))");
  std::smatch match;
  if (!std::regex_search(line, match, version))
    return false;
  unsigned long hasMajor = std::stoul(match[1].str()), hasMinor = std::stoul(match[2].str());
  return hasMajor < major || (hasMajor == major && hasMinor < minor);
}

bool z3OlderThan(const std::string &z3, unsigned major, unsigned minor) {
  // Asked where a run's time is spent: a second at most.
  ProcessResult result = runProcess({{z3, "--version"}, "", 1.0});
  return result.succeeded() && z3VersionLineOlderThan(firstLine(result.out), major, minor);
}

ToolVersions queryToolVersions(const ToolOverrides &overrides, const Environment &environment) {
  ToolVersions versions;
  versions.clang = versionOf([&] { return locateClang(overrides, environment); },
                             [](const std::string &clang) { return firstLineOfOutput({clang, "--version"}); });
  versions.boogie = versionOf([&] { return locateBoogie(overrides, environment); }, boogieVersion);
  versions.z3 = versionOf([&] { return locateZ3(overrides, environment); },
                          [](const std::string &z3) { return firstLineOfOutput({z3, "--version"}); });
  // The second solver, optional (--solver=cvc5).
  versions.cvc5 = versionOf([&] { return locateCvc5(overrides, environment); },
                            [](const std::string &cvc5) { return firstLineOfOutput({cvc5, "--version"}); });
  return versions;
}

} // namespace gv::driver
