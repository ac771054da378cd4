// A random run of the header and gpuverify.json fuzzer's inputs
// (test/fuzz/SettingsInput.h): seeds from GPUVerify's suites and from what
// a tree must not do, mutated. Two seconds here; GV_FUZZ_SECONDS=600 makes
// it a campaign (and GV_FUZZ_SEED picks the run).
#include "../fuzz/SettingsInput.h"

#include "DriverTestSupport.h"

#include "CatchVersion.h"

#include <chrono>
#include <cstdlib>
#include <iostream>
#include <random>

namespace {

const std::vector<std::string> seeds = {
    "//pass\n//--local_size=64 --num_groups=16\n//\n__kernel void k() {}\n",
    "//xfail:NOT_ALL_VERIFIED\n//--blockDim=32 --gridDim=2 --no-inline\n//possible write-read race\n//\n",
    "\xEF\xBB\xBF//PASS\r\n//--local_size=8 --num_groups=1 --boogie-file=${KERNEL_DIR}/axioms.bpl\r\n",
    "//xfail:BUGLE_ERROR\n//--local_size=8 --num_groups=1 --vcgen-opt=/checkArrays:A --cruncher-opt=/x\n",
    "//pass\n//--local_size=8 --num_groups=1 --clang-opt=-Wno-tautological-compare -DX=1 -I inc\n",
    "//pass\n//--local_size=8 --num_groups=1 --clang=/tmp/x --z=/tmp/z --json out.json\n",
    "//pass\n//--cuda-path=${CUDA_TOOLKIT} --blockDim=8 --gridDim=1 --clang-opt=-fplugin=x.so\n",
    "//pass\n//--local_size=8 --num_groups=1 --boogie-opt=/z3exe:/tmp/z3 --kernel-name --batch\n",
    "//xfail:BOGUS\n//\n",
    std::string("__kernel void k() {}\n") + '\0' +
        R"({"rules": [{"files": "*.cl", "flags": "--local_size=8 --num_groups=1 --keep-temps"}]})",
    std::string("__kernel void k() {}\n") + '\0' +
        R"({"rules": [{"files": ["*"], "flags": ["--local_size=8", "--clang-opt=-include", "--clang-opt=cfg.h"],
            "expect": ["pass", "xfail:TIMEOUT"], "regexes": []}], "comment": "x"})",
};

const std::vector<std::string> tokens = {
    "//pass\n",
    "//xfail:",
    "NOT_ALL_VERIFIED",
    "\xEF\xBB\xBF",
    "//",
    "\n",
    "\r\n",
    " ",
    "=",
    std::string(1, '\0'),
    "--clang",
    "--clang-opt=",
    "--clang-opt",
    "-fplugin=x.so",
    "-Xclang",
    "-load",
    "-include",
    "-D",
    "-I",
    "-W",
    "-Wl,",
    "@x",
    "--boogie",
    "--boogie-opt=",
    "/z3exe:",
    "/loopUnroll:3",
    "/proverOpt:PROVER_PATH=",
    "--boogie-file",
    "--z",
    "--z3=",
    "--cvc",
    "--json",
    "--sarif=",
    "--keep",
    "--stop-at-",
    "--gen-smt2",
    "--cache-dir=",
    "--no-cache",
    "--batch",
    "--batch-merge",
    "--lsp",
    "--help",
    "-h",
    "--version",
    "--kernel-name",
    "--local_size=8",
    "--num_groups=2",
    "--",
    "${KERNEL_DIR}",
    "${CUDA_TOOLKIT}",
    "--vcgen-op=",
    "-j4",
    "--shard=1/2",
    "--config",
    "{\"rules\": [{\"files\": \"*\", \"flags\": \"",
    "\"}]}",
    "\"expect\": []",
    "\"flags\": [\"",
    "\"]",
    ",",
    "{",
    "}",
    "[",
    "]",
    "\"",
    "\\u0000",
    "1e999",
};

std::string mutate(std::string input, std::mt19937 &rng) {
  auto pick = [&](size_t n) { return n == 0 ? 0 : std::uniform_int_distribution<size_t>(0, n - 1)(rng); };
  for (size_t edits = 1 + pick(4); edits > 0; --edits) {
    size_t at = pick(input.size() + 1);
    switch (pick(6)) {
    case 0: input.insert(at, tokens[pick(tokens.size())]); break;
    case 1: input.erase(at, pick(12)); break;
    case 2: input.insert(at, input.substr(pick(input.size() + 1), pick(24))); break;
    case 3:
      if (!input.empty())
        input[pick(input.size())] = static_cast<char>(pick(256));
      break;
    case 4: input.insert(at, 1, static_cast<char>(pick(256))); break;
    default: input.insert(at, seeds[pick(seeds.size())].substr(0, pick(80))); break;
    }
  }
  return input.size() > 4096 ? input.substr(0, 4096) : input;
}

} // namespace

TEST_CASE("headers and gpuverify.json files, mutated, end in a job or a settings error; none chooses a program",
          "[batch][fuzz]") {
  gv::driver::test::ScratchDirectory directory;
  std::string kernel = directory.write("k.cl", "__kernel void k() {}\n");
  const char *seconds = std::getenv("GV_FUZZ_SECONDS");
  const char *seed = std::getenv("GV_FUZZ_SEED");
  auto budget = std::chrono::duration<double>(seconds ? std::atof(seconds) : 2.0);
  std::mt19937 rng(seed ? static_cast<unsigned>(std::atol(seed)) : 40u);
  auto start = std::chrono::steady_clock::now();
  size_t inputs = 0, failures = 0;
  for (const std::string &input : seeds) {
    INFO(input);
    CHECK(gv::fuzz::settingsInputProblem(reinterpret_cast<const uint8_t *>(input.data()), input.size(), kernel) == "");
  }
  while (std::chrono::steady_clock::now() - start < budget) {
    std::string input = mutate(seeds[inputs % seeds.size()], rng);
    for (int generation = 0; generation < 4; ++generation, ++inputs) {
      std::string problem =
          gv::fuzz::settingsInputProblem(reinterpret_cast<const uint8_t *>(input.data()), input.size(), kernel);
      if (!problem.empty() && ++failures <= 10) {
        INFO(input);
        CHECK(problem == "");
      }
      input = mutate(input, rng);
    }
  }
  if (seconds)
    std::cout << "settings fuzz: " << inputs << " inputs in "
              << std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count() << " s, " << failures
              << " failures\n";
  CHECK(failures == 0);
}
