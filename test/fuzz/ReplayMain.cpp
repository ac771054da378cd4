// A libFuzzer target without libFuzzer: runs LLVMFuzzerTestOneInput once on
// each file named (and each file in each folder named), so that a target's
// corpus and the findings once fixed run in every build's ctest, with any
// compiler. A failed check ends the process, as under libFuzzer.
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>
#include <set>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int main(int argc, char **argv) {
  namespace fs = std::filesystem;
  std::set<fs::path> inputs; // sorted: the same order on every machine
  for (int i = 1; i < argc; ++i) {
    if (fs::is_directory(argv[i])) {
      for (const auto &entry : fs::directory_iterator(argv[i]))
        if (entry.is_regular_file())
          inputs.insert(entry.path());
    } else {
      inputs.insert(argv[i]);
    }
  }
  if (inputs.empty()) {
    std::cerr << "usage: " << argv[0] << " FILE-OR-FOLDER...\n";
    return 2;
  }
  for (const fs::path &input : inputs) {
    std::ifstream in(input, std::ios::binary);
    if (!in) {
      std::cerr << input.string() << ": cannot be read\n";
      return 1;
    }
    std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    LLVMFuzzerTestOneInput(reinterpret_cast<const uint8_t *>(bytes.data()), bytes.size());
  }
  std::cout << inputs.size() << " inputs run\n";
  return 0;
}
