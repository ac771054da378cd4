// The command line's options as CLI11 declares them (every option gpuverify
// takes, with its help text), into the raw values Options.cpp gives meaning.
#pragma once

#include "pipeline/Abbreviations.h"

#include <CLI/CLI.hpp>

#include <optional>
#include <string>
#include <vector>

namespace gv::driver {

// The command line as CLI11 stores it, before it is given meaning.
struct RawOptions {
  std::string kernel;
  std::string localSize, blockDim, numGroups, gridDim, globalSize, globalOffset;
  bool allSizes = false;
  bool opencl = false, cuda = false;
  bool version = false, verbose = false, silent = false, time = false, debug = false;
  std::optional<unsigned> timeout;
  bool keepTemps = false;
  bool stopAtOpt = false, stopAtGbpl = false, stopAtBpl = false, stopAtCbpl = false;
  std::vector<std::string> defines, includes, boogieFiles, omitInfer;
  std::vector<std::string> clangOpts, optOpts, bugleOpts, vcgenOpts, cruncherOpts, boogieOpts;
  bool noInline = false, noInfer = false, inferInfo = false, invariantsAsCandidates = false, noConcreteRuns = false;
  bool noReplay = false;
  unsigned crosscheck = 0;
  std::string reproducer;
  bool displayLoopAbstractions = false;
  std::optional<unsigned> kInductionDepth;
  bool adversarial = false, equality = false, noBenign = false, allInputs = false;
  bool onlyDivergence = false, onlyIntraGroup = false, onlyLog = false, asymmetricAsserts = false;
  bool staged = false;
  std::string kernelArgs, kernelArrays, kernelName;
  bool checkArrayBounds = false, findbugs = false, verify = false;
  std::optional<unsigned> warpSync, loopUnwind, errorLimit, subGroupSize;
  std::string warpMethod = "resync";
  std::string cudaArch = "sm_90";
  std::string cudaPath;
  std::string compileAs;
  bool noAnnotations = false, onlyRequires = false, noBarrierAccessChecks = false;
  bool mathInt = false, genSmt2 = false;
  std::optional<unsigned> pointerBitwidth; // the language's width if not given
  std::string raceInstrumenter, solver;
  std::string json, sarif;
  std::string clang, boogie, z3, cvc5;
  std::string cacheDir;
  bool noCache = false;
};

// Declares every option into `raw`; each has its row in TreeOptions.def
// (see markWhoMaySet).
void declareAllOptions(CLI::App &app, RawOptions &raw);

// The spellings of an option ("--name", "-n"), and of every option of a
// parser: what the abbreviation pass may expand to, taken from the parser
// itself so the two cannot disagree.
std::vector<std::string> spellingsOf(const CLI::Option &option);
std::vector<OptionSpelling> spellingsOf(const CLI::App &app);

} // namespace gv::driver
