#include "support/IncludeLines.h"

#include <fstream>
#include <regex>

namespace gv::driver {

namespace fs = std::filesystem;

std::vector<IncludeLine> includeLinesOf(const fs::path &file) {
  std::error_code error;
  if (!fs::is_regular_file(file, error))
    return {};
  std::ifstream in(file);
  static const std::regex include(R"(^\s*#\s*include\s*([<"])([^>"]+)[>"])");
  std::vector<IncludeLine> lines;
  for (std::string line; std::getline(in, line);)
    if (std::smatch match; std::regex_search(line, match, include))
      lines.push_back({match[2], match[1] == "\""});
  return lines;
}

std::vector<fs::path> headerPlaces(const fs::path &includer, const IncludeLine &line,
                                   const std::vector<std::string> &includeDirectories) {
  std::vector<fs::path> folders;
  if (line.quoted)
    folders.push_back(includer.parent_path());
  folders.insert(folders.end(), includeDirectories.begin(), includeDirectories.end());
  std::vector<fs::path> places;
  std::error_code error;
  for (const fs::path &folder : folders)
    if (fs::is_regular_file(folder / line.header, error))
      places.push_back(folder / line.header);
  return places;
}

} // namespace gv::driver
