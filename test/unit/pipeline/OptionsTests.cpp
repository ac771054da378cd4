// The gpuverify command line: GPUVerify's options, sizes, abbreviations and
// the mapping to the translator's options.
#include "DriverTestSupport.h"
#include "pipeline/Abbreviations.h"
#include "pipeline/Dimensions.h"
#include "pipeline/Language.h"
#include "pipeline/Options.h"
#include "pipeline/TreeOptions.h"
#include "support/Failure.h"

#include "CatchVersion.h"

#include <set>

using namespace gv;
using namespace gv::driver;
using gv::driver::test::ScratchDirectory;

namespace {

struct Kernels {
  ScratchDirectory directory;
  std::string opencl = directory.write("kernel.cl", "__kernel void k(__global int *A) { A[0] = 1; }\n");
  std::string cuda = directory.write("kernel.cu", "__global__ void k(int *A) { A[0] = 1; }\n");
};

DriverOptions parse(std::vector<std::string> arguments) {
  CommandLine commandLine = parseCommandLine(arguments);
  REQUIRE(commandLine.action == CommandLineAction::Verify);
  return commandLine.options;
}

// The message of the command-line failure `arguments` cause.
std::string failureOf(std::vector<std::string> arguments) {
  try {
    parseCommandLine(arguments);
  } catch (const Failure &failure) {
    CHECK(failure.code() == ExitCode::CommandLine);
    return formatFailure(failure);
  }
  FAIL("the command line was accepted");
  return "";
}

} // namespace

TEST_CASE("dimensions accept GPUVerify's forms", "[driver][options]") {
  Extent3 one = parseDimensions("--local_size", "64");
  CHECK(one.dims == 1);
  CHECK(one.size[0] == 64u);
  Extent3 two = parseDimensions("--local_size", "[16,8]");
  CHECK(two.dims == 2);
  CHECK(two.size[1] == 8u);
  Extent3 three = parseDimensions("--local_size", "4,2,*");
  CHECK(three.dims == 3);
  CHECK(three.size[0] == 4u);
  CHECK_FALSE(three.size[2].has_value());
}

TEST_CASE("malformed dimensions are command-line errors", "[driver][options]") {
  for (const char *text : {"0", "-1", "[8,8", "8,8]", "", "1,2,3,4", "a", "8,,8", "[]"}) {
    INFO(text);
    CHECK_THROWS_AS(parseDimensions("--local_size", text), Failure);
  }
}

TEST_CASE("global size is converted to a number of groups", "[driver][options]") {
  auto grid = numGroupsFromGlobalSize(parseDimensions("l", "[8,4]"), parseDimensions("g", "[64,16]"));
  CHECK(grid.numGroups.dims == 2);
  CHECK(grid.numGroups.size[0] == 8u);
  CHECK(grid.numGroups.size[1] == 4u);

  // A free local size leaves the groups free but passes the global size on.
  auto free = numGroupsFromGlobalSize(parseDimensions("l", "*"), parseDimensions("g", "64"));
  CHECK_FALSE(free.numGroups.size[0].has_value());
  CHECK(free.globalSize[0] == 64u);

  auto freeGlobal = numGroupsFromGlobalSize(parseDimensions("l", "8"), parseDimensions("g", "*"));
  CHECK_FALSE(freeGlobal.numGroups.size[0].has_value());
}

TEST_CASE("global size errors use GPUVerify's messages", "[driver][options]") {
  Kernels k;
  CHECK_THAT(failureOf({"--local_size=8", "--global_size=[8,8]", k.opencl}),
             Catch::Contains("Dimensions of local and global size must match"));
  CHECK_THAT(failureOf({"--local_size=[8,3]", "--global_size=[16,16]", k.opencl}),
             Catch::Contains("Dimension 1 of global size does not divide by dimension 1 of local size"));
  CHECK_THAT(failureOf({"--local_size=8", "--global_size=12", k.opencl}),
             Catch::StartsWith("GPUVerify: COMMAND_LINE_ERROR error (1): "));
}

TEST_CASE("warp and sub-group sizes and the CUDA architecture reach the translator", "[driver][options]") {
  Kernels k;
  // --sub-group-size alone: without --warp-sync it still sets the lanes.
  DriverOptions options = parse({"--local_size=64", "--num_groups=4", "--sub-group-size=16", k.opencl});
  CHECK(options.translate.subGroupSize == 16u);
  CHECK_FALSE(options.translate.warpSize);
  CHECK(options.translate.lanesPerWarp() == 16);
  CHECK(parse({"--local_size=64", "--num_groups=4", "--warp-sync=16", k.opencl}).translate.lanesPerWarp() == 16);
  CHECK(parse({"--local_size=64", "--num_groups=4", "--warp-sync=64", k.opencl}).translate.lanesPerWarp() == 32);
  CHECK(parse({"--local_size=64", "--num_groups=4", k.opencl}).translate.lanesPerWarp() == 32);
  CHECK(parse({"--blockDim=64", "--gridDim=4", "--cuda-arch=sm_80", k.cuda}).cudaArch == "sm_80");
  // A current architecture by default, so code gated on __CUDA_ARCH__ takes the path a current GPU runs.
  CHECK(parse({"--blockDim=64", "--gridDim=4", k.cuda}).cudaArch == "sm_90");
  CHECK_THROWS(parse({"--local_size=64", "--num_groups=4", "--sub-group-size=24", k.opencl}));
  CHECK_THROWS(parse({"--blockDim=64", "--gridDim=4", "--cuda-arch=80", k.cuda}));
  // What clang-19 compiles for, and no newer: sm_100 is a command-line error, not clang's.
  CHECK(parse({"--blockDim=64", "--gridDim=4", "--cuda-arch=sm_90a", k.cuda}).cudaArch == "sm_90a");
  CHECK_THROWS(parse({"--blockDim=64", "--gridDim=4", "--cuda-arch=sm_100", k.cuda}));
  CHECK_THROWS(parse({"--blockDim=64", "--gridDim=4", "--cuda-arch=sm_71", k.cuda}));
  CHECK_THROWS(parse({"--blockDim=64", "--gridDim=4", "--sub-group-size=16", k.cuda}));
}

TEST_CASE("sizes reach the translator's geometry", "[driver][options]") {
  Kernels k;
  DriverOptions options = parse({"--local_size=[16,16]", "--num_groups=[4,2]", k.opencl});
  const auto &geometry = options.translate.geometry;
  CHECK(geometry.groupSize.dims == 2);
  CHECK(geometry.groupSize.size[0] == 16u);
  CHECK(geometry.numGroups.size[1] == 2u);
  CHECK(options.translate.language == SourceLanguage::OpenCL);

  DriverOptions cuda = parse({"--blockDim", "32", "--gridDim", "[2,2,2]", k.cuda});
  CHECK(cuda.translate.language == SourceLanguage::CUDA);
  CHECK(cuda.translate.geometry.groupSize.size[0] == 32u);
  CHECK(cuda.translate.geometry.numGroups.dims == 3);
}

TEST_CASE("sizes are required for source files only", "[driver][options]") {
  Kernels k;
  CHECK_THAT(failureOf({k.opencl}),
             Catch::Contains("Must specify thread dimensions with --local_size and --global_size"));
  CHECK_THAT(failureOf({"--local_size=8", k.opencl}),
             Catch::Contains("Must specify thread dimensions with --local_size and --global_size"));
  // A CUDA source given one of the two takes the other from its host code.
  DriverOptions blockOnly = parse({"--blockDim=8", k.cuda});
  CHECK((blockOnly.launchSizesFromHost && blockOnly.gridFromHost && !blockOnly.blockFromHost));
  CHECK(blockOnly.translate.geometry.groupSize.size[0] == 8u);
  DriverOptions gridOnly = parse({"--gridDim=[4,2]", k.cuda});
  CHECK((gridOnly.launchSizesFromHost && !gridOnly.gridFromHost && gridOnly.blockFromHost));
  CHECK(gridOnly.translate.geometry.numGroups.dims == 2);
  DriverOptions neither = parse({k.cuda});
  CHECK((neither.launchSizesFromHost && neither.gridFromHost && neither.blockFromHost));
  CHECK_THAT(failureOf({"--global_size=64", k.cuda}), Catch::Contains("Must specify thread dimensions"));
  std::string program = k.directory.write("kernel.bpl", "procedure p() { }\n");
  DriverOptions options = parse({program});
  CHECK(options.inputKind == InputKind::Boogie);
  CHECK_FALSE(options.hasLaunchSizes);
  CHECK_FALSE(options.translate.geometry.groupSize.size[0].has_value());
}

TEST_CASE("local and block sizes are mutually exclusive, as are grid options", "[driver][options]") {
  Kernels k;
  failureOf({"--local_size=8", "--blockDim=8", "--num_groups=1", k.opencl});
  failureOf({"--local_size=8", "--num_groups=1", "--global_size=8", k.opencl});
  failureOf({"--local_size=8", "--num_groups=1", "--gridDim=8", k.opencl});
  failureOf({"--local_size=8", "--num_groups=1", "--adversarial-abstraction", "--equality-abstraction", k.opencl});
  failureOf({"--local_size=8", "--num_groups=1", "--verbose", "--silent", k.opencl});
}

TEST_CASE("global offsets are for OpenCL grids of the same dimension", "[driver][options]") {
  Kernels k;
  DriverOptions options = parse({"--local_size=8", "--num_groups=[2,2]", "--global_offset=[3,4]", k.opencl});
  CHECK(options.hasGlobalOffset);
  CHECK(options.translate.geometry.globalOffset[1] == 4u);
  CHECK_THAT(failureOf({"--blockDim=8", "--gridDim=2", "--global_offset=1", k.cuda}),
             Catch::Contains("Cannot specify --global_offset for CUDA kernels"));
  failureOf({"--local_size=8", "--num_groups=2", "--global_offset=[1,1]", k.opencl});
}

TEST_CASE("unique prefixes of long options are expanded", "[driver][options]") {
  std::vector<OptionSpelling> known = {
      {"--vcgen-opt", true}, {"--verbose", false}, {"--version", false}, {"--local_size", true}, {"-D", true}};
  auto expanded = expandAbbreviations({"--vcgen-op=/checkArrays:A", "--verb", "--local", "8", "--", "--verb"}, known);
  CHECK(expanded ==
        std::vector<std::string>{"--vcgen-opt=/checkArrays:A", "--verbose", "--local_size", "8", "--", "--verb"});
  // The value of an option is never expanded, nor is "-D X".
  CHECK(expandAbbreviations({"--local_size", "--verb"}, known)[1] == "--verb");
  CHECK(expandAbbreviations({"-D", "--verb"}, known)[1] == "--verb");
  CHECK_THROWS_AS(expandAbbreviations({"--ver"}, known), Failure);
}

TEST_CASE("the test suite's abbreviated --vcgen-op selects arrays", "[driver][options]") {
  Kernels k;
  DriverOptions options = parse({"--local_size=8", "--num_groups=2", "--vcgen-op=/checkArrays:A,B", k.opencl});
  CHECK(options.translate.checkArrays == std::vector<std::string>{"A", "B"});
  CHECK_THAT(failureOf({"--v", k.opencl}), Catch::Contains("ambiguous option"));
  CHECK_THAT(failureOf({"--local_size=8", "--num_groups=2", "--no-such-option", k.opencl}),
             Catch::Contains("--no-such-option"));
}

TEST_CASE("check options map to the translator", "[driver][options]") {
  Kernels k;
  DriverOptions options = parse({"--local_size=8", "--num_groups=2", "--equality-abstraction", "--no-benign-tolerance",
                                 "--only-intra-group", "--only-divergence", "--only-log", "--asymmetric-asserts",
                                 "--pointer-bitwidth=64", "--kernel-args=k,0x10,*,7", k.opencl});
  const auto &translate = options.translate;
  CHECK(translate.abstraction == SharedStateAbstraction::Equality);
  CHECK_FALSE(translate.benignWriteTolerance);
  CHECK(translate.onlyIntraGroup);
  CHECK(translate.onlyDivergence);
  CHECK(translate.onlyLog);
  CHECK(translate.asymmetricAsserts);
  CHECK(translate.pointerBits == 64);
  REQUIRE(translate.kernelArgs.has_value());
  CHECK(translate.kernelArgs->kernel == "k");
  CHECK(translate.kernelArgs->values ==
        std::vector<std::optional<ArgumentValue>>{ArgumentValue{16, false}, std::nullopt, ArgumentValue{7, false}});
  CHECK(translate.kernelName == "k");
}

TEST_CASE("staged verification needs a kernel and race checking", "[driver][options]") {
  Kernels k;
  CHECK(parse({"--local_size=8", "--num_groups=2", "--staged", k.opencl}).staged);
  CHECK_FALSE(parse({"--local_size=8", "--num_groups=2", k.opencl}).staged);
  CHECK_THAT(failureOf({"--local_size=8", "--num_groups=2", "--staged", "--only-divergence", k.opencl}),
             Catch::Contains("not allowed with"));
  std::string program = k.directory.write("kernel.bpl", "procedure p() { }\n");
  CHECK_THAT(failureOf({"--staged", program}), Catch::Contains("--staged needs a kernel"));
}

TEST_CASE("the two-pass warp method needs warp synchronisation and a kernel", "[driver][options]") {
  Kernels k;
  CHECK(parse({"--local_size=64", "--num_groups=2", "--warp-sync=32", "--warp-method=two-pass", k.opencl}).warpTwoPass);
  CHECK_FALSE(parse({"--local_size=64", "--num_groups=2", "--warp-sync=32", k.opencl}).warpTwoPass);
  CHECK_FALSE(
      parse({"--local_size=64", "--num_groups=2", "--warp-sync=32", "--warp-method=resync", k.opencl}).warpTwoPass);
  CHECK_THAT(failureOf({"--local_size=64", "--num_groups=2", "--warp-method=two-pass", k.opencl}),
             Catch::Contains("needs --warp-sync"));
  CHECK_THAT(failureOf({"--local_size=64", "--num_groups=2", "--warp-sync=32", "--warp-method=two-pass", "--staged",
                        k.opencl}),
             Catch::Contains("cannot be combined"));
  failureOf({"--local_size=64", "--num_groups=2", "--warp-sync=32", "--warp-method=split", k.opencl});
  std::string program = k.directory.write("kernel.bpl", "procedure p() { }\n");
  CHECK_THAT(failureOf({"--warp-sync=32", "--warp-method=two-pass", program}), Catch::Contains("needs a kernel"));
}

TEST_CASE("contradicting kernel selections are rejected", "[driver][options]") {
  Kernels k;
  CHECK_THAT(failureOf({"--local_size=8", "--num_groups=2", "--kernel-name=a", "--kernel-args=b,1", k.opencl}),
             Catch::Contains("kernel 'b'"));
  failureOf({"--local_size=8", "--num_groups=2", "--kernel-args=k,0xZZ", k.opencl});
}

TEST_CASE("repeatable and pass-through options collect every value", "[driver][options]") {
  Kernels k;
  std::string x = k.directory.write("x.bpl", "axiom true;\n");
  std::string y = k.directory.write("y.bpl", "axiom true;\n");
  DriverOptions options =
      parse({"--local_size=8", "--num_groups=2", "-DFOO=1", "-D", "BAR", "-Iinc", "-I", "other", "--boogie-opt=/a /b",
             "--boogie-opt", "/c", "--clang-opt=-Wall -Wextra", "--boogie-file=" + x, "--boogie-file", y, k.opencl});
  CHECK(options.kernelFile == k.opencl);
  CHECK(options.defines == std::vector<std::string>{"FOO=1", "BAR"});
  CHECK(options.includeDirectories == std::vector<std::string>{"inc", "other"});
  CHECK(options.boogieOptions == std::vector<std::string>{"/a", "/b", "/c"});
  CHECK(options.clangOptions == std::vector<std::string>{"-Wall", "-Wextra"});
  CHECK(options.boogieFiles == std::vector<std::string>{x, y});
  CHECK_THAT(failureOf({"--local_size=8", "--num_groups=2", "--boogie-file=/nonexistent.bpl", k.opencl}),
             Catch::Contains("can't open '/nonexistent.bpl'"));
  CHECK_THAT(failureOf({"--local_size=8", "--num_groups=2", "--json=-", "--sarif=-", k.opencl}),
             Catch::Contains("standard output"));
}

TEST_CASE("run options have GPUVerify's defaults", "[driver][options]") {
  Kernels k;
  DriverOptions defaults = parse({"--local_size=8", "--num_groups=2", k.opencl});
  CHECK(defaults.timeoutSeconds == 300);
  CHECK(defaults.stopAfter == StopAfter::Nothing);
  CHECK_FALSE(defaults.loopUnwind.has_value());

  DriverOptions options = parse({"--local_size=8", "--num_groups=2", "--timeout=0", "--stop-at-cbpl", "--findbugs",
                                 "--json=-", "--z3=/opt/z3", "--warp-sync=16", k.opencl});
  CHECK(options.timeoutSeconds == 0);
  CHECK(options.stopAfter == StopAfter::Boogie);
  CHECK(options.loopUnwind == 2u);
  CHECK(options.jsonFile == "-");
  CHECK(options.tools.z3 == "/opt/z3");
  CHECK(options.warnings.empty());
  CHECK(options.translate.warpSize == 16u); // modelled: no warning
  CHECK(parse({"--local_size=8", "--num_groups=2", "--loop-unwind=5", k.opencl}).loopUnwind == 5u);
}

TEST_CASE("options whose checks are missing are refused", "[driver][options]") {
  Kernels k;
  for (const char *option : {"--math-int", "--solver=cvc4"}) {
    INFO(option);
    CHECK_THAT(failureOf({"--local_size=8", "--num_groups=2", option, k.opencl}),
               Catch::Contains("is not supported yet"));
  }
  CHECK(failureOf({"--local_size=8", "--num_groups=2", "--math-int", k.opencl}) ==
        "gpuverify: --math-int is not supported yet");
}

TEST_CASE("--check-array-bounds (or /checkArrayBounds for the VCGen) turns bounds checks on", "[driver][options]") {
  Kernels k;
  CHECK_FALSE(parse({"--local_size=8", "--num_groups=2", k.opencl}).translate.checkArrayBounds);
  CHECK(parse({"--local_size=8", "--num_groups=2", "--check-array-bounds", k.opencl}).translate.checkArrayBounds);
  CHECK(parse({"--local_size=8", "--num_groups=2", "--vcgen-opt=/checkArrayBounds", k.opencl})
            .translate.checkArrayBounds);
}

TEST_CASE("options without effect are accepted with a note", "[driver][options]") {
  Kernels k;
  DriverOptions options =
      parse({"--local_size=8", "--num_groups=2", "--debug", "--cruncher-opt=/x", "--vcgen-opt=/noInfer", k.opencl});
  CHECK(options.ignoredOptionNotes.size() == 3);
}

TEST_CASE("GPUVerify's cruncher option /displayLoopAbstractions works as --display-loop-abstractions",
          "[driver][options]") {
  Kernels k;
  CHECK_FALSE(parse({"--local_size=8", "--num_groups=2", k.opencl}).displayLoopAbstractions);
  DriverOptions options =
      parse({"--local_size=8", "--num_groups=2", "--cruncher-opt=/displayLoopAbstractions", k.opencl});
  CHECK(options.displayLoopAbstractions);
  CHECK(options.ignoredOptionNotes.empty());
  CHECK(parse({"--local_size=8", "--num_groups=2", "--display-loop-abstractions", k.opencl}).displayLoopAbstractions);
}

TEST_CASE("--k-induction-depth proves loops by k-induction, unless loops are unwound", "[driver][options]") {
  Kernels k;
  DriverOptions options = parse({"--local_size=8", "--num_groups=2", "--k-induction-depth=2", k.opencl});
  CHECK(options.kInductionDepth == 2u);
  CHECK(options.ignoredOptionNotes.empty());
  CHECK_FALSE(parse({"--local_size=8", "--num_groups=2", "--k-induction-depth=0", k.opencl}).kInductionDepth);
  DriverOptions unwound =
      parse({"--local_size=8", "--num_groups=2", "--k-induction-depth=2", "--loop-unwind=3", k.opencl});
  CHECK_FALSE(unwound.kInductionDepth);
  CHECK(unwound.ignoredOptionNotes.size() == 1);
}

TEST_CASE("--cuda-path is for CUDA kernels", "[driver][options]") {
  Kernels k;
  CHECK(parse({"--blockDim=32", "--gridDim=2", "--cuda-path=none", k.cuda}).cudaPath == "none");
  CHECK_THROWS_AS(parse({"--local_size=8", "--num_groups=2", "--cuda-path=/opt/cuda", k.opencl}), Failure);
}

TEST_CASE("--compile-as names a file that exists, for a kernel's source", "[driver][options]") {
  Kernels k;
  CHECK(parse({"--local_size=8", "--num_groups=2", "--compile-as", k.cuda, k.opencl}).compileAs == k.cuda);
  CHECK_THAT(failureOf({"--local_size=8", "--num_groups=2", "--compile-as=/no/such.cl", k.opencl}),
             Catch::Contains("--compile-as: /no/such.cl is not a file"));
  std::string bitcode = k.directory.write("kernel.bc", "");
  CHECK_THAT(failureOf({"--local_size=8", "--num_groups=2", "--compile-as", k.opencl, bitcode}),
             Catch::Contains("not for LLVM or Boogie files"));
}

TEST_CASE("--no-inline verifies functions no kernel calls and counts procedures", "[driver][options]") {
  Kernels k;
  DriverOptions options = parse({"--local_size=8", "--num_groups=2", "--no-inline", k.opencl});
  CHECK(options.translate.verifyUncalledFunctions);
  CHECK(options.countProcedures);
  CHECK(options.ignoredOptionNotes.empty());
  DriverOptions plain = parse({"--local_size=8", "--num_groups=2", k.opencl});
  CHECK_FALSE(plain.translate.verifyUncalledFunctions);
  CHECK_FALSE(plain.countProcedures);
}

TEST_CASE("the inference options reach the driver", "[driver][options]") {
  Kernels k;
  DriverOptions defaults = parse({"--local_size=8", "--num_groups=2", k.opencl});
  CHECK(defaults.inferInvariants);
  CHECK_FALSE(defaults.inferInfo);
  DriverOptions options = parse({"--local_size=8", "--num_groups=2", "--no-infer", "--infer-info",
                                 "--omit-infer=counterBounds", "--invariants-as-candidates", k.opencl});
  CHECK_FALSE(options.inferInvariants);
  CHECK(options.invariantsAsCandidates);
  CHECK(options.inferInfo);
  CHECK(options.omitInfer == std::vector<std::string>{"counterBounds"});
  CHECK(options.ignoredOptionNotes.empty());
  CHECK(options.warnings.empty());
  DriverOptions unknown = parse({"--local_size=8", "--num_groups=2", "--omit-infer=loopBound", k.opencl});
  REQUIRE(unknown.warnings.size() == 1);
  CHECK_THAT(unknown.warnings[0],
             Catch::StartsWith("--omit-infer=loopBound names no rule") && Catch::Contains("counterBounds"));
}

TEST_CASE("the language comes from the flag, the extension or the contents", "[driver][options]") {
  Kernels k;
  CHECK(parse({"--local_size=8", "--num_groups=2", "--cuda", k.opencl}).translate.language == SourceLanguage::CUDA);
  std::string sniffed = k.directory.write("kernel.txt", "__global__ void k() { int x = blockDim.x; }\n");
  CHECK(parse({"--blockDim=8", "--gridDim=2", sniffed}).translate.language == SourceLanguage::CUDA);
  std::string unknown = k.directory.write("kernel.c", "void k() {}\n");
  CHECK_THAT(failureOf({"--local_size=8", "--num_groups=2", unknown}), Catch::Contains("--opencl or --cuda"));
  CHECK(languageFromContent("__kernel void f()") == SourceLanguage::OpenCL);
  CHECK_FALSE(languageFromContent("int main()").has_value());
}

TEST_CASE("a missing kernel file is a command-line error", "[driver][options]") {
  CHECK_THAT(failureOf({"--local_size=8", "--num_groups=2", "/nonexistent/kernel.cl"}), Catch::Contains("can't open"));
  CHECK_THAT(failureOf({}), Catch::Contains("required"));
}

TEST_CASE("help and version need no kernel", "[driver][options]") {
  CHECK(parseCommandLine({"--version"}).action == CommandLineAction::PrintVersion);
  CommandLine help = parseCommandLine({"--help"});
  CHECK(help.action == CommandLineAction::PrintHelp);
  CHECK_THAT(help.helpText, Catch::Contains("--local_size"));
}

TEST_CASE("size_t has 64 bits for CUDA (every CUDA 12 device's) and 32 for OpenCL (GPUVerify's)", "[driver][options]") {
  Kernels k;
  DriverOptions cuda = parse({"--blockDim=64", "--gridDim=4", k.cuda});
  CHECK(cuda.translate.pointerBits == 64);
  CHECK(cuda.pointerBitsByDefault);
  DriverOptions opencl = parse({"--local_size=64", "--num_groups=4", k.opencl});
  CHECK(opencl.translate.pointerBits == 32);
  CHECK(opencl.pointerBitsByDefault);
  DriverOptions narrow = parse({"--blockDim=64", "--gridDim=4", "--pointer-bitwidth=32", k.cuda});
  CHECK(narrow.translate.pointerBits == 32);
  CHECK_FALSE(narrow.pointerBitsByDefault);
}

TEST_CASE("a launch checked against the 32-bit size_t a kernel declares says why it is 32 bits", "[driver][options]") {
  Kernels k;
  DriverOptions options = parse({"--blockDim=[8,65536]", "--gridDim=[1,65537]", k.cuda});
  options.translate.pointerBits = 32; // as compileKernel's fallback leaves it
  std::string message;
  try {
    checkLaunchFits(options, "the kernel's file declares a 32-bit size_t");
  } catch (const Failure &failure) {
    message = failure.what();
  }
  CHECK_THAT(message, Catch::Contains("(the kernel's file declares a 32-bit size_t)"));
  // Widening is no cure there: the file itself says size_t has 32 bits.
  CHECK_THAT(message, !Catch::Contains("--pointer-bitwidth=64"));
}

TEST_CASE("launch sizes must fit in the size_t they are encoded in", "[driver][options]") {
  Kernels k;
  // 2^32 wrapped to 0 and made a racy kernel verify.
  CHECK_THAT(failureOf({"--local_size=4294967296", "--num_groups=16", k.opencl}),
             Catch::Contains("dimension 0 of --local_size is 4294967296, which does not fit in the 32-bit size_t"));
  CHECK_THAT(failureOf({"--local_size=64", "--num_groups=4294967296", k.opencl}), Catch::Contains("--num_groups"));
  CHECK_THAT(failureOf({"--blockDim=[8,65536]", "--gridDim=[1,65537]", "--pointer-bitwidth=32", k.cuda}),
             Catch::Contains("dimension 1 of the global size plus offset is 4295032832"));
  // CUDA's size_t has 64 bits unless told otherwise.
  CHECK_NOTHROW(parse({"--blockDim=[8,65536]", "--gridDim=[1,65537]", k.cuda}));
  CHECK_THAT(failureOf({"--local_size=64", "--num_groups=1", "--global_offset=4294967295", k.opencl}),
             Catch::Contains("global size plus offset"));
  // Free sizes need room for one work-item after the offset.
  CHECK_THAT(failureOf({"--local_size=*", "--num_groups=*", "--global_offset=4294967295", k.opencl}),
             Catch::Contains("leaves no room"));
  CHECK_NOTHROW(parse({"--local_size=*", "--num_groups=*", "--global_offset=4294967294", k.opencl}));
  // A global size of 2^32 does not fit in OpenCL's 32-bit size_t
  // (get_global_size(0) wrapped to 0); CUDA has no global size, and its
  // last thread's index, 2^32 - 1, fits.
  CHECK_THAT(failureOf({"--local_size=65536", "--num_groups=65536", k.opencl}),
             Catch::Contains("the global size plus offset is 4294967296"));
  CHECK_THAT(failureOf({"--local_size=64", "--global_size=4294967296", k.opencl}),
             Catch::Contains("does not fit in the 32-bit size_t"));
  CHECK_THAT(failureOf({"--local_size=*", "--global_size=4294967296", k.opencl}),
             Catch::Contains("--global_size plus offset is 4294967296"));
  CHECK(parse({"--blockDim=65536", "--gridDim=65536", k.cuda}).translate.geometry.numGroups.size[0] == 65536u);
  // The largest launch that fits, and 64-bit sizes.
  CHECK(parse({"--local_size=65536", "--num_groups=65535", k.opencl}).translate.geometry.numGroups.size[0] == 65535u);
  CHECK(parse({"--local_size=1", "--num_groups=4294967295", k.opencl}).translate.geometry.numGroups.size[0] ==
        4294967295u);
  CHECK(parse({"--local_size=4294967296", "--num_groups=2", "--pointer-bitwidth=64", k.opencl})
            .translate.geometry.groupSize.size[0] == 4294967296u);
}

TEST_CASE("--loop-unwind is at most 10000: Boogie unrolls by recursion, and a million overflowed its stack",
          "[driver][options]") {
  Kernels k;
  CHECK(parse({"--local_size=8", "--num_groups=2", "--loop-unwind=10000", k.opencl}).loopUnwind == 10000u);
  CHECK_THAT(failureOf({"--local_size=8", "--num_groups=2", "--loop-unwind=1000000", k.opencl}),
             Catch::Contains("--loop-unwind: at most 10000 iterations"));
}

TEST_CASE("--kernel-args values are signed or unsigned, and at most 64 bits", "[driver][options]") {
  Kernels k;
  auto values =
      parse({"--local_size=8", "--num_groups=2", "--kernel-args=k,-1,0x10,*", k.opencl}).translate.kernelArgs->values;
  CHECK(values ==
        std::vector<std::optional<ArgumentValue>>{ArgumentValue{1, true}, ArgumentValue{16, false}, std::nullopt});
  CHECK_THAT(failureOf({"--local_size=8", "--num_groups=2", "--kernel-args=k,18446744073709551616", k.opencl}),
             Catch::Contains("does not fit in 64 bits"));
  CHECK(ArgumentValue{4294967295, false}.fitsIn(32));
  CHECK_FALSE(ArgumentValue{4294967296, false}.fitsIn(32));
  CHECK(ArgumentValue{2147483648, true}.fitsIn(32));
  CHECK_FALSE(ArgumentValue{2147483649, true}.fitsIn(32));
  CHECK(ArgumentValue{1, true}.bits() == ~uint64_t{0});
}

TEST_CASE("a folder is no kernel", "[driver][options]") {
  Kernels k;
  CHECK_THAT(failureOf({"--local_size=8", "--num_groups=2", k.directory.path()}), Catch::Contains("is a folder"));
}

TEST_CASE("an unknown option close to a known one gets a suggestion", "[driver][options]") {
  Kernels k;
  CHECK_THAT(failureOf({"--local-size=64", "--num_groups=4", k.opencl}),
             Catch::EndsWith("(did you mean --local_size?)"));
  CHECK_THAT(failureOf({"--blockdim=64", "--gridDim=4", k.cuda}), Catch::EndsWith("(did you mean --blockDim?)"));
  CHECK_THAT(failureOf({"--infer_info", "--local_size=64", "--num_groups=4", k.opencl}),
             Catch::EndsWith("(did you mean --infer-info?)"));
  CHECK_THAT(failureOf({"--zzz", "--local_size=64", "--num_groups=4", k.opencl}), !Catch::Contains("did you mean"));
}

namespace {

// The message checkTreeOptions gives `flags` from "k.cl:2"; empty if it
// accepts them.
std::string treeRefusal(const std::vector<std::string> &flags) {
  try {
    checkTreeOptions(flags, "k.cl:2");
  } catch (const Failure &failure) {
    CHECK(failure.code() == ExitCode::CommandLine);
    return failure.what();
  }
  return "";
}

} // namespace

TEST_CASE("every option the parser declares has its row in TreeOptions.def, and each driver row is declared",
          "[driver][options][tree]") {
  std::set<std::string> declared;
  for (const std::string &spelling : declaredOptionSpellings())
    declared.insert(spelling);
  std::set<std::string> rows;
  for (const OptionOrigin &row : allOptionOrigins()) {
    INFO(row.spelling);
    CHECK(rows.insert(row.spelling).second); // one row each
    if (row.parsedBy == OptionParser::Driver)
      CHECK(declared.count(row.spelling) == 1);
  }
  for (const std::string &spelling : declared) {
    INFO(spelling);
    CHECK(originOf(spelling).has_value());
  }
  std::string help = parseCommandLine({"--help"}).helpText;
  CHECK_THAT(help, Catch::Contains("The z3 to use (else GPUVERIFY_Z3, PATH) (command line only)"));
  CHECK_THAT(help, Catch::Contains("Options for clang (from a kernel's header or gpuverify.json, only the values"));
}

TEST_CASE("a file in the tree may set kernel and verification options, as GPUVerify's suites do",
          "[driver][options][tree]") {
  CHECK(treeRefusal({"--local_size=64",
                     "--num_groups=16",
                     "-DWIDTH=4",
                     "-D",
                     "N=2",
                     "-I",
                     "inc",
                     "--no-inline",
                     "--boogie-file=/suite/k/axioms.bpl",
                     "--vcgen-opt=/checkArrays:A,B",
                     "--cruncher-opt=/replaceLoopInvariantAssertions",
                     "--clang-opt=-Wno-tautological-compare",
                     "--vcgen-op=/checkArrays:A",
                     "--kernel-name",
                     "--batch",
                     "--timeout=30",
                     "--verbose",
                     "--cuda-path=/usr/local/cuda",
                     "--solver=cvc5",
                     "--boogie-opt=/loopUnroll:3 -timeLimit:10"}) == "");
}

TEST_CASE("a file in the tree may not choose programs, reports, files written, batch, cache or editor",
          "[driver][options][tree]") {
  for (std::vector<std::string> flags : {std::vector<std::string>{"--clang=/tmp/evil"},
                                         {"--boogie", "/tmp/evil"},
                                         {"--z3=/tmp/evil"},
                                         {"--cvc5=/tmp/evil"},
                                         {"--json=out.json"},
                                         {"--sarif", "out.sarif"},
                                         {"--keep-temps"},
                                         {"--stop-at-bpl"},
                                         {"--stop-at-opt"},
                                         {"--gen-smt2"},
                                         {"--cache-dir=/tmp/c"},
                                         {"--no-cache"},
                                         {"--version"},
                                         {"--help"},
                                         {"-h"},
                                         {"--batch"},
                                         {"--batch-merge"},
                                         {"--lsp"},
                                         {"--junit=x.xml"},
                                         {"--shard=1/2"},
                                         {"--config=x.json"}}) {
    INFO(flags.front());
    std::string option = flags.front().substr(0, flags.front().find('='));
    CHECK_THAT(treeRefusal(flags), Catch::StartsWith("k.cl:2: " + option + " can be given only on the command line"));
  }
  // As the parser would read them: abbreviations, and what is no option.
  CHECK_THAT(treeRefusal({"--z=/tmp/evil"}), Catch::StartsWith("k.cl:2: --z3 can be given only"));
  CHECK_THAT(treeRefusal({"--stop-at-b"}), Catch::StartsWith("k.cl:2: --stop-at-bpl can be given only"));
  CHECK_THAT(treeRefusal({"--cl=/tmp/evil"}), Catch::Contains("ambiguous option"));
  CHECK_THAT(treeRefusal({"-j4"}), Catch::StartsWith("k.cl:2: -j4 is not a gpuverify option"));
  CHECK_THAT(treeRefusal({"--no-such-flag"}), Catch::StartsWith("k.cl:2: --no-such-flag is not a gpuverify option"));
  CHECK_THAT(treeRefusal({"--local_size=8", "other.cl"}), Catch::StartsWith("k.cl:2: 'other.cl' is not an option"));
  CHECK_THAT(treeRefusal({"--", "--clang=/tmp/evil"}), Catch::StartsWith("k.cl:2: -- is not a gpuverify option"));
}

TEST_CASE("from a file in the tree clang gets only options on its allowlist", "[driver][options][tree]") {
  for (const char *value : {"-DX=1", "-D X", "-UX", "-I inc", "-Iinc", "-isystem /usr/include/x", "-include cfg.h",
                            "-imacros m.h", "-Wall -Wno-unused -Werror=format", "-w", "-std=c++17", "-cl-std=CL2.0",
                            "-cl-fast-relaxed-math", "-pedantic"}) {
    INFO(value);
    CHECK(treeRefusal({std::string("--clang-opt=") + value}) == "");
  }
  for (const char *value :
       {"-fplugin=/tmp/x.so", "-Xclang -load -Xclang /tmp/x.so", "-fpass-plugin=/tmp/x.so", "-B/tmp", "-B /tmp",
        "-save-temps", "-o /tmp/x", "-MF /tmp/x", "-MD", "--config=/tmp/x.cfg", "@/tmp/opts.rsp", "-Wl,-rpath,/tmp",
        "-Wp,-MD,/tmp/x", "-Wa,-o,/tmp/x", "-ccc-install-dir /tmp", "-include", "-W", "-std=", "-cl-"}) {
    INFO(value);
    CHECK_THAT(treeRefusal({std::string("--clang-opt=") + value}), Catch::Contains("clang may get only"));
  }
  // The words of all --clang-opt values are read as clang reads them.
  CHECK(treeRefusal({"--clang-opt=-D", "--clang-opt=-fplugin=x.so"}) == "");
  CHECK_THAT(treeRefusal({"--clang-opt=-Wall", "--clang-opt=-fplugin=x.so"}), Catch::Contains("-fplugin=x.so"));
}

TEST_CASE("from a file in the tree Boogie gets only numbers that tune its search", "[driver][options][tree]") {
  CHECK(treeRefusal({"--boogie-opt=/loopUnroll:4 /timeLimit:30 -errorLimit:2 /vcsCores:2"}) == "");
  for (const char *value :
       {"/z3exe:/tmp/z3", "/proverOpt:PROVER_PATH=/tmp/z3", "/print:/tmp/x.bpl", "/proverLog:/tmp/x.smt2",
        "/xml:/tmp/x.xml", "/loopUnroll:many", "/loopUnroll:", "/loopUnroll", "extra.bpl", "/timeLimit:99999999999"}) {
    INFO(value);
    CHECK_THAT(treeRefusal({std::string("--boogie-opt=") + value}), Catch::Contains("Boogie may get only"));
  }
}
