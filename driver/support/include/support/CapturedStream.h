// An output stream that writes through to another and keeps a copy of
// what it wrote (what a run printed, for the result cache to print again).
#pragma once

#include <ostream>
#include <streambuf>
#include <string>

namespace gv::driver {

class CapturedStream {
public:
  explicit CapturedStream(std::ostream &target) : buffer_(target.rdbuf()), stream_(&buffer_) {}
  CapturedStream(const CapturedStream &) = delete;
  CapturedStream &operator=(const CapturedStream &) = delete;

  std::ostream &stream() { return stream_; }
  const std::string &text() const { return buffer_.copy; }
  void forget() { buffer_.copy.clear(); } // what was written so far

private:
  struct TeeBuffer : std::streambuf {
    explicit TeeBuffer(std::streambuf *target) : target(target) {}
    int overflow(int c) override {
      if (c == traits_type::eof())
        return traits_type::not_eof(c);
      copy.push_back(static_cast<char>(c));
      return target->sputc(static_cast<char>(c));
    }
    std::streamsize xsputn(const char *s, std::streamsize n) override {
      copy.append(s, static_cast<size_t>(n));
      return target->sputn(s, n);
    }
    int sync() override { return target->pubsync(); }
    std::streambuf *target;
    std::string copy;
  };
  TeeBuffer buffer_;
  std::ostream stream_;
};

} // namespace gv::driver
