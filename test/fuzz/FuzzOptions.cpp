// libFuzzer target: the command line. The input is split into arguments at
// newlines; parsing must end in options or a Failure (a command-line error,
// exit 1), never in a crash or another exception.
#include "pipeline/Options.h"
#include "support/Failure.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  std::vector<std::string> arguments(1);
  for (size_t i = 0; i < size; ++i) {
    if (data[i] == '\n')
      arguments.emplace_back();
    else
      arguments.back() += static_cast<char>(data[i]);
  }
  try {
    gv::driver::parseCommandLine(arguments);
  } catch (const gv::driver::Failure &) {
  }
  return 0;
}
