#include "batch/KernelSettings.h"

#include "pipeline/TreeOptions.h"
#include "support/Failure.h"
#include "support/Paths.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <filesystem>
#include <fnmatch.h>
#include <fstream>
#include <set>
#include <sstream>

namespace fs = std::filesystem;

namespace gv::batch {

namespace {

constexpr const char *configFileName = "gpuverify.json";

std::vector<std::string> splitOnWhitespace(const std::string &text) {
  std::istringstream in(text);
  std::vector<std::string> words;
  std::string word;
  while (in >> word)
    words.push_back(word);
  return words;
}

void replaceAll(std::string &text, const std::string &from, const std::string &to) {
  for (size_t at = text.find(from); at != std::string::npos; at = text.find(from, at + to.size()))
    text.replace(at, from.size(), to);
}

std::string withoutLineEnd(std::string line) {
  while (!line.empty() && (line.back() == '\r' || line.back() == '\n'))
    line.pop_back();
  return line;
}

bool startsWith(const std::string &text, const std::string &prefix) { return text.rfind(prefix, 0) == 0; }

std::string lowered(std::string text) {
  std::transform(text.begin(), text.end(), text.begin(), [](unsigned char c) { return std::tolower(c); });
  return text;
}

bool isXfail(const std::string &word) { return startsWith(lowered(word), "xfail:"); }

// "pass", "xfail:NAME" (any case, as GPUVerify's suites write it): the
// codes that meet it.
std::optional<std::vector<int>> expectedCodesOf(const std::string &word) {
  if (lowered(word) == "pass")
    return std::vector<int>{0};
  if (!isXfail(word))
    return std::nullopt;
  std::string name = word.substr(6);
  std::transform(name.begin(), name.end(), name.begin(), [](unsigned char c) { return std::toupper(c); });
  std::optional<int> code = driver::exitCodeNamed(name);
  if (!code)
    return std::nullopt;
  return std::vector<int>{*code};
}

std::string notAnExpectation(const std::string &word) {
  return "\"" + word + "\" is not pass or xfail:<EXIT_CODE_NAME> (the names: " + driver::knownExitCodeNames() + ")";
}

std::string readFile(const std::string &path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

// The first lines of a kernel: enough for any header.
std::string readHead(const std::string &path) {
  std::ifstream in(path, std::ios::binary);
  std::string head, line;
  for (int i = 0; i < 200 && std::getline(in, line); ++i)
    head += line + "\n";
  return head;
}

// A string or a list of strings; `listMayBeEmpty` says whether [] means
// something (no regexes) or nothing (no files, no outcome expected).
std::vector<std::string> stringsOf(const nlohmann::json &value, const std::string &what, const std::string &file,
                                   bool listMayBeEmpty) {
  if (value.is_string())
    return {value.get<std::string>()};
  if (!value.is_array())
    throw ConfigError(file + ": " + what + " must be a string or a list of strings");
  if (value.empty() && !listMayBeEmpty)
    throw ConfigError(file + ": " + what + " is an empty list: it must name at least one");
  std::vector<std::string> strings;
  for (const auto &item : value) {
    if (!item.is_string())
      throw ConfigError(file + ": " + what + " must be a string or a list of strings");
    strings.push_back(item.get<std::string>());
  }
  return strings;
}

ConfigRule ruleOf(const nlohmann::json &rule, const std::string &file) {
  if (!rule.is_object())
    throw ConfigError(file + ": each rule must be an object");
  for (const auto &[key, value] : rule.items())
    if (key != "files" && key != "flags" && key != "expect" && key != "regexes")
      throw ConfigError(file + ": unknown key \"" + key + "\" in a rule (known: files, flags, expect, regexes)");
  if (!rule.contains("files"))
    throw ConfigError(file + ": a rule without \"files\"");
  ConfigRule parsed;
  parsed.files = stringsOf(rule["files"], "\"files\"", file, false);
  if (rule.contains("flags")) {
    // A string is split on whitespace, as a header's flags line is.
    if (rule["flags"].is_string())
      parsed.flags = splitOnWhitespace(rule["flags"].get<std::string>());
    else
      parsed.flags = stringsOf(rule["flags"], "\"flags\"", file, true);
  }
  if (rule.contains("expect")) {
    parsed.expectCodes.emplace();
    for (const std::string &word : stringsOf(rule["expect"], "\"expect\"", file, false)) {
      std::optional<std::vector<int>> codes = expectedCodesOf(word);
      if (!codes)
        throw ConfigError(file + ": \"expect\": " + notAnExpectation(word));
      parsed.expectCodes->insert(parsed.expectCodes->end(), codes->begin(), codes->end());
    }
  }
  if (rule.contains("regexes"))
    parsed.expectRegexes = stringsOf(rule["regexes"], "\"regexes\"", file, true);
  return parsed;
}

// A pattern with `*` matches across `/`, and so past the `../` of a kernel
// outside a --config file's folder.
bool matches(const std::string &pattern, const std::string &relative) {
  return ::fnmatch(pattern.c_str(), relative.c_str(), 0) == 0;
}

const ConfigRule *ruleFor(const FolderConfig &config, const std::string &kernel) {
  std::string relative = fs::path(kernel).lexically_relative(config.folder).generic_string();
  for (const ConfigRule &rule : config.rules)
    for (const std::string &pattern : rule.files)
      if (matches(pattern, relative))
        return &rule;
  return nullptr;
}

bool isKernelFile(const fs::path &path) { return path.extension() == ".cl" || path.extension() == ".cu"; }

std::string shownPath(const std::string &absolute) {
  std::error_code error;
  fs::path current = fs::current_path(error);
  if (error)
    return absolute;
  fs::path relative = fs::path(absolute).lexically_relative(current);
  if (relative.empty() || startsWith(relative.generic_string(), ".."))
    return absolute;
  return relative.generic_string();
}

// Flags from a file in the tree: see driver/TreeOptions.h.
void checkFromTree(const std::vector<std::string> &flags, const std::string &origin) {
  try {
    driver::checkTreeOptions(flags, origin);
  } catch (const driver::Failure &failure) {
    throw SettingsError(failure.what());
  }
}

} // namespace

std::optional<TestHeader> parseTestHeader(const std::string &text, const std::string &kernelDirectory,
                                          const std::string &file) {
  constexpr const char *byteOrderMark = "\xEF\xBB\xBF";
  std::istringstream in(startsWith(text, byteOrderMark) ? text.substr(3) : text);
  std::string first, second, line;
  std::getline(in, first);
  std::getline(in, second);
  first = withoutLineEnd(first);
  second = withoutLineEnd(second);
  if (!startsWith(first, "//"))
    return std::nullopt;
  std::vector<std::string> words = splitOnWhitespace(first.substr(2));
  std::string word = words.empty() ? "" : words[0];
  std::optional<std::vector<int>> codes = expectedCodesOf(word);
  // An //xfail: line is meant as a header: a name that is not an exit
  // code's must not make the kernel's expectation silently "pass".
  if (!codes && isXfail(word))
    throw SettingsError(file + ":1: " + notAnExpectation(word));
  if (!codes || !startsWith(second, "//"))
    return std::nullopt;
  TestHeader header;
  header.expected.codes = *codes;
  for (std::string flag : splitOnWhitespace(second.substr(2))) {
    replaceAll(flag, "${KERNEL_DIR}", kernelDirectory);
    header.flags.push_back(flag);
  }
  while (std::getline(in, line)) {
    line = withoutLineEnd(line);
    if (!startsWith(line, "//") || line.size() == 2)
      break;
    header.expected.regexes.push_back(line.substr(2));
  }
  return header;
}

FolderConfig loadFolderConfig(const std::string &file) {
  std::error_code error;
  if (!fs::is_regular_file(file, error))
    throw ConfigError(file + ": no such file");
  return parseFolderConfig(readFile(file), file);
}

FolderConfig parseFolderConfig(const std::string &text, const std::string &file) {
  nlohmann::json document;
  try {
    document = nlohmann::json::parse(text);
  } catch (const nlohmann::json::exception &error) {
    throw ConfigError(file + ": not valid JSON: " + error.what());
  }
  if (!document.is_object() || !document.contains("rules") || !document["rules"].is_array())
    throw ConfigError(file + ": expected an object with a \"rules\" list");
  for (const auto &[key, value] : document.items())
    if (key != "rules" && key != "$schema" && key != "comment")
      throw ConfigError(file + ": unknown key \"" + key + "\" (known: rules)");
  FolderConfig config;
  config.file = file;
  std::error_code error;
  config.folder = driver::resolvedAbsolute(file).parent_path().string();
  for (const auto &rule : document["rules"])
    config.rules.push_back(ruleOf(rule, file));
  return config;
}

const char *sourceName(SettingsSource source) {
  switch (source) {
  case SettingsSource::Header: return "header";
  case SettingsSource::Config: return "gpuverify.json";
  case SettingsSource::CommandLine: return "command line";
  }
  return "";
}

const FolderConfig *ConfigFinder::forFolder(const std::string &folder) {
  if (given_)
    return &*given_;
  auto found = byFolder_.find(folder);
  if (found == byFolder_.end()) {
    std::optional<FolderConfig> config;
    fs::path file = fs::path(folder) / configFileName;
    std::error_code error;
    if (fs::is_regular_file(file, error))
      config = loadFolderConfig(file.string());
    else if (fs::path parent = fs::path(folder).parent_path(); parent != fs::path(folder) && !parent.empty())
      if (const FolderConfig *inherited = forFolder(parent.string()))
        config = *inherited;
    found = byFolder_.emplace(folder, std::move(config)).first;
  }
  return found->second ? &*found->second : nullptr;
}

std::vector<std::string> ConfigFinder::filesRead() const {
  std::set<std::string> files;
  if (given_)
    files.insert(given_->file);
  for (const auto &[folder, config] : byFolder_)
    if (config)
      files.insert(config->file);
  return {files.begin(), files.end()};
}

std::vector<std::string> findKernels(const std::vector<std::string> &paths) {
  std::set<std::string> kernels;
  for (const std::string &path : paths) {
    std::error_code error;
    fs::path absolute = driver::resolvedAbsolute(path);
    if (fs::is_regular_file(absolute, error)) {
      kernels.insert(absolute.string());
      continue;
    }
    if (!fs::is_directory(absolute, error))
      throw ConfigError(path + ": no such file or folder");
    for (auto it = fs::recursive_directory_iterator(absolute, fs::directory_options::skip_permission_denied, error);
         !error && it != fs::recursive_directory_iterator(); it.increment(error))
      if (it->is_regular_file(error) && isKernelFile(it->path()))
        kernels.insert(driver::resolvedAbsolute(it->path()).string());
    if (error)
      throw ConfigError(path + ": " + error.message());
  }
  return {kernels.begin(), kernels.end()};
}

KernelJob kernelJob(const std::string &kernel, const std::vector<std::string> &commandLineFlags, ConfigFinder &configs,
                    const std::optional<std::string> &cudaToolkit) {
  return kernelJobForText(kernel, readHead(kernel), commandLineFlags, configs, cudaToolkit);
}

KernelJob kernelJobForText(const std::string &kernel, const std::string &text,
                           const std::vector<std::string> &commandLineFlags, ConfigFinder &configs,
                           const std::optional<std::string> &cudaToolkit) {
  KernelJob job;
  job.path = kernel;
  job.shown = shownPath(kernel);
  std::string folder = fs::path(kernel).parent_path().string();
  const FolderConfig *config = configs.forFolder(folder);
  const ConfigRule *rule = config ? ruleFor(*config, kernel) : nullptr;
  if (std::optional<TestHeader> header = parseTestHeader(text, folder, job.shown)) {
    job.source = SettingsSource::Header;
    job.flags = header->flags;
    job.expected = header->expected;
    for (std::string &flag : job.flags) {
      if (flag.find("${CUDA_TOOLKIT}") == std::string::npos)
        continue;
      if (!cudaToolkit)
        job.skipBecause = "its header names a CUDA toolkit, and none was found";
      replaceAll(flag, "${CUDA_TOOLKIT}", cudaToolkit.value_or(""));
    }
    checkFromTree(job.flags, job.shown + ":2");
  } else if (rule && rule->flags) {
    job.source = SettingsSource::Config;
    job.flags = *rule->flags;
    job.configFile = config->file;
    checkFromTree(job.flags, config->file + ", rule " + std::to_string(rule - config->rules.data() + 1));
  } else {
    job.flags = commandLineFlags;
  }
  if (rule && rule->expectCodes)
    job.expected.codes = *rule->expectCodes;
  if (rule && rule->expectRegexes)
    job.expected.regexes = *rule->expectRegexes;
  if (rule && (rule->expectCodes || rule->expectRegexes))
    job.configFile = config->file;
  return job;
}

KernelJob refusedJob(const std::string &kernel, const SettingsError &error) {
  KernelJob job;
  job.path = kernel;
  job.shown = shownPath(kernel);
  job.refusedBecause = error.what();
  return job;
}

std::optional<ShardId> parseShardId(const std::string &text) {
  auto number = [](const std::string &digits) -> std::optional<unsigned> {
    if (digits.empty() || digits.size() > 7 || digits.find_first_not_of("0123456789") != std::string::npos)
      return std::nullopt;
    unsigned long value = std::stoul(digits);
    if (value == 0 || value > 1000000)
      return std::nullopt;
    return static_cast<unsigned>(value);
  };
  size_t slash = text.find('/');
  if (slash == std::string::npos)
    return std::nullopt;
  std::optional<unsigned> index = number(text.substr(0, slash)), count = number(text.substr(slash + 1));
  if (!index || !count || *index > *count)
    return std::nullopt;
  return ShardId{*index, *count};
}

std::string shardText(const ShardId &shard) { return std::to_string(shard.index) + "/" + std::to_string(shard.count); }

} // namespace gv::batch
