// The result cache: clang's dependency lists, entries found by key,
// manifests valid only while their files are unchanged, torn entries, the
// size bound.
#include "DriverTestSupport.h"
#include "ResultCache.h"

#include "CatchVersion.h"

#include <filesystem>
#include <fstream>

using namespace gv;
using gv::driver::test::ScratchDirectory;

TEST_CASE("clang's dependency rule gives the files it read", "[cache]") {
  CHECK(driver::dependencyFiles("/tmp/x/kernel.bc: k.cl /hdr/opencl.h \\\n  /my\\ dir/a.h\n") ==
        std::vector<std::string>{"k.cl", "/hdr/opencl.h", "/my dir/a.h"});
  CHECK(driver::dependencyFiles("").empty());
}

TEST_CASE("cached results are found by their key, and a manifest only while its files are unchanged", "[cache]") {
  ScratchDirectory directory;
  driver::ResultCache cache(directory.path() + "/cache");
  CHECK_FALSE(cache.find("ab12"));
  driver::CachedRun run;
  run.exitCode = 6;
  run.out = "GPUVerify kernel analyser finished with 0 verified, 1 error\n";
  run.err = "k.cl:3:5: error: possible write-write race on A[0]\n";
  run.json = "{}";
  SourceLocation where;
  where.file = "k.cl";
  where.line = 3;
  run.quoted.push_back({where, "A[0] = tid;"});
  cache.store("ab12", run);
  std::optional<driver::CachedRun> found = cache.find("ab12");
  REQUIRE(found);
  CHECK(found->exitCode == 6);
  CHECK(found->out == run.out);
  CHECK(found->err == run.err);
  CHECK(found->json == "{}");
  REQUIRE(found->quoted.size() == 1);
  CHECK(found->quoted[0].location.line == 3);
  CHECK(found->quoted[0].text == "A[0] = tid;");

  std::string header = directory.write("h.h", "#define N 4\n");
  cache.storeManifest("cd34", {{header, *driver::fileSha256(header)}}, "ab12");
  CHECK(cache.resultKeyOf("cd34") == std::string("ab12"));
  directory.write("h.h", "#define N 8\n");
  CHECK_FALSE(cache.resultKeyOf("cd34"));
}

TEST_CASE("a torn or foreign cache entry is a miss, and the cache is trimmed to its size", "[cache]") {
  ScratchDirectory directory;
  driver::ResultCache small(directory.path(), 4000);
  driver::CachedRun run;
  run.out = std::string(1000, 'x');
  small.store("aa00", run);
  std::filesystem::path entry = std::filesystem::path(directory.path()) / "v1" / "aa" / "aa00.result";
  REQUIRE(std::filesystem::exists(entry));
  std::ofstream(entry) << "{\"exitCode\": 0, \"out\": \"trunc";
  CHECK_FALSE(small.find("aa00"));
  for (int i = 0; i < 10; ++i)
    small.store("bb0" + std::to_string(i), run);
  uintmax_t total = 0;
  for (const auto &file : std::filesystem::recursive_directory_iterator(directory.path()))
    if (file.is_regular_file())
      total += file.file_size();
  CHECK(total <= 4000);
  CHECK(small.find("bb09")); // the newest stays
}
