#include "support/Process.h"

#include <atomic>
#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstring>
#include <dirent.h>
#include <fcntl.h>
#include <fstream>
#include <mutex>
#include <ostream>
#include <poll.h>
#include <sstream>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

extern char **environ;

namespace gv::driver {

namespace {

using Clock = std::chrono::steady_clock;

// How long to keep reading output after the child has gone, in case
// something it started still holds the pipes open.
constexpr int drainMilliseconds = 1000;
constexpr int pollMilliseconds = 100;
constexpr int exitPollMilliseconds = 5;
// How long a child that has printed all its output has to exit by itself.
constexpr double exitAfterOutputSeconds = 0.3;

// The process groups of the running children (two passes may run at once;
// a batch runs one gpuverify per job), so that a run ended from outside
// (see Watchdog.h) leaves none behind.
constexpr int maxRunning = 256;
std::atomic<pid_t> runningGroups[maxRunning];

// Registers a running child's group for its lifetime.
class RunningChild {
public:
  explicit RunningChild(pid_t group) {
    for (auto &slot : runningGroups) {
      pid_t empty = 0;
      if (slot.compare_exchange_strong(empty, group)) {
        slot_ = &slot;
        break;
      }
    }
  }
  ~RunningChild() {
    if (slot_)
      slot_->store(0);
  }
  RunningChild(const RunningChild &) = delete;
  RunningChild &operator=(const RunningChild &) = delete;

private:
  std::atomic<pid_t> *slot_ = nullptr;
};

// Forking and registering a child happen under this lock, and not at all
// once the process is ending: every child started before then is
// registered where terminateRunningChildren and killRunningChildren find
// it, and none starts after them to outlive the cleanup.
std::mutex spawning;
bool processEnding = false; // under spawning

void endSpawning() {
  std::lock_guard<std::mutex> lock(spawning);
  processEnding = true;
}

// Signals a child started here and the group it leads: a child only just
// forked may not lead it yet (it calls setsid itself), and is then reached
// by its pid alone; a blocked signal waits until the child unblocks it.
void signalChild(pid_t child, int signal) {
  ::killpg(child, signal);
  ::kill(child, signal);
}

struct Pipe {
  int read = -1, write = -1;
  bool open() {
    int ends[2];
    if (::pipe2(ends, O_CLOEXEC) != 0)
      return false;
    read = ends[0];
    write = ends[1];
    return true;
  }
  void closeRead() { closeEnd(read); }
  void closeWrite() { closeEnd(write); }
  ~Pipe() {
    closeRead();
    closeWrite();
  }

private:
  static void closeEnd(int &fd) {
    if (fd >= 0)
      ::close(fd);
    fd = -1;
  }
};

// The child's environment, built before the fork (the child may only make
// async-signal-safe calls): this process's, with TMPDIR replaced if asked.
struct ChildEnvironment {
  std::vector<std::string> entries;
  std::vector<char *> pointers;

  explicit ChildEnvironment(const std::string &temporaryDirectory) {
    static const std::string tmpdir = "TMPDIR=";
    for (char **entry = environ; entry && *entry; ++entry)
      if (temporaryDirectory.empty() || std::string(*entry).rfind(tmpdir, 0) != 0)
        entries.emplace_back(*entry);
    if (!temporaryDirectory.empty())
      entries.push_back(tmpdir + temporaryDirectory);
    for (std::string &entry : entries)
      pointers.push_back(entry.data());
    pointers.push_back(nullptr);
  }
};

// Tells the parent why the child could not become the program.
[[noreturn]] void failInChild(int statusFd) {
  int error = errno;
  ssize_t ignored = ::write(statusFd, &error, sizeof error);
  (void)ignored;
  ::_exit(127);
}

// Runs in the forked child: only async-signal-safe calls until exec. On
// failure the errno goes to the parent through `status`.
[[noreturn]] void becomeChild(const ProcessRequest &request, char *const *argv, char *const *environment, Pipe &out,
                              Pipe &err, Pipe &status) {
  auto fail = [&]() { failInChild(status.write); };
  // The driver blocks the termination signals in its threads (a watchdog
  // thread waits for them); the tool must receive them.
  sigset_t none;
  ::sigemptyset(&none);
  ::sigprocmask(SIG_SETMASK, &none, nullptr);
  ::setsid();
  // A tool must not outlive gpuverify (killed by a CI runner, say): its own
  // group is killed on a time-out, and the kernel kills it if we die.
  ::prctl(PR_SET_PDEATHSIG, SIGKILL);
  if (::getppid() == 1)
    ::_exit(127);
  int devNull = ::open("/dev/null", O_RDONLY);
  if (devNull < 0 || ::dup2(devNull, STDIN_FILENO) < 0 || ::dup2(out.write, STDOUT_FILENO) < 0 ||
      ::dup2(err.write, STDERR_FILENO) < 0)
    fail();
  if (!request.workingDirectory.empty() && ::chdir(request.workingDirectory.c_str()) != 0)
    fail();
  ::execvpe(argv[0], argv, environment);
  failInChild(status.write);
}

// Reads what is available on `fd` into `into`; false at end of file.
bool readAvailable(int fd, std::string &into) {
  char buffer[65536];
  ssize_t count = ::read(fd, buffer, sizeof buffer);
  if (count > 0) {
    into.append(buffer, static_cast<size_t>(count));
    return true;
  }
  return count < 0 && (errno == EINTR || errno == EAGAIN);
}

class OutputCollector {
public:
  OutputCollector(int outFd, int errFd, ProcessResult &result) {
    fds_[0] = {outFd, POLLIN, 0};
    fds_[1] = {errFd, POLLIN, 0};
    into_[0] = &result.out;
    into_[1] = &result.err;
  }

  bool finished() const { return fds_[0].fd < 0 && fds_[1].fd < 0; }

  // Waits at most `milliseconds` for output and reads it. Once both
  // streams are closed the child is about to exit, so it waits briefly.
  void collect(int milliseconds) {
    int ready = ::poll(fds_, 2, finished() ? exitPollMilliseconds : milliseconds);
    if (ready <= 0)
      return;
    for (int i = 0; i < 2; ++i) {
      if (fds_[i].fd >= 0 && (fds_[i].revents & (POLLIN | POLLHUP | POLLERR)) && !readAvailable(fds_[i].fd, *into_[i]))
        fds_[i].fd = -1; // poll ignores negative descriptors
    }
  }

private:
  pollfd fds_[2];
  std::string *into_[2];
};

// Whether the child has exited, without reaping it: while the zombie
// exists its process-group id cannot be reused, so killing the group
// afterwards cannot hit an unrelated process.
bool hasExited(pid_t pid) {
  siginfo_t info{};
  int outcome;
  do {
    outcome = ::waitid(P_PID, static_cast<id_t>(pid), &info, WEXITED | WNOHANG | WNOWAIT);
  } while (outcome < 0 && errno == EINTR);
  return outcome < 0 || info.si_pid == pid;
}

int reap(pid_t pid) {
  int status = 0;
  while (::waitpid(pid, &status, 0) < 0 && errno == EINTR) {
  }
  return status;
}

void recordStatus(int status, ProcessResult &result) {
  if (WIFEXITED(status))
    result.exitCode = WEXITSTATUS(status);
  else if (WIFSIGNALED(status))
    result.signal = WTERMSIG(status);
}

double secondsSince(Clock::time_point start) { return std::chrono::duration<double>(Clock::now() - start).count(); }

// Ends the child's group (see ProcessRequest::endGraceSeconds), reading its
// output meanwhile.
void endChild(pid_t pid, std::optional<double> grace, OutputCollector &output) {
  if (grace) {
    ::killpg(pid, SIGTERM);
    auto asked = Clock::now();
    while (!hasExited(pid) && secondsSince(asked) < *grace)
      output.collect(exitPollMilliseconds);
  }
  ::killpg(pid, SIGKILL);
}

// Collects output until the child exits (or is ended at the deadline or
// when asked to stop), then reaps it.
void superviseChild(pid_t pid, const ProcessRequest &request, OutputCollector &output, ProcessResult &result,
                    Clock::time_point start) {
  std::optional<Clock::time_point> outputCompleteAt;
  while (!hasExited(pid)) {
    output.collect(outputCompleteAt ? exitPollMilliseconds : pollMilliseconds);
    if (request.progress)
      request.progress(result.out, secondsSince(start));
    if (request.outputComplete && !outputCompleteAt && request.outputComplete(result.out))
      outputCompleteAt = Clock::now();
    if (outputCompleteAt && secondsSince(*outputCompleteAt) > exitAfterOutputSeconds) {
      ::killpg(pid, SIGKILL);
      result.endedAfterOutput = true;
      break;
    }
    if (request.cpuTime)
      request.cpuTime(processGroupCpuSeconds(pid).value_or(secondsSince(start)));
    if (request.timeoutSeconds && secondsSince(start) > *request.timeoutSeconds) {
      endChild(pid, request.endGraceSeconds, output);
      result.timedOut = true;
      break;
    }
    if (request.stopRequested && request.stopRequested()) {
      endChild(pid, request.endGraceSeconds, output);
      result.stopped = true;
      break;
    }
  }
  auto drainStart = Clock::now();
  while (!output.finished() && secondsSince(drainStart) * 1000 < drainMilliseconds)
    output.collect(pollMilliseconds);
  ::killpg(pid, SIGKILL); // whatever the child left running
  recordStatus(reap(pid), result);
  if (result.endedAfterOutput) {
    result.signal = 0;
    result.exitCode = 0;
  }
}

} // namespace

std::optional<double> processGroupCpuSeconds(int group) {
  DIR *proc = ::opendir("/proc");
  if (!proc)
    return std::nullopt;
  // proc(5): after the command's closing parenthesis come state, ppid,
  // pgrp, ...; utime, stime, cutime and cstime are fields 14 to 17.
  unsigned long long ticks = 0;
  bool anyRead = false;
  while (const dirent *entry = ::readdir(proc)) {
    if (entry->d_name[0] < '1' || entry->d_name[0] > '9')
      continue;
    std::ifstream stat(std::string("/proc/") + entry->d_name + "/stat");
    std::string line;
    if (!std::getline(stat, line))
      continue; // gone meanwhile
    std::size_t afterCommand = line.rfind(')');
    if (afterCommand == std::string::npos)
      continue;
    std::istringstream fields(line.substr(afterCommand + 1));
    std::string state;
    long long parent = 0, processGroup = 0;
    fields >> state >> parent >> processGroup;
    if (!fields || processGroup != group)
      continue;
    std::string skipped;
    for (int field = 6; field <= 13; ++field)
      fields >> skipped;
    unsigned long long user = 0, system = 0, childrenUser = 0, childrenSystem = 0;
    if (fields >> user >> system >> childrenUser >> childrenSystem) {
      ticks += user + system + childrenUser + childrenSystem;
      anyRead = true;
    }
  }
  ::closedir(proc);
  long ticksPerSecond = ::sysconf(_SC_CLK_TCK);
  if (!anyRead || ticksPerSecond <= 0)
    return std::nullopt;
  return static_cast<double>(ticks) / static_cast<double>(ticksPerSecond);
}

ProcessResult runProcess(const ProcessRequest &request, std::ostream *echo) {
  ProcessResult result;
  if (echo)
    *echo << "Running " << shellQuoted(request.argv) << std::endl;
  if (request.argv.empty()) {
    result.launchError = "no program to run";
    return result;
  }
  std::vector<char *> argv;
  for (const auto &argument : request.argv)
    argv.push_back(const_cast<char *>(argument.c_str()));
  argv.push_back(nullptr);
  ChildEnvironment environment(request.temporaryDirectory);

  Pipe out, err, status;
  if (!out.open() || !err.open() || !status.open()) {
    result.launchError = std::string("cannot create a pipe: ") + std::strerror(errno);
    return result;
  }
  auto start = Clock::now();
  std::optional<RunningChild> running;
  pid_t pid;
  {
    std::lock_guard<std::mutex> lock(spawning);
    if (processEnding) {
      result.launchError = "not started: gpuverify is ending";
      return result;
    }
    pid = ::fork();
    if (pid == 0)
      becomeChild(request, argv.data(), environment.pointers.data(), out, err, status);
    if (pid > 0)
      running.emplace(pid);
  }
  if (pid < 0) {
    result.launchError = std::string("cannot fork: ") + std::strerror(errno);
    return result;
  }
  out.closeWrite();
  err.closeWrite();
  status.closeWrite();
  int childErrno = 0;
  ssize_t got;
  do {
    got = ::read(status.read, &childErrno, sizeof childErrno);
  } while (got < 0 && errno == EINTR);
  if (got == static_cast<ssize_t>(sizeof childErrno)) {
    reap(pid);
    result.launchError = "cannot run " + request.argv[0] + ": " + std::strerror(childErrno);
    return result;
  }
  result.started = true;
  OutputCollector output(out.read, err.read, result);
  superviseChild(pid, request, output, result, start);
  result.seconds = secondsSince(start);
  return result;
}

std::string shellQuoted(const std::vector<std::string> &argv) {
  std::string line;
  for (const auto &argument : argv) {
    if (!line.empty())
      line += ' ';
    bool plain = !argument.empty() && argument.find_first_not_of("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
                                                                 "0123456789_-+=/.,:@%[]") == std::string::npos;
    if (plain) {
      line += argument;
      continue;
    }
    line += '\'';
    for (char c : argument)
      line += c == '\'' ? std::string("'\\''") : std::string(1, c);
    line += '\'';
  }
  return line;
}

std::string describeEnding(const ProcessResult &result) {
  if (!result.started)
    return result.launchError;
  if (result.timedOut)
    return "timed out";
  if (result.signal)
    return "was killed by signal " + std::to_string(result.signal) + " (" + strsignal(result.signal) + ")";
  return "exited with code " + std::to_string(result.exitCode);
}

std::optional<int> runInChild(const std::function<int()> &work) {
  std::optional<RunningChild> running;
  std::unique_lock<std::mutex> lock(spawning);
  if (processEnding)
    return std::nullopt;
  pid_t pid = ::fork();
  if (pid < 0)
    return std::nullopt;
  if (pid == 0) {
    ::setpgid(0, 0);
    ::prctl(PR_SET_PDEATHSIG, SIGKILL);
    // The watchdog's blocked signals would outlive it here; and a crash of
    // the work ends the child by its signal, which the parent reads, not
    // by a handler installed for the parent (a sanitizer's, a fuzzer's).
    sigset_t all;
    ::sigfillset(&all);
    ::pthread_sigmask(SIG_UNBLOCK, &all, nullptr);
    for (int crash : {SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT})
      ::signal(crash, SIG_DFL);
    ::_exit(work());
  }
  ::setpgid(pid, pid); // either side may run first
  running.emplace(pid);
  lock.unlock();
  int status = 0;
  while (::waitpid(pid, &status, 0) < 0 && errno == EINTR) {
  }
  return status;
}

void terminateRunningChildren(std::chrono::milliseconds grace) {
  endSpawning();
  for (auto &group : runningGroups)
    if (pid_t g = group.load(); g > 0)
      signalChild(g, SIGTERM);
  auto until = Clock::now() + grace;
  auto anyLeft = [] {
    for (auto &group : runningGroups)
      if (pid_t g = group.load(); g > 0 && (::killpg(g, 0) == 0 || ::kill(g, 0) == 0))
        return true;
    return false;
  };
  while (anyLeft() && Clock::now() < until)
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
}

void killRunningChildren() {
  endSpawning();
  for (auto &group : runningGroups)
    if (pid_t g = group.load(); g > 0)
      signalChild(g, SIGKILL);
}

} // namespace gv::driver
