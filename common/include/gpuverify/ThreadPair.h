// The two threads of the encoding. The sequential program runs two
// arbitrary threads, numbered 1 and 2 (the `$1` and `$2` copies of a
// variable); what is held once per thread is a ThreadPair, and a site the
// encoding writes alike for each thread is a function of one thread,
// applied to both (GPUVerify's VCGen writes one thread's program and
// duplicates it).
#pragma once

#include <array>
#include <utility>

namespace gv {

// The thread numbers, in the order the encoding writes their statements.
inline constexpr std::array<unsigned, 2> bothThreads{1, 2};

// The thread other than t.
inline constexpr unsigned otherThread(unsigned t) { return 3 - t; }

template <typename T>
class ThreadPair {
public:
  ThreadPair() = default;
  ThreadPair(T first, T second) : values_{std::move(first), std::move(second)} {}

  // Each thread's value, from a function of the thread number.
  template <typename PerThread>
  static ThreadPair from(PerThread &&perThread) {
    return ThreadPair(perThread(1u), perThread(2u));
  }

  // Thread t's value (t is 1 or 2).
  T &of(unsigned t) { return values_[t - 1]; }
  const T &of(unsigned t) const { return values_[t - 1]; }

private:
  std::array<T, 2> values_{};
};

} // namespace gv
