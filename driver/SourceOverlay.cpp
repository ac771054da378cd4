#include "SourceOverlay.h"

#include "Failure.h"

#include <nlohmann/json.hpp>

#include <filesystem>
#include <fstream>

namespace fs = std::filesystem;

namespace gv::driver {

std::string sourceOverlay(const std::string &shownAs, const std::string &textFile) {
  std::error_code error;
  fs::path shown = fs::absolute(shownAs, error).lexically_normal();
  std::string text = fs::absolute(textFile, error).lexically_normal().string();
  // External names off: clang names the file as shown, not as stored.
  nlohmann::json overlay = {
      {"version", 0},
      {"use-external-names", false},
      {"roots",
       {{{"name", shown.parent_path().string()},
         {"type", "directory"},
         {"contents", {{{"name", shown.filename().string()}, {"type", "file"}, {"external-contents", text}}}}}}}};
  try {
    return overlay.dump(2);
  } catch (const nlohmann::json::type_error &) {
    // Not UTF-8: a path changed to be written would show the text nowhere,
    // and clang would compile what is on disk instead.
    throw Failure(ExitCode::CommandLine, "--compile-as: " + shownAs + " or " + textFile + " is not UTF-8");
  }
}

void writeSourceOverlay(const std::string &shownAs, const std::string &textFile, const std::string &overlayFile) {
  std::ofstream out(overlayFile, std::ios::binary);
  out << sourceOverlay(shownAs, textFile);
  out.close();
  if (!out)
    throw Failure(ExitCode::Configuration, "cannot write " + overlayFile);
}

} // namespace gv::driver
