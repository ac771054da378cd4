#include "pipeline/BoogieRunner.h"

#include "support/Failure.h"
#include "support/Process.h"
#include "support/TempDir.h"

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <ostream>

namespace gv::driver {

namespace {

const std::string nonIncrementalSolverAfter =
    "/z3opt:combined_solver.solver2_timeout=" + std::to_string(incrementalSolverMilliseconds);

std::string joinLines(const std::vector<std::string> &lines) {
  std::string text;
  for (const auto &line : lines)
    text += "\n" + line;
  return text;
}

// What to call the program in messages: a .bpl the user gave us is theirs
// to fix; one we generated is our bug.
std::string programDescription(const DriverOptions &options, const std::string &programFile) {
  return options.inputKind == InputKind::Boogie ? programFile : "the generated program";
}

// Whether Boogie's complaints are about what the user gave it: an option
// (--boogie-opt), a --boogie-file, or a .bpl file given as the kernel. Then
// it is a command-line error, not a fault of the generated program.
bool aboutUserInput(const DriverOptions &options, const std::string &programFile,
                    const std::vector<std::string> &complaints) {
  std::vector<std::string> userFiles;
  for (const std::string &file : options.boogieFiles)
    userFiles.push_back(std::filesystem::absolute(file).string());
  if (options.inputKind == InputKind::Boogie)
    userFiles.push_back(std::filesystem::absolute(programFile).string());
  for (const std::string &line : complaints) {
    if (line.rfind("*** Error:", 0) == 0)
      return true; // an option Boogie does not take
    for (const std::string &file : userFiles)
      if (line.rfind(file + "(", 0) == 0 || line.find("detected in " + file) != std::string::npos)
        return true;
  }
  return false;
}

// A crashed tool's output can be a stack of a hundred thousand lines: its
// start says what went wrong.
constexpr size_t shownToolLines = 40;

std::string firstLines(const std::string &text, size_t count) {
  size_t end = 0;
  for (size_t lines = 0; lines < count; ++lines) {
    end = text.find('\n', end);
    if (end == std::string::npos)
      return text;
    ++end;
  }
  if (end >= text.size())
    return text;
  size_t rest = static_cast<size_t>(std::count(text.begin() + static_cast<std::ptrdiff_t>(end), text.end(), '\n'));
  return text.substr(0, end) + "... (" + std::to_string(rest) + " more lines)\n";
}

void checkBoogieAccepted(const DriverOptions &options, const std::string &programFile, const ProcessResult &result,
                         const BoogieOutput &output) {
  if (!output.inputErrors.empty() && aboutUserInput(options, programFile, output.inputErrors))
    throw Failure(ExitCode::CommandLine,
                  "Boogie rejected the program with the options and files given:" + joinLines(output.inputErrors));
  if (!output.inputErrors.empty())
    throw Failure(ExitCode::Internal,
                  "Boogie rejected " + programDescription(options, programFile) + ":" + joinLines(output.inputErrors));
  if (!output.summary)
    throw Failure(ExitCode::Internal, "Boogie " + describeEnding(result) + " without a verdict:\n" +
                                          firstLines(result.err + result.out, shownToolLines));
}

// Boogie runs in a directory of its own (Houdini leaves its trace file in
// the current one), so every path it is given must not depend on ours.
std::string independentOfDirectory(const std::string &path) {
  return path.empty() ? path : std::filesystem::absolute(path).string();
}

// A tool named by a bare command name is left to the search path.
std::string toolPath(const std::string &tool) {
  return tool.find('/') == std::string::npos ? tool : independentOfDirectory(tool);
}

// Boogie names places in the program by the path it was given, which was
// made absolute; the caller knows the program by its own path.
void namePlacesAsGiven(BoogieOutput &output, const std::string &programFile) {
  std::string given = independentOfDirectory(programFile);
  for (BoogieError &error : output.errors)
    for (BplLocation *place : {&error.location, error.related ? &*error.related : nullptr})
      if (place && place->file == given)
        place->file = programFile;
  for (BplLocation &place : output.unprovedAssertions)
    if (place.file == given)
      place.file = programFile;
}

// Boogie's keep-going splitting reports a piece the solver gave up on as an
// error, with no counterexample or with the partial model of z3's "unknown".
// Errors are kept only if some piece was refuted ("Invalid"), and then only
// those with a counterexample; the rest is inconclusive.
void setAsideAbandonedPieces(BoogieOutput &output) {
  bool refuted =
      std::find(output.pieceOutcomes.begin(), output.pieceOutcomes.end(), "Invalid") != output.pieceOutcomes.end();
  auto abandoned = std::stable_partition(output.errors.begin(), output.errors.end(),
                                         [&](const BoogieError &error) { return refuted && !error.model.empty(); });
  auto count = static_cast<unsigned>(std::distance(abandoned, output.errors.end()));
  if (refuted && abandoned == output.errors.begin()) {
    BoogieError unlocated;
    unlocated.kind = BoogieErrorKind::Unlocated;
    unlocated.message = "A piece of the program was not proved, and the solver gave no counterexample.";
    output.errors.insert(output.errors.begin(), unlocated);
    abandoned = output.errors.begin() + 1;
  }
  if (count == 0)
    return;
  for (auto it = abandoned; it != output.errors.end(); ++it)
    if (it->kind != BoogieErrorKind::Unlocated)
      output.unprovedAssertions.push_back(it->location);
  output.errors.erase(abandoned, output.errors.end());
  output.inconclusiveNotes.push_back("the solver gave up on " + std::to_string(count) +
                                     " piece(s) of the program, even split into single assertions");
  if (output.summary && output.errors.empty()) {
    output.summary->inconclusive += output.summary->errors;
    output.summary->errors = 0;
  }
}

} // namespace

std::vector<std::string> boogieCommand(const DriverOptions &options, const BoogieTools &tools, const BoogieJob &job) {
  std::vector<std::string> command = {toolPath(tools.boogie), independentOfDirectory(job.programFile)};
  for (const auto &file : options.boogieFiles)
    command.push_back(independentOfDirectory(file));
  command.insert(command.end(), {"/nologo", "/errorLimit:" + std::to_string(options.errorLimit.value_or(20)),
                                 "/useArrayTheory", "/doModSetAnalysis"});
  if (job.task == BoogieTask::VerifyWithIntegers) {
    // Boogie 2.4 drives cvc5 as CVC4, whose "ALL_SUPPORTED" logic cvc5
    // does not take.
    command.insert(command.end(), {"/proverOpt:SOLVER=CVC4", "/proverOpt:PROVER_PATH=" + toolPath(tools.cvc5),
                                   "/proverOpt:LOGIC=ALL", "/proverOpt:C:--solve-bv-as-int=sum"});
    // cvc5 stops itself too: killed, gpuverify's kill of Boogie's group
    // does not reach it, and nothing else would end its query.
    if (job.timeLimit)
      command.push_back("/proverOpt:C:--tlimit=" +
                        std::to_string(static_cast<uint64_t>(std::ceil(std::max(*job.timeLimit, 1.0) * 1000))));
  } else {
    command.insert(command.end(), {"/z3exe:" + toolPath(tools.z3), "/proverOpt:OPTIMIZE_FOR_BV=true"});
  }
  switch (job.task) {
  case BoogieTask::Verify:
    // As GPUVerify: much faster on our bit-vector programs (an unrolled
    // FFT: 35 s instead of over 90 s). /trace: Boogie names each
    // implementation it verified, which a second look can then leave out.
    command.insert(command.end(), {"/z3opt:smt.relevancy=0", "/mv:-", "/trace", nonIncrementalSolverAfter});
    break;
  case BoogieTask::VerifyWithSolverDefaults:
  case BoogieTask::VerifyWithIntegers: command.push_back("/mv:-"); break;
  case BoogieTask::InferInvariants:
    // Preferably not with relevancy 0: Houdini reads candidates off the
    // models, which are then partial, and true candidates get refuted. Nor
    // with /mv:-, which only prints models nobody reads and makes Houdini
    // many times slower.
    // /trace: Houdini reports each candidate it refutes as it goes.
    command.insert(command.end(), {"/contractInfer", "/printAssignment", "/trace"});
    break;
  case BoogieTask::InferInvariantsQuickly:
    command.insert(command.end(), {"/contractInfer", "/printAssignment", "/trace", "/z3opt:smt.relevancy=0"});
    break;
  case BoogieTask::VerifyInPieces:
    // /trace: Boogie tells how each piece's query ended.
    command.insert(command.end(),
                   {"/z3opt:smt.relevancy=0", "/mv:-", "/trace", "/vcsMaxKeepGoingSplits:4",
                    "/vcsKeepGoingTimeout:" + std::to_string(job.pieceSeconds), nonIncrementalSolverAfter});
    break;
  }
  // Bounds each solver query too, so that z3 stops even if Boogie is killed.
  // Boogie hands z3 the limit in milliseconds, as a 32-bit int: above about
  // 24 days it would wrap (--timeout=99999999), so it is capped there.
  constexpr double longestQuerySeconds = 2'000'000;
  unsigned queryLimit =
      job.timeLimit ? static_cast<unsigned>(std::ceil(std::min(*job.timeLimit, longestQuerySeconds))) : 0;
  if (job.task == BoogieTask::InferInvariants)
    queryLimit = queryLimit ? std::min(queryLimit, houdiniQuerySeconds) : houdiniQuerySeconds;
  if (job.task == BoogieTask::InferInvariantsQuickly)
    queryLimit = queryLimit ? std::min(queryLimit, quickHoudiniQuerySeconds) : quickHoudiniQuerySeconds;
  if (job.task == BoogieTask::VerifyInPieces)
    queryLimit = 0; // each piece has its own
  if (queryLimit)
    command.push_back("/timeLimit:" + std::to_string(queryLimit));
  if (options.loopUnwind)
    command.push_back("/loopUnroll:" + std::to_string(*options.loopUnwind));
  if (!job.smt2File.empty())
    command.push_back("/proverLog:" + independentOfDirectory(job.smt2File));
  for (const std::string &procedure : job.procedures)
    command.push_back("/proc:" + procedure);
  command.insert(command.end(), options.boogieOptions.begin(), options.boogieOptions.end());
  return command;
}

BoogieRun runBoogie(const DriverOptions &options, const BoogieTools &tools, const BoogieJob &job, std::ostream *echo) {
  TempDir scratch;
  ProcessRequest request;
  request.argv = boogieCommand(options, tools, job);
  request.workingDirectory = scratch.path();
  request.temporaryDirectory = scratch.path();
  request.progress = job.progress;
  request.timeoutSeconds = job.timeLimit;
  request.stopRequested = job.stopRequested;
  request.cpuTime = job.cpuTime;
  request.outputComplete = endsWithBoogieSummary;
  ProcessResult result = runProcess(request, echo);
  if (echo)
    *echo << result.out << result.err << std::flush;
  if (result.stopped)
    return BoogieRun{{}, "", result.seconds, true};
  if (result.timedOut)
    throw toolTimedOut("Boogie", options.timeoutSeconds);
  if (!result.started)
    throw Failure(ExitCode::Internal, "cannot run Boogie: " + result.launchError);
  BoogieRun run;
  run.output = parseBoogieOutput(result.out);
  if (job.task == BoogieTask::VerifyInPieces)
    setAsideAbandonedPieces(run.output);
  namePlacesAsGiven(run.output, job.programFile);
  run.text = result.out;
  run.seconds = result.seconds;
  checkBoogieAccepted(options, job.programFile, result, run.output);
  return run;
}

void writeProgram(const std::string &path, const std::string &text) {
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out << text;
  out.close();
  if (!out)
    throw Failure(ExitCode::InputOutput, "cannot write " + path + ": " + std::strerror(errno));
}

void checkBoogieOptions(const DriverOptions &options, const BoogieTools &tools) {
  if (options.boogieOptions.empty())
    return;
  TempDir scratch;
  std::string program = scratch.file("options.bpl");
  writeProgram(program, "procedure gpuverify_checks_options() { }\n");
  ProcessRequest request;
  request.argv = {toolPath(tools.boogie), program, "/nologo", "/noVerify"};
  request.argv.insert(request.argv.end(), options.boogieOptions.begin(), options.boogieOptions.end());
  request.workingDirectory = scratch.path();
  request.temporaryDirectory = scratch.path();
  request.timeoutSeconds = 60;
  ProcessResult result = runProcess(request);
  BoogieOutput output = parseBoogieOutput(result.out + result.err);
  for (const std::string &line : output.inputErrors)
    if (line.rfind("*** Error:", 0) == 0)
      throw Failure(ExitCode::CommandLine, "argument --boogie-opt: Boogie does not take it:\n" + line);
}

} // namespace gv::driver
