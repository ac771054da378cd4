#include "Deadline.h"

#include <algorithm>

namespace gv::driver {

namespace {
constexpr double leastSeconds = 1;
}

Deadline::Deadline(unsigned seconds) : seconds_(seconds), start_(std::chrono::steady_clock::now()) {}

std::optional<double> Deadline::remaining() const { return remainingOfShare(1); }

std::optional<double> Deadline::remainingOfShare(double fraction) const {
  if (!seconds_)
    return std::nullopt;
  double elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
  return std::max(leastSeconds, seconds_ * fraction - elapsed);
}

} // namespace gv::driver
