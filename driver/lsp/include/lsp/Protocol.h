// The Language Server Protocol's base layer: JSON-RPC messages framed by a
// Content-Length header, read from and written to file descriptors.
#pragma once

#include <nlohmann/json.hpp>

#include <cstddef>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>

namespace gv::lsp {

// What reading the input gives: a message's body, a frame that cannot be
// read (what is wrong with it), or the end of the input.
struct Frame {
  enum class Kind { Body, Broken, End };
  Kind kind = Kind::End;
  std::string text; // the body, or what is wrong
};

// Cuts frames out of the bytes of the input, whatever they hold: a header
// that is malformed, missing, duplicated with another value, or names more
// than the limits, is a Broken frame, after which the parser skips to the
// next "Content-Length:" it sees (the next frame, as a client writes it)
// instead of waiting for a body whose end it cannot know.
class FrameParser {
public:
  static constexpr size_t maxBody = 64u << 20;    // 64 MiB: far more than any kernel
  static constexpr size_t maxHeaders = 16u << 10; // the header block, all lines together

  void feed(std::string_view bytes) { buffer_.append(bytes); }
  // The next frame the bytes fed so far hold; nothing if more are needed.
  std::optional<Frame> next();
  // What is left when the input ends: a frame cut short is Broken.
  Frame finish();

private:
  std::optional<Frame> broken(const std::string &why);

  std::string buffer_;
  bool resyncing_ = false; // after a broken frame, until the next header
};

// Reads framed messages from a file descriptor.
class MessageReader {
public:
  explicit MessageReader(int fd) : fd_(fd) {}
  // The next frame; End once the input ends (the client is gone).
  Frame next();

private:
  int fd_;
  FrameParser parser_;
  bool ended_ = false;
};

// Where the server's messages go.
class Outbox {
public:
  virtual ~Outbox() = default;
  // Sends `message` with "jsonrpc": "2.0" added; safe from several threads.
  virtual void send(const nlohmann::json &message) = 0;
};

// Writes framed messages to a file descriptor.
class MessageWriter : public Outbox {
public:
  explicit MessageWriter(int fd) : fd_(fd) {}
  void send(const nlohmann::json &message) override;

private:
  int fd_;
  std::mutex mutex_;
};

// The frame of `message` as MessageWriter writes it.
std::string framed(const nlohmann::json &message);

} // namespace gv::lsp
