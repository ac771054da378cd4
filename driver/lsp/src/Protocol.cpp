#include "lsp/Protocol.h"

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <unistd.h>

namespace gv::lsp {

namespace {

constexpr std::string_view lengthHeader = "content-length:";

bool sameLetters(char a, char b) {
  return std::tolower(static_cast<unsigned char>(a)) == std::tolower(static_cast<unsigned char>(b));
}

std::string trimmed(std::string_view text) {
  size_t start = text.find_first_not_of(" \t");
  if (start == std::string_view::npos)
    return "";
  size_t end = text.find_last_not_of(" \t");
  return std::string(text.substr(start, end - start + 1));
}

std::string lowered(std::string text) {
  std::transform(text.begin(), text.end(), text.begin(), [](unsigned char c) { return std::tolower(c); });
  return text;
}

// A Content-Length value: decimal digits only (no sign, no spaces inside),
// at most `limit`; nothing otherwise.
std::optional<size_t> lengthValue(const std::string &text, size_t limit) {
  if (text.empty() || text.size() > 12 ||
      !std::all_of(text.begin(), text.end(), [](unsigned char c) { return std::isdigit(c); }))
    return std::nullopt;
  size_t value = std::stoull(text); // at most 12 digits: cannot overflow
  return value <= limit ? std::optional<size_t>(value) : std::nullopt;
}

} // namespace

std::optional<Frame> FrameParser::broken(const std::string &why) {
  resyncing_ = true;
  return Frame{Frame::Kind::Broken, why};
}

std::optional<Frame> FrameParser::next() {
  if (resyncing_) {
    auto found = std::search(buffer_.begin(), buffer_.end(), lengthHeader.begin(), lengthHeader.end(), sameLetters);
    if (found == buffer_.end()) {
      // Keep what may be the start of the header, cut in two by a read.
      buffer_.erase(0, buffer_.size() - std::min(buffer_.size(), lengthHeader.size() - 1));
      return std::nullopt;
    }
    buffer_.erase(buffer_.begin(), found);
    resyncing_ = false;
  }
  std::optional<size_t> length;
  size_t at = 0;
  for (;;) {
    size_t end = buffer_.find('\n', at);
    if (end == std::string::npos || end > maxHeaders) {
      if (buffer_.size() <= maxHeaders)
        return std::nullopt; // the header is still coming
      buffer_.erase(0, std::max<size_t>(at, 1));
      return broken("a frame's header is longer than " + std::to_string(maxHeaders) + " bytes");
    }
    std::string_view line(buffer_.data() + at, end - at);
    if (!line.empty() && line.back() == '\r')
      line.remove_suffix(1);
    at = end + 1;
    if (line.empty())
      break;
    size_t colon = line.find(':');
    if (colon == std::string_view::npos) {
      std::string shown = trimmed(line.substr(0, 80));
      buffer_.erase(0, at);
      return broken("a header line without ':' (" + shown + ")");
    }
    if (lowered(trimmed(line.substr(0, colon))) != "content-length")
      continue; // Content-Type and others: UTF-8 is the only encoding there is
    std::string value = trimmed(line.substr(colon + 1));
    std::optional<size_t> given = lengthValue(value, maxBody);
    if (!given || (length && *length != *given)) {
      buffer_.erase(0, at);
      return broken(!given ? "Content-Length is not a length of at most " + std::to_string(maxBody) +
                                 " bytes: " + value.substr(0, 40)
                           : "two Content-Length headers that disagree");
    }
    length = given;
  }
  if (!length) {
    buffer_.erase(0, at);
    return broken("a frame without Content-Length");
  }
  if (buffer_.size() - at < *length)
    return std::nullopt; // the body is still coming
  Frame frame{Frame::Kind::Body, buffer_.substr(at, *length)};
  buffer_.erase(0, at + *length);
  return frame;
}

Frame FrameParser::finish() {
  buffer_.clear();
  resyncing_ = false;
  return Frame{};
}

Frame MessageReader::next() {
  for (;;) {
    if (std::optional<Frame> frame = parser_.next())
      return *frame;
    if (ended_)
      return parser_.finish();
    char chunk[1 << 16];
    ssize_t got;
    do {
      got = ::read(fd_, chunk, sizeof chunk);
    } while (got < 0 && errno == EINTR);
    if (got <= 0)
      ended_ = true;
    else
      parser_.feed(std::string_view(chunk, static_cast<size_t>(got)));
  }
}

std::string framed(const nlohmann::json &message) {
  nlohmann::json copy = message;
  copy["jsonrpc"] = "2.0";
  std::string body = copy.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
  return "Content-Length: " + std::to_string(body.size()) + "\r\n\r\n" + body;
}

void MessageWriter::send(const nlohmann::json &message) {
  std::string text = framed(message);
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
