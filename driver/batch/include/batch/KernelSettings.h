// What a batch run verifies, and how: the kernels under the paths given,
// and for each its flags and the outcome expected of it. The flags come
// from the first of:
//  1. the kernel's own header in GPUVerify's test-suite format (so that
//     GPUVerify's suites run unchanged, as its gvtester runs them):
//       //pass  or  //xfail:<EXIT_CODE_NAME>
//       //<flags>                 (${KERNEL_DIR} is the kernel's folder)
//       //<regex>                 (zero or more; each must match the output)
//  2. a gpuverify.json in the kernel's folder or the nearest parent folder
//     that has one (schema: docs/batch.md): file patterns to flags;
//  3. the command line.
// A config rule may also say what is expected, which then overrides a
// header's expectation: a known false alarm can be marked as expected
// without editing the kernel. Flags from a header or a gpuverify.json come
// with the tree, so they may set only what driver/TreeOptions.h allows.
#pragma once

#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace gv::batch {

// The exit codes that meet the expectation (GPUVerify's 4 and 5, both
// translation errors, are one here) and the regexes the output must match.
struct Expectation {
  std::vector<int> codes{0};
  std::vector<std::string> regexes;
};

struct TestHeader {
  Expectation expected;
  std::vector<std::string> flags;
};

struct ConfigError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// Settings one kernel cannot be run with: its header names an exit code
// there is none of, or its header or gpuverify.json rule sets an option
// only the command line may (driver/TreeOptions.h). The message names the
// file and where in it. A batch gives that kernel a configuration error
// and goes on with the others.
struct SettingsError : ConfigError {
  using ConfigError::ConfigError;
};

// The header at the start of `text` (after a UTF-8 byte-order mark), if it
// has one: nothing if the first line is not //pass or //xfail:..., or the
// second does not start with //. ${KERNEL_DIR} in the flags becomes
// `kernelDirectory`. Throws SettingsError, naming `file`, for an //xfail:
// whose name is not an exit code's.
std::optional<TestHeader> parseTestHeader(const std::string &text, const std::string &kernelDirectory,
                                          const std::string &file = "the kernel");

// One rule of a gpuverify.json: kernels whose path relative to the file's
// folder matches one of the patterns (fnmatch, where `*` also matches
// `/`) get these flags and, if given, this expectation.
struct ConfigRule {
  std::vector<std::string> files;
  std::optional<std::vector<std::string>> flags; // none: the command line's
  // What it says of the expectation: the codes ("expect"), the regexes; each
  // replaces the header's, if it has one.
  std::optional<std::vector<int>> expectCodes;
  std::optional<std::vector<std::string>> expectRegexes;
};

struct FolderConfig {
  std::string file;   // the gpuverify.json
  std::string folder; // its folder: patterns are relative to it
  std::vector<ConfigRule> rules;
};

// Reads a gpuverify.json; throws ConfigError with the file's name and what
// is wrong. Its rules' flags are checked as a kernel takes them (see
// kernelJob).
FolderConfig loadFolderConfig(const std::string &file);
// The same from the file's text.
FolderConfig parseFolderConfig(const std::string &text, const std::string &file);

enum class SettingsSource { Header, Config, CommandLine };
const char *sourceName(SettingsSource source);

struct KernelJob {
  std::string path;  // absolute
  std::string shown; // as the user knows it: relative to the current folder if below it
  std::vector<std::string> flags;
  Expectation expected;
  SettingsSource source = SettingsSource::CommandLine;
  std::string configFile;     // the gpuverify.json that gave flags or expectation, if any
  std::string skipBecause;    // not run: why (a header names a CUDA toolkit there is none of)
  std::string refusedBecause; // not run, and not as expected: its SettingsError
};

// The job of a kernel whose settings threw `error`: it is not run.
KernelJob refusedJob(const std::string &kernel, const SettingsError &error);

// Finds and reads the gpuverify.json files of the folders kernels are in,
// once each.
class ConfigFinder {
public:
  ConfigFinder() = default;
  // Every kernel gets `config` (--config FILE), whatever its folder holds.
  explicit ConfigFinder(FolderConfig config) : given_(std::move(config)) {}

  // The config that applies to a kernel in `folder`: its own or the
  // nearest parent's; nothing if none has one.
  const FolderConfig *forFolder(const std::string &folder);
  // Every gpuverify.json read so far.
  std::vector<std::string> filesRead() const;

private:
  std::optional<FolderConfig> given_;
  std::map<std::string, std::optional<FolderConfig>> byFolder_;
};

// The kernels (.cl and .cu files) under `paths`, sorted, each once. Files
// named directly are taken whatever their extension. Throws ConfigError for
// a path that does not exist.
std::vector<std::string> findKernels(const std::vector<std::string> &paths);

// The job for one kernel: flags and expectation from the first source that
// has them (see above). `cudaToolkit` substitutes ${CUDA_TOOLKIT} in a
// header's flags; a header that names it when there is none is skipped.
// Throws SettingsError for settings the kernel cannot be run with, and
// ConfigError for a gpuverify.json that cannot be read.
KernelJob kernelJob(const std::string &kernel, const std::vector<std::string> &commandLineFlags, ConfigFinder &configs,
                    const std::optional<std::string> &cudaToolkit);
// The same for a kernel whose text is `text` (an editor's buffer), not
// what is on disk.
KernelJob kernelJobForText(const std::string &kernel, const std::string &text,
                           const std::vector<std::string> &commandLineFlags, ConfigFinder &configs,
                           const std::optional<std::string> &cudaToolkit);

// Which of a run's parts: the I-th of N (--shard=I/N; a run of all the
// kernels is 1/1).
struct ShardId {
  unsigned index = 1, count = 1;
};
// "I/N" with 1 <= I <= N <= 1000000; nothing for anything else.
std::optional<ShardId> parseShardId(const std::string &text);
std::string shardText(const ShardId &shard);

// The I-th of N disjoint parts of `kernels` (1 <= I <= N): every N-th
// kernel in order, starting with the I-th, so that the parts are the same
// size to within one and together are all of them.
template <typename Item>
std::vector<Item> shardOf(const std::vector<Item> &kernels, unsigned index, unsigned count) {
  std::vector<Item> part;
  for (size_t i = index - 1; i < kernels.size(); i += count)
    part.push_back(kernels[i]);
  return part;
}

} // namespace gv::batch
