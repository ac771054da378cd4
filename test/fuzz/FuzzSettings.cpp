// libFuzzer target: a kernel's header and a gpuverify.json (SettingsInput.h).
// A problem aborts, for libFuzzer to keep the input.
#include "SettingsInput.h"

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <unistd.h>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  static const std::string kernel = [] {
    std::string path = "/tmp/gv-fuzz-settings-" + std::to_string(::getpid()) + ".cl";
    std::ofstream(path) << "__kernel void k() {}\n";
    return path;
  }();
  std::string problem = gv::fuzz::settingsInputProblem(data, size, kernel);
  if (!problem.empty()) {
    std::fprintf(stderr, "%s\n", problem.c_str());
    std::abort();
  }
  return 0;
}
