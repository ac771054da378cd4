#include "RunCache.h"

#include "Failure.h"

#include <filesystem>
#include <sys/stat.h>

namespace fs = std::filesystem;

namespace gv::driver {

namespace {

// Options that do not change what is verified or how: where the reports
// go (whether they go to stdout or a file does change what is printed, and
// is kept), how long to try (only results that did not run out of time
// are kept), and the cache's own.
bool leftOutOfKey(const std::string &argument) {
  for (const char *prefix : {"--json=", "--sarif=", "--timeout=", "--cache-dir="})
    if (argument.rfind(prefix, 0) == 0)
      return true;
  return argument == "--no-cache";
}

std::string reportTarget(const std::string &file) { return file.empty() ? "none" : file == "-" ? "stdout" : "file"; }

// Path, size and modification time: a rebuild or an upgrade changes it.
std::string fileIdentity(const std::string &path) {
  struct stat status{};
  if (::stat(path.c_str(), &status) != 0)
    throw Failure(ExitCode::Configuration, "cannot read " + path);
  return path + " " + std::to_string(status.st_size) + " " + std::to_string(status.st_mtim.tv_sec) + "." +
         std::to_string(status.st_mtim.tv_nsec);
}

} // namespace

std::string defaultCacheDirectory(const Environment &environment) {
  if (std::optional<std::string> xdg = environment("XDG_CACHE_HOME"); xdg && !xdg->empty())
    return (fs::path(*xdg) / "gpuverify").string();
  if (std::optional<std::string> home = environment("HOME"); home && !home->empty())
    return (fs::path(*home) / ".cache" / "gpuverify").string();
  return "";
}

std::optional<RunCache> RunCache::forRun(const std::vector<std::string> &arguments, const DriverOptions &options,
                                         const Environment &environment) {
  if (!options.useCache || options.verbose || options.keepTemps || options.stopAfter != StopAfter::Nothing ||
      options.generateSmt2 || options.inputKind != InputKind::Source)
    return std::nullopt;
  std::string directory = options.cacheDirectory.empty() ? defaultCacheDirectory(environment) : options.cacheDirectory;
  if (directory.empty())
    return std::nullopt;
  std::string identity = "gpuverify result cache key 1\n";
  try {
    identity += "gpuverify " + std::string(GV_VERSION) + " " + fileIdentity(currentExecutablePath()) + "\n";
    identity += "clang " + fileIdentity(locateClang(options.tools, environment)) + "\n";
    identity += "boogie " + fileIdentity(locateBoogie(options.tools, environment)) + "\n";
    identity += "z3 " + fileIdentity(locateZ3(options.tools, environment)) + "\n";
    if (options.solvers == DriverOptions::Solvers::Z3AndCvc5)
      identity += "cvc5 " + fileIdentity(locateCvc5(options.tools, environment)) + "\n";
  } catch (const Failure &) {
    return std::nullopt;
  }
  std::error_code error;
  identity += "in " + fs::current_path(error).string() + "\n";
  for (const std::string &argument : canonicalArguments(arguments))
    if (!leftOutOfKey(argument))
      identity += "argument " + argument + "\n";
  identity += "json " + reportTarget(options.jsonFile) + "\nsarif " + reportTarget(options.sarifFile) + "\n";
  for (const std::string &file : options.boogieFiles) {
    std::optional<std::string> digest = fileSha256(file);
    if (!digest)
      return std::nullopt;
    identity += "boogie file " + *digest + "\n";
  }
  return RunCache(ResultCache(directory), identity, options.kernelFile);
}

std::optional<std::string> RunCache::sourceKey() const {
  std::optional<std::string> digest = fileSha256(kernelFile_);
  if (!digest)
    return std::nullopt;
  return sha256Hex(identity_ + "source " + *digest + "\n");
}

std::optional<CachedRun> RunCache::findBySource() const {
  std::optional<std::string> key = sourceKey();
  if (!key)
    return std::nullopt;
  std::optional<std::string> result = cache_.resultKeyOf(*key);
  if (!result)
    return std::nullopt;
  return cache_.find(*result);
}

void RunCache::compiling() {
  compileStart_ = std::time(nullptr);
  sourceKeyBefore_ = sourceKey();
}

std::optional<CachedRun> RunCache::compiled(const std::string &bitcodeFile, const std::string &dependencyRule,
                                            const std::string &launch) {
  std::optional<std::string> digest = fileSha256(bitcodeFile);
  if (!digest)
    return std::nullopt;
  resultKey_ = sha256Hex(identity_ + "bitcode " + *digest + "\nlaunch " + launch + "\n");
  manifest_.reset();
  std::vector<std::string> files = dependencyFiles(dependencyRule);
  if (sourceKeyBefore_ && !files.empty()) {
    ManifestFiles digests;
    for (const std::string &file : files) {
      struct stat status{};
      std::optional<std::string> fileDigest = fileSha256(file);
      // A file changed in the second clang started, or since, may have been
      // read before or after the change.
      if (!fileDigest || ::stat(file.c_str(), &status) != 0 || status.st_mtim.tv_sec >= compileStart_ - 1)
        return cache_.find(*resultKey_);
      digests[fs::absolute(file).lexically_normal().string()] = *fileDigest;
    }
    if (sourceKey() == sourceKeyBefore_)
      manifest_ = std::move(digests);
  }
  return cache_.find(*resultKey_);
}

void RunCache::store(const CachedRun &run) const {
  if (!resultKey_)
    return;
  cache_.store(*resultKey_, run);
  if (manifest_ && sourceKeyBefore_)
    cache_.storeManifest(*sourceKeyBefore_, *manifest_, *resultKey_);
}

} // namespace gv::driver
