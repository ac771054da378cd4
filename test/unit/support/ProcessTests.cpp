// Running external tools: output capture, exit status, time-outs that kill
// the whole process group, programs that cannot be started, and the run's
// time budget the tools share.
#include "support/Deadline.h"
#include "support/Process.h"
#include "support/TempDir.h"

#include "CatchVersion.h"

#include <algorithm>
#include <csignal>
#include <cstdlib>
#include <filesystem>
#include <sstream>
#include <sys/wait.h>
#include <unistd.h>

using namespace gv::driver;

TEST_CASE("stdout and stderr are captured separately", "[driver][process]") {
  ProcessResult result = runProcess({{"sh", "-c", "echo out; echo err >&2; exit 3"}, "", std::nullopt});
  CHECK(result.started);
  CHECK(result.out == "out\n");
  CHECK(result.err == "err\n");
  CHECK(result.exitCode == 3);
  CHECK_FALSE(result.succeeded());
  CHECK(describeEnding(result) == "exited with code 3");
}

TEST_CASE("a progress callback sees the output while the child runs", "[driver][process]") {
  ProcessRequest request{{"sh", "-c", "echo first; sleep 0.5; echo second"}, "", std::nullopt};
  std::vector<std::string> seen;
  request.progress = [&](const std::string &outputSoFar, double) { seen.push_back(outputSoFar); };
  ProcessResult result = runProcess(request);
  CHECK(result.out == "first\nsecond\n");
  REQUIRE_FALSE(seen.empty());
  CHECK(std::count(seen.begin(), seen.end(), std::string("first\n")) > 0); // before the child ended
}

TEST_CASE("the processor time of the child's group counts work, not waiting", "[driver][process]") {
  // A grandchild that spins for about 0.6 s (as z3 under Boogie), then a
  // child that only sleeps: the time reported grows with the spinning and
  // not with the sleep.
  ProcessRequest request{{"sh", "-c",
                          "sh -c 'end=$(($(date +%s%N) + 600000000)); "
                          "while [ $(date +%s%N) -lt $end ]; do :; done'; sleep 0.6"},
                         "",
                         std::nullopt};
  double last = 0;
  request.cpuTime = [&](double cpuSeconds) { last = std::max(last, cpuSeconds); };
  ProcessResult result = runProcess(request);
  CHECK(result.succeeded());
  CHECK(result.seconds >= 1.1);
  CHECK(last >= 0.3);
  CHECK(last <= result.seconds - 0.4); // the sleep is not counted
}

TEST_CASE("a child that has said all it will is not waited for", "[driver][process]") {
  // As mono after Boogie's summary, at times: done, but not exiting.
  ProcessRequest request{{"sh", "-c", "echo working; echo done; sleep 20"}, "", std::nullopt};
  request.outputComplete = [](const std::string &outputSoFar) {
    return outputSoFar.size() >= 5 && outputSoFar.compare(outputSoFar.size() - 5, 5, "done\n") == 0;
  };
  ProcessResult result = runProcess(request);
  CHECK(result.seconds < 5);
  CHECK(result.endedAfterOutput);
  CHECK(result.succeeded());
  CHECK(result.out == "working\ndone\n");
}

TEST_CASE("the working directory is the one asked for", "[driver][process]") {
  ProcessResult result = runProcess({{"pwd"}, "/", std::nullopt});
  CHECK(result.succeeded());
  CHECK(result.out == "/\n");
}

TEST_CASE("a temporary directory asked for is the child's TMPDIR, the rest of the environment kept",
          "[driver][process]") {
  ProcessRequest request{{"sh", "-c", "echo \"$TMPDIR $HOME\""}, "", std::nullopt};
  request.temporaryDirectory = "/run-scratch";
  ProcessResult result = runProcess(request);
  CHECK(result.succeeded());
  const char *home = std::getenv("HOME");
  CHECK(result.out == "/run-scratch " + std::string(home ? home : "") + "\n");
}

TEST_CASE("large outputs on both streams do not block", "[driver][process]") {
  ProcessResult result = runProcess({{"sh", "-c", "head -c 300000 /dev/zero; head -c 300000 /dev/zero >&2"}, "", 30.0});
  CHECK(result.succeeded());
  CHECK(result.out.size() == 300000);
  CHECK(result.err.size() == 300000);
}

TEST_CASE("a time-out kills the child and what it started", "[driver][process]") {
  TempDir directory;
  std::string marker = directory.file("grandchild-survived");
  // The grandchild would create the marker after the time limit.
  ProcessResult result = runProcess({{"sh", "-c", "(sleep 2; touch " + marker + ") & sleep 30"}, "", 0.5});
  CHECK(result.timedOut);
  CHECK(result.seconds < 10);
  CHECK(describeEnding(result) == "timed out");
  ::sleep(3);
  CHECK_FALSE(std::filesystem::exists(marker));
}

TEST_CASE("a child stopped with a grace is asked to end first, and may clean up", "[driver][process]") {
  // As a gpuverify the language server stops removes its temporary folder.
  TempDir directory;
  for (bool grace : {false, true}) {
    std::string folder = directory.file(grace ? "asked" : "killed");
    std::filesystem::create_directory(folder);
    ProcessRequest request{
        {"sh", "-c", "trap 'rm -r " + folder + "; exit 143' TERM; echo up; while :; do sleep 0.01; done"}, "", 30.0};
    request.stopRequested = [&] { return request.argv.empty(); };
    request.progress = [&](const std::string &output, double) {
      if (output == "up\n")
        request.argv.clear(); // up and trapping: stop it
    };
    if (grace)
      request.endGraceSeconds = 10;
    ProcessResult result = runProcess(request);
    CHECK(result.stopped);
    CHECK(result.seconds < 10);
    CHECK(std::filesystem::exists(folder) == !grace);
  }
}

TEST_CASE("once the process is ending, no child starts to outlive its cleanup", "[driver][process]") {
  // In a process of the test's own: the ending is for good.
  pid_t pid = ::fork();
  if (pid == 0) {
    terminateRunningChildren(std::chrono::milliseconds(0));
    ProcessResult late = runProcess({{"true"}, "", std::nullopt});
    bool refused = !late.started && late.launchError == "not started: gpuverify is ending";
    ::_exit(refused && !runInChild([] { return 0; }) ? 0 : 1);
  }
  int status = 0;
  REQUIRE(::waitpid(pid, &status, 0) == pid);
  CHECK((WIFEXITED(status) && WEXITSTATUS(status) == 0));
}

TEST_CASE("a signal is reported as such", "[driver][process]") {
  ProcessResult result = runProcess({{"sh", "-c", "kill -9 $$"}, "", std::nullopt});
  CHECK(result.signal == SIGKILL);
  CHECK_THAT(describeEnding(result), Catch::StartsWith("was killed by signal 9"));
}

TEST_CASE("a missing program is a launch error, not a crash", "[driver][process]") {
  ProcessResult result = runProcess({{"/nonexistent/tool"}, "", std::nullopt});
  CHECK_FALSE(result.started);
  CHECK_THAT(result.launchError, Catch::Contains("/nonexistent/tool"));
  CHECK_FALSE(runProcess({{}, "", std::nullopt}).started);
  CHECK_FALSE(runProcess({{"true"}, "/nonexistent-directory", std::nullopt}).started);
}

TEST_CASE("commands are echoed quoted for the shell", "[driver][process]") {
  std::ostringstream echo;
  runProcess({{"echo", "a b", "it's", "/x:1"}, "", std::nullopt}, &echo);
  CHECK(echo.str() == "Running echo 'a b' 'it'\\''s' /x:1\n");
}

TEST_CASE("the run's deadline gives each tool what is left, and inference a share", "[driver][process]") {
  CHECK_FALSE(Deadline(0).remaining().has_value());
  CHECK_FALSE(Deadline(0).remainingOfShare(0.5).has_value());
  Deadline deadline(300);
  REQUIRE(deadline.remaining().has_value());
  CHECK(*deadline.remaining() <= 300);
  CHECK(*deadline.remaining() > 299);
  CHECK(*deadline.remainingOfShare(2.0 / 3.0) <= 200);
  CHECK(*deadline.remainingOfShare(2.0 / 3.0) > 199);
  // A spent share still lets a tool start, for a second.
  CHECK(*Deadline(1).remainingOfShare(0.001) == 1);
}
