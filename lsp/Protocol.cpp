#include "Protocol.h"

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <unistd.h>

namespace gv::lsp {

bool MessageReader::fill() {
  if (ended_)
    return false;
  char chunk[1 << 16];
  ssize_t got;
  do {
    got = ::read(fd_, chunk, sizeof chunk);
  } while (got < 0 && errno == EINTR);
  if (got <= 0) {
    ended_ = true;
    return false;
  }
  buffer_.append(chunk, static_cast<size_t>(got));
  return true;
}

std::optional<std::string> MessageReader::line() {
  for (;;) {
    size_t end = buffer_.find("\r\n");
    if (end != std::string::npos) {
      std::string text = buffer_.substr(0, end);
      buffer_.erase(0, end + 2);
      return text;
    }
    if (!fill())
      return std::nullopt;
  }
}

std::optional<std::string> MessageReader::next() {
  std::optional<size_t> length;
  for (;;) {
    std::optional<std::string> header = line();
    if (!header)
      return std::nullopt;
    if (header->empty())
      break;
    std::string name = header->substr(0, header->find(':'));
    std::transform(name.begin(), name.end(), name.begin(), [](unsigned char c) { return std::tolower(c); });
    if (name == "content-length" && header->size() > name.size() + 1) {
      try {
        length = std::stoul(header->substr(name.size() + 1));
      } catch (const std::exception &) {
        return std::nullopt;
      }
    }
  }
  if (!length)
    return std::nullopt;
  while (buffer_.size() < *length)
    if (!fill())
      return std::nullopt;
  std::string body = buffer_.substr(0, *length);
  buffer_.erase(0, *length);
  return body;
}

void MessageWriter::send(const nlohmann::json &message) {
  nlohmann::json framed = message;
  framed["jsonrpc"] = "2.0";
  std::string body = framed.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
  std::string text = "Content-Length: " + std::to_string(body.size()) + "\r\n\r\n" + body;
  std::lock_guard<std::mutex> lock(mutex_);
  for (size_t written = 0; written < text.size();) {
    ssize_t n = ::write(fd_, text.data() + written, text.size() - written);
    if (n < 0 && errno == EINTR)
      continue;
    if (n <= 0)
      return; // the client is gone; the reader will see the end
    written += static_cast<size_t>(n);
  }
}

} // namespace gv::lsp
