// The gpuverify command line: GPUVerify's option names and behaviour
// (argparse-style prefix abbreviation, "--opt=value" and "--opt value"),
// parsed into one DriverOptions value that the rest of the driver reads.
#pragma once

#include "gpuverify/Translator.h"
#include "pipeline/Language.h"
#include "support/Toolchain.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace gv::driver {

enum class StopAfter {
  Nothing,
  Bitcode, // --stop-at-opt: keep <kernel>.bc
  Boogie,  // --stop-at-bpl (and -gbpl, -cbpl): keep <kernel>.bpl
};

// How the kernel's own annotations (__assert, __requires, ...) are used.
enum class Annotations {
  Checked,      // the default
  Ignored,      // --no-annotations
  OnlyRequires, // --only-requires: everything but __requires is ignored
};

// Kernels the host code launches with the same sizes (those it gives): with
// other such groups, each is verified at its own sizes.
struct KernelsAtSizes {
  std::vector<std::string> kernels; // source names, exactly
  std::optional<Extent3> numGroups, groupSize;
  // `geometry` with the sizes the group has.
  LaunchGeometry on(LaunchGeometry geometry) const {
    if (numGroups)
      geometry.numGroups = *numGroups;
    if (groupSize)
      geometry.groupSize = *groupSize;
    return geometry;
  }
};

struct DriverOptions {
  std::string kernelFile; // as given on the command line
  // A CUDA source's __global__ function templates (kernelTemplateNames),
  // read with the file when the options are: the cache key and the warning
  // for one never instantiated use the one reading.
  std::vector<std::string> kernelTemplates;
  InputKind inputKind = InputKind::Source;

  // Everything the translator understands: language, launch geometry,
  // abstraction, which checks to make, which kernel.
  TranslateOptions translate;
  // Global sizes that constrain unconstrained ("*") local sizes; they only
  // reach the kernel headers, as __GLOBAL_SIZE_i.
  std::array<std::optional<uint64_t>, 3> globalSize{};
  bool hasGlobalOffset = false; // translate.geometry.globalOffset was given
  // Whether --local_size/--blockDim and a grid size were given; they are
  // optional for .bc and .bpl inputs, whose geometry is then unconstrained.
  bool hasLaunchSizes = false;
  // A CUDA kernel given no sizes, or only --gridDim or only --blockDim: the
  // others are those its file's host code launches it with, if constant
  // (see HostLaunches.h); set by the driver.
  bool launchSizesFromHost = false;
  bool gridFromHost = false, blockFromHost = false; // which, with launchSizesFromHost
  // More than one: the kernels selected are launched with different sizes,
  // and each group is verified at its own (set by the driver).
  std::vector<KernelsAtSizes> launchGroups;
  // --all-inputs: no argument values assumed from the host code's launches
  // (see HostLaunches.h); every value the parameters can hold is checked.
  bool allInputs = false;
  // Whether host code clang rejects may be left out of the device-side
  // compile (see HostCodeLeftOut.h); not where the run needs that host code
  // (its launch sizes), set by the driver.
  bool hostCodeMayBeLeftOut = true;
  // translate.pointerBits is the language's default, not --pointer-bitwidth's:
  // a CUDA file that declares a 32-bit size_t is then compiled at 32 bits
  // (see compileKernel).
  bool pointerBitsByDefault = true;

  // clang
  std::vector<std::string> defines;            // -D
  std::vector<std::string> includeDirectories; // -I
  std::vector<std::string> clangOptions;       // --clang-opt, split on spaces
  std::string cudaArch = "sm_90";              // --cuda-arch
  std::string cudaPath;                        // --cuda-path: a toolkit, "none", or empty (see CudaToolkit.h)
  // --compile-as: the file clang takes the kernel's text for (a VFS overlay
  // puts the text there, see ClangCommand.h); empty: the kernel file itself.
  std::string compileAs;
  Annotations annotations = Annotations::Checked;

  // Boogie
  std::vector<std::string> boogieFiles;    // --boogie-file
  std::vector<std::string> boogieOptions;  // --boogie-opt, split on spaces
  std::optional<unsigned> errorLimit;      // --error-limit
  std::optional<unsigned> loopUnwind;      // set in bug-finding mode: /loopUnroll:N
  std::optional<unsigned> kInductionDepth; // --k-induction-depth (0: off), see boogie/KInduction.h
  bool generateSmt2 = false;               // --gen-smt2
  // Each race, divergence and assertion failure run on its counterexample's
  // inputs (pipeline/Replay.h); off with --no-replay.
  bool replay = true;
  // --crosscheck=N: a verified kernel run N times on inputs of the
  // executor's own, to find what the verifier missed (pipeline/Crosscheck.h).
  unsigned crosscheckRuns = 0;

  // Invariant inference
  bool inferInvariants = true; // off with --no-infer
  // Candidates false in a random execution are dropped before Houdini runs
  // (houdini/ConcreteRuns.h); off with --no-concrete-runs.
  bool concreteRuns = true;
  // --staged: race freedom proved with the kernel's assertions and barrier
  // invariants assumed, then those checked with race checking off.
  // --no-inline: the summary counts procedures as GPUVerify's modular
  // verification does (each function with a body, each error charged to
  // the function whose code failed).
  bool countProcedures = false;
  bool staged = false;
  // --warp-method=two-pass: threads of one warp and of different warps are
  // checked by two programs, run in parallel.
  bool warpTwoPass = false;
  bool inferInfo = false;               // --infer-info: show the candidates that survived
  bool displayLoopAbstractions = false; // values at the loop heads a counterexample passes
  std::vector<std::string> omitInfer;   // --omit-infer: rules not to use
  bool invariantsAsCandidates = false;  // user invariants are kept only if proved

  // Running
  unsigned timeoutSeconds = 300; // for the whole run (see Deadline); 0 means none
  bool keepTemps = false;
  StopAfter stopAfter = StopAfter::Nothing;
  bool verbose = false;
  bool silent = false;
  bool showTimes = false;
  ToolOverrides tools;
  // --solver: who verifies. z3 always; cvc5, racing it on the final
  // verification, with --solver=cvc5 (it costs a second core: with it by
  // default, the examples' slowest proofs ran past their time under -j2).
  enum class Solvers { Z3, Z3AndCvc5 };
  Solvers solvers = Solvers::Z3;

  // Reports
  std::string jsonFile;  // --json: "" none, "-" stdout
  std::string sarifFile; // --sarif
  // --reproducer: where the CUDA program that reproduces the first error a
  // replay confirmed is written (pipeline/Reproducer.h).
  std::string reproducerFile;

  // The result cache (ResultCache.h): off with --no-cache; --cache-dir, or
  // empty for the default.
  bool useCache = true;
  std::string cacheDirectory;

  // Options accepted for compatibility that change nothing here; shown
  // under --verbose.
  std::vector<std::string> ignoredOptionNotes;
  // Things the user must know even without --verbose.
  std::vector<std::string> warnings;
};

enum class CommandLineAction { Verify, PrintHelp, PrintVersion };

struct CommandLine {
  CommandLineAction action = CommandLineAction::Verify;
  DriverOptions options; // complete only for Verify
  std::string helpText;  // for PrintHelp
  // The arguments as parsed, abbreviations expanded and each option's value
  // joined to it ("--json=out.json", "-DN=4"): one spelling for each command
  // line that means the same, for the result cache's key.
  std::vector<std::string> canonicalArguments;
};

// Parses the arguments after the program name. Throws Failure(CommandLine)
// with GPUVerify's message for anything malformed, unknown, contradictory
// or not supported yet. Reads the kernel file when its language has to be
// sniffed from its contents.
CommandLine parseCommandLine(const std::vector<std::string> &arguments);

// The arguments of a command line that verifies many kernels (a batch
// run's, after its own options are taken out): gpuverify's options, each
// with its value, and the operands (the paths). The options are checked as
// parseCommandLine checks them, as far as that can be done without a kernel
// (unknown and malformed options); abbreviations are expanded. Throws
// Failure(CommandLine).
struct OptionsAndOperands {
  std::vector<std::string> options, operands;
};
OptionsAndOperands separateOptions(const std::vector<std::string> &arguments);

// Each option of `arguments` as the parser reads it: abbreviations
// expanded, with its value, joined ("-DN=4", "--json=out.json") or the next
// argument; an argument that is no option's value is an operand (empty
// name). Options the parser does not know keep their spelling, so that the
// caller can refuse them. Throws Failure(CommandLine) for an ambiguous
// abbreviation.
struct GivenOption {
  std::string name; // "--local_size", "-D"; empty for an operand
  std::string value;
};
std::vector<GivenOption> givenOptions(const std::vector<std::string> &arguments);

// The words a pass-through option's values (--clang-opt, --boogie-opt,
// --vcgen-opt) give their tool: each value split on blanks
// ("--boogie-opt=/a /b" gives two).
std::vector<std::string> passThroughWords(const std::vector<std::string> &values);

// Every option the parser declares, as spelled ("--local_size", "-D", "-h").
std::vector<std::string> declaredOptionSpellings();

// Each option the parser declares, as --help describes it: what the shell
// completion and the man page are generated from (app/option_docs.cpp).
struct OptionDoc {
  std::vector<std::string> spellings; // "--local_size"; "-h", "--help"
  std::string valueName;              // "TEXT", "UINT"; empty for a flag
  std::string help;
};
std::vector<OptionDoc> declaredOptionDocs();
// The other ways to run gpuverify (--batch, --lsp, ...), as --help ends.
std::string otherModesText();

// Throws Failure(CommandLine) if a launch size, an offset or the last
// global id does not fit in the launch's size_t. `widthReason` says why the
// width is what it is where the kernel, not the options, chose it.
void checkLaunchFits(const DriverOptions &options, const std::string &widthReason = "");

} // namespace gv::driver
