// gpuverify --batch without running kernels: where each kernel's flags and
// expectation come from, shards, how results are classed, the reports.
#include "DriverTestSupport.h"
#include "batch/BatchReport.h"
#include "batch/KernelSettings.h"
#include "batch/RunInputs.h"
#include "batch/ShardReports.h"
#include "pipeline/Options.h"
#include "support/Failure.h"

#include "CatchVersion.h"

#include <filesystem>
#include <set>

using namespace gv;
using namespace gv::batch;
using gv::driver::test::ScratchDirectory;

namespace {

KernelResult resultWith(std::vector<int> expected, std::optional<int> code, std::vector<std::string> unmatched = {}) {
  KernelResult result;
  result.job.path = "/k/a.cl";
  result.job.shown = "k/a.cl";
  result.job.expected.codes = std::move(expected);
  result.exitCode = code;
  result.unmatchedRegexes = std::move(unmatched);
  if (!code)
    result.ending = "timed out";
  return result;
}

} // namespace

TEST_CASE("a GPUVerify test-suite header gives the expectation, the flags and the regexes", "[batch]") {
  auto header = parseTestHeader("//xfail:NOT_ALL_VERIFIED\n//--local_size=64 -I${KERNEL_DIR}/inc\n"
                                "//possible write-write race\n//on A\\[\n//\n//not a regex\n",
                                "/suite/k");
  REQUIRE(header);
  CHECK(header->expected.codes == std::vector<int>{6});
  CHECK(header->flags == std::vector<std::string>{"--local_size=64", "-I/suite/k/inc"});
  CHECK(header->expected.regexes == std::vector<std::string>{"possible write-write race", "on A\\["});

  auto pass = parseTestHeader("//PASS\r\n//\r\n__kernel void k() {}\n", "/");
  REQUIRE(pass);
  CHECK(pass->expected.codes == std::vector<int>{0});
  CHECK(pass->flags.empty());
  CHECK(parseTestHeader("//xfail:BUGLE_ERROR\n//--no-infer\n", "/")->expected.codes == std::vector<int>{4});
  CHECK(parseTestHeader("//xfail:GPUVERIFYVCGEN_ERROR\n//\n", "/")->expected.codes == std::vector<int>{4});

  CHECK_FALSE(parseTestHeader("// A kernel.\n//--local_size=64\n", "/"));
  CHECK_FALSE(parseTestHeader("//pass\n__kernel void k() {}\n", "/"));
}

TEST_CASE("a header after a byte-order mark is read; an //xfail: naming no exit code is an error", "[batch]") {
  auto marked = parseTestHeader("\xEF\xBB\xBF//xfail:NOT_ALL_VERIFIED\r\n//--local_size=8 --num_groups=2\r\n", "/");
  REQUIRE(marked);
  CHECK(marked->expected.codes == std::vector<int>{6});
  CHECK(marked->flags == std::vector<std::string>{"--local_size=8", "--num_groups=2"});
  for (const char *text : {"//xfail:BOGUS_CODE\n//--local_size=8\n", "//XFAIL:not_all_verifed\n//\n", "//xfail:\n//\n",
                           "//xfail:BOGUS_CODE\n__kernel void k() {}\n"}) {
    INFO(text);
    CHECK_THROWS_MATCHES(parseTestHeader(text, "/", "suite/k.cl"), SettingsError,
                         Catch::Matchers::Predicate<SettingsError>([](const SettingsError &error) {
                           std::string message = error.what();
                           return message.rfind("suite/k.cl:1: \"", 0) == 0 &&
                                  message.find("is not pass or xfail:<EXIT_CODE_NAME>") != std::string::npos &&
                                  message.find("NOT_ALL_VERIFIED") != std::string::npos;
                         }));
  }
  // Every name GPUVerify's gvtester knows is one.
  for (const char *name : {"CTRL_C", "JSON_ERROR", "BOOGIE_OTHER_ERROR", "OPT_ERROR", "CONFIGURATION_ERROR"}) {
    INFO(name);
    CHECK(parseTestHeader(std::string("//xfail:") + name + "\n//\n", "/"));
  }
}

TEST_CASE("a kernel's flags come from its header, else the nearest gpuverify.json, else the command line", "[batch]") {
  ScratchDirectory root;
  namespace fs = std::filesystem;
  fs::create_directories(root.path() + "/lib/deep");
  fs::create_directories(root.path() + "/other");
  root.write("lib/gpuverify.json", R"({"rules": [
      {"files": "deep/known_false_alarm.cl", "expect": "xfail:NOT_ALL_VERIFIED"},
      {"files": ["*.cl"], "flags": "--local_size=32 --num_groups=8"},
      {"files": "*.cu", "flags": ["--blockDim=64", "--gridDim=2"], "expect": ["pass", "xfail:TIMEOUT"]}]})");
  std::string headed = root.write("lib/headed.cl", "//pass\n//--local_size=4 --num_groups=1\n");
  std::string deep = root.write("lib/deep/plain.cl", "__kernel void k() {}\n");
  std::string cuda = root.write("lib/deep/plain.cu", "__global__ void k() {}\n");
  std::string falseAlarm = root.write("lib/deep/known_false_alarm.cl", "//pass\n//--local_size=4 --num_groups=1\n");
  std::string loose = root.write("other/loose.cl", "__kernel void k() {}\n");
  std::vector<std::string> commandLine{"--local_size=16", "--num_groups=2"};
  ConfigFinder configs;

  KernelJob job = kernelJob(headed, commandLine, configs, std::nullopt);
  CHECK(job.source == SettingsSource::Header);
  CHECK(job.flags == std::vector<std::string>{"--local_size=4", "--num_groups=1"});

  job = kernelJob(deep, commandLine, configs, std::nullopt);
  CHECK(job.source == SettingsSource::Config);
  CHECK(job.flags == std::vector<std::string>{"--local_size=32", "--num_groups=8"});
  CHECK(job.expected.codes == std::vector<int>{0});
  CHECK(job.configFile == root.path() + "/lib/gpuverify.json");

  job = kernelJob(cuda, commandLine, configs, std::nullopt);
  CHECK(job.flags == std::vector<std::string>{"--blockDim=64", "--gridDim=2"});
  CHECK(job.expected.codes == std::vector<int>{0, 7});

  // The config's expectation overrides the header's; its flags do not.
  job = kernelJob(falseAlarm, commandLine, configs, std::nullopt);
  CHECK(job.source == SettingsSource::Header);
  CHECK(job.flags == std::vector<std::string>{"--local_size=4", "--num_groups=1"});
  CHECK(job.expected.codes == std::vector<int>{6});

  job = kernelJob(loose, commandLine, configs, std::nullopt);
  CHECK(job.source == SettingsSource::CommandLine);
  CHECK(job.flags == commandLine);
}

TEST_CASE("a header naming a CUDA toolkit is skipped where there is none", "[batch]") {
  ScratchDirectory root;
  std::string kernel = root.write("k.cu", "//pass\n//--cuda-path=${CUDA_TOOLKIT} --blockDim=32 --gridDim=1\n");
  ConfigFinder configs;
  KernelJob without = kernelJob(kernel, {}, configs, std::nullopt);
  CHECK_FALSE(without.skipBecause.empty());
  KernelJob with = kernelJob(kernel, {}, configs, std::string("/usr/local/cuda"));
  CHECK(with.skipBecause.empty());
  CHECK(with.flags.front() == "--cuda-path=/usr/local/cuda");
}

TEST_CASE("a malformed gpuverify.json is an error naming the file and the problem", "[batch]") {
  ScratchDirectory root;
  auto messageOf = [&](const std::string &content) {
    std::string file = root.write("gpuverify.json", content);
    try {
      loadFolderConfig(file);
    } catch (const ConfigError &error) {
      return std::string(error.what());
    }
    return std::string("accepted");
  };
  CHECK_THAT(messageOf("{"), Catch::Contains("gpuverify.json: not valid JSON"));
  CHECK_THAT(messageOf(R"({"rules": [{"flags": "-DX"}]})"), Catch::Contains("a rule without \"files\""));
  CHECK_THAT(messageOf(R"({"rules": [{"files": "*", "flag": "-DX"}]})"), Catch::Contains("unknown key \"flag\""));
  CHECK_THAT(messageOf(R"({"rules": [{"files": "*", "expect": "fail"}]})"),
             Catch::Contains("\"fail\" is not pass or xfail:<EXIT_CODE_NAME>"));
  CHECK_THAT(messageOf(R"({"rule": []})"), Catch::Contains("expected an object with a \"rules\" list"));
  CHECK(messageOf(R"({"rules": []})") == "accepted");
  // An empty list that would mean nothing: no outcome is expected, no file matched.
  CHECK_THAT(messageOf(R"({"rules": [{"files": "*", "expect": []}]})"),
             Catch::Contains("\"expect\" is an empty list: it must name at least one"));
  CHECK_THAT(messageOf(R"({"rules": [{"files": []}]})"), Catch::Contains("\"files\" is an empty list"));
  CHECK(messageOf(R"({"rules": [{"files": "*", "regexes": [], "flags": []}]})") == "accepted");
}

TEST_CASE("a kernel whose header or gpuverify.json sets what only the command line may is refused", "[batch]") {
  ScratchDirectory root;
  std::filesystem::create_directories(root.path() + "/tree");
  root.write("tree/gpuverify.json", R"({"rules": [
      {"files": "fine.cl", "flags": "--local_size=8 --num_groups=2 --clang-opt=-Wno-tautological-compare"},
      {"files": "*.cl", "flags": ["--local_size=8", "--num_groups=2", "--z3=/tmp/evil"]}]})");
  std::string headed = root.write("tree/headed.cl", "//pass\n//--local_size=8 --num_groups=2 --clang=/tmp/evil\n");
  std::string plugin =
      root.write("tree/plugin.cl", "//pass\n//--local_size=8 --num_groups=2 --clang-opt=-fplugin=/tmp/x.so\n");
  std::string configured = root.write("tree/configured.cl", "__kernel void k() {}\n");
  std::string fine = root.write("tree/fine.cl", "__kernel void k() {}\n");
  ConfigFinder configs;
  auto refusal = [&](const std::string &kernel) {
    try {
      kernelJob(kernel, {}, configs, std::nullopt);
    } catch (const SettingsError &error) {
      return std::string(error.what());
    }
    return std::string("accepted");
  };
  CHECK_THAT(refusal(headed), Catch::Contains("headed.cl:2: --clang can be given only on the command line"));
  CHECK_THAT(refusal(plugin), Catch::Contains("plugin.cl:2: --clang-opt -fplugin=/tmp/x.so: from a file in the tree"));
  CHECK_THAT(refusal(configured),
             Catch::Contains(root.path() + "/tree/gpuverify.json, rule 2: --z3 can be given only on the command line"));
  CHECK(refusal(fine) == "accepted");
  // The command line's own flags are the user's.
  KernelJob own =
      kernelJob(root.write("loose.cl", "__kernel void k() {}\n"), {"--clang=/usr/bin/clang-19"}, configs, std::nullopt);
  CHECK(own.flags == std::vector<std::string>{"--clang=/usr/bin/clang-19"});

  // In a batch the kernel is not run, and does not meet its expectation.
  try {
    kernelJob(headed, {}, configs, std::nullopt);
  } catch (const SettingsError &error) {
    KernelResult result;
    result.job = refusedJob(headed, error);
    result.ending = "was refused: " + result.job.refusedBecause;
    CHECK_FALSE(expectationMet(result));
    CHECK(outcomeOf(result) == "refused");
    nlohmann::json entry = kernelEntry(result);
    CHECK(entry["met"] == false);
    CHECK_THAT(kernelLine(entry), Catch::Contains("FAIL") && Catch::Contains("was refused: ") &&
                                      Catch::Contains("--clang can be given only on the command line"));
  }
}

TEST_CASE("every file a batch reads is known before it runs: kernels, headers, gpuverify.json, --boogie-file",
          "[batch]") {
  ScratchDirectory root;
  namespace fs = std::filesystem;
  fs::create_directories(root.path() + "/k/inc/sub");
  std::string kernel = root.write("k/k.cl", "#include \"cfg.h\"\n  #  include <sub/deep.h>\n__kernel void k() {}\n");
  std::string besideKernel = root.write("k/cfg.h", "#define X 1\n");
  std::string onPath = root.write("k/inc/cfg.h", "#define X 2\n");
  std::string deep = root.write("k/inc/sub/deep.h", "#include \"deeper.h\"\n");
  std::string deeper = root.write("k/inc/sub/deeper.h", "\n");
  std::string axioms = root.write("k/axioms.bpl", "axiom true;\n");
  std::string forced = root.write("k/forced.h", "\n");
  KernelJob job;
  job.path = kernel;
  job.flags = {"-I", "inc", "--boogie-file=axioms.bpl", "--clang-opt=-include forced.h"};
  std::vector<std::string> files = filesReadBy({job}, {root.path() + "/gpuverify.json"});
  for (const std::string &file :
       {kernel, besideKernel, onPath, deep, deeper, axioms, forced, root.path() + "/gpuverify.json"}) {
    INFO(file);
    CHECK(std::find(files.begin(), files.end(), fs::path(file).lexically_normal().string()) != files.end());
  }
}

TEST_CASE("shards are disjoint, cover every kernel and differ in size by at most one", "[batch]") {
  std::vector<std::string> kernels;
  for (int i = 0; i < 23; ++i)
    kernels.push_back("k" + std::to_string(i));
  for (unsigned count : {1u, 2u, 4u, 23u, 30u}) {
    std::multiset<std::string> seen;
    size_t smallest = kernels.size(), largest = 0;
    for (unsigned index = 1; index <= count; ++index) {
      std::vector<std::string> part = shardOf(kernels, index, count);
      seen.insert(part.begin(), part.end());
      smallest = std::min(smallest, part.size());
      largest = std::max(largest, part.size());
    }
    CHECK(seen == std::multiset<std::string>(kernels.begin(), kernels.end()));
    CHECK(largest - smallest <= 1);
  }
}

TEST_CASE("results are met and classed as GPUVerify's test runner classes them", "[batch]") {
  CHECK(expectationMet(resultWith({0}, 0)));
  CHECK(classOf(resultWith({0}, 0)) == "correct");
  CHECK_FALSE(expectationMet(resultWith({0}, 0, {"race"})));
  CHECK(classOf(resultWith({0}, 0, {"race"})) == "message-mismatch");
  CHECK(classOf(resultWith({0}, 6)) == "false-alarm");
  CHECK(classOf(resultWith({6}, 0)) == "MISSED-BUG");
  CHECK(classOf(resultWith({0}, 7)) == "timeout");
  CHECK(classOf(resultWith({0}, std::nullopt)) == "timeout");
  CHECK_FALSE(expectationMet(resultWith({0}, std::nullopt)));
  CHECK(classOf(resultWith({6}, 2)) == "rejected");
  CHECK(classOf(resultWith({2}, 6)) == "accepted-invalid");
  CHECK(expectationMet(resultWith({4}, 5))); // GPUVerify's two translation errors are one
  CHECK(outcomeOf(resultWith({0}, 6)) == "errors");
  CHECK(outcomeOf(resultWith({0}, 4)) == "unsupported");
}

TEST_CASE("the report sums up its kernels, and a merge of parts says what the whole says", "[batch]") {
  std::vector<KernelResult> results = {resultWith({0}, 0), resultWith({6}, 6), resultWith({0}, 6),
                                       resultWith({0}, std::nullopt)};
  std::vector<nlohmann::json> entries;
  for (const KernelResult &r : results)
    entries.push_back(kernelEntry(r));
  nlohmann::json whole = batchReport(entries, {});
  CHECK(whole["summary"]["kernels"] == 4);
  CHECK(whole["summary"]["met"] == 2);
  CHECK(whole["summary"]["notMet"] == 2);
  CHECK(whole["summary"]["classes"]["false-alarm"] == 1);
  CHECK(whole["summary"]["outcomes"]["killed"] == 1);

  ScratchDirectory directory;
  for (size_t i = 0; i < entries.size(); ++i)
    entries[i]["path"] = "/k/" + std::to_string(i) + ".cl";
  whole = batchReport(entries, {{"shard", "1/1"}});
  std::string first = directory.write("1.json", batchReport({entries[0], entries[2]}, {{"shard", "1/2"}}).dump());
  std::string second = directory.write("2.json", batchReport({entries[1], entries[3]}, {{"shard", "2/2"}}).dump());
  // In the whole run's order, whatever the order of the files.
  nlohmann::json merged = batchReport(entriesOfShards({second, first}, false), {{"shard", "1/1"}});
  CHECK(merged == whole);
  CHECK_THROWS_WITH(entriesOfShards({directory.write("x.json", "{\"runs\": []}")}, false),
                    Catch::Contains("not a gpuverify batch report"));
}

namespace {

// The MergeError `reports` (texts) give, or "merged".
std::string mergeError(const std::vector<std::string> &reports, bool needSarif = false) {
  ScratchDirectory directory;
  std::vector<std::string> files;
  for (const std::string &text : reports)
    files.push_back(directory.write(std::to_string(files.size()) + ".json", text));
  try {
    entriesOfShards(files, needSarif);
  } catch (const MergeError &error) {
    return std::string(error.what());
  }
  return "merged";
}

} // namespace

TEST_CASE("a merge checks every report: its fields, and that the shards are all of one run's, each once", "[batch]") {
  std::vector<nlohmann::json> entries;
  for (int i = 0; i < 5; ++i) {
    nlohmann::json entry = kernelEntry(resultWith({0}, i == 3 ? 6 : 0));
    entry["path"] = "/k/" + std::to_string(i) + ".cl";
    entries.push_back(entry);
  }
  auto shard = [&](unsigned index, unsigned count) {
    return batchReport(shardOf(entries, index, count),
                       {{"shard", std::to_string(index) + "/" + std::to_string(count)}});
  };
  CHECK(mergeError({shard(1, 2).dump(), shard(2, 2).dump()}) == "merged");
  CHECK(mergeError({shard(1, 1).dump()}) == "merged");
  CHECK_THAT(mergeError({shard(1, 2).dump(), shard(1, 2).dump()}), Catch::Contains("are both shard 1/2"));
  CHECK_THAT(mergeError({shard(1, 3).dump(), shard(3, 3).dump()}), Catch::Contains("shards missing: 2/3"));
  CHECK_THAT(mergeError({shard(1, 2).dump(), shard(2, 3).dump()}), Catch::Contains("from different runs"));
  nlohmann::json fewer = shard(2, 2);
  fewer["kernels"].erase(0);
  CHECK_THAT(mergeError({shard(1, 2).dump(), fewer.dump()}), Catch::Contains("from different runs"));
  nlohmann::json same = shard(2, 2);
  same["kernels"][0]["path"] = entries[0]["path"];
  CHECK_THAT(mergeError({shard(1, 2).dump(), same.dump()}), Catch::Contains("is in another report too"));
  nlohmann::json unsharded = shard(1, 1);
  unsharded["run"].erase("shard");
  CHECK_THAT(mergeError({unsharded.dump()}), Catch::Contains("run.shard: expected the shard it holds"));
  nlohmann::json interrupted = shard(1, 1);
  interrupted["run"]["interrupted"] = {{"signal", 2}};
  CHECK_THAT(mergeError({interrupted.dump()}), Catch::Contains("interrupted"));
  CHECK_THAT(mergeError({shard(1, 1).dump()}, true), Catch::Contains("made without --sarif"));

  // A field missing or of the wrong type is named, never a crash.
  for (const char *field : {"met", "file", "path", "outcome", "class", "output", "seconds", "exitCode", "expected",
                            "flags", "unmatchedRegexes", "report", "source"}) {
    INFO(field);
    nlohmann::json missing = shard(1, 1), wrong = shard(1, 1);
    missing["kernels"][1].erase(field);
    wrong["kernels"][1][field] = field == std::string("output") ? nlohmann::json(5) : nlohmann::json("text");
    CHECK_THAT(mergeError({missing.dump()}), Catch::Contains(std::string("kernels[1].") + field + ": expected"));
    if (field != std::string("report") && field != std::string("file") && field != std::string("path") &&
        field != std::string("outcome") && field != std::string("class") && field != std::string("source"))
      CHECK_THAT(mergeError({wrong.dump()}), Catch::Contains(std::string("kernels[1].") + field + ": expected"));
  }
  nlohmann::json badCode = shard(1, 1);
  badCode["kernels"][0]["exitCode"] = 1e12;
  CHECK_THAT(mergeError({badCode.dump()}), Catch::Contains("kernels[0].exitCode: expected an exit code"));
  nlohmann::json badSeconds = shard(1, 1);
  badSeconds["kernels"][0]["seconds"] = -1;
  CHECK_THAT(mergeError({badSeconds.dump()}), Catch::Contains("kernels[0].seconds"));
  CHECK_THAT(mergeError({std::string(100, '[') + std::string(100, ']')}), Catch::Contains("nested more than"));
  CHECK_THAT(mergeError({"{\"gpuverifyBatch\": 1, \"kernels\": [], \"run\": 3}"}), Catch::Contains("run: expected"));
  CHECK_THAT(mergeError({"{\"gpuverifyBatch\": 2, \"kernels\": []}"}), Catch::Contains("of version 2"));
  CHECK_THAT(mergeError({"{\"gpuverifyBatch\": 1, \"kernels\": [5], \"run\": {\"shard\": \"1/1\"}}"}),
             Catch::Contains("kernels[0]: expected an object"));
}

TEST_CASE("shard ids are I/N with 1 <= I <= N", "[batch]") {
  CHECK(parseShardId("2/4")->index == 2);
  CHECK(parseShardId("2/4")->count == 4);
  for (const char *text : {"", "/", "1/", "/1", "0/1", "2/1", "-1/2", "1/2/3", "a/b", "1 /2", "1/99999999", "+1/2"}) {
    INFO(text);
    CHECK_FALSE(parseShardId(text));
  }
  CHECK(shardText({3, 7}) == "3/7");
}

TEST_CASE("JUnit: a failure per kernel not as expected, an error per kernel killed, text escaped", "[batch]") {
  KernelResult racy = resultWith({0}, 6);
  racy.output = "a.cl:3:5: error: possible write-write race on A[<i>] & \"more\"\x01\n";
  std::vector<nlohmann::json> entries = {kernelEntry(resultWith({0}, 0)), kernelEntry(racy),
                                         kernelEntry(resultWith({0}, std::nullopt))};
  std::string xml = junitXml(batchReport(entries, {}));
  CHECK_THAT(xml, Catch::Contains("<testsuites name=\"gpuverify\" tests=\"3\" failures=\"1\" errors=\"1\""));
  CHECK_THAT(xml, Catch::Contains("<testcase classname=\"k\" name=\"a.cl\""));
  CHECK_THAT(xml, Catch::Contains("type=\"false-alarm\""));
  CHECK_THAT(xml, Catch::Contains("race on A[&lt;i&gt;] &amp; &quot;more&quot;\n"));
  CHECK(xml.find('\x01') == std::string::npos);
}

TEST_CASE("a batch command line's gpuverify options are checked and kept apart from its paths", "[batch]") {
  driver::OptionsAndOperands split =
      driver::separateOptions({"--local_size", "64", "kernels/", "--num_gr=16", "-D", "N=4", "more.cl", "--no-infer"});
  CHECK(split.options == std::vector<std::string>{"--local_size", "64", "--num_groups=16", "-D", "N=4", "--no-infer"});
  CHECK(split.operands == std::vector<std::string>{"kernels/", "more.cl"});
  CHECK_THROWS_AS(driver::separateOptions({"--no-such-flag", "kernels/"}), driver::Failure);
}

TEST_CASE("--config gives every kernel one gpuverify.json, whose patterns reach past its folder", "[batch]") {
  ScratchDirectory root;
  std::filesystem::create_directories(root.path() + "/configs");
  std::filesystem::create_directories(root.path() + "/suite/memset/varval");
  std::string config = root.write("configs/beyond.json", R"({"rules": [
      {"files": "*memset/varval/kernel.cu", "expect": ["xfail:BUGLE_ERROR", "pass"]}]})");
  root.write("suite/gpuverify.json", R"({"rules": [{"files": "*", "expect": "xfail:TIMEOUT"}]})");
  std::string kernel =
      root.write("suite/memset/varval/kernel.cu", "//xfail:BUGLE_ERROR\n//--blockDim=32 --gridDim=1\n//unsupported\n");
  ConfigFinder configs(loadFolderConfig(config));
  KernelJob job = kernelJob(kernel, {}, configs, std::nullopt);
  CHECK(job.expected.codes == std::vector<int>{4, 0});
  CHECK(job.expected.regexes == std::vector<std::string>{"unsupported"}); // the rule names none: the header's
  CHECK(job.flags == std::vector<std::string>{"--blockDim=32", "--gridDim=1"});
  CHECK_THROWS_AS(loadFolderConfig(root.path() + "/no-such.json"), ConfigError);
}
