#include "pipeline/OptionFiles.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <set>

namespace fs = std::filesystem;

namespace gv::driver {

namespace {

// The parts of an option's value that may name a file: the value, and what
// follows a leading '@' or each '=' or ':' in it.
std::vector<std::string> possibleFileNames(const std::string &value) {
  std::vector<std::string> names = {value};
  if (!value.empty() && value[0] == '@')
    names.push_back(value.substr(1));
  for (size_t i = 0; i < value.size(); ++i)
    if (value[i] == '=' || value[i] == ':')
      names.push_back(value.substr(i + 1));
  return names;
}

// The words of a clang response file (quotes dropped: a name that is not
// found costs nothing).
std::vector<std::string> responseFileWords(const std::string &path) {
  std::ifstream in(path, std::ios::binary);
  std::vector<std::string> words;
  std::string word;
  while (in >> word) {
    word.erase(std::remove_if(word.begin(), word.end(), [](char c) { return c == '"' || c == '\''; }), word.end());
    words.push_back(word);
  }
  return words;
}

} // namespace

std::vector<std::string> filesNamedByOptions(const DriverOptions &options) {
  std::vector<std::string> pending = options.clangOptions;
  pending.insert(pending.end(), options.boogieOptions.begin(), options.boogieOptions.end());
  std::vector<std::string> files;
  std::set<std::string> seen;
  // Response files may name response files: a bounded number are read.
  for (size_t next = 0; next < pending.size() && next < 4096; ++next)
    for (const std::string &name : possibleFileNames(pending[next])) {
      std::error_code error;
      if (name.empty() || !fs::is_regular_file(name, error) || !seen.insert(name).second)
        continue;
      files.push_back(name);
      if (pending[next][0] == '@' && name == pending[next].substr(1)) {
        std::vector<std::string> words = responseFileWords(name);
        pending.insert(pending.end(), words.begin(), words.end());
      }
    }
  return files;
}

std::vector<std::string> withAbsoluteFileNames(const std::vector<std::string> &values) {
  std::vector<std::string> absolute;
  for (const std::string &value : values) {
    std::string rewritten = value;
    for (size_t start = 0; start < value.size(); start = value.find_first_of("=:", start) + 1) {
      std::string name = value.substr(start);
      std::error_code error;
      if (!fs::path(name).is_absolute() && fs::is_regular_file(name, error)) {
        rewritten = value.substr(0, start) + fs::absolute(name, error).string();
        break;
      }
      if (value.find_first_of("=:", start) == std::string::npos)
        break;
    }
    absolute.push_back(rewritten);
  }
  return absolute;
}

} // namespace gv::driver
