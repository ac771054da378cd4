// Where a long run is, on one line of a terminal's stderr: the stage, what
// is left of it (Houdini's candidates), the time spent and the time left;
// redrawn as it changes and erased before anything else is printed and when
// the run is done. Nothing at all when stderr is not a terminal (or with
// --verbose, whose output it would cut into), and never in a report.
#pragma once

#include "support/Deadline.h"

#include <condition_variable>
#include <mutex>
#include <ostream>
#include <streambuf>
#include <string>
#include <thread>

namespace gv::driver {

class StatusLine {
public:
  // `terminal`: stderr. `shown`: whether to draw at all.
  StatusLine(std::ostream &terminal, bool shown);
  ~StatusLine();
  StatusLine(const StatusLine &) = delete;
  StatusLine &operator=(const StatusLine &) = delete;

  // stderr for everything else the run prints: the line is erased first.
  std::ostream &stream() { return stream_; }
  bool shown() const { return shown_; }

  void setDeadline(const Deadline *deadline);
  // "compiling", "inferring loop invariants", ...; the detail is cleared.
  void stage(const std::string &name);
  void detail(const std::string &text); // "72 of 77 candidates left"
  // Erases the line for good: the run is done.
  void finish();

private:
  struct ErasingBuffer : std::streambuf {
    explicit ErasingBuffer(StatusLine &line) : line(line) {}
    int overflow(int c) override;
    std::streamsize xsputn(const char *s, std::streamsize n) override;
    int sync() override;
    StatusLine &line;
  };

  void eraseLocked();
  void drawLocked();
  void redraw();

  std::ostream &terminal_;
  bool shown_;
  const Deadline *deadline_ = nullptr;
  ErasingBuffer buffer_{*this};
  std::ostream stream_{&buffer_};
  std::mutex mutex_;
  std::condition_variable wake_;
  std::string stage_, detail_;
  std::string lastDrawn_; // not drawn again unchanged
  bool drawn_ = false, done_ = false;
  std::thread thread_;
};

} // namespace gv::driver
