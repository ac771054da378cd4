#include "SourceOverlay.h"

#include "support/Failure.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>

namespace fs = std::filesystem;

namespace gv::driver {

std::string sourceOverlay(const std::vector<ShownFile> &files) {
  std::error_code error;
  // One directory entry per folder, holding the files shown in it.
  nlohmann::json roots = nlohmann::json::array();
  for (const ShownFile &file : files) {
    fs::path shown = fs::absolute(file.shownAs, error).lexically_normal();
    std::string text = fs::absolute(file.textFile, error).lexically_normal().string();
    nlohmann::json entry = {{"name", shown.filename().string()}, {"type", "file"}, {"external-contents", text}};
    auto folder = std::find_if(roots.begin(), roots.end(), [&](const nlohmann::json &root) {
      return root["name"] == shown.parent_path().string();
    });
    if (folder == roots.end())
      roots.push_back({{"name", shown.parent_path().string()}, {"type", "directory"}, {"contents", {entry}}});
    else
      (*folder)["contents"].push_back(entry);
  }
  // External names off: clang names the file as shown, not as stored.
  nlohmann::json overlay = {{"version", 0}, {"use-external-names", false}, {"roots", roots}};
  try {
    return overlay.dump(2);
  } catch (const nlohmann::json::type_error &) {
    // Not UTF-8: a path changed to be written would show the text nowhere,
    // and clang would compile what is on disk instead.
    std::string names;
    for (const ShownFile &file : files)
      names += (names.empty() ? "" : ", ") + file.shownAs + " or " + file.textFile;
    throw Failure(ExitCode::CommandLine, "--compile-as: " + names + " is not UTF-8");
  }
}

std::string sourceOverlay(const std::string &shownAs, const std::string &textFile) {
  return sourceOverlay(std::vector<ShownFile>{{shownAs, textFile}});
}

void writeSourceOverlay(const std::vector<ShownFile> &files, const std::string &overlayFile) {
  std::ofstream out(overlayFile, std::ios::binary);
  out << sourceOverlay(files);
  out.close();
  if (!out)
    throw Failure(ExitCode::Configuration, "cannot write " + overlayFile);
}

void writeSourceOverlay(const std::string &shownAs, const std::string &textFile, const std::string &overlayFile) {
  writeSourceOverlay(std::vector<ShownFile>{{shownAs, textFile}}, overlayFile);
}

} // namespace gv::driver
