// gpuverify: verifies OpenCL and CUDA kernels free of data races and
// barrier divergence. All the work is in runDriver; main only makes sure
// that not even a bug ends the program without a message and exit code 11.
#include "Driver.h"
#include "Watchdog.h"

#include <exception>
#include <iostream>
#include <string>
#include <vector>

int main(int argc, char **argv) {
  gv::driver::watchdog::start();
  try {
    std::vector<std::string> arguments(argv + 1, argv + argc);
    return gv::driver::runDriver(arguments, std::cout, std::cerr);
  } catch (const std::exception &error) {
    std::cerr << "gpuverify: internal error: " << error.what() << std::endl;
  } catch (...) {
    std::cerr << "gpuverify: internal error: unknown exception" << std::endl;
  }
  return 11;
}
