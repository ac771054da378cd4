#include "cli/RunCache.h"
#include "support/Digest.h"

#include "pipeline/OptionFiles.h"
#include "pipeline/TreeOptions.h"
#include "support/Failure.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>
#include <sys/stat.h>

extern char **environ;

namespace fs = std::filesystem;

namespace gv::driver {

namespace {

// Options that do not change what is verified or how (TreeOptions.def's
// `decides` column): where the reports go (whether they go to stdout or a
// file does change what is printed, and is kept apart), how long to try
// (only results that did not run out of time are kept), and the cache's
// own. `argument` is canonical: "--json=r.json".
bool leftOutOfKey(const std::string &argument) {
  std::optional<OptionOrigin> row = originOf(argument.substr(0, argument.find('=')));
  return row && row->decides == OptionDecides::Report;
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

// The absolute paths a script's text names ("exec /usr/bin/cli
// /usr/lib/boogie/Boogie.exe"): what it runs, which an upgrade may change
// while the script stays the same.
std::vector<std::string> pathsNamedByScript(const std::string &path) {
  std::ifstream in(path, std::ios::binary);
  char head[4096] = {};
  in.read(head, sizeof head);
  std::string text(head, static_cast<size_t>(in.gcount()));
  if (text.rfind("#!", 0) != 0)
    return {};
  std::vector<std::string> paths;
  std::string word;
  std::istringstream words(text);
  while (words >> word) {
    word.erase(std::remove_if(word.begin(), word.end(), [](char c) { return c == '"' || c == '\'' || c == ';'; }),
               word.end());
    if (word.size() > 1 && word[0] == '/')
      paths.push_back(word);
  }
  return paths;
}

// Whether a file is a .NET program (Debian's Boogie.exe), whose assemblies
// beside it are part of it.
bool isDotNetProgram(const std::string &path) {
  std::string extension = fs::path(path).extension().string();
  return extension == ".exe" || extension == ".dll";
}

// A tool's identity: the executable's, and for a script, that of each file
// it names, and of the files beside a .NET program it names (its assemblies).
std::string toolIdentity(const std::string &path) {
  std::string identity = fileIdentity(path);
  for (const std::string &named : pathsNamedByScript(path)) {
    std::error_code error;
    if (!fs::is_regular_file(named, error))
      continue;
    std::set<std::string> beside = {named};
    if (isDotNetProgram(named))
      for (auto it = fs::directory_iterator(fs::path(named).parent_path(), error);
           !error && it != fs::directory_iterator() && beside.size() < 256; it.increment(error))
        if (std::error_code entryError; it->is_regular_file(entryError))
          beside.insert(it->path().string());
    for (const std::string &file : beside)
      identity += "\n  " + fileIdentity(file);
  }
  return identity;
}

bool matchesPattern(const std::string &name, const std::string &pattern) {
  if (!pattern.empty() && pattern.back() == '*')
    return name.compare(0, pattern.size() - 1, pattern, 0, pattern.size() - 1) == 0;
  return name == pattern;
}

const std::vector<std::string> &environmentPatterns() {
  static const std::vector<std::string> patterns = {
#define GV_CACHE_ENVIRONMENT(pattern, reader) pattern,
#include "CacheEnvironment.def"
  };
  return patterns;
}

std::vector<std::string> processEnvironmentEntries() {
  std::vector<std::string> entries;
  for (char **entry = environ; entry && *entry; ++entry)
    entries.emplace_back(*entry);
  return entries;
}

} // namespace

std::vector<std::string> environmentForKey(const std::vector<std::string> &environment) {
  std::vector<std::string> kept;
  for (const std::string &entry : environment) {
    std::string name = entry.substr(0, entry.find('='));
    for (const std::string &pattern : environmentPatterns())
      if (matchesPattern(name, pattern)) {
        kept.push_back(entry);
        break;
      }
  }
  std::sort(kept.begin(), kept.end());
  return kept;
}

bool worthKeeping(const Report &report, bool solverGaveUp) {
  bool proof = report.exitCode == ExitCode::Success && report.verdict == Verdict::Verified;
  bool verdict = report.exitCode == ExitCode::NotAllVerified || report.exitCode == ExitCode::Translation;
  if (!(proof || (verdict && !solverGaveUp)) || report.verdict == Verdict::Timeout)
    return false;
  return !(report.summary && (report.summary->timeOuts || report.summary->inconclusive || report.summary->outOfMemory));
}

std::vector<QuotedLine> quotedLines(const Report &report) {
  std::vector<QuotedLine> quoted;
  auto add = [&](const SourceTrace &trace) {
    for (const SourceFrame &frame : trace)
      if (frame.code)
        quoted.push_back({frame.location, *frame.code});
  };
  for (const ReportedError &error : report.errors) {
    add(error.trace);
    if (error.race) {
      add(error.race->current.trace);
      add(error.race->previous.trace);
    }
    if (error.note)
      add(error.note->trace);
    for (const AbstractedLoop &loop : error.abstractedLoops)
      add(loop.trace);
  }
  return quoted;
}

bool quotesCurrentSource(const CachedRun &cached, SourceLines &sources) {
  return std::all_of(cached.quoted.begin(), cached.quoted.end(),
                     [&](const QuotedLine &q) { return sources.lineAt(q.location) == q.text; });
}

std::string defaultCacheDirectory(const Environment &environment) {
  if (std::optional<std::string> xdg = environment("XDG_CACHE_HOME"); xdg && !xdg->empty())
    return (fs::path(*xdg) / "gpuverify").string();
  if (std::optional<std::string> home = environment("HOME"); home && !home->empty())
    return (fs::path(*home) / ".cache" / "gpuverify").string();
  return "";
}

std::optional<RunCache> RunCache::forRun(const std::vector<std::string> &canonicalArguments,
                                         const DriverOptions &options, const Environment &environment,
                                         std::vector<std::string> &notes) {
  if (!options.useCache || options.verbose || options.keepTemps || !options.reproducerFile.empty() ||
      options.stopAfter != StopAfter::Nothing || options.generateSmt2 || options.inputKind != InputKind::Source)
    return std::nullopt;
  std::string directory = options.cacheDirectory.empty() ? defaultCacheDirectory(environment) : options.cacheDirectory;
  if (directory.empty())
    return std::nullopt;
  std::string identity = "gpuverify result cache key 2\n";
  try {
    identity += "gpuverify " + std::string(GV_VERSION) + " " + fileIdentity(currentExecutablePath()) + "\n";
    identity += "clang " + toolIdentity(locateClang(options.tools, environment)) + "\n";
    identity += "boogie " + toolIdentity(locateBoogie(options.tools, environment)) + "\n";
    identity += "z3 " + toolIdentity(locateZ3(options.tools, environment)) + "\n";
    if (options.solvers == DriverOptions::Solvers::Z3AndCvc5)
      identity += "cvc5 " + toolIdentity(locateCvc5(options.tools, environment)) + "\n";
  } catch (const Failure &) {
    return std::nullopt;
  }
  std::error_code error;
  identity += "in " + fs::current_path(error).string() + "\n";
  for (const std::string &argument : canonicalArguments) {
    // With --compile-as, the kernel file only holds the text (the language
    // server's copy, at a new path each time), and the text is in the bitcode.
    bool textOnly = !options.compileAs.empty() && argument == options.kernelFile;
    if (!leftOutOfKey(argument) && !textOnly)
      identity += "argument " + argument + "\n";
  }
  identity += "json " + reportTarget(options.jsonFile) + "\nsarif " + reportTarget(options.sarifFile) + "\n";
  std::vector<std::string> files = options.boogieFiles;
  std::vector<std::string> named = filesNamedByOptions(options);
  files.insert(files.end(), named.begin(), named.end());
  for (const std::string &file : files) {
    std::optional<std::string> digest = fileSha256(file);
    if (!digest)
      return std::nullopt;
    identity += "file " + file + " " + *digest + "\n";
  }
  for (const std::string &variable : environmentForKey(processEnvironmentEntries()))
    identity += "environment " + variable + "\n";
  std::string why;
  std::optional<ResultCache> cache = ResultCache::open(directory, why);
  if (!cache) {
    notes.push_back("the result cache " + directory + " is not used: " + why);
    return std::nullopt;
  }
  return RunCache(std::move(*cache), identity);
}

std::string reportInputsBeyondBitcode(const std::string &clangOutput, const std::vector<std::string> &hostNotes,
                                      const std::string &hostFactsKey, const DriverOptions &options) {
  std::string beyondBitcode = "clang said " + clangOutput + "\n";
  for (const std::string &note : hostNotes)
    beyondBitcode += "note " + note + "\n";
  beyondBitcode += "host facts " + hostFactsKey;
  if (options.translate.language == SourceLanguage::CUDA)
    for (const std::string &name : options.kernelTemplates)
      beyondBitcode += "template " + name + "\n";
  return beyondBitcode;
}

std::optional<CachedRun> RunCache::compiled(const std::string &bitcodeFile, const std::string &beyondBitcode) {
  std::optional<std::string> digest = fileSha256(bitcodeFile);
  if (!digest)
    return std::nullopt;
  resultKey_ = sha256Hex(identity_ + "bitcode " + *digest + "\n" + beyondBitcode);
  return cache_.find(*resultKey_);
}

void RunCache::store(const CachedRun &run) const {
  if (resultKey_)
    cache_.store(*resultKey_, run);
}

} // namespace gv::driver
