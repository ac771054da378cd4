// The result cache: clang's dependency lists, entries found by key, the
// cache's ownership, entries that do not check out, the size bound, and
// what the key holds besides the bitcode (the environment, files options
// name).
#include "DriverTestSupport.h"
#include "cli/ResultCache.h"
#include "cli/RunCache.h"
#include "pipeline/ClangCommand.h"
#include "pipeline/OptionFiles.h"
#include "support/Digest.h"

#include "CatchVersion.h"

#include <filesystem>
#include <fstream>
#include <unistd.h>

using namespace gv;
using gv::driver::test::ScratchDirectory;

TEST_CASE("clang's dependency rule gives the files it read", "[cache]") {
  CHECK(driver::dependencyFiles("/tmp/x/kernel.bc: k.cl /hdr/opencl.h \\\n  /my\\ dir/a.h\n") ==
        std::vector<std::string>{"k.cl", "/hdr/opencl.h", "/my dir/a.h"});
  CHECK(driver::dependencyFiles("").empty());
}

namespace {

std::string keyOf(const std::string &text) { return driver::sha256Hex(text); }

driver::ResultCache openCache(const std::string &directory, uint64_t maxBytes = driver::defaultCacheBytes) {
  std::string why;
  std::optional<driver::ResultCache> cache = driver::ResultCache::open(directory, why, maxBytes);
  REQUIRE(cache);
  return *cache;
}

std::filesystem::path entryFile(const std::string &directory, const std::string &key) {
  return std::filesystem::path(directory) / "v2" / key.substr(0, 2) / (key + ".result");
}

} // namespace

TEST_CASE("cached results are found by their key", "[cache]") {
  ScratchDirectory directory;
  driver::ResultCache cache = openCache(directory.path() + "/cache");
  std::string key = keyOf("a run");
  CHECK_FALSE(cache.find(key));
  driver::CachedRun run;
  run.exitCode = 6;
  run.out = "GPUVerify kernel analyser finished with 0 verified, 1 error\n";
  run.err = "k.cl:3:5: error: possible write-write race on A[0]\n";
  run.json = "{}";
  SourceLocation where;
  where.file = "k.cl";
  where.line = 3;
  run.quoted.push_back({where, "A[0] = tid;"});
  cache.store(key, run);
  std::optional<driver::CachedRun> found = cache.find(key);
  REQUIRE(found);
  CHECK(found->exitCode == 6);
  CHECK(found->out == run.out);
  CHECK(found->err == run.err);
  CHECK(found->json == "{}");
  REQUIRE(found->quoted.size() == 1);
  CHECK(found->quoted[0].location.line == 3);
  CHECK(found->quoted[0].text == "A[0] = tid;");
  // Only digests are keys: anything else could name a path outside the cache.
  cache.store("../../x", run);
  CHECK_FALSE(cache.find("../../x"));
  CHECK_FALSE(std::filesystem::exists(directory.path() + "/x.result"));
}

TEST_CASE("the cache is its user's own: created for the owner alone, refused if others may write to it", "[cache]") {
  ScratchDirectory directory;
  std::string folder = directory.path() + "/deep/cache";
  driver::ResultCache cache = openCache(folder);
  cache.store(keyOf("k"), driver::CachedRun{});
  namespace fs = std::filesystem;
  CHECK((fs::status(folder).permissions() & fs::perms::all) == fs::perms::owner_all);
  fs::path entry = entryFile(folder, keyOf("k"));
  REQUIRE(fs::exists(entry));
  CHECK((fs::status(entry).permissions() & fs::perms::all) == (fs::perms::owner_read | fs::perms::owner_write));
  CHECK((fs::status(entry.parent_path()).permissions() & fs::perms::all) == fs::perms::owner_all);

  fs::permissions(folder, fs::perms::others_write, fs::perm_options::add);
  std::string why;
  CHECK_FALSE(driver::ResultCache::open(folder, why));
  CHECK_THAT(why, Catch::Contains("others may write to it"));
  fs::permissions(folder, fs::perms::others_write, fs::perm_options::remove);
  if (::geteuid() == 0) { // root can give the folder away
    REQUIRE(::chown(folder.c_str(), 65534, 65534) == 0);
    CHECK_FALSE(driver::ResultCache::open(folder, why));
    CHECK_THAT(why, Catch::Contains("belongs to another user"));
  }
  std::string file = directory.write("plain", "");
  CHECK_FALSE(driver::ResultCache::open(file, why));
}

TEST_CASE("an entry that does not check out is a miss: torn, edited, moved, or writable by others", "[cache]") {
  ScratchDirectory directory;
  driver::ResultCache cache = openCache(directory.path());
  namespace fs = std::filesystem;
  driver::CachedRun racy;
  racy.exitCode = 6;
  racy.out = "GPUVerify kernel analyser finished with 0 verified, 1 error\n";
  std::string key = keyOf("racy"), other = keyOf("other");
  cache.store(key, racy);
  fs::path entry = entryFile(directory.path(), key);
  std::string text = driver::test::readFile(entry.string());
  REQUIRE(cache.find(key));

  // Edited to say verified: its digest no longer matches.
  std::string edited = text;
  edited.replace(edited.find("\"exitCode\":6"), 12, "\"exitCode\":0");
  std::ofstream(entry) << edited;
  CHECK_FALSE(cache.find(key));
  // Torn.
  std::ofstream(entry) << text.substr(0, text.size() / 2);
  CHECK_FALSE(cache.find(key));
  // Copied under another key.
  fs::create_directories(entryFile(directory.path(), other).parent_path());
  std::ofstream(entryFile(directory.path(), other)) << text;
  CHECK_FALSE(cache.find(other));
  // Intact, but others could have written it.
  std::ofstream(entry) << text;
  REQUIRE(cache.find(key));
  fs::permissions(entry, fs::perms::group_write, fs::perm_options::add);
  CHECK_FALSE(cache.find(key));
  // A link to an entry elsewhere.
  fs::remove(entry);
  std::string elsewhere = directory.write("elsewhere", text);
  fs::create_symlink(elsewhere, entry);
  CHECK_FALSE(cache.find(key));
  // An exit code no run keeps (a tool's failure, a time-out).
  driver::CachedRun failed;
  failed.exitCode = 9;
  cache.store(keyOf("failed"), failed);
  CHECK_FALSE(cache.find(keyOf("failed")));
}

TEST_CASE("the cache is trimmed to its size", "[cache]") {
  ScratchDirectory directory;
  driver::ResultCache small = openCache(directory.path(), 4000);
  driver::CachedRun run;
  run.out = std::string(1000, 'x');
  for (int i = 0; i < 10; ++i)
    small.store(keyOf("run " + std::to_string(i)), run);
  uintmax_t total = 0;
  for (const auto &file : std::filesystem::recursive_directory_iterator(directory.path()))
    if (file.is_regular_file())
      total += file.file_size();
  CHECK(total <= 4000);
  CHECK(small.find(keyOf("run 9"))); // the newest stays
}

TEST_CASE("the key holds the environment the tools read, and no other", "[cache]") {
  std::vector<std::string> kept = driver::environmentForKey(
      {"HOME=/root", "CPATH=/inc", "TERM=xterm", "CCC_OVERRIDE_OPTIONS=+-DOFF=1", "C_INCLUDE_PATH=/c",
       "CPLUS_INCLUDE_PATH=/cc", "MONO_ENV_OPTIONS=--debug", "LD_PRELOAD=/x.so", "CPATHX=1", "PWD=/tmp"});
  CHECK(kept == std::vector<std::string>{"CCC_OVERRIDE_OPTIONS=+-DOFF=1", "CPATH=/inc", "CPLUS_INCLUDE_PATH=/cc",
                                         "C_INCLUDE_PATH=/c", "LD_PRELOAD=/x.so", "MONO_ENV_OPTIONS=--debug"});
}

TEST_CASE("the files options name: response files (and those they name), Boogie's files", "[cache]") {
  ScratchDirectory directory;
  std::string inner = directory.write("inner.rsp", "-DOFF=1\n");
  std::string outer = directory.write("opts.rsp", "-Wall \"@" + inner + "\"\n");
  std::string extra = directory.write("extra.bpl", "axiom false;\n");
  std::string log = directory.write("x.txt", "");
  driver::DriverOptions options;
  options.clangOptions = {"@" + outer, "-Wno-unused"};
  options.boogieOptions = {extra, "/loopUnroll:2", "/proverOpt:X=" + log, "/dev/zero"};
  CHECK(driver::filesNamedByOptions(options) == std::vector<std::string>{outer, extra, log, inner});
}
