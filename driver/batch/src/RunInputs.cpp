#include "batch/RunInputs.h"

#include "pipeline/Options.h"
#include "support/Failure.h"
#include "support/IncludeLines.h"
#include "support/Paths.h"

#include <filesystem>
#include <set>

namespace gv::batch {

namespace fs = std::filesystem;

namespace {

// Enough for any real tree; a larger one is not scanned further.
constexpr size_t maximumFiles = 20000;

// What a kernel's flags tell of the files clang and Boogie read: the
// include path and the files named outright, relative to the kernel's
// folder (where its run starts).
struct FlagFiles {
  std::vector<std::string> includeDirectories;
  std::vector<std::string> files;
};

FlagFiles flagFilesOf(const KernelJob &job) {
  FlagFiles found;
  fs::path folder = fs::path(job.path).parent_path();
  auto place = [&](const std::string &path) { return driver::resolvedAbsolute(path, folder).string(); };
  std::vector<driver::GivenOption> given;
  try {
    given = driver::givenOptions(job.flags);
  } catch (const driver::Failure &) { // the kernel's run says what is wrong
    return found;
  }
  std::vector<std::string> clangValues;
  for (const driver::GivenOption &option : given) {
    if (option.name == "-I")
      found.includeDirectories.push_back(place(option.value));
    else if (option.name == "--boogie-file")
      found.files.push_back(place(option.value));
    else if (option.name == "--clang-opt")
      clangValues.push_back(option.value);
  }
  std::vector<std::string> words = driver::passThroughWords(clangValues);
  for (size_t i = 0; i < words.size(); ++i)
    for (const char *spelling : {"-I", "-isystem", "-iquote", "-idirafter", "-include", "-imacros"}) {
      std::string name = spelling;
      if (words[i].rfind(name, 0) != 0)
        continue;
      std::string value = words[i] == name ? (i + 1 < words.size() ? words[++i] : "") : words[i].substr(name.size());
      bool isFile = name == "-include" || name == "-imacros";
      (isFile ? found.files : found.includeDirectories).push_back(place(value));
      break;
    }
  return found;
}

// Adds `file` and every header it may include, through theirs.
void addWithHeaders(const fs::path &file, const std::vector<std::string> &includeDirectories,
                    std::set<std::string> &files) {
  std::vector<fs::path> pending = {file};
  while (!pending.empty() && files.size() < maximumFiles) {
    fs::path next = pending.back();
    pending.pop_back();
    if (!files.insert(driver::resolvedAbsolute(next).string()).second)
      continue;
    for (const driver::IncludeLine &line : driver::includeLinesOf(next))
      for (const fs::path &header : driver::headerPlaces(next, line, includeDirectories))
        pending.push_back(header);
  }
}

} // namespace

std::vector<std::string> filesReadBy(const std::vector<KernelJob> &jobs, const std::vector<std::string> &configFiles) {
  std::set<std::string> files(configFiles.begin(), configFiles.end());
  for (const KernelJob &job : jobs) {
    FlagFiles named = flagFilesOf(job);
    addWithHeaders(job.path, named.includeDirectories, files);
    for (const std::string &file : named.files)
      addWithHeaders(file, named.includeDirectories, files);
  }
  return {files.begin(), files.end()};
}

} // namespace gv::batch
