// One input of the fuzzers of a kernel's header and gpuverify.json (the
// libFuzzer target FuzzSettings.cpp, and the unit tests' random run): a
// kernel's text, then, after a NUL byte, a gpuverify.json's. Whatever they
// hold, making the kernel's job must end in a job, a SettingsError or a
// ConfigError, never another exception or a crash; and the job's flags, as
// the real parser reads them for the kernel's run, choose no program, no
// report, no file written, no cache and no other mode.
#pragma once

#include "batch/KernelSettings.h"
#include "pipeline/Options.h"
#include "support/Failure.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace gv::fuzz {

inline bool startsWith(const std::string &text, const std::string &prefix) { return text.rfind(prefix, 0) == 0; }

// A word that loads, runs or writes something, unless it is a value of the
// word before it ("-D -fplugin=x" defines a macro).
inline std::string dangerousWord(const std::vector<std::string> &words,
                                 const std::vector<std::string> &dangerousPrefixes,
                                 const std::vector<std::string> &takingValues) {
  for (size_t i = 0; i < words.size(); ++i) {
    bool isValue = i > 0 && std::find(takingValues.begin(), takingValues.end(), words[i - 1]) != takingValues.end();
    for (const std::string &prefix : dangerousPrefixes)
      if (!isValue && startsWith(words[i], prefix))
        return words[i];
  }
  return "";
}

// What is wrong with the job's flags as the kernel's run would read them;
// empty if nothing. `kernelFile` is any kernel on disk.
inline std::string untrustedEffect(const std::vector<std::string> &flags, const std::string &kernelFile) {
  std::vector<std::string> arguments = flags;
  arguments.push_back(kernelFile);
  driver::CommandLine commandLine;
  try {
    commandLine = driver::parseCommandLine(arguments);
  } catch (const driver::Failure &) {
    return ""; // the run would stop with exit 1
  }
  if (commandLine.action != driver::CommandLineAction::Verify)
    return "the run prints help or the version";
  const driver::DriverOptions &options = commandLine.options;
  if (!options.tools.clang.empty() || !options.tools.boogie.empty() || !options.tools.z3.empty() ||
      !options.tools.cvc5.empty())
    return "a tool is chosen";
  if (!options.jsonFile.empty() || !options.sarifFile.empty())
    return "a report is written";
  if (options.keepTemps || options.stopAfter != driver::StopAfter::Nothing || options.generateSmt2)
    return "files are written beside the kernel";
  if (!options.useCache || !options.cacheDirectory.empty())
    return "the cache is changed";
  std::string clang = dangerousWord(options.clangOptions,
                                    {"@", "-fplugin", "-fpass-plugin", "-Xclang", "-save-temps", "-Wl,", "-Wp,", "-Wa,",
                                     "--config", "-ccc", "-B", "-o", "-M", "-f"},
                                    {"-D", "-U", "-I", "-isystem", "-iquote", "-idirafter", "-include", "-imacros"});
  if (!clang.empty())
    return "clang gets " + clang;
  std::string boogie = dangerousWord(
      options.boogieOptions,
      {"/z3exe", "-z3exe", "/proverOpt", "-proverOpt", "/print", "-print", "/proverLog", "-proverLog", "/xml", "-xml"},
      {});
  if (!boogie.empty())
    return "Boogie gets " + boogie;
  return "";
}

// What is wrong; empty if the input was handled as it must be.
inline std::string settingsInputProblem(const uint8_t *data, size_t size, const std::string &kernelFile) {
  std::string input(reinterpret_cast<const char *>(data), size);
  size_t split = input.find('\0');
  std::string kernelText = input.substr(0, split);
  std::string configText = split == std::string::npos ? "" : input.substr(split + 1);
  try {
    batch::ConfigFinder configs;
    if (!configText.empty())
      configs = batch::ConfigFinder(batch::parseFolderConfig(configText, "/tree/gpuverify.json"));
    batch::KernelJob job =
        batch::kernelJobForText("/tree/k.cl", kernelText, {"--json=cli.json"}, configs, std::string("/usr/local/cuda"));
    if (job.source == batch::SettingsSource::CommandLine)
      return "";
    std::string effect = untrustedEffect(job.flags, kernelFile);
    return effect.empty() ? "" : "flags from the tree were accepted, and " + effect;
  } catch (const batch::ConfigError &) { // SettingsError too
    return "";
  } catch (const std::exception &error) {
    return std::string("unexpected exception: ") + error.what();
  }
}

} // namespace gv::fuzz
