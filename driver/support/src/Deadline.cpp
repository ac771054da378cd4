#include "support/Deadline.h"

#include <algorithm>
#include <fstream>
#include <sstream>
#include <string>
#include <unistd.h>

namespace gv::driver {

namespace {
constexpr double leastSeconds = 1;

// How long the process has run (Linux: its start in /proc/self/stat against
// the machine's uptime, in clock ticks); 0 where that cannot be read. Loading
// the program and its libraries takes a noticeable part of a short run.
double processAge() {
  std::ifstream stat("/proc/self/stat"), uptime("/proc/uptime");
  std::string line;
  double up = 0;
  long ticks = ::sysconf(_SC_CLK_TCK);
  if (!std::getline(stat, line) || !(uptime >> up) || ticks <= 0)
    return 0;
  // The command name, in parentheses, may hold spaces: fields are counted
  // after its closing parenthesis (field 22, starttime, is the 20th there).
  size_t close = line.rfind(')');
  if (close == std::string::npos)
    return 0;
  std::istringstream fields(line.substr(close + 1));
  std::string field;
  for (int i = 0; i < 20 && fields >> field; ++i) {
  }
  try {
    double started = std::stod(field) / static_cast<double>(ticks);
    return std::clamp(up - started, 0.0, 60.0);
  } catch (const std::exception &) {
    return 0;
  }
}

std::optional<std::chrono::steady_clock::time_point> processStart;

} // namespace

void markProcessStart() {
  processStart = std::chrono::steady_clock::now() - std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                                                        std::chrono::duration<double>(processAge()));
}

std::chrono::steady_clock::time_point runStart() { return processStart.value_or(std::chrono::steady_clock::now()); }

Deadline::Deadline(unsigned seconds, std::chrono::steady_clock::time_point start) : seconds_(seconds), start_(start) {}

std::optional<double> Deadline::remaining() const { return remainingOfShare(1); }

std::optional<double> Deadline::remainingOfShare(double fraction) const {
  if (!seconds_)
    return std::nullopt;
  double elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
  return std::max(leastSeconds, seconds_ * fraction - elapsed);
}

} // namespace gv::driver
