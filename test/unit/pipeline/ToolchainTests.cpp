// Finding clang-19, Boogie, z3 and the kernel headers.
#include "DriverTestSupport.h"
#include "pipeline/ClangCommand.h"
#include "pipeline/Frontend.h"
#include "pipeline/HostLaunches.h"
#include "pipeline/KernelTemplates.h"
#include "support/CudaToolkit.h"
#include "support/Failure.h"
#include "support/Toolchain.h"

#include "CatchVersion.h"
#include <llvm/AsmParser/Parser.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>
#include <llvm/Support/SourceMgr.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <sys/stat.h>

using namespace gv;
using namespace gv::driver;
using gv::driver::test::ScratchDirectory;

namespace {

Environment fakeEnvironment(std::map<std::string, std::string> variables) {
  return [variables](const std::string &name) -> std::optional<std::string> {
    auto found = variables.find(name);
    if (found == variables.end())
      return std::nullopt;
    return found->second;
  };
}

std::string executable(const ScratchDirectory &directory, const std::string &name) {
  std::string path = directory.write(name, "#!/bin/sh\n");
  ::chmod(path.c_str(), 0755);
  return path;
}

} // namespace

TEST_CASE("tools are found on PATH", "[driver][toolchain]") {
  ScratchDirectory bin;
  std::string boogie = executable(bin, "boogie");
  bin.write("z3", "not executable");
  auto environment = fakeEnvironment({{"PATH", "/nonexistent:" + bin.path()}});
  CHECK(locateBoogie({}, environment) == boogie);
  try {
    locateZ3({}, environment);
    FAIL("a non-executable z3 was accepted");
  } catch (const Failure &failure) {
    CHECK(failure.code() == ExitCode::Configuration);
    CHECK(formatFailure(failure) ==
          "GPUVerify: CONFIGURATION_ERROR error (9): cannot find z3; install it with: sudo apt-get install z3");
  }
}

TEST_CASE("an option wins over the environment, which wins over PATH", "[driver][toolchain]") {
  ScratchDirectory bin;
  std::string onPath = executable(bin, "boogie");
  std::string fromEnvironment = executable(bin, "boogie-env");
  std::string fromOption = executable(bin, "boogie-option");
  auto environment = fakeEnvironment({{"PATH", bin.path()}, {"GPUVERIFY_BOOGIE", fromEnvironment}});
  CHECK(locateBoogie({"", fromOption, "", ""}, environment) == fromOption);
  CHECK(locateBoogie({}, environment) == fromEnvironment);
  CHECK(locateBoogie({}, fakeEnvironment({{"PATH", bin.path()}})) == onPath);
  CHECK_THROWS_AS(locateBoogie({"", "/nonexistent/boogie", "", ""}, environment), Failure);
}

TEST_CASE("clang-19 is looked for by its versioned name", "[driver][toolchain]") {
  ScratchDirectory bin;
  std::string clang = executable(bin, "clang-19");
  CHECK(locateClang({}, fakeEnvironment({{"PATH", bin.path()}})) == clang);
}

TEST_CASE("the kernel headers are found next to the executable", "[driver][toolchain]") {
  ScratchDirectory install;
  std::filesystem::create_directories(install.path() + "/bin");
  CHECK_THROWS_AS(locateHeaderDirectory(install.path() + "/bin/gpuverify"), Failure);
  std::filesystem::create_directories(install.path() + "/share/gpuverify/include");
  CHECK(locateHeaderDirectory(install.path() + "/bin/gpuverify") ==
        std::filesystem::weakly_canonical(install.path() + "/share/gpuverify/include").string());
  CHECK_FALSE(currentExecutablePath().empty());
}

namespace {

DriverOptions openclOptions() {
  DriverOptions options;
  options.translate.language = SourceLanguage::OpenCL;
  options.translate.geometry.groupSize.dims = 2;
  options.translate.geometry.groupSize.size = {16, std::nullopt, 1};
  options.translate.geometry.numGroups.dims = 1;
  options.translate.geometry.numGroups.size = {4, 1, 1};
  return options;
}

} // namespace

TEST_CASE("OpenCL size defines follow GPUVerify", "[driver][clang]") {
  DriverOptions options = openclOptions();
  options.globalSize[1] = 64;
  options.hasGlobalOffset = true;
  options.translate.geometry.globalOffset = {5, 0, 0};
  CHECK(sizeDefines(options) == std::vector<std::string>{"-D__BUGLE_32__", "-D__2D_WORK_GROUP", "-D__1D_GRID",
                                                         "-D__LOCAL_SIZE_0=16", "-D__LOCAL_SIZE_1_FREE",
                                                         "-D__NUM_GROUPS_0=4", "-D__GLOBAL_SIZE_1=64",
                                                         "-D__GLOBAL_OFFSET_0=5"});
}

TEST_CASE("CUDA size defines follow GPUVerify", "[driver][clang]") {
  DriverOptions options = openclOptions();
  options.translate.language = SourceLanguage::CUDA;
  options.translate.pointerBits = 64;
  options.translate.warpSize = 16;
  CHECK(sizeDefines(options) == std::vector<std::string>{"-D__BUGLE_64__", "-D__WARP_SIZE=16", "-D__2D_THREAD_BLOCK",
                                                         "-D__1D_GRID", "-D__BLOCK_DIM_0=16", "-D__BLOCK_DIM_1_FREE",
                                                         "-D__GRID_DIM_0=4"});
}

TEST_CASE("the OpenCL clang command is exactly the documented one", "[driver][clang]") {
  DriverOptions options = openclOptions();
  options.translate.geometry.groupSize.dims = 1;
  options.defines = {"X=1"};
  options.includeDirectories = {"inc", "/abs"};
  options.clangOptions = {"-Wall"};
  auto command = clangCommand(options, {"clang-19", "/hdr", "kernel.cl", "/tmp/out.bc", "/home/u", ""});
  CHECK(command == std::vector<std::string>{
                       "clang-19",
                       "-target",
                       "spir",
                       "-x",
                       "cl",
                       "-cl-std=CL3.0",
                       "-Xclang",
                       "-cl-ext=-__opencl_c_generic_address_space,-__opencl_c_pipes,-__opencl_c_device_enqueue",
                       "-cl-no-stdinc",
                       "-O0",
                       "-Xclang",
                       "-disable-O0-optnone",
                       "-Xclang",
                       "-disable-llvm-passes",
                       "-g",
                       "-gdwarf-4",
                       "-gcolumn-info",
                       "-fno-discard-value-names",
                       "-ffp-contract=off",
                       "-I/hdr",
                       "-emit-llvm",
                       "-c",
                       "-include",
                       "opencl.h",
                       "-D__BUGLE_32__",
                       "-D__1D_WORK_GROUP",
                       "-D__1D_GRID",
                       "-D__LOCAL_SIZE_0=16",
                       "-D__NUM_GROUPS_0=4",
                       "-DX=1",
                       "-I/home/u/inc",
                       "-I/abs",
                       "-Wall",
                       "kernel.cl",
                       "-o",
                       "/tmp/out.bc"});
}

TEST_CASE("the OpenCL C 1.2 fallback compiles as OpenCL C 1.2 itself, without the precompiled header",
          "[driver][clang]") {
  DriverOptions options = openclOptions();
  ClangInvocation invocation{"clang-19", "/hdr", "kernel.cl", "/tmp/out.bc", "/home/u", ""};
  invocation.openclC12 = true;
  auto command = clangCommand(options, invocation);
  CHECK(std::vector<std::string>(command.begin(), command.begin() + 7) ==
        std::vector<std::string>{"clang-19", "-target", "spir", "-x", "cl", "-cl-std=CL1.2", "-cl-no-stdinc"});
  CHECK(std::find(command.begin(), command.end(), "-cl-std=CL3.0") == command.end());
  CHECK(std::find(command.begin(), command.end(), "opencl.h") != command.end());
}

TEST_CASE("the CUDA clang command targets the host with device-only compilation", "[driver][clang]") {
  DriverOptions options = openclOptions();
  options.translate.language = SourceLanguage::CUDA;
  options.annotations = Annotations::OnlyRequires;
  auto command = clangCommand(options, {"clang-19", "/hdr", "kernel.cu", "/tmp/out.bc", "/", ""});
  std::vector<std::string> start(command.begin(), command.begin() + 29);
  CHECK(start == std::vector<std::string>{"clang-19",
                                          "-target",
                                          "i386-unknown-linux-gnu",
                                          "-x",
                                          "cuda",
                                          "--cuda-device-only",
                                          "-nocudalib",
                                          "--cuda-gpu-arch=sm_90",
                                          "-fdeclspec",
                                          "-Wno-register",
                                          "-nocudainc",
                                          "--cuda-path=/nonexistent",
                                          "-O0",
                                          "-Xclang",
                                          "-disable-O0-optnone",
                                          "-Xclang",
                                          "-disable-llvm-passes",
                                          "-g",
                                          "-gdwarf-4",
                                          "-gcolumn-info",
                                          "-fno-discard-value-names",
                                          "-ffp-contract=off",
                                          "-I/hdr",
                                          "-emit-llvm",
                                          "-c",
                                          "-include",
                                          "cuda.h",
                                          "-include",
                                          "/hdr/annotations/no_annotations.h"});
  CHECK(std::find(command.begin(), command.end(), "-DONLY_REQUIRES") != command.end());
}

namespace {

// A toolkit's layout: include/cuda_runtime.h, include/cuda.h with its
// version, and the headers named.
std::string fakeToolkit(const ScratchDirectory &scratch, unsigned version, const std::vector<std::string> &headers) {
  std::string root = scratch.path() + "/cuda";
  std::filesystem::create_directories(root + "/include/cccl");
  std::filesystem::create_directories(root + "/bin");
  std::ofstream(root + "/include/cuda_runtime.h") << "";
  std::ofstream(root + "/include/cuda.h") << "#pragma once\n#define CUDA_VERSION " << version << "\n";
  for (const std::string &header : headers)
    std::ofstream(root + "/include/" + header) << "";
  return root;
}

} // namespace

TEST_CASE("a CUDA toolkit is found where nvcc users have it, in order", "[driver][toolkit]") {
  ScratchDirectory scratch;
  std::string root = fakeToolkit(scratch, 13000, {});
  SECTION("--cuda-path wins, and must hold a toolkit") {
    auto toolkit = findCudaToolkit(root, fakeEnvironment({}));
    REQUIRE(toolkit);
    CHECK(toolkit->version == 13000);
    CHECK(toolkit->includeDirectories == std::vector<std::string>{root + "/include", root + "/include/cccl"});
    CHECK(toolkitChoice(root) == ToolkitChoice::Always);
    CHECK_THROWS_AS(findCudaToolkit(scratch.path(), fakeEnvironment({})), Failure);
  }
  SECTION("none is none, whatever the environment says") {
    CHECK(toolkitChoice("none") == ToolkitChoice::Never);
    CHECK_FALSE(findCudaToolkit("none", fakeEnvironment({{"CUDA_PATH", root}})));
  }
  SECTION("then $CUDA_PATH") {
    CHECK(toolkitChoice("") == ToolkitChoice::WhenNeeded);
    auto toolkit = findCudaToolkit("", fakeEnvironment({{"CUDA_PATH", root}}));
    REQUIRE(toolkit);
    CHECK(toolkit->root == root);
  }
  SECTION("then beside nvcc on PATH (when /usr/local/cuda has none)") {
    std::string nvcc = root + "/bin/nvcc";
    std::ofstream(nvcc) << "#!/bin/sh\n";
    ::chmod(nvcc.c_str(), 0755);
    auto toolkit = findCudaToolkit("", fakeEnvironment({{"PATH", root + "/bin"}}));
    REQUIRE(toolkit);
    if (!std::filesystem::exists("/usr/local/cuda/include/cuda_runtime.h"))
      CHECK(toolkit->root == root);
  }
}

TEST_CASE("clang's missing headers are read from its errors", "[driver][toolkit]") {
  std::string errors = "k.cu:3:10: fatal error: 'cublas_v2.h' file not found\n    3 | #include <cublas_v2.h>\n"
                       "k.cu:9:1: error: unknown type name 'x'\n"
                       "h.h:1:10: fatal error: 'cuda/std/atomic' file not found\n";
  CHECK(missingHeaders(errors) == std::vector<std::string>{"cublas_v2.h", "cuda/std/atomic"});
  CHECK(missingHeaders("k.cu:9:1: error: 'x' file not found in the rain\n").empty());
}

TEST_CASE("a kernel that includes a header only the toolkit has is compiled against the toolkit", "[driver][toolkit]") {
  ScratchDirectory scratch;
  std::string root = fakeToolkit(scratch, 12040, {"cublas_v2.h", "cuda_runtime_api.h"});
  CudaToolkit toolkit = *findCudaToolkit(root, fakeEnvironment({}));
  std::string ours = scratch.path() + "/ours";
  std::filesystem::create_directories(ours);
  std::ofstream(ours + "/cuda_runtime_api.h") << "";
  std::filesystem::create_directories(scratch.path() + "/src/inc");
  std::string plain = scratch.write("src/plain.cu", "#include <cuda_runtime_api.h>\n#include <cstdio>\n");
  CHECK_FALSE(toolkitOnlyInclude(plain, {}, ours, toolkit));
  // Through a header of the user's, beside the kernel or in an -I folder.
  scratch.write("src/mine.h", "  #  include <cublas_v2.h>\n");
  std::string indirect = scratch.write("src/indirect.cu", "#include \"mine.h\"\n");
  CHECK(toolkitOnlyInclude(indirect, {}, ours, toolkit) == std::optional<std::string>("cublas_v2.h"));
  scratch.write("src/inc/other.h", "#include <cublas_v2.h>\n");
  std::string viaI = scratch.write("src/via_i.cu", "#include <other.h>\n");
  CHECK_FALSE(toolkitOnlyInclude(viaI, {}, ours, toolkit));
  CHECK(toolkitOnlyInclude(viaI, {scratch.path() + "/src/inc"}, ours, toolkit) ==
        std::optional<std::string>("cublas_v2.h"));
  // A header of the user's that has a toolkit header's name is the user's.
  scratch.write("src/cublas_v2.h", "");
  std::string shadowed = scratch.write("src/shadowed.cu", "#include \"cublas_v2.h\"\n");
  CHECK_FALSE(toolkitOnlyInclude(shadowed, {}, ours, toolkit));
}

TEST_CASE("against a toolkit, CUDA compiles in clang's CUDA mode with only the annotations of ours",
          "[driver][clang][toolkit]") {
  ScratchDirectory scratch;
  DriverOptions options = openclOptions();
  options.translate.language = SourceLanguage::CUDA;
  options.translate.pointerBits = 64;
  ClangInvocation invocation{"clang-19", "/hdr", "kernel.cu", "/tmp/out.bc", "/", ""};
  invocation.cudaToolkit = findCudaToolkit(fakeToolkit(scratch, 13000, {}), fakeEnvironment({}));
  auto command = clangCommand(options, invocation);
  auto has = [&](const std::string &word) { return std::find(command.begin(), command.end(), word) != command.end(); };
  CHECK_FALSE(has("-nocudainc"));
  CHECK(has("--cuda-path=" + invocation.cudaToolkit->root));
  CHECK(has("-target-sdk-version=12.5")); // CUDA 13 is newer than clang 19 knows
  CHECK(has(invocation.cudaToolkit->root + "/include/cccl"));
  CHECK(has("/hdr/toolkit/compat"));
  CHECK(has("-I/hdr/toolkit"));
  CHECK_FALSE(has("-I/hdr"));
  CHECK(has("gv_toolkit.h"));
  CHECK_FALSE(has("cuda.h"));
  invocation.cudaToolkit->version = 12040;
  command = clangCommand(options, invocation);
  CHECK_FALSE(has("-target-sdk-version=12.5"));
}

TEST_CASE("a 32-bit CUDA compile borrows the 64-bit host's C++ library and C headers", "[driver][clang]") {
  std::string verbose = "clang version 19\n#include \"...\" search starts here:\n#include <...> search starts here:\n"
                        " /usr/lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12\n"
                        " /usr/lib/llvm-19/lib/clang/19/include\n /usr/local/include\n"
                        " /usr/include/x86_64-linux-gnu\n /usr/include\nEnd of search list.\n";
  std::vector<std::string> found = parseIncludeSearchList(verbose);
  CHECK(found == std::vector<std::string>{"/usr/include/c++/12", "/usr/lib/llvm-19/lib/clang/19/include",
                                          "/usr/local/include", "/usr/include/x86_64-linux-gnu", "/usr/include"});
  DriverOptions options = openclOptions();
  options.translate.language = SourceLanguage::CUDA;
  ClangInvocation invocation{"clang-19", "/hdr", "kernel.cu", "/tmp/out.bc", "/", ""};
  invocation.hostIncludeDirectories = found;
  auto command = clangCommand(options, invocation);
  auto at = [&](const std::string &option, const std::string &directory) {
    for (size_t i = 0; i + 1 < command.size(); ++i)
      if (command[i] == option && command[i + 1] == directory)
        return true;
    return false;
  };
  // The C++ library before the C headers it includes next; the multiarch
  // headers after them; what the i386 target searches anyway not again.
  CHECK(at("-isystem", "/usr/include/c++/12"));
  CHECK(at("-idirafter", "/usr/include/x86_64-linux-gnu"));
  CHECK(at("-idirafter", "/hdr/host-compat"));
  CHECK_FALSE(at("-idirafter", "/usr/include"));
  CHECK_FALSE(at("-idirafter", "/usr/lib/llvm-19/lib/clang/19/include"));
  // OpenCL has no host code.
  options.translate.language = SourceLanguage::OpenCL;
  command = clangCommand(options, invocation);
  CHECK_FALSE(at("-isystem", "/usr/include/c++/12"));
}

TEST_CASE("kernel templates no instantiation reaches are named", "[driver]") {
  std::string source = "template <typename T, int N = 4>\n__global__ void fill(T *a) {}\n"
                       "template <class T> static __global__ __launch_bounds__(256) void scale(T *a) {}\n"
                       "__global__ void plain(int *a) {}\ntemplate <typename T> __device__ T twice(T x);\n";
  CHECK(kernelTemplateNames(source) == std::vector<std::string>{"fill", "scale"});
  CHECK(uninstantiatedTemplatesMessage(kernelTemplateNames(source), {"fill<int, 4>", "scale<float>", "plain"}).empty());
  std::string message = uninstantiatedTemplatesMessage(kernelTemplateNames(source), {"fill<int, 4>", "plain"});
  CHECK(message.find("the kernel template 'scale' is never instantiated") == 0);
  CHECK(message.find("template __global__ void scale<ARGUMENTS>(PARAMETERS);") != std::string::npos);
  CHECK(uninstantiatedTemplatesMessage(kernelTemplateNames(source), {}).find("templates 'fill', 'scale' are never") !=
        std::string::npos);
}

TEST_CASE("--cuda-arch chooses the architecture CUDA kernels are compiled for", "[driver][clang]") {
  DriverOptions options = openclOptions();
  options.translate.language = SourceLanguage::CUDA;
  options.cudaArch = "sm_80";
  auto command = clangCommand(options, {"clang-19", "/hdr", "kernel.cu", "/tmp/out.bc", "/", ""});
  CHECK(std::find(command.begin(), command.end(), "--cuda-gpu-arch=sm_80") != command.end());
}

TEST_CASE("the OpenCL header is precompiled with the kernel's language options and used in place of its text",
          "[driver][clang]") {
  DriverOptions options = openclOptions();
  ClangInvocation invocation{"clang-19", "/hdr", "kernel.cl", "/tmp/out.bc", "/home/u", "/hdr/opencl-spir.pch"};
  auto command = clangCommand(options, invocation);
  auto pch = std::find(command.begin(), command.end(), "-include-pch");
  REQUIRE(pch != command.end());
  CHECK(*(pch + 1) == "/hdr/opencl-spir.pch");
  CHECK(std::find(command.begin(), command.end(), "opencl.h") == command.end());

  ClangInvocation building{"clang-19", "/hdr", "", "/hdr/opencl-spir.pch.building", "", ""};
  auto precompile = precompileCommand(options, building);
  REQUIRE(precompile);
  // Everything before the compile-only options agrees, but the header is a header.
  std::vector<std::string> language(command.begin(), command.begin() + 15);
  language[4] = "cl-header";
  CHECK(std::vector<std::string>(precompile->begin(), precompile->begin() + 15) == language);
  CHECK(std::vector<std::string>(precompile->end() - 3, precompile->end()) ==
        std::vector<std::string>{"/hdr/opencl.h", "-o", "/hdr/opencl-spir.pch.building"});
  CHECK(precompiledHeaderName(options) == "opencl-spir.pch");
  options.translate.pointerBits = 64;
  CHECK(precompiledHeaderName(options) == "opencl-spir64.pch");

  options.translate.language = SourceLanguage::CUDA;
  CHECK_FALSE(precompileCommand(options, building));
}

// gpuverify's kernel headers, copied where a test's compiles may
// precompile them afresh.
std::filesystem::path copiedHeaders(const ScratchDirectory &scratch) {
  std::filesystem::path headers = std::filesystem::path(scratch.path()) / "include";
  std::filesystem::copy(std::string(GV_BINARY_DIR) + "/share/gpuverify/include", headers,
                        std::filesystem::copy_options::recursive);
  for (const auto &entry : std::filesystem::directory_iterator(headers))
    if (entry.path().extension() == ".pch")
      std::filesystem::remove(entry.path()); // built by earlier runs of the build's gpuverify
  return headers;
}

TEST_CASE("a CUDA kernel compiles beside an OpenCL header already precompiled", "[driver][clang]") {
  // The precompiled header is built on the first OpenCL run; a CUDA run
  // afterwards must read cuda.h, not the OpenCL header built for SPIR.
  ScratchDirectory scratch;
  std::filesystem::path headers = copiedHeaders(scratch);
  FrontendTools tools{"clang-19", headers.string()};
  std::ostringstream diagnostics;

  DriverOptions opencl = openclOptions();
  opencl.kernelFile = scratch.write("k.cl", "__kernel void k(__global int *a) { a[get_global_id(0)] = 1; }\n");
  compileKernel(opencl, tools, 120.0, scratch.path() + "/k.bc", diagnostics, nullptr);
  CHECK(std::filesystem::is_regular_file(headers / precompiledHeaderName(opencl)));

  DriverOptions cuda = openclOptions();
  cuda.translate.language = SourceLanguage::CUDA;
  cuda.kernelFile = scratch.write("k.cu", "__global__ void k(int *a) { a[threadIdx.x] = 1; }\n");
  CHECK_NOTHROW(compileKernel(cuda, tools, 120.0, scratch.path() + "/kc.bc", diagnostics, nullptr));
  CHECK(diagnostics.str().find("PCH") == std::string::npos);
}

TEST_CASE("--compile-as: clang takes the kernel's text for the file named, includes and all", "[driver][clang]") {
  // The language server's way to verify an editor's text as the file on
  // disk would be (issue 40, #7): the text's own folder has no cfg.h, the
  // file's has, and what is on disk there does not compile.
  ScratchDirectory scratch;
  FrontendTools tools{"clang-19", copiedHeaders(scratch).string()};
  for (const char *folder : {"/real", "/text"})
    std::filesystem::create_directory(scratch.path() + folder);
  std::string shown = scratch.write("real/k.cl", "this is not OpenCL\n");
  scratch.write("real/cfg.h", "#define N 1\n");
  DriverOptions options = openclOptions();
  options.kernelFile = scratch.write("text/k.cl", "#include \"cfg.h\"\n#warning from the text\n"
                                                  "__kernel void k(__global int *a) { a[0] = N; }\n");
  std::ostringstream diagnostics;
  CHECK_THROWS_AS(compileKernel(options, tools, 120.0, scratch.path() + "/a.bc", diagnostics, nullptr), Failure);
  options.compileAs = shown;
  std::ostringstream shownDiagnostics;
  CHECK_NOTHROW(compileKernel(options, tools, 120.0, scratch.path() + "/b.bc", shownDiagnostics, nullptr));
  CHECK_THAT(shownDiagnostics.str(), Catch::Contains(shown + ":2:2: warning: from the text"));
  ClangInvocation invocation{"clang-19", "/hdr", shown, "/t/b.bc", "/home/u", ""};
  invocation.sourceOverlay = "/t/b.bc.overlay";
  std::vector<std::string> command = clangCommand(options, invocation);
  CHECK(std::vector<std::string>(command.end() - 5, command.end()) ==
        std::vector<std::string>{"-ivfsoverlay", "/t/b.bc.overlay", shown, "-o", "/t/b.bc"});
}

TEST_CASE("a kernel file named like an option reaches clang as a file", "[driver][clang]") {
  auto command = clangCommand(openclOptions(), {"clang-19", "/hdr", "-k.cl", "/tmp/out.bc", "/home/u", ""});
  CHECK(std::find(command.begin(), command.end(), "./-k.cl") != command.end());
  CHECK(std::find(command.begin(), command.end(), "-k.cl") == command.end());
}

// LLVM's IR readers verify a module whose debug info is current and abort
// the process if it is broken (found by fuzz_translate: a .bc kernel made
// by hand ended gpuverify with SIGABRT). It must be refused as invalid.
TEST_CASE("a broken LLVM module with debug info is refused, not aborted on", "[driver][frontend]") {
  ScratchDirectory directory;
  std::string path = directory.write("broken.ll", "define void @k(ptr %p) {\n"
                                                  "entry:\n"
                                                  "  store i32 %v, ptr %p, !dbg !4\n"
                                                  "  %v = add i32 1, 2, !dbg !4\n"
                                                  "  ret void\n"
                                                  "}\n"
                                                  "!llvm.dbg.cu = !{!0}\n"
                                                  "!llvm.module.flags = !{!3}\n"
                                                  "!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, "
                                                  "emissionKind: FullDebug)\n"
                                                  "!1 = !DIFile(filename: \"k.cl\", directory: \"/\")\n"
                                                  "!2 = distinct !DISubprogram(name: \"k\", scope: !1, file: !1, "
                                                  "line: 1, unit: !0, spFlags: DISPFlagDefinition)\n"
                                                  "!3 = !{i32 2, !\"Debug Info Version\", i32 3}\n"
                                                  "!4 = !DILocation(line: 2, column: 3, scope: !2)\n");
  llvm::LLVMContext context;
  try {
    loadModule(path, context, ExitCode::CommandLine);
    FAIL("the broken module was accepted");
  } catch (const Failure &failure) {
    CHECK(failure.code() == ExitCode::CommandLine);
    CHECK_THAT(failure.what(), Catch::Contains("is not valid") && Catch::Contains("dominate"));
  }
}

// LLVM's verifier itself crashes (SIGSEGV) on some malformed modules; found
// by fuzz_translate: a debug location inlined at a tuple that is not a
// location (test/fuzz/regressions/). A module the user gave is read in a
// child first, and such a module is an invalid input.
TEST_CASE("a module that crashes LLVM's verifier is refused, not crashed on", "[driver][frontend]") {
  llvm::LLVMContext context;
  std::string path = std::string(GV_SOURCE_DIR) + "/test/fuzz/regressions/verifier-crash-inlined-at.ll";
  try {
    loadModule(path, context, ExitCode::CommandLine, /*untrusted=*/true);
    FAIL("the module was accepted");
  } catch (const Failure &failure) {
    CHECK(failure.code() == ExitCode::CommandLine);
    CHECK_THAT(failure.what(), Catch::Contains("LLVM crashed reading it"));
  }
}

TEST_CASE("argument values the same constant at every launch are assumed, and only those", "[driver][launches]") {
  llvm::LLVMContext context;
  llvm::SMDiagnostic error;
  // k(float *a, int n, float s): launched twice through an inlined stub
  // (its slots stored, then cudaSetupArgument each), n the same, s not.
  // d(int *a, int n) launched by calling its stub with 7; c(int n) launched
  // by <<<>>> with 1 and also put in a table (launched in ways not read);
  // cudaFuncSetAttribute only sets an attribute of d.
  auto host = llvm::parseAssemblyString(R"(
declare i32 @cudaConfigureCall(i64, i32, i64, i32, i64, ptr)
declare i32 @__cudaPushCallConfiguration(i64, i32, i64, i32, i64, ptr)
declare i32 @cudaSetupArgument(ptr, i64, i64)
declare i32 @cudaLaunch(ptr)
declare i32 @cudaFuncSetAttribute(ptr, i32, i32)
@table = global ptr null
define void @_Z16__device_stub__kPfif(ptr %a, i32 %n, float %s) !dbg !5 { ret void }
define void @_Z16__device_stub__dPii(ptr %a, i32 %n) !dbg !6 { ret void }
define void @_Z16__device_stub__ci(i32 %n) !dbg !7 { ret void }
define i32 @main(ptr %p) {
  %a1 = alloca ptr
  %n1 = alloca i32
  %s1 = alloca float
  %c1 = call i32 @cudaConfigureCall(i64 4294967300, i32 1, i64 4294967552, i32 1, i64 0, ptr null)
  store ptr %p, ptr %a1
  store i32 3072, ptr %n1
  store float 2.0, ptr %s1
  %x1 = call i32 @cudaSetupArgument(ptr %a1, i64 8, i64 0)
  %x2 = call i32 @cudaSetupArgument(ptr %n1, i64 4, i64 8)
  %x3 = call i32 @cudaSetupArgument(ptr %s1, i64 4, i64 12)
  %l1 = call i32 @cudaLaunch(ptr @_Z16__device_stub__kPfif)
  %c2 = call i32 @cudaConfigureCall(i64 4294967300, i32 1, i64 4294967552, i32 1, i64 0, ptr null)
  store i32 3072, ptr %n1
  store float 3.0, ptr %s1
  %y1 = call i32 @cudaSetupArgument(ptr %a1, i64 8, i64 0)
  %y2 = call i32 @cudaSetupArgument(ptr %n1, i64 4, i64 8)
  %y3 = call i32 @cudaSetupArgument(ptr %s1, i64 4, i64 12)
  %l2 = call i32 @cudaLaunch(ptr @_Z16__device_stub__kPfif)
  %c3 = call i32 @__cudaPushCallConfiguration(i64 4294967300, i32 1, i64 4294967552, i32 1, i64 0, ptr null)
  call void @_Z16__device_stub__dPii(ptr %p, i32 7)
  %c4 = call i32 @__cudaPushCallConfiguration(i64 4294967300, i32 1, i64 4294967552, i32 1, i64 0, ptr null)
  call void @_Z16__device_stub__ci(i32 1)
  store ptr @_Z16__device_stub__ci, ptr @table
  %f = call i32 @cudaFuncSetAttribute(ptr @_Z16__device_stub__dPii, i32 8, i32 4096)
  ret i32 0
}
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!9}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "clang", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "k.cu", directory: "/src")
!2 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!3 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!4 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!10 = !DISubroutineType(types: !{null, !4, !2, !3})
!11 = !DISubroutineType(types: !{null, !4, !2})
!12 = !DISubroutineType(types: !{null, !2})
!5 = distinct !DISubprogram(name: "k", linkageName: "_Z16__device_stub__kPfif", scope: !1, file: !1, line: 3, type: !10, unit: !0, spFlags: DISPFlagDefinition)
!6 = distinct !DISubprogram(name: "d", linkageName: "_Z16__device_stub__dPii", scope: !1, file: !1, line: 4, type: !11, unit: !0, spFlags: DISPFlagDefinition)
!7 = distinct !DISubprogram(name: "c", linkageName: "_Z16__device_stub__ci", scope: !1, file: !1, line: 5, type: !12, unit: !0, spFlags: DISPFlagDefinition)
!9 = !{i32 2, !"Debug Info Version", i32 3}
)",
                                        error, context);
  REQUIRE(host);
  HostLaunches launches = readHostLaunches(*host);
  CHECK(launches.launchedOtherwise == std::vector<std::string>{"c"});
  std::vector<AssumedArguments> assumed = assumedArguments(launches, "");
  REQUIRE(assumed.size() == 2);
  CHECK(assumed[0].values.kernel == "k");
  CHECK(assumed[0].launches == 2);
  CHECK(assumed[0].names == std::vector<std::string>{"n", "s"});
  REQUIRE(assumed[0].values.values.size() == 2);
  REQUIRE(assumed[0].values.values[0]);
  CHECK(assumed[0].values.values[0]->bits() == 3072);
  CHECK(assumed[0].texts[0] == "3072");
  CHECK_FALSE(assumed[0].values.values[1]); // 2.0 once, 3.0 once
  CHECK(assumed[1].values.kernel == "d");
  REQUIRE(assumed[1].values.values.size() == 1);
  CHECK(assumed[1].values.values[0]->bits() == 7);
  CHECK(assumedArguments(launches, "c").empty()); // launched otherwise too
}

TEST_CASE("only source text that may launch a kernel needs its host side read", "[driver][launches]") {
  CHECK(mentionsLaunch("int main() { k<<<1, 64>>>(a, 4); }"));
  CHECK(mentionsLaunch("#define LAUNCH(a) k<<<g, b>>>(a)"));
  CHECK(mentionsLaunch("cudaLaunchKernel((void *)k, g, b, args);"));
  CHECK(mentionsLaunch("cudaLaunchCooperativeKernel(k, g, b, args);"));
  CHECK_FALSE(mentionsLaunch("__global__ void k(int *a) { a[threadIdx.x << 1] = 0; }"));
  CHECK_FALSE(mentionsLaunch(""));
}

TEST_CASE("launch sizes are read from the host code's launches", "[driver][launches]") {
  llvm::LLVMContext context;
  llvm::SMDiagnostic error;
  // As clang -O1 leaves them: a stub per kernel (its debug name is the
  // kernel's), configurations with dim3s as (x | y << 32, z), launches of
  // the stubs (old API through cudaLaunch, new API calling the stub).
  auto host = llvm::parseAssemblyString(R"(
declare i32 @cudaConfigureCall(i64, i32, i64, i32, i64, ptr)
declare i32 @__cudaPushCallConfiguration(i64, i32, i64, i32, i64, ptr)
declare i32 @cudaLaunch(ptr)
define void @_Z16__device_stub__kPi(ptr %p) !dbg !5 { ret void }
define void @__device_stub__plain(ptr %p) { ret void }
define void @_Z16__device_stub__uPi(ptr %p) !dbg !7 { ret void }
define i32 @main(i32 %n) {
  %c1 = call i32 @cudaConfigureCall(i64 8589934596, i32 1, i64 4294967552, i32 1, i64 0, ptr null), !dbg !8
  %l1 = call i32 @cudaLaunch(ptr @_Z16__device_stub__kPi)
  %c2 = call i32 @__cudaPushCallConfiguration(i64 8589934596, i32 1, i64 4294967552, i32 1, i64 0, ptr null)
  call void @_Z16__device_stub__kPi(ptr null)
  %w = zext i32 %n to i64
  %c3 = call i32 @__cudaPushCallConfiguration(i64 %w, i32 1, i64 4294967328, i32 1, i64 0, ptr null)
  call void @__device_stub__plain(ptr null)
  ret i32 0
}
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!9}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "clang", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "k.cu", directory: "/src")
!4 = !DISubroutineType(types: !{})
!5 = distinct !DISubprogram(name: "k", linkageName: "_Z16__device_stub__kPi", scope: !1, file: !1, line: 3, type: !4, unit: !0, spFlags: DISPFlagDefinition)
!6 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 9, type: !4, unit: !0, spFlags: DISPFlagDefinition)
!7 = distinct !DISubprogram(name: "u", linkageName: "_Z16__device_stub__uPi", scope: !1, file: !1, line: 5, type: !4, unit: !0, spFlags: DISPFlagDefinition)
!8 = !DILocation(line: 12, column: 3, scope: !6)
!9 = !{i32 2, !"Debug Info Version", i32 3}
)",
                                        error, context);
  REQUIRE(host);
  HostLaunches launches = readHostLaunches(*host);
  CHECK(launches.kernels == std::vector<std::string>{"k", "plain", "u"});
  REQUIRE(launches.launches.size() == 3);
  CHECK(launches.launches[0].kernel == "k");
  CHECK(launches.launches[0].grid == std::array<uint64_t, 3>{4, 2, 1});
  CHECK(launches.launches[0].block == std::array<uint64_t, 3>{256, 1, 1});
  REQUIRE(launches.launches[0].where.size() == 1);
  CHECK(launches.launches[0].where[0].line == 12);
  CHECK(launches.launches[1].kernel == "k");
  CHECK(launches.launches[2].kernel == "plain");
  CHECK_FALSE(launches.launches[2].grid);

  ChosenLaunch k = chooseLaunch(launches, "k");
  REQUIRE(k.launch);
  CHECK(k.why == "grid (4, 2, 1), block (256, 1, 1)");
  CHECK(chooseLaunch(launches, "plain").why.find("computes at run time") != std::string::npos);
  // --gridDim given: only the block is needed, and plain's is constant.
  ChosenLaunch plainBlock = chooseLaunch(launches, "plain", {false, true});
  REQUIRE(plainBlock.launch);
  CHECK(plainBlock.why == "block (32, 1, 1)");
  CHECK(chooseLaunch(launches, "plain", {true, false}).why.find("with a grid it computes at run time") !=
        std::string::npos);
  CHECK(chooseLaunch(launches, "u").why.find("does not launch 'u'") != std::string::npos);
  HostLaunches byAddress = launches;
  byAddress.launchedOtherwise.push_back("u"); // a graph's kernel node names its address
  CHECK(chooseLaunch(byAddress, "u").why.find("launches 'u' only through its address") != std::string::npos);
  CHECK(chooseLaunch(launches, "kk").why == "no kernel named 'kk'; the kernels: k, plain, u (did you mean 'k'?)");
  CHECK_FALSE(chooseLaunch(launches, "").launch); // plain's and u's stand in the way

  // Kernels launched with different sizes each: a group per size.
  HostLaunches two = launches;
  two.kernels = {"k", "k2"};
  HostLaunch second = two.launches[0];
  second.kernel = "k2";
  second.block = std::array<uint64_t, 3>{128, 1, 1};
  two.launches = {two.launches[0], two.launches[1], second};
  CHECK(chooseLaunch(two, "").why ==
        "the host code launches 'k' and 'k2' with different sizes (--kernel-name picks one)");
  LaunchGroups groups = chooseLaunchGroups(two, "");
  REQUIRE(groups.groups.size() == 2);
  CHECK(groups.groups[0].kernels == std::vector<std::string>{"k"});
  CHECK(groups.groups[1].kernels == std::vector<std::string>{"k2"});
  CHECK(groups.groups[1].why == "grid (4, 2, 1), block (128, 1, 1)");
  // Only the grids are needed (--blockDim given), and they agree: one group.
  CHECK(chooseLaunchGroups(two, "", {true, false}).groups.size() == 1);
  // One kernel's own launches must agree.
  HostLaunches differing = two;
  differing.launches[1].block = std::array<uint64_t, 3>{64, 1, 1};
  CHECK(chooseLaunchGroups(differing, "").why == "the host code launches 'k' with different sizes");
}
