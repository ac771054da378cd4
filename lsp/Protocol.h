// The Language Server Protocol's base layer: JSON-RPC messages framed by a
// Content-Length header, read from and written to file descriptors.
#pragma once

#include <nlohmann/json.hpp>

#include <mutex>
#include <optional>
#include <string>

namespace gv::lsp {

// Reads framed messages from a file descriptor.
class MessageReader {
public:
  explicit MessageReader(int fd) : fd_(fd) {}
  // The next message's body; nothing at the end of the input (the client
  // is gone) or on a frame that cannot be read.
  std::optional<std::string> next();

private:
  bool fill();
  std::optional<std::string> line();

  int fd_;
  std::string buffer_;
  bool ended_ = false;
};

// Writes framed messages; safe to call from several threads.
class MessageWriter {
public:
  explicit MessageWriter(int fd) : fd_(fd) {}
  void send(const nlohmann::json &message);

private:
  int fd_;
  std::mutex mutex_;
};

} // namespace gv::lsp
