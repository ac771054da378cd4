// The files a run writes where the user sees them (UserFiles): never over an
// input, checked before any work starts, and each run's own.
#include "DriverTestSupport.h"
#include "cli/Driver.h"
#include "support/Failure.h"
#include "support/Toolchain.h"
#include "support/UserFiles.h"

#include "CatchVersion.h"

#include <csignal>
#include <filesystem>
#include <optional>
#include <sstream>

#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>

using namespace gv;
using namespace gv::driver;
using gv::driver::test::readFile;
using gv::driver::test::ScratchDirectory;

namespace {

const char *kernelText = "__kernel void k(__global int *A) { A[get_global_id(0)] = 1; }\n";

// A tool that records that it ran (in `ran`), then does `behaviour`.
std::string fakeTool(const ScratchDirectory &directory, const std::string &name, const std::string &behaviour) {
  std::string tool = directory.write(name, "#!/bin/sh\necho \"$@\" >> " + directory.path() + "/ran\n" + behaviour);
  ::chmod(tool.c_str(), 0755);
  return tool;
}

bool installedClang() {
  try {
    locateClang({}, processEnvironment());
    return true;
  } catch (const Failure &) {
    return false;
  }
}

} // namespace

TEST_CASE("a report is never written over an input", "[driver][files]") {
  ScratchDirectory directory;
  std::string kernel = directory.write("k.cl", kernelText);
  std::string extra = directory.write("extra.bpl", "// axioms\n");
  std::ostringstream out, err;
  SECTION("--json followed by the kernel takes it for the report's name") {
    CHECK(runDriver({"--local_size=8", "--num_groups=1", "--json", kernel}, out, err) == 1);
    CHECK_THAT(err.str(), Catch::Contains("which looks like an input"));
  }
  SECTION("--json naming the kernel") {
    CHECK(runDriver({"--local_size=8", "--num_groups=1", "--json=" + kernel, kernel}, out, err) == 1);
    CHECK_THAT(err.str(), Catch::Contains("refusing to write the JSON report to " + kernel + ", which is an input"));
  }
  SECTION("--sarif naming the kernel by another path") {
    CHECK(runDriver({"--local_size=8", "--num_groups=1", "--sarif=" + directory.path() + "/./k.cl", kernel}, out,
                    err) == 1);
  }
  SECTION("--json naming a --boogie-file") {
    CHECK(runDriver({"--local_size=8", "--num_groups=1", "--boogie-file=" + extra, "--json=" + extra, kernel}, out,
                    err) == 1);
    CHECK(readFile(extra) == "// axioms\n");
  }
  CHECK(readFile(kernel) == kernelText);
}

TEST_CASE("the files a run would write are checked before any work starts", "[driver][files]") {
  ScratchDirectory directory;
  std::string kernel = directory.write("k.cl", kernelText);
  std::string clang = fakeTool(directory, "clang", "exit 1\n");
  std::ostringstream out, err;
  SECTION("a report in a missing folder") {
    CHECK(runDriver({"--local_size=8", "--num_groups=1", "--clang=" + clang,
                     "--json=" + directory.path() + "/missing/r.json", kernel},
                    out, err) == 1);
    CHECK_THAT(err.str(), Catch::Contains("no folder"));
  }
  SECTION("a report that is a folder") {
    CHECK(runDriver({"--local_size=8", "--num_groups=1", "--clang=" + clang, "--sarif=" + directory.path(), kernel},
                    out, err) == 1);
    CHECK_THAT(err.str(), Catch::Contains("it is a folder"));
  }
  CHECK_FALSE(std::filesystem::exists(directory.path() + "/ran")); // clang never ran
}

TEST_CASE("Boogie checks the run's own program; --keep-temps keeps a copy beside the kernel", "[driver][files]") {
  if (!installedClang()) {
    WARN("clang-19 is not installed; skipping");
    return;
  }
  ScratchDirectory directory;
  std::string kernel = directory.write("k.cl", kernelText);
  std::string boogie =
      fakeTool(directory, "boogie", "echo 'Boogie program verifier finished with 1 verified, 0 errors'\n");
  std::ostringstream out, err;
  CHECK(runDriver({"--local_size=8", "--num_groups=1", "--no-infer", "--keep-temps", "--boogie=" + boogie, kernel}, out,
                  err) == 0);
  INFO(err.str());
  std::string call = readFile(directory.path() + "/ran");
  CHECK(call.find(directory.path() + "/k.bpl") == std::string::npos); // another run may rewrite that one
  CHECK_THAT(call, Catch::Contains("/kernel.bpl"));
  CHECK_THAT(readFile(directory.path() + "/k.bpl"), Catch::Contains("procedure {:kernel}"));
  CHECK(std::filesystem::exists(directory.path() + "/k.bc"));
  CHECK(readFile(kernel) == kernelText);
}

TEST_CASE("file names that look like inputs", "[driver][files]") {
  CHECK(looksLikeInput("kernel.cl"));
  CHECK(looksLikeInput("dir/kernel.CU"));
  CHECK(looksLikeInput("program.bpl"));
  CHECK_FALSE(looksLikeInput("report.json"));
  CHECK_FALSE(looksLikeInput("log.sarif"));
}

TEST_CASE("a file with nothing to verify is no success", "[driver][files]") {
  if (!installedClang()) {
    WARN("clang-19 is not installed; skipping");
    return;
  }
  ScratchDirectory directory;
  std::string json = directory.path() + "/r.json";
  std::ostringstream out, err;
  SECTION("an empty file") {
    std::string empty = directory.write("empty.cl", "");
    CHECK(runDriver({"--local_size=8", "--num_groups=1", "--json=" + json, empty}, out, err) == 1);
  }
  SECTION("a template never instantiated") {
    std::string cuda = directory.write("t.cu", "template <int N> __global__ void k(int *A) { A[N] = 1; }\n");
    CHECK(runDriver({"--blockDim=8", "--gridDim=1", "--json=" + json, cuda}, out, err) == 1);
    CHECK_THAT(err.str(), Catch::Contains("the kernel template 'k' is never instantiated"));
  }
  CHECK_THAT(err.str(), Catch::Contains("no kernel found: "));
  CHECK_THAT(readFile(json), Catch::Contains("\"exitCode\": 1"));
}

TEST_CASE("a command line that does not parse still gets its JSON and SARIF reports", "[driver][files]") {
  ScratchDirectory directory;
  std::string json = directory.path() + "/r.json", sarif = directory.path() + "/r.sarif";
  std::ostringstream out, err;
  CHECK(runDriver({"--no-such-option", "--json=" + json, "--sarif=" + sarif, "k.cl"}, out, err) == 1);
  CHECK_THAT(readFile(json), Catch::Contains("\"exitCode\": 1"));
  CHECK_THAT(readFile(sarif), Catch::Contains("\"executionSuccessful\": false"));
}

TEST_CASE("--keep-temps in a folder the user cannot write is an error of the command line", "[driver][files]") {
  if (::geteuid() == 0) {
    WARN("running as root, who may write anywhere; skipping");
    return;
  }
  ScratchDirectory directory;
  std::string kernel = directory.write("k.cl", kernelText);
  std::string clang = fakeTool(directory, "clang", "exit 1\n");
  ::chmod(directory.path().c_str(), 0555);
  std::ostringstream out, err;
  CHECK(runDriver({"--local_size=8", "--num_groups=1", "--keep-temps", "--clang=" + clang, kernel}, out, err) == 1);
  ::chmod(directory.path().c_str(), 0755);
  CHECK_FALSE(std::filesystem::exists(directory.path() + "/ran"));
}

namespace {

// The failure writing `text` to `path` throws; none if it is written.
std::optional<Failure> writeFailure(const std::string &path, const std::string &text) {
  try {
    UserFiles({}).write(path, text, "the JSON report");
  } catch (const Failure &failure) {
    return failure;
  }
  return std::nullopt;
}

} // namespace

TEST_CASE("a report that cannot be written is an I/O error (74), and nothing is left half-written", "[driver][files]") {
  ScratchDirectory directory;
  SECTION("a file larger than the file system takes") {
    // RLIMIT_FSIZE stands for a full disk: write() fails part way.
    std::string report = directory.path() + "/report.json";
    struct rlimit before{};
    ::getrlimit(RLIMIT_FSIZE, &before);
    auto previous = ::signal(SIGXFSZ, SIG_IGN);
    struct rlimit small = before;
    small.rlim_cur = 16;
    ::setrlimit(RLIMIT_FSIZE, &small);
    std::optional<Failure> failure = writeFailure(report, std::string(4096, 'x'));
    ::setrlimit(RLIMIT_FSIZE, &before);
    ::signal(SIGXFSZ, previous);
    REQUIRE(failure);
    CHECK(failure->code() == ExitCode::InputOutput);
    CHECK(toInt(failure->code()) == 74);
    CHECK_THAT(
        formatFailure(*failure),
        Catch::StartsWith("gpuverify: I/O error (74): cannot write the JSON report to " + report + ": File too large"));
    CHECK(std::filesystem::is_empty(directory.path())); // neither the report nor a private file
  }
  SECTION("a FIFO nobody reads: an error at once, not a wait; the FIFO stays") {
    std::string fifo = directory.path() + "/pipe";
    REQUIRE(::mkfifo(fifo.c_str(), 0600) == 0);
    std::optional<Failure> failure = writeFailure(fifo, "{}\n");
    REQUIRE(failure);
    CHECK(failure->code() == ExitCode::InputOutput);
    CHECK_THAT(failure->what(), Catch::Contains("nothing reads from it"));
    CHECK(std::filesystem::is_fifo(fifo));
  }
  SECTION("a device is written into, never replaced") {
    CHECK_FALSE(writeFailure("/dev/null", "{}\n"));
    CHECK(std::filesystem::is_character_file("/dev/null"));
    // A full device, where one can be made (root): ENOSPC, and the device stays.
    std::string full = directory.path() + "/full";
    if (::mknod(full.c_str(), S_IFCHR | 0600, ::makedev(1, 7)) == 0) {
      std::optional<Failure> failure = writeFailure(full, "{}\n");
      REQUIRE(failure);
      CHECK(failure->code() == ExitCode::InputOutput);
      CHECK_THAT(failure->what(), Catch::Contains("No space left on device"));
      CHECK(std::filesystem::is_character_file(full));
    }
  }
}
