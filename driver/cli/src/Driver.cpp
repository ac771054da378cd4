#include "cli/Driver.h"

#include "boogie/InvariantsAtLatches.h"
#include "boogie/KInduction.h"
#include "boogie/Printer.h"
#include "cli/RunCache.h"
#include "gpuverify/KernelNames.h"
#include "pipeline/BoogieRunner.h"
#include "pipeline/Frontend.h"
#include "pipeline/HostKnowledge.h"
#include "pipeline/HostLaunches.h"
#include "pipeline/InvariantInference.h"
#include "pipeline/KernelTemplates.h"
#include "pipeline/LaunchAssumptions.h"
#include "pipeline/OptionFiles.h"
#include "pipeline/Options.h"
#include "pipeline/SolverStrategy.h"
#include "pipeline/ToolVersions.h"
#include "reports/JsonReport.h"
#include "reports/ProcedureCounts.h"
#include "reports/Report.h"
#include "reports/SarifReport.h"
#include "reports/SourceLines.h"
#include "reports/TextReport.h"
#include "support/CapturedStream.h"
#include "support/Deadline.h"
#include "support/Failure.h"
#include "support/StatusLine.h"
#include "support/TempDir.h"
#include "support/UserFiles.h"
#include "support/Watchdog.h"

#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>

#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <future>
#include <iostream>
#include <ostream>
#include <sstream>
#include <unistd.h>

namespace gv::driver {

namespace fs = std::filesystem;

namespace {

std::string kernelDirectory(const std::string &kernelFile) {
  fs::path directory = fs::path(kernelFile).parent_path();
  return directory.empty() ? "." : directory.string();
}

// "dir/kernel.cl" -> "dir/kernel.<extension>": where GPUVerify keeps the
// files of each stage.
std::string besideKernel(const std::string &kernelFile, const std::string &extension) {
  fs::path path(kernelFile);
  return (fs::path(kernelDirectory(kernelFile)) / (path.stem().string() + extension)).string();
}

// GPUVerify's Bugle errors start with the place, so the conformance
// regexes (e.g. "error: Unsupported function pointer") match; errors of the
// options start as GPUVerify's do ("GPUVerify: error: ...").
Failure translationFailure(const TranslationError &error, const std::string &kernelFile, const SourceLines &sources) {
  if (error.causedByCommandLine)
    return Failure(ExitCode::CommandLine, error.what());
  if (error.causedByOptions)
    return Failure(ExitCode::Translation, std::string("GPUVerify: error: ") + error.what());
  SourceChain chain = sources.userView(error.where);
  std::string where = !chain.empty() && !chain.front().file.empty() ? chain.front().text() : kernelFile;
  return Failure(ExitCode::Translation, where + ": error: " + error.what());
}

double secondsBetween(std::chrono::steady_clock::time_point start, std::chrono::steady_clock::time_point end) {
  return std::chrono::duration<double>(end - start).count();
}

void writeDocument(const UserFiles &files, const std::string &target, const std::string &text, const std::string &what,
                   std::ostream &stdoutStream) {
  if (target == "-") {
    stdoutStream << text << std::flush;
    if (!stdoutStream)
      throw Failure(ExitCode::InputOutput, "cannot write " + what + " to standard output");
    return;
  }
  files.writeReport(target, text, what);
}

// For a command line that did not parse: the value of `option` (--json,
// --sarif), if one can be made out, so that tools still get a verdict.
std::string optionValueOf(const std::vector<std::string> &arguments, const std::string &option) {
  for (size_t i = 0; i < arguments.size(); ++i) {
    if (arguments[i].rfind(option + "=", 0) == 0)
      return arguments[i].substr(option.size() + 1);
    if (arguments[i] == option && i + 1 < arguments.size())
      return arguments[i + 1];
  }
  return "";
}

// What Boogie found in one program.
struct StageResult {
  std::vector<ReportedError> errors;
  std::optional<BoogieSummary> summary;
  Verdict verdict = Verdict::Error;
};

// The two passes of --warp-method=two-pass as one result: verified if
// both verified; every error of either, an error both found (a divergent
// barrier, a failed assertion) once.
StageResult combinePasses(const StageResult &sameWarp, const StageResult &differentWarps) {
  StageResult both = sameWarp;
  auto sameError = [](const ReportedError &a, const ReportedError &b) {
    auto where = [](const ReportedError &e) {
      return e.trace.empty()
                 ? std::pair<unsigned, unsigned>{0, 0}
                 : std::pair<unsigned, unsigned>{e.trace.front().location.line, e.trace.front().location.column};
    };
    return !a.race && !b.race && a.message == b.message && where(a) == where(b);
  };
  for (const ReportedError &error : differentWarps.errors)
    if (std::none_of(both.errors.begin(), both.errors.end(),
                     [&](const ReportedError &e) { return sameError(e, error); }))
      both.errors.push_back(error);
  if (both.summary && differentWarps.summary) {
    const BoogieSummary &other = *differentWarps.summary;
    both.summary->verified = std::min(both.summary->verified, other.verified);
    both.summary->errors = static_cast<unsigned>(both.errors.size());
    both.summary->inconclusive += other.inconclusive;
    both.summary->timeOuts += other.timeOuts;
    both.summary->outOfMemory += other.outOfMemory;
  } else if (!both.summary) {
    both.summary = differentWarps.summary;
  }
  auto severity = [](Verdict v) {
    return v == Verdict::Errors ? 3 : v == Verdict::Timeout ? 2 : v == Verdict::Verified ? 0 : 1;
  };
  if (severity(differentWarps.verdict) > severity(both.verdict))
    both.verdict = differentWarps.verdict;
  return both;
}

// One verification run of one kernel file.
class Run {
public:
  Run(const std::vector<std::string> &arguments, const DriverOptions &options, std::ostream &out, std::ostream &err)
      : options_(options), statusLine_(err, &err == &std::cerr && ::isatty(STDERR_FILENO) == 1 && !options.verbose),
        capturedOut_(out), capturedErr_(statusLine_.stream()),
        textOut_(writesDocumentToStdout(options) ? capturedErr_.stream() : capturedOut_.stream()),
        stdout_(capturedOut_.stream()), err_(capturedErr_.stream()), environment_(processEnvironment()),
        sources_(kernelDirectory(options.kernelFile)), deadline_(options.timeoutSeconds, runStart()),
        userFiles_(inputsOf(options)), cache_(RunCache::forRun(arguments, options, environment_, options_.warnings)) {
    report_.kernelFile = options.kernelFile;
    report_.language = options.translate.language;
    statusLine_.setDeadline(&deadline_);
    if (!options.compileAs.empty())
      sources_.readKernelAs(options.compileAs, options.kernelFile);
  }

  int execute() {
    printNotes();
    try {
      checkUserFiles();
      checkBoogieOptions(options_, boogieTools());
    } catch (const Failure &failure) { // before any work, and no report over an input
      err_ << formatFailure(failure) << std::endl;
      return toInt(failure.code());
    }
    // What the run prints from here on is what a cached result prints again.
    capturedOut_.forget();
    capturedErr_.forget();
    watchdog::arm(deadline_.end(), lastWords());
    try {
      verify();
      watchdog::disarm();
      statusLine_.finish();
      if (cached_)
        return replay(*cached_);
      // Measured before printing, so that --time and the JSON report's
      // times add up to the same wall time.
      report_.times.wall = deadline_.elapsed();
      printErrors(report_, err_);
      printOutcome(report_, summaryStyle(), textOut_);
    } catch (const Failure &failure) {
      watchdog::disarm();
      statusLine_.finish();
      recordFailure(failure);
    } catch (const std::exception &bug) { // e.g. from the translator: still a verdict for tools
      watchdog::disarm();
      statusLine_.finish();
      recordFailure(Failure(ExitCode::Internal, bug.what()));
    }
    if (!report_.times.wall)
      report_.times.wall = deadline_.elapsed();
    writeMachineReports();
    keepInCache();
    return toInt(report_.exitCode);
  }

private:
  static bool writesDocumentToStdout(const DriverOptions &options) {
    return options.jsonFile == "-" || options.sarifFile == "-";
  }

  // The reports of a run ended from outside (see Watchdog.h): made from the
  // options alone, on the watchdog's thread.
  watchdog::LastWords lastWords() const {
    return [options = options_, files = userFiles_, &out = stdout_, started = deadline_](Verdict verdict, ExitCode code,
                                                                                         const std::string &why) {
      Report report;
      report.times.wall = started.elapsed();
      report.kernelFile = options.kernelFile;
      report.language = options.translate.language;
      report.verdict = verdict;
      report.exitCode = code;
      report.failure = why;
      if (!options.jsonFile.empty())
        writeDocument(files, options.jsonFile, jsonReportText(report), "the JSON report", out);
      if (!options.sarifFile.empty())
        writeDocument(files, options.sarifFile, sarifLogText(report), "the SARIF log", out);
    };
  }

  static std::vector<std::string> inputsOf(const DriverOptions &options) {
    std::vector<std::string> inputs = options.boogieFiles;
    inputs.push_back(options.kernelFile);
    std::vector<std::string> named = filesNamedByOptions(options);
    inputs.insert(inputs.end(), named.begin(), named.end());
    return inputs;
  }

  bool keepsBitcode() const {
    return options_.inputKind == InputKind::Source && (options_.keepTemps || options_.stopAfter == StopAfter::Bitcode);
  }
  bool keepsProgram() const {
    return options_.inputKind != InputKind::Boogie && (options_.keepTemps || options_.stopAfter == StopAfter::Boogie);
  }

  // Every file the run will write where the user sees it, checked before
  // any work starts.
  void checkUserFiles() const {
    if (!options_.jsonFile.empty() && options_.jsonFile != "-")
      userFiles_.checkReport(options_.jsonFile, "the JSON report");
    if (!options_.sarifFile.empty() && options_.sarifFile != "-")
      userFiles_.checkReport(options_.sarifFile, "the SARIF log");
    if (keepsBitcode())
      userFiles_.check(besideKernel(options_.kernelFile, ".bc"), "the bitcode");
    if (keepsProgram())
      userFiles_.check(besideKernel(options_.kernelFile, ".bpl"), "the Boogie program");
    if (options_.generateSmt2)
      userFiles_.check(besideKernel(options_.kernelFile, ".smt2"), "the solver's input");
  }

  std::ostream *echo() { return options_.verbose ? &err_ : nullptr; }

  // See KernelTemplates.h; CUDA sources only.
  std::string uninstantiatedTemplates(const Translation &translation) const {
    // A kernel asked for by name is the only one meant.
    if (options_.inputKind != InputKind::Source || options_.translate.language != SourceLanguage::CUDA ||
        !options_.translate.kernelName.empty())
      return "";
    std::vector<std::string> kernels;
    for (const auto &kernel : translation.kernels)
      kernels.push_back(kernel.sourceName);
    return uninstantiatedTemplatesMessage(kernelSource(), kernels);
  }

  std::string kernelSource() const {
    std::ifstream in(options_.kernelFile, std::ios::binary);
    return std::string((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  }

  void printNotes() {
    for (const auto &warning : options_.warnings)
      err_ << "gpuverify: note: " << warning << "\n";
    if (options_.verbose)
      for (const auto &note : options_.ignoredOptionNotes)
        err_ << "gpuverify: note: " << note << "\n";
  }

  SummaryStyle summaryStyle() const {
    SummaryStyle style;
    style.silent = options_.silent;
    style.onlyIntraGroup = options_.translate.onlyIntraGroup;
    style.onlyDivergence = options_.translate.onlyDivergence;
    style.loopUnwind = options_.loopUnwind;
    style.showTimes = options_.showTimes;
    style.checkArrayBounds = options_.translate.checkArrayBounds;
    return style;
  }

  void recordFailure(const Failure &failure) {
    report_.verdict = failure.code() == ExitCode::Timeout ? Verdict::Timeout : Verdict::Error;
    report_.exitCode = failure.code();
    report_.failure = failure.what();
    std::ostream &stream = printedOnStdout(failure.code()) ? textOut_ : err_;
    stream << formatFailure(failure) << std::endl;
    if (failure.code() == ExitCode::Timeout && !stage_.empty()) {
      // Where the time went: the stage that ran out of it, and the ones
      // before it.
      std::string where = "It ran out of time " + stage_ + ", " + secondsText(deadline_.elapsed()) + " into the run";
      std::string spent;
      for (auto [name, seconds] : {std::pair{"compiling", report_.times.clang},
                                   {"translating", report_.times.translator},
                                   {"inferring loop invariants", report_.times.houdini},
                                   {"verifying", report_.times.boogie}})
        if (seconds && name != stage_)
          spent += (spent.empty() ? "" : ", ") + std::string(name) + " " + secondsText(*seconds);
      where += spent.empty() ? "." : " (" + spent + ").";
      stream << where << std::endl;
      report_.failure += " " + where;
    }
  }

  static std::string secondsText(double seconds) {
    char text[32];
    std::snprintf(text, sizeof text, "%.1f s", seconds);
    return text;
  }

  // The stage the run is in: for the status line, and for saying where a
  // time-out happened.
  void enterStage(const std::string &name) {
    stage_ = name;
    statusLine_.stage(name);
  }

  void writeMachineReports() {
    if ((options_.jsonFile.empty() && options_.sarifFile.empty()) || reportsRefused_)
      return;
    report_.tools = queryToolVersions(options_.tools, environment_);
    if (!options_.jsonFile.empty())
      jsonText_ = jsonReportText(report_);
    if (!options_.sarifFile.empty())
      sarifText_ = sarifLogText(report_);
    writeReportDocuments();
  }

  void writeReportDocuments() {
    try {
      if (!options_.jsonFile.empty())
        writeDocument(userFiles_, options_.jsonFile, jsonText_, "the JSON report", stdout_);
      if (!options_.sarifFile.empty())
        writeDocument(userFiles_, options_.sarifFile, sarifText_, "the SARIF log", stdout_);
    } catch (const Failure &failure) {
      err_ << formatFailure(failure) << std::endl;
      if (report_.exitCode == ExitCode::Success) // a caller relying on the file must notice
        report_.exitCode = failure.code();
      writeFailed_ = true;
    }
  }

  // A result found in the cache, printed and written as its run did.
  int replay(const CachedRun &cached) {
    // Documents sent to stdout are in what the run printed there. A run
    // prints its notes and errors (stderr) before its summary (stdout): in
    // that order, the two read as they did when merged.
    err_ << cached.err << std::flush;
    stdout_ << cached.out << std::flush;
    report_.exitCode = static_cast<ExitCode>(cached.exitCode);
    jsonText_ = options_.jsonFile == "-" ? "" : cached.json;
    sarifText_ = options_.sarifFile == "-" ? "" : cached.sarif;
    if ((!options_.jsonFile.empty() && options_.jsonFile != "-") ||
        (!options_.sarifFile.empty() && options_.sarifFile != "-"))
      writeReportDocuments();
    return toInt(report_.exitCode);
  }

  // Whether a cached result quotes the source as it reads now (an edit
  // within a line need not change the bitcode).
  bool quotesCurrentSource(const CachedRun &cached) {
    return std::all_of(cached.quoted.begin(), cached.quoted.end(),
                       [&](const QuotedLine &q) { return sources_.lineAt(q.location) == q.text; });
  }

  // The lines the report quotes, for quotesCurrentSource.
  std::vector<QuotedLine> quotedLines() const {
    std::vector<QuotedLine> quoted;
    auto add = [&](const SourceTrace &trace) {
      for (const SourceFrame &frame : trace)
        if (frame.code)
          quoted.push_back({frame.location, *frame.code});
    };
    for (const ReportedError &error : report_.errors) {
      add(error.trace);
      if (error.race) {
        add(error.race->current.trace);
        add(error.race->previous.trace);
      }
      if (error.note)
        add(error.note->trace);
      for (const AbstractedLoop &loop : error.abstractedLoops)
        add(loop.trace);
    }
    return quoted;
  }

  // Only results that did not depend on how fast the solver was: a proof
  // (however it was found), or errors or a rejected kernel from a run in
  // which no solver query ran out of time.
  void keepInCache() {
    bool proof = report_.exitCode == ExitCode::Success && report_.verdict == Verdict::Verified;
    bool verdict = report_.exitCode == ExitCode::NotAllVerified || report_.exitCode == ExitCode::Translation;
    if (!cache_ || !(proof || (verdict && !solverGaveUp_)) || writeFailed_ || report_.verdict == Verdict::Timeout)
      return;
    if (report_.summary && (report_.summary->timeOuts || report_.summary->inconclusive || report_.summary->outOfMemory))
      return;
    CachedRun run;
    run.exitCode = toInt(report_.exitCode);
    run.out = capturedOut_.text();
    run.err = capturedErr_.text();
    run.json = options_.jsonFile == "-" ? "" : jsonText_;
    run.sarif = options_.sarifFile == "-" ? "" : sarifText_;
    run.quoted = quotedLines();
    cache_->store(run);
  }

  void verify() {
    if (options_.inputKind == InputKind::Boogie) {
      record(checkWithBoogie(options_.kernelFile, ErrorContext{}));
      return;
    }
    TempDir temporaries;
    std::string bitcode = options_.kernelFile;
    if (options_.inputKind == InputKind::Source) {
      bitcode = temporaries.file("kernel.bc");
      if (options_.launchSizesFromHost)
        options_.hostCodeMayBeLeftOut = false; // the sizes are in it
      CompiledKernel device = compile(bitcode);
      readHostCode(temporaries, device);
      lookUpCache(bitcode);
      if (cached_)
        return;
      if (keepsBitcode())
        userFiles_.copy(bitcode, besideKernel(options_.kernelFile, ".bc"), "the bitcode");
    }
    if (options_.stopAfter == StopAfter::Bitcode)
      return stop();
    if (options_.warpTwoPass) {
      // Whether a pass's solver gave up is the pass's own: only a proof is
      // kept in the cache.
      solverGaveUp_ = true;
      return verifyTwoPasses(bitcode, temporaries);
    }
    if (!options_.staged)
      return record(verifyStage(bitcode, Stage::Whole, temporaries));
    // Staged: the second stage assumes what the first proves.
    std::optional<StageResult> races = verifyStage(bitcode, Stage::RaceFreedom, temporaries);
    if (!races || races->verdict != Verdict::Verified)
      return record(races);
    record(verifyStage(bitcode, Stage::Specification, temporaries));
  }

  // What one stage of a run verifies (see --staged).
  enum class Stage {
    Whole,          // everything at once
    RaceFreedom,    // races and divergence, the kernel's own properties assumed
    Specification,  // the kernel's own properties, with race checking off
    SameWarp,       // --warp-method=two-pass: pairs of threads of one warp
    DifferentWarps, // and pairs of threads of different warps
  };

  static std::string programSuffix(Stage stage) {
    switch (stage) {
    case Stage::Whole: return "";
    case Stage::RaceFreedom: return ".races";
    case Stage::Specification: return ".specification";
    case Stage::SameWarp: return ".same-warp";
    case Stage::DifferentWarps: return ".different-warps";
    }
    return "";
  }

  // What one pass of --warp-method=two-pass left: its result, its output
  // (held back so the two passes' lines do not interleave), its times.
  struct PassOutcome {
    std::optional<StageResult> result;
    std::string out, err;
    StageTimes times;
    std::vector<std::string> kernels;
    std::exception_ptr failure;
  };

  // One pass, run by a Run of its own so that nothing is shared with the
  // other pass but the options, the bitcode file and the temporaries
  // directory (where the two write different files).
  PassOutcome runPass(const std::string &bitcode, Stage stage, TempDir &temporaries) const {
    PassOutcome outcome;
    std::ostringstream out, err;
    DriverOptions passOptions = options_;
    passOptions.useCache = false; // the whole run's result is kept, not the passes'
    Run pass({}, passOptions, out, err);
    pass.deadline_ = deadline_; // the passes share the run's time limit
    try {
      outcome.result = pass.verifyStage(bitcode, stage, temporaries);
    } catch (...) {
      outcome.failure = std::current_exception();
    }
    outcome.out = out.str();
    outcome.err = err.str();
    outcome.times = pass.report_.times;
    outcome.kernels = pass.report_.kernels;
    return outcome;
  }

  // The two passes in parallel: pairs of threads of one warp, and pairs of
  // different warps; verified if both verify.
  void verifyTwoPasses(const std::string &bitcode, TempDir &temporaries) {
    auto sameWarpRun = std::async(std::launch::async, [&] { return runPass(bitcode, Stage::SameWarp, temporaries); });
    PassOutcome differentWarps = runPass(bitcode, Stage::DifferentWarps, temporaries);
    PassOutcome sameWarp = sameWarpRun.get();
    for (const PassOutcome *pass : {&sameWarp, &differentWarps}) {
      textOut_ << pass->out;
      err_ << pass->err;
      for (auto [total, part] : {std::pair{&report_.times.translator, pass->times.translator},
                                 {&report_.times.houdini, pass->times.houdini},
                                 {&report_.times.boogie, pass->times.boogie}})
        if (part)
          addSeconds(*total, *part);
    }
    report_.kernels = sameWarp.kernels;
    for (const PassOutcome *pass : {&sameWarp, &differentWarps})
      if (pass->failure)
        std::rethrow_exception(pass->failure);
    if (!sameWarp.result || !differentWarps.result)
      return stop(); // --stop-at-bpl: both programs written
    record(combinePasses(*sameWarp.result, *differentWarps.result));
  }

  // The checks the race-freedom stage assumes: properties of the kernel's
  // values, which the specification stage checks. Sound because that stage
  // proves them of every execution free of races up to the point checked:
  // the first race of an execution, if there were one, would come after
  // properties that held, so assuming them hides no race.
  static bool checkedBySpecificationStage(const Check &check) {
    switch (check.kind) {
    case CheckKind::Assertion:
    case CheckKind::Unreachable:
    case CheckKind::Precondition:
    case CheckKind::Postcondition:
    case CheckKind::BarrierInvariant:
    case CheckKind::BarrierInvariantAccess: return true;
    default: return false;
    }
  }

  TranslateOptions stageOptions(Stage stage) const {
    TranslateOptions translate = options_.translate;
    if (stage == Stage::Specification)
      translate.onlyDivergence = true;
    if (stage == Stage::SameWarp)
      translate.warpPairs = TranslateOptions::WarpPairs::SameWarp;
    if (stage == Stage::DifferentWarps)
      translate.warpPairs = TranslateOptions::WarpPairs::DifferentWarps;
    return translate;
  }

  // Translates the bitcode for one stage, infers its invariants and checks
  // it; nothing when the run stops at the Boogie program.
  std::optional<StageResult> verifyStage(const std::string &bitcode, Stage stage, TempDir &temporaries) {
    llvm::LLVMContext context;
    bool fromUser = options_.inputKind != InputKind::Source;
    auto module = loadModule(bitcode, context, fromUser ? ExitCode::CommandLine : ExitCode::Internal, fromUser);
    auto started = std::chrono::steady_clock::now();
    enterStage("translating");
    Translation translation = translate(*module, stageOptions(stage));
    if (stage == Stage::RaceFreedom)
      boogie::assumeChecks(translation.program,
                           [&](unsigned id) { return checkedBySpecificationStage(translation.checks.at(id)); });
    houdini::CandidateTable candidates = addCandidateInvariants(options_, translation);
    addSeconds(report_.times.translator, secondsBetween(started, std::chrono::steady_clock::now()));
    if (report_.kernels.empty())
      for (const auto &kernel : translation.kernels)
        if (!kernel.postconditionsOnly)
          report_.kernels.push_back(kernel.sourceName);
    // A file with nothing to verify is no success: a CI job must not pass
    // having checked nothing. A kernel template nobody instantiates has no
    // code: the user hears which, and how to have it verified.
    std::string templates = uninstantiatedTemplates(translation);
    if (translation.kernels.empty())
      throw Failure(ExitCode::CommandLine,
                    options_.kernelFile + ": no kernel found: " +
                        (!templates.empty()
                             ? templates
                             : "nothing to verify" + std::string(options_.countProcedures ? ""
                                                                                          : " (--no-inline verifies "
                                                                                            "functions too)")));
    if (!templates.empty() && stage != Stage::RaceFreedom && stage != Stage::DifferentWarps)
      err_ << "gpuverify: warning: " << options_.kernelFile << ": " << templates << "\n";

    // Each run uses its own files; what --keep-temps keeps are copies.
    std::string suffix = programSuffix(stage);
    std::string program = temporaries.file("kernel" + suffix + ".bpl");
    std::string kept = besideKernel(options_.kernelFile, suffix + ".bpl");
    if (options_.stopAfter == StopAfter::Boogie) { // with its candidates, as Houdini would see them
      checkInvariantsAtLatches(translation);
      userFiles_.write(kept, boogie::print(translation.program).text, "the Boogie program");
      stop();
      return std::nullopt;
    }
    if (!candidates.empty()) {
      std::string inference = temporaries.file("houdini" + suffix + ".bpl");
      inferInvariants(translation, candidates, inference);
      if (options_.keepTemps)
        userFiles_.copy(inference, besideKernel(options_.kernelFile, suffix + ".houdini.bpl"),
                        "the invariant inference program");
    }
    checkInvariantsAtLatches(translation);
    captureLoopHeads(translation);
    boogie::PrintedProgram printed = boogie::print(translation.program);
    writeProgram(program, printed.text);
    if (options_.keepTemps)
      userFiles_.copy(program, kept, "the Boogie program");

    StageResult result = checkWithBoogie(program, ErrorContext{&translation, &printed, program, &loopHeadCaptures_});
    // Places in the program are shown in the copy that stays.
    for (ReportedError &error : result.errors)
      if (options_.keepTemps && error.boogieLocation.file == program)
        error.boogieLocation.file = kept;
    return result;
  }

  // See boogie::checkInvariantsAtLatches: a copy of a check is a new check,
  // whose failures mean "not maintained by the loop".
  // With --k-induction-depth, loops are proved by k-induction instead
  // (boogie::kInduction), where a copy of an invariant checked after the
  // assumed iterations means the same.
  void checkInvariantsAtLatches(Translation &translation) const {
    auto copyOf = [&](unsigned original) {
      Check copy = translation.checks.at(original);
      copy.id = static_cast<unsigned>(translation.checks.size());
      copy.afterIteration = true;
      translation.checks.push_back(copy);
      return std::optional<unsigned>(copy.id);
    };
    if (options_.kInductionDepth)
      boogie::kInduction(translation.program, *options_.kInductionDepth, copyOf);
    boogie::checkInvariantsAtLatches(translation.program, copyOf);
  }

  // --display-loop-abstractions: each loop's counters, as they are at its
  // head (boogie/LoopHeadStates.h). Not where a loop's head runs more than
  // once on a path (k-induction, unwinding): a copy fixed at two iterations
  // would rule executions out.
  void captureLoopHeads(Translation &translation) {
    loopHeadCaptures_.clear();
    if (!options_.displayLoopAbstractions)
      return;
    if (options_.kInductionDepth || options_.loopUnwind) {
      err_ << "gpuverify: warning: --display-loop-abstractions is ignored with "
           << (options_.loopUnwind ? "--loop-unwind" : "--k-induction-depth") << "\n";
      return;
    }
    for (const LoopShape &loop : translation.loops) {
      std::vector<boogie::ExprPtr> values;
      for (const LoopCounter &counter : loop.counters)
        for (const boogie::ExprPtr &value : counter.value)
          if (std::none_of(values.begin(), values.end(), [&](const auto &v) { return boogie::sameExpr(v, value); }))
            values.push_back(value);
      std::vector<boogie::LoopHeadCapture> captures =
          boogie::captureLoopHeadState(translation.program, loop.procedure, loop.headLabel, values);
      loopHeadCaptures_.insert(loopHeadCaptures_.end(), captures.begin(), captures.end());
    }
  }

  static void addSeconds(std::optional<double> &total, double seconds) { total = total.value_or(0) + seconds; }

  // The report of the run: the last stage's result (nothing if it stopped).
  void record(const std::optional<StageResult> &result) {
    if (!result)
      return;
    report_.errors = result->errors;
    report_.summary = result->summary;
    report_.verdict = result->verdict;
    report_.exitCode = exitCodeOf(result->verdict);
  }

  // clang, the headers and a CUDA toolkit; the folders of headers that are
  // not the user's are told to sources_, which leaves them out of reports.
  FrontendTools frontendTools() {
    FrontendTools tools{locateClang(options_.tools, environment_), locateHeaderDirectory(currentExecutablePath())};
    if (options_.translate.language == SourceLanguage::CUDA) {
      tools.cudaToolkit = findCudaToolkit(options_.cudaPath, environment_);
      tools.alwaysUseToolkit = toolkitChoice(options_.cudaPath) == ToolkitChoice::Always;
    }
    // clang's own headers are in its installation (/usr/lib/llvm-19 for
    // /usr/lib/llvm-19/bin/clang).
    std::error_code error;
    std::string clangInstallation =
        std::filesystem::weakly_canonical(tools.clang, error).parent_path().parent_path().string();
    std::vector<std::string> libraries = {tools.headerDirectory, clangInstallation};
    if (tools.cudaToolkit)
      libraries.push_back(tools.cudaToolkit->root);
    sources_.describeKernel(options_.kernelFile, libraries);
    return tools;
  }

  // What a CUDA file's host code knows (HostKnowledge.h): the sizes of a
  // kernel given none, and the argument values every launch passes (unless
  // --all-inputs), each said on stderr and in the reports. The host side is
  // compiled against the headers the device side's compile read; not for
  // arguments where it cannot tell them (host code left out: a launch in it
  // would be missed) or where no file of the user's has a launch to read.
  void readHostCode(TempDir &temporaries, const CompiledKernel &device) {
    HostQuestions questions;
    questions.sizes = options_.launchSizesFromHost;
    questions.arguments = options_.translate.language == SourceLanguage::CUDA && !options_.allInputs &&
                          !device.hostCodeLeftOut && userFilesMayLaunch();
    if (!questions.sizes && !questions.arguments)
      return;
    HostSideCompiler compile = [&](const std::string &bitcode, const std::string &otherFile) {
      return compileHostSide(options_, frontendTools(), device, deadline_.remaining(), bitcode, echo(), otherFile);
    };
    HostKnowledge known = readHostKnowledge(options_, questions, temporaries, compile, echo());
    if (known.numGroups && known.groupSize) {
      options_.translate.geometry.numGroups = *known.numGroups;
      options_.translate.geometry.groupSize = *known.groupSize;
      options_.hasLaunchSizes = true;
      checkLaunchFits(options_);
    }
    for (const HostNote &note : known.notes)
      noteFromHostCode(note.where, note.text);
    for (KernelArgumentValues &values : known.arguments)
      options_.translate.assumedKernelArgs.push_back(std::move(values));
    for (KernelHostFacts &facts : known.facts)
      options_.translate.hostFacts.push_back(std::move(facts));
    hostFactsKey_ += known.factsKey;
  }

  // What the run took from the host code, at the launch it comes from: on
  // stderr and in the reports' notes.
  void noteFromHostCode(const SourceChain &where, const std::string &note) {
    std::string place, reached;
    if (!where.empty() && where.front().line) {
      // In the user's code: not inside a runtime template it called.
      SourceChain view = sources_.userView(where);
      const SourceLocation &at = view.front(), &outermost = view.back();
      place = at.file + ":" + std::to_string(at.line) + ":" + std::to_string(at.column) + ": ";
      // From another file of the program (HostProgram.h): where it called in.
      if (outermost.file != at.file && outermost.line)
        reached = "; the launch is reached from " + outermost.file + ":" + std::to_string(outermost.line);
    }
    err_ << place << "note: " << note << reached << "\n";
    report_.notes.push_back(place + note + reached);
  }

  // Compiles the kernel (throws Failure if clang fails): its diagnostics on
  // stderr and in the reports, the files it read inputs too.
  CompiledKernel compile(const std::string &bitcode) {
    FrontendTools tools = frontendTools();
    // The files clang reads are inputs too: no report may replace one.
    std::string dependencies = bitcode + ".d";
    enterStage("compiling");
    // clang's diagnostics go to stderr as it printed them, and into the
    // reports.
    std::ostringstream clangOutput;
    auto forward = [&] {
      clangOutput_ = clangOutput.str();
      err_ << clangOutput_ << std::flush;
      report_.compilerMessages = compilerMessagesIn(clangOutput_);
    };
    CompiledKernel compiled;
    try {
      compiled = compileKernel(options_, tools, deadline_.remaining(), bitcode, clangOutput, echo(), dependencies);
      report_.times.clang = compiled.seconds;
    } catch (const Failure &) {
      forward();
      throw;
    }
    forward();
    std::ifstream rule(dependencies);
    filesClangRead_ = dependencyFiles(std::string(std::istreambuf_iterator<char>(rule), {}));
    userFiles_.addInputs(filesClangRead_);
    try {
      checkUserFiles();
    } catch (const Failure &) {
      reportsRefused_ = true; // said once, here
      throw;
    }
    return compiled;
  }

  // Whether a file of the user's that clang read (not a library header)
  // may launch a kernel (mentionsLaunch).
  bool userFilesMayLaunch() const {
    return std::any_of(filesClangRead_.begin(), filesClangRead_.end(), [&](const std::string &file) {
      SourceLocation where;
      where.file = file;
      if (sources_.inHeaders(where))
        return false;
      std::ifstream in(file, std::ios::binary);
      return !in || mentionsLaunch(std::string(std::istreambuf_iterator<char>(in), {}));
    });
  }

  // The kernel compiled (and its host code read): a result in the cache
  // for what decides the report is replayed instead of verifying again.
  void lookUpCache(const std::string &bitcode) {
    if (!cache_)
      return;
    // What decides the report besides the bitcode: what clang printed (its
    // warnings quote the source), what the run took from the host code
    // (launch sizes, arguments), and the kernel templates the source
    // declares (one never instantiated has no code, and the report warns
    // of it).
    std::string beyondBitcode = "clang said " + clangOutput_ + "\n";
    for (const std::string &note : report_.notes)
      beyondBitcode += "note " + note + "\n";
    beyondBitcode += "host facts " + hostFactsKey_;
    if (options_.translate.language == SourceLanguage::CUDA)
      for (const std::string &name : kernelTemplateNames(kernelSource()))
        beyondBitcode += "template " + name + "\n";
    // A cached result prints again what its run printed after this point:
    // what came before (clang's output, notes from the host code) every run
    // prints itself, as this one did.
    capturedOut_.forget();
    capturedErr_.forget();
    if (std::optional<CachedRun> cached = cache_->compiled(bitcode, beyondBitcode);
        cached && quotesCurrentSource(*cached))
      cached_ = cached;
  }

  Translation translate(llvm::Module &module, const TranslateOptions &translate) {
    try {
      return gv::translate(module, translate);
    } catch (const TranslationError &error) {
      throw translationFailure(error, options_.kernelFile, sources_);
    }
  }

  BoogieTools boogieTools() {
    BoogieTools tools{locateBoogie(options_.tools, environment_), locateZ3(options_.tools, environment_), ""};
    if (options_.solvers == DriverOptions::Solvers::Z3AndCvc5)
      tools.cvc5 = locateCvc5(options_.tools, environment_);
    return tools;
  }

  void inferInvariants(Translation &translation, const houdini::CandidateTable &candidates,
                       const std::string &inferenceFile) {
    enterStage("inferring loop invariants");
    InferenceOutcome outcome = driver::inferInvariants(options_, boogieTools(), deadline_, translation, candidates,
                                                       inferenceFile, echo(), err_, &statusLine_);
    addSeconds(report_.times.houdini, outcome.seconds);
    solverGaveUp_ = solverGaveUp_ || outcome.outOfTime || outcome.solverGaveUp;
    if (options_.inferInfo)
      textOut_ << inferenceInfoText(outcome, translation.sourceTerms);
  }

  StageResult checkWithBoogie(const std::string &program, const ErrorContext &context) {
    enterStage("verifying");
    BoogieTools tools = boogieTools();
    std::string smt2 = options_.generateSmt2 ? besideKernel(options_.kernelFile, ".smt2") : "";
    BoogieJob job{program, smt2, BoogieTask::Verify, deadline_.remaining(), {}};
    unsigned expected = context.translation ? static_cast<unsigned>(context.translation->kernels.size()) : 0;
    BoogieRun run = solveProgram({options_, tools, deadline_, echo(), report_.times.boogie}, job, expected,
                                 context.translation ? &context.translation->program : nullptr);
    if (unsigned missing = expected - std::min(expected, verdictCount(run.output))) {
      run.output.summary->inconclusive += missing;
      run.output.inconclusiveNotes.push_back("Boogie gave no verdict for " + std::to_string(missing) +
                                             " kernel(s): the solver gave up");
    }
    for (const auto &line : run.output.proverErrors)
      err_ << "gpuverify: warning: Boogie reported: " << line << "\n";
    for (const auto &line : run.output.inconclusiveNotes)
      err_ << line << "\n";
    for (UnprovedCheck &check : describeUnproved(run.output, context, sources_)) {
      err_ << unprovedText(check);
      report_.unproved.push_back(std::move(check));
    }
    StageResult result;
    result.errors = describeErrors(run.output, context, sources_);
    result.summary = run.output.summary;
    // Boogie counts each failing path; the user sees each failure once.
    if (result.summary && !result.errors.empty())
      result.summary->errors = static_cast<unsigned>(result.errors.size());
    if (result.summary && options_.countProcedures && context.translation)
      result.summary = countProcedures(*result.summary, result.errors, *context.translation, sources_);
    result.verdict = verdictOf(run.output);
    return result;
  }

  void stop() {
    report_.verdict = Verdict::Stopped;
    report_.exitCode = ExitCode::Success;
  }

  // A copy: a kernel given no sizes takes them from its host code.
  DriverOptions options_;
  StatusLine statusLine_; // on a terminal's stderr, below what the run prints there
  std::string stage_;     // see enterStage
  // stdout and stderr, copied for the cache.
  CapturedStream capturedOut_, capturedErr_;
  std::ostream &textOut_; // stdout, or stderr when stdout carries a JSON or SARIF document
  std::ostream &stdout_;
  std::ostream &err_;
  Environment environment_;
  SourceLines sources_;
  Deadline deadline_; // --timeout, from the start of the run
  UserFiles userFiles_;
  Report report_;
  std::optional<RunCache> cache_;
  std::optional<CachedRun> cached_; // found once the kernel was compiled
  std::string clangOutput_;         // what clang printed
  std::string hostFactsKey_;        // every fact assumed from the host code, exactly (LaunchAssumptions.h)
  std::vector<std::string> filesClangRead_;
  std::vector<boogie::LoopHeadCapture> loopHeadCaptures_; // --display-loop-abstractions
  std::string jsonText_, sarifText_;
  bool writeFailed_ = false;
  bool reportsRefused_ = false; // a report would replace a file clang read
  // Some solver query of the run ran out of time (refuting candidates, or
  // leaving a verdict open): the result may differ next time.
  bool solverGaveUp_ = false;
};

void printVersion(std::ostream &out) {
  ToolVersions versions = queryToolVersions({}, processEnvironment());
  out << "gpuverify " << GV_VERSION << " (a C++ reimplementation of GPUVerify)\n"
      << "clang: " << versions.clang << "\n"
      << "boogie: " << versions.boogie << "\n"
      << "z3: " << versions.z3 << "\n";
}

// A command line that did not parse still gets a JSON verdict if it asked
// for one and the place can be made out.
void writeCommandLineFailureReports(const std::vector<std::string> &arguments, const Failure &failure,
                                    std::ostream &out, std::ostream &err) {
  Report report;
  report.verdict = Verdict::Error;
  report.exitCode = failure.code();
  report.failure = failure.what();
  for (const auto &[option, what] :
       {std::pair<std::string, std::string>{"--json", "the JSON report"}, {"--sarif", "the SARIF log"}}) {
    std::string target = optionValueOf(arguments, option);
    if (target.empty())
      continue;
    // `--json kernel.cl` takes the kernel for the report's name: the inputs
    // are not known here, so nothing is written over a file like one.
    if (looksLikeInput(target)) {
      err << "gpuverify: note: " << what << " is not written to " << target << ", which looks like an input"
          << std::endl;
      continue;
    }
    try {
      std::string text = option == "--json" ? jsonReportText(report) : sarifLogText(report);
      writeDocument(UserFiles({}), target, text, what, out);
    } catch (const Failure &writeFailure) {
      err << formatFailure(writeFailure) << std::endl;
    }
  }
}

} // namespace

int runDriver(const std::vector<std::string> &arguments, std::ostream &out, std::ostream &err) {
  CommandLine commandLine;
  try {
    commandLine = parseCommandLine(arguments);
  } catch (const Failure &failure) {
    err << formatFailure(failure) << std::endl;
    writeCommandLineFailureReports(arguments, failure, out, err);
    return toInt(failure.code());
  }
  switch (commandLine.action) {
  case CommandLineAction::PrintHelp: out << commandLine.helpText << std::flush; return 0;
  case CommandLineAction::PrintVersion: printVersion(out); return 0;
  case CommandLineAction::Verify: break;
  }
  return Run(arguments, commandLine.options, out, err).execute();
}

} // namespace gv::driver
