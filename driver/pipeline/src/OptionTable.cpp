#include "OptionTable.h"

#include "pipeline/TreeOptions.h"

#include <set>
#include <stdexcept>
#include <string>

namespace gv::driver {

namespace {

// A repeatable option that takes exactly one value per occurrence, so that
// "-D A kernel.cl" does not swallow the kernel file.
CLI::Option *addRepeatable(CLI::App &app, const std::string &name, std::vector<std::string> &into,
                           const std::string &help) {
  return app.add_option(name, into, help)->expected(1)->allow_extra_args(false)->take_all();
}

void declareGeneralOptions(CLI::App &app, RawOptions &raw) {
  app.add_option("kernel", raw.kernel, "The OpenCL (.cl), CUDA (.cu), bitcode (.bc) or Boogie (.bpl) file");
  app.add_flag("--version", raw.version, "Show version information and exit");
  addRepeatable(app, "-D", raw.defines, "Define a preprocessor symbol");
  addRepeatable(app, "-I", raw.includes, "Add a directory to the include path");
  auto *opencl = app.add_flag("--opencl", raw.opencl, "The kernel is OpenCL");
  auto *cuda = app.add_flag("--cuda", raw.cuda, "The kernel is CUDA");
  opencl->excludes(cuda);
  auto *verbose = app.add_flag("--verbose", raw.verbose, "Show the commands run and their output");
  auto *silent = app.add_flag("--silent", raw.silent, "Do not print the summary of a successful run");
  verbose->excludes(silent);
  app.add_flag("--time", raw.time, "Show how long each stage took");
  app.add_option("--timeout", raw.timeout,
                 "Time limit for the whole run in seconds (default 300, 0: none); inference gets two thirds of it");
  app.add_option("--error-limit", raw.errorLimit, "Report at most this many errors");
  app.add_flag("--debug", raw.debug, "Ignored (accepted for compatibility): it has no effect here");
  app.add_flag("--keep-temps", raw.keepTemps, "Keep <kernel>.bc and <kernel>.bpl next to the kernel");
}

void declareSizingOptions(CLI::App &app, RawOptions &raw) {
  auto *localSize = app.add_option("--local_size", raw.localSize, "Work-group size, e.g. 64 or [16,16]");
  auto *blockDim = app.add_option("--blockDim", raw.blockDim, "Thread-block size, e.g. 64 or [16,16]");
  localSize->excludes(blockDim);
  auto *numGroups = app.add_option("--num_groups", raw.numGroups, "Number of work-groups");
  auto *gridDim = app.add_option("--gridDim", raw.gridDim, "Number of thread blocks");
  auto *globalSize = app.add_option("--global_size", raw.globalSize, "NDRange size in work-items");
  numGroups->excludes(gridDim);
  numGroups->excludes(globalSize);
  gridDim->excludes(globalSize);
  app.add_option("--global_offset", raw.globalOffset, "NDRange global offset (OpenCL)");
  auto *allSizes = app.add_flag("--all-sizes", raw.allSizes,
                                "Verify for every launch size within the platform's limits (every dimension \"*\")");
  for (CLI::Option *sized : {localSize, blockDim, numGroups, gridDim, globalSize})
    allSizes->excludes(sized);
}

void declareCheckOptions(CLI::App &app, RawOptions &raw) {
  auto *adversarial =
      app.add_flag("--adversarial-abstraction", raw.adversarial, "Reads from shared arrays yield arbitrary values");
  auto *equality = app.add_flag("--equality-abstraction", raw.equality,
                                "Both threads read equal, unknown values from shared arrays");
  adversarial->excludes(equality);
  app.add_flag("--no-benign-tolerance", raw.noBenign, "Report races that write equal values");
  auto *onlyDivergence =
      app.add_flag("--only-divergence", raw.onlyDivergence, "Check barrier divergence and assertions only");
  auto *staged = app.add_flag("--staged", raw.staged,
                              "Prove race freedom first (assertions and barrier invariants assumed), then "
                              "check them with race checking off");
  staged->excludes(onlyDivergence);
  app.add_flag("--only-intra-group", raw.onlyIntraGroup, "Check races within one group only");
  app.add_flag("--only-log", raw.onlyLog, "Log accesses but check no races");
  app.add_flag("--asymmetric-asserts", raw.asymmetricAsserts, "Check assertions for one thread only");
  app.add_option("--kernel-args", raw.kernelArgs, "K,v1,...,vn: fix scalar arguments of kernel K");
  app.add_flag("--all-inputs", raw.allInputs,
               "CUDA: assume no argument values from the host code's launches; check every value");
  app.add_option("--kernel-arrays", raw.kernelArrays, "K,s1,...,sn: array sizes of kernel K, in bytes");
  app.add_option("--kernel-name", raw.kernelName,
                 "Verify only this kernel (a template's name without arguments: each of its instantiations)");
  app.add_flag("--check-array-bounds", raw.checkArrayBounds, "Check array accesses are in bounds");
  app.add_option("--warp-sync", raw.warpSync, "Threads of a warp of this size run in lockstep");
  app.add_option("--sub-group-size", raw.subGroupSize,
                 "The work-items of an OpenCL sub-group (consecutive linear local ids; default: --warp-sync's "
                 "size, else 32)")
      ->check(CLI::IsMember({1u, 2u, 4u, 8u, 16u, 32u}));
  app.add_option("--cuda-arch", raw.cudaArch,
                 "The GPU architecture CUDA kernels are compiled for, which __CUDA_ARCH__ says (default sm_90, "
                 "the newest clang-19 knows; from sm_70 on, no lockstep within a warp)")
      ->check(CLI::Validator(
          [](const std::string &arch) {
            // What clang-19 compiles CUDA for: a newer architecture is an
            // error of the command line, not of clang.
            static const std::set<std::string> known = {"sm_20", "sm_21", "sm_30", "sm_32", "sm_35", "sm_37", "sm_50",
                                                        "sm_52", "sm_53", "sm_60", "sm_61", "sm_62", "sm_70", "sm_72",
                                                        "sm_75", "sm_80", "sm_86", "sm_87", "sm_89", "sm_90", "sm_90a"};
            return known.count(arch) ? std::string()
                                     : "clang-19 compiles CUDA for sm_20 to sm_90a (e.g. sm_70, sm_80, sm_90); " +
                                           arch + " is not one of them";
          },
          "sm_NN"));
  app.add_option("--cuda-path", raw.cudaPath,
                 "The CUDA toolkit to compile CUDA kernels against (clang's CUDA mode), or 'none'. Default: "
                 "gpuverify's own headers, and a toolkit found ($CUDA_PATH, /usr/local/cuda, nvcc on PATH) for "
                 "the headers they lack")
      ->type_name("DIR");
  app.add_option("--compile-as", raw.compileAs,
                 "Compile the kernel's text as if it were this file, which must exist: its includes are looked "
                 "up from there, and clang's messages name it (the language server verifies an editor's text so)")
      ->type_name("PATH");
  app.add_option("--warp-method", raw.warpMethod,
                 "With --warp-sync: resync (default; one program) or two-pass (threads of one warp and of "
                 "different warps checked apart, in parallel)")
      ->check(CLI::IsMember({"resync", "two-pass"}));
  auto *findbugs = app.add_flag("--findbugs", raw.findbugs, "Look for bugs by unwinding loops");
  auto *verify = app.add_flag("--verify", raw.verify, "Prove absence of defects (the default)");
  findbugs->excludes(verify);
  app.add_option("--loop-unwind", raw.loopUnwind, "Unwind loops this many times; implies --findbugs");
  auto *noAnnotations = app.add_flag("--no-annotations", raw.noAnnotations, "Ignore the kernel's annotations");
  auto *onlyRequires = app.add_flag("--only-requires", raw.onlyRequires, "Ignore annotations but __requires");
  noAnnotations->excludes(onlyRequires);
  app.add_flag("--no-barrier-access-checks", raw.noBarrierAccessChecks,
               "Let barrier invariants read elements the threads did not access (unsound)");
  app.add_flag("--math-int", raw.mathInt, "Model integers as mathematical integers");
  app.add_option("--pointer-bitwidth", raw.pointerBitwidth,
                 "32 or 64, the width of pointers and size_t: 64 for CUDA (every CUDA 12 device's), 32 for OpenCL "
                 "(GPUVerify's default)")
      ->check(CLI::IsMember({32, 64}));
  app.add_option("--race-instrumenter", raw.raceInstrumenter,
                 "Ignored (accepted for compatibility): races are always checked with one watched location")
      ->check(CLI::IsMember({"original", "watchdog-single", "watchdog-multiple"}));
  app.add_option("--solver", raw.solver,
                 "z3 (default): z3 alone; cvc5: cvc5 (which must be installed) races z3, for the proofs z3 is "
                 "slow to find")
      ->check(CLI::IsMember({"z3", "cvc4", "cvc5"}));
  app.add_flag("--gen-smt2", raw.genSmt2, "Write the solver's input to <kernel>.smt2");
}

void declareInferenceOptions(CLI::App &app, RawOptions &raw) {
  app.add_flag("--no-inline", raw.noInline,
               "Verify every function as a procedure of its own (GPUVerify's modular verification): "
               "functions no kernel calls are verified too, and the summary counts procedures");
  app.add_flag("--no-infer", raw.noInfer, "Do not infer loop invariants");
  app.add_flag("--infer-info", raw.inferInfo, "Show which candidate invariants were proved");
  app.add_flag("--display-loop-abstractions", raw.displayLoopAbstractions,
               "With an error that passes a loop's head, show the loop counters' values there (the state the "
               "counterexample enters the loop in; GPUVerify's /displayLoopAbstractions)");
  app.add_flag("--no-replay", raw.noReplay,
               "Do not run the kernel on a reported error's inputs to tell whether the error is real");
  app.add_option("--crosscheck", raw.crosscheck,
                 "Run a verified kernel N times on inputs of its own (edge values, random memory): a run that "
                 "shows a race, divergence or failed assertion is reported as an error the verifier missed")
      ->type_name("N");
  app.add_flag("--no-concrete-runs", raw.noConcreteRuns,
               "Do not run the program to refute candidate invariants before Houdini");
  addRepeatable(app, "--omit-infer", raw.omitInfer, "Do not generate candidates of this rule");
  app.add_option("--k-induction-depth", raw.kInductionDepth,
                 "Prove loops by k-induction over K iterations (GPUVerify's and Boogie's combined-case "
                 "k-induction; 0: off), invariants or not")
      ->type_name("K");
  app.add_flag("--invariants-as-candidates", raw.invariantsAsCandidates,
               "Treat user loop invariants as candidates: keep only those proved");
}

void declareStageOptions(CLI::App &app, RawOptions &raw) {
  auto *stopAtOpt = app.add_flag("--stop-at-opt", raw.stopAtOpt, "Stop after writing <kernel>.bc");
  auto *stopAtGbpl = app.add_flag("--stop-at-gbpl", raw.stopAtGbpl, "Same as --stop-at-bpl");
  auto *stopAtBpl = app.add_flag("--stop-at-bpl", raw.stopAtBpl, "Stop after writing <kernel>.bpl");
  auto *stopAtCbpl = app.add_flag("--stop-at-cbpl", raw.stopAtCbpl, "Same as --stop-at-bpl");
  std::vector<CLI::Option *> stops = {stopAtOpt, stopAtGbpl, stopAtBpl, stopAtCbpl};
  for (auto *a : stops)
    for (auto *b : stops)
      if (a != b)
        a->excludes(b);
  addRepeatable(app, "--boogie-file", raw.boogieFiles, "An extra .bpl file for Boogie");
  addRepeatable(app, "--clang-opt", raw.clangOpts, "Options for clang");
  addRepeatable(app, "--opt-opt", raw.optOpts, "Ignored (accepted for compatibility): there is no opt stage");
  addRepeatable(app, "--bugle-opt", raw.bugleOpts, "Ignored (accepted for compatibility): there is no bugle stage");
  addRepeatable(app, "--vcgen-opt", raw.vcgenOpts, "GPUVerifyVCGen options (/checkArrays:A,B, ...)");
  addRepeatable(app, "--cruncher-opt", raw.cruncherOpts,
                "Ignored (accepted for compatibility): there is no cruncher stage");
  addRepeatable(app, "--boogie-opt", raw.boogieOpts, "Options for Boogie");
  app.add_option("--json", raw.json, "Write a JSON report to this file ('-': stdout)");
  app.add_option("--cache-dir", raw.cacheDir,
                 "Keep results here, to print again when nothing that decides them changed (default: "
                 "$XDG_CACHE_HOME/gpuverify, else ~/.cache/gpuverify)")
      ->type_name("DIR");
  app.add_flag("--no-cache", raw.noCache, "Neither use nor keep cached results");
  app.add_option("--sarif", raw.sarif, "Write a SARIF 2.1.0 log to this file ('-': stdout)");
  app.add_option("--reproducer", raw.reproducer,
                 "Write a CUDA program that launches the kernel as the run that confirmed the first error did "
                 "(for nvcc and compute-sanitizer)")
      ->type_name("FILE");
  app.add_option("--clang", raw.clang, "The clang-19 to use (else GPUVERIFY_CLANG, PATH)");
  app.add_option("--boogie", raw.boogie, "The boogie to use (else GPUVERIFY_BOOGIE, PATH)");
  app.add_option("--z3", raw.z3, "The z3 to use (else GPUVERIFY_Z3, PATH)");
  app.add_option("--cvc5", raw.cvc5, "The cvc5 to use (else GPUVERIFY_CVC5, PATH)");
}

// Every option has its row in TreeOptions.def (a new one cannot be
// forgotten there: no command line would parse), and --help says which
// only the command line may give.
void markWhoMaySet(CLI::App &app) {
  for (CLI::Option *option : app.get_options()) {
    std::vector<std::string> spellings = spellingsOf(*option);
    if (spellings.empty()) // the kernel, an operand
      continue;
    std::optional<OptionOrigin> row = originOf(spellings.front());
    if (!row || row->parsedBy != OptionParser::Driver)
      throw std::logic_error(spellings.front() + " has no row of the driver's in TreeOptions.def");
    if (row->setBy == OptionSetter::CommandLine)
      option->description(option->get_description() + " (command line only)");
    if (row->setBy == OptionSetter::ClangValues || row->setBy == OptionSetter::BoogieValues)
      option->description(option->get_description() +
                          " (from a kernel's header or gpuverify.json, only the values docs/batch.md lists)");
  }
}

} // namespace

void declareAllOptions(CLI::App &app, RawOptions &raw) {
  declareGeneralOptions(app, raw);
  declareSizingOptions(app, raw);
  declareCheckOptions(app, raw);
  declareInferenceOptions(app, raw);
  declareStageOptions(app, raw);
  markWhoMaySet(app);
}

std::vector<std::string> spellingsOf(const CLI::Option &option) {
  std::vector<std::string> spellings;
  for (const auto &name : option.get_lnames())
    spellings.push_back("--" + name);
  for (const auto &name : option.get_snames())
    spellings.push_back("-" + name);
  return spellings;
}

std::vector<OptionSpelling> spellingsOf(const CLI::App &app) {
  std::vector<OptionSpelling> spellings;
  for (const CLI::Option *option : app.get_options())
    for (const std::string &name : spellingsOf(*option))
      spellings.push_back({name, option->get_type_size_max() > 0});
  return spellings;
}

} // namespace gv::driver
