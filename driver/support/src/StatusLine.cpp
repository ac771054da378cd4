#include "support/StatusLine.h"

#include <chrono>
#include <cmath>

namespace gv::driver {

namespace {

// Runs shorter than this never show the line: it would only flicker.
constexpr double firstDrawSeconds = 1.0;
constexpr auto redrawEvery = std::chrono::milliseconds(250);
constexpr size_t widest = 120;

} // namespace

int StatusLine::ErasingBuffer::overflow(int c) {
  if (c == traits_type::eof())
    return traits_type::not_eof(c);
  std::lock_guard<std::mutex> lock(line.mutex_);
  line.eraseLocked();
  return line.terminal_.rdbuf()->sputc(static_cast<char>(c));
}

std::streamsize StatusLine::ErasingBuffer::xsputn(const char *s, std::streamsize n) {
  std::lock_guard<std::mutex> lock(line.mutex_);
  line.eraseLocked();
  return line.terminal_.rdbuf()->sputn(s, n);
}

int StatusLine::ErasingBuffer::sync() { return line.terminal_.rdbuf()->pubsync(); }

StatusLine::StatusLine(std::ostream &terminal, bool shown) : terminal_(terminal), shown_(shown) {
  if (shown_)
    thread_ = std::thread([this] { redraw(); });
}

StatusLine::~StatusLine() { finish(); }

void StatusLine::setDeadline(const Deadline *deadline) {
  std::lock_guard<std::mutex> lock(mutex_);
  deadline_ = deadline;
}

void StatusLine::stage(const std::string &name) {
  std::lock_guard<std::mutex> lock(mutex_);
  stage_ = name;
  detail_.clear();
}

void StatusLine::detail(const std::string &text) {
  std::lock_guard<std::mutex> lock(mutex_);
  detail_ = text;
}

void StatusLine::finish() {
  {
    std::lock_guard<std::mutex> lock(mutex_);
    if (done_)
      return;
    done_ = true;
    eraseLocked();
  }
  wake_.notify_all();
  if (thread_.joinable())
    thread_.join();
}

void StatusLine::eraseLocked() {
  if (!drawn_)
    return;
  terminal_ << "\r\033[K" << std::flush;
  drawn_ = false;
}

void StatusLine::drawLocked() {
  if (stage_.empty() || !deadline_ || deadline_->elapsed() < firstDrawSeconds)
    return;
  std::string text = "gpuverify: " + stage_ + (detail_.empty() ? "" : " (" + detail_ + ")") + ", " +
                     std::to_string(static_cast<long>(deadline_->elapsed())) + " s";
  if (std::optional<double> left = deadline_->remaining())
    text += ", " + std::to_string(static_cast<long>(std::ceil(*left))) + " s left";
  if (text.size() > widest)
    text = text.substr(0, widest - 3) + "...";
  if (drawn_ && text == lastDrawn_)
    return;
  terminal_ << "\r\033[K" << text << std::flush;
  drawn_ = true;
  lastDrawn_ = text;
}

void StatusLine::redraw() {
  std::unique_lock<std::mutex> lock(mutex_);
  while (!done_) {
    drawLocked();
    wake_.wait_for(lock, redrawEvery, [this] { return done_; });
  }
}

} // namespace gv::driver
