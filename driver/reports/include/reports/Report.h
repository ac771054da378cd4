// The outcome of a run as data: every error mapped back to the source
// (which check, where, which threads, which array element), the counts,
// the times and the tool versions. TextReport, JsonReport and SarifReport
// only print a Report; nothing is decided while printing.
#pragma once

#include "boogie/LoopHeadStates.h"
#include "boogie/Printer.h"
#include "gpuverify/Translator.h"
#include "reports/BoogieOutput.h"
#include "reports/ErrorKinds.h"
#include "reports/SourceSpan.h"
#include "support/Failure.h"

#include <array>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace gv::driver {

class SourceLines;

// One source location with the line of code found there.
struct SourceFrame {
  SourceLocation location;
  std::optional<std::string> code; // without leading whitespace; absent if unreadable
  // The columns to underline (the token at the location; for a raced
  // access, the array's name); absent if the line is unreadable.
  std::optional<SourceSpan> span;
};

// Innermost first; each later frame is the call the previous one was
// inlined into.
using SourceTrace = std::vector<SourceFrame>;

struct ThreadIds {
  std::array<uint64_t, 3> localId{}, groupId{}, globalId{};
  unsigned groupDims = 1; // components of localId to show
  unsigned gridDims = 1;  // components of groupId and globalId to show
};

struct RaceAccess {
  AccessKind kind = AccessKind::Read;
  SourceTrace trace; // empty: the access is not known ("from external source location")
  ThreadIds thread;
  // Where the access is not known but the array has several accesses of
  // its kind: each of them (GPUVerify's "possible sources are:").
  std::vector<SourceTrace> possibleSources;
};

struct RaceDetails {
  std::string kind;               // "write-read": the earlier (thread 1) access, then the current one
  std::string array;              // as in the source
  std::string element;            // "A[5]", "L[1][2][3]", "G[3] (bytes 4..7)"
  std::vector<std::string> index; // its subscripts in the source, outermost first, decimal: {"1", "2", "3"}
  RaceAccess current;             // thread 2's access, where the check failed
  RaceAccess previous;            // thread 1's logged access
  // The array in Translation::arrays and the first byte of the raced
  // element, for a replay (absent when the model does not say).
  std::optional<unsigned> arrayIndex;
  std::optional<int64_t> elementByte;
};

// What running the kernel on the counterexample's inputs showed (see
// pipeline/Replay.h).
struct ReplayOutcome {
  enum class Status {
    Confirmed,     // a run showed it
    NotReproduced, // no run showed it
  };
  Status status = Status::NotReproduced;
  // Confirmed: what the run showed, in source terms ("thread 0 of block 0
  // writes maps[3] at main.cu:57, thread 16 of block 0 writes it at
  // main.cu:57, with no barrier between them").
  std::string shown;
  // Where a conflict was shown: the two accesses.
  std::vector<SourceTrace> accesses;
  // The inputs of the run that showed it (or of the last run): "n = 4096",
  // "arrays zero", the groups run.
  std::vector<std::string> inputs;
  // Not reproduced: why no run could (the runs stopped at a construct they
  // cannot follow, ran out of steps...), or empty when they ran to the end.
  std::string why;
  unsigned runs = 0;
};

// A second place an error refers to, such as the precondition that a call
// might violate.
struct ErrorNote {
  std::string message;                       // "this is the precondition that might not hold"
  SourceTrace trace;                         // empty when only Boogie's location is known
  std::optional<BplLocation> boogieLocation; // used when the trace is empty
};

struct AbstractedLoop {
  SourceTrace trace; // where the loop starts
  // Both threads run the same iterations. Otherwise a thread may have left
  // the loop while the other goes on, and an __invariant (which speaks only
  // of the threads still in the loop) says nothing of the one that left.
  bool uniform = true;
  // --display-loop-abstractions: the values the counterexample enters the
  // loop with, as (source term, value): ("i", "3"), ("__other_int(i)", "7").
  std::vector<std::pair<std::string, std::string>> headValues;
};

struct ParameterValue {
  std::string name;  // as in the source
  std::string value; // decimal for bit-vectors
};

struct ReportedError {
  ErrorKind kind = ErrorKind::Assertion;
  // Without location or thread: "this assertion might not hold",
  // "possible write-read race on A[5]".
  std::string message;
  SourceTrace trace; // where the check failed; empty when only Boogie's location is known
  BplLocation boogieLocation;
  std::string boogieCode; // "BP5001"
  std::optional<BplLocation> relatedBoogieLocation;
  std::optional<ThreadIds> thread; // for checks made per thread
  // For a divergence between the two threads (a warp-synchronous call one
  // lane reaches and the other does not): `thread` and this one.
  std::optional<ThreadIds> otherThread;
  std::optional<RaceDetails> race;
  std::optional<ErrorNote> note;
  // The loops whose head the counterexample passes, in source order: it
  // enters each in a state that only the loop's invariants describe, so
  // the error may be a false alarm that stronger invariants remove.
  std::vector<AbstractedLoop> abstractedLoops;
  std::string kernel; // source name of the kernel; empty if not known
  std::vector<ParameterValue> parameters;
  // Where some launch size is unconstrained ("*"): the sizes of the
  // counterexample, per dimension (blockDim and gridDim, or the local size
  // and the number of work-groups).
  std::optional<std::array<uint64_t, 3>> groupSize, numGroups;
  std::optional<ReplayOutcome> replay; // races, divergence and assertions, when replayed
};

struct StageTimes {
  std::optional<double> clang, translator, houdini, boogie, replay; // seconds; absent if not run
  // The whole run's wall-clock time, set when it ends: a stage cut short
  // (a time-out, a signal) may not have added its own.
  std::optional<double> wall;
  double total() const;
  // The wall time no stage accounts for: starting, looking up the result
  // cache, reading the sources, mapping errors back. 0 without a wall time.
  double other() const;
};

// Adds a stage's seconds to a time that may not be set yet.
void addSeconds(std::optional<double> &total, double seconds);

struct ToolVersions {
  std::string clang, boogie, z3, cvc5; // "unknown" if they cannot be told, "not found"
};

// A diagnostic of clang's: "k.cl:3:5: error: use of undeclared identifier 'x'".
struct CompilerMessage {
  SourceLocation location; // line and column 0 when it names none
  std::string severity;    // "error", "fatal error", "warning", "note"
  std::string message;
};

// A check the solver gave up on: where it is and what it checks ("the race
// check on A").
struct UnprovedCheck {
  SourceTrace trace;
  std::string what;
};

// A kernel the translator refused (a construct not supported yet): left
// out, so that the file's other kernels are still verified.
struct RefusedKernel {
  std::string kernel;  // its source name
  std::string message; // "<file:line:col>: error: ... is not supported yet"
};

struct Report {
  std::string kernelFile;
  SourceLanguage language = SourceLanguage::OpenCL;
  Verdict verdict = Verdict::Error;
  ExitCode exitCode = ExitCode::Internal;
  std::string failure; // the message of a failed run
  std::vector<ReportedError> errors;
  std::optional<BoogieSummary> summary;          // absent if Boogie did not run to the end
  std::vector<std::string> kernels;              // source names of the kernels checked
  std::vector<RefusedKernel> refusedKernels;     // and of those left out
  std::vector<std::string> notes;                // what the run decided for the user (launch sizes from host code)
  std::vector<CompilerMessage> compilerMessages; // clang's diagnostics, as it printed them
  std::vector<UnprovedCheck> unproved;           // checks the solver gave up on (a time-out names them)
  StageTimes times;
  std::optional<ToolVersions> tools;
};

// What the errors of one Boogie run are mapped back through. Without a
// translation (a .bpl input) errors keep Boogie's locations.
struct ErrorContext {
  const Translation *translation = nullptr;
  const boogie::PrintedProgram *program = nullptr; // the generated program, as printed
  std::string programFile;                         // the generated .bpl, as Boogie names it
  // --display-loop-abstractions: the copies of values at loop heads.
  const std::vector<boogie::LoopHeadCapture> *loopHeadCaptures = nullptr;
};

// What a report says of a loop in ReportedError::abstractedLoops.
std::string abstractedLoopNote(const AbstractedLoop &loop);

std::vector<ReportedError> describeErrors(const BoogieOutput &output, const ErrorContext &context,
                                          SourceLines &sources);

// The checks of output.unprovedAssertions, each once, in source terms.
std::vector<UnprovedCheck> describeUnproved(const BoogieOutput &output, const ErrorContext &context,
                                            SourceLines &sources);
// "k.cl:12:5: note: the solver gave up on the race check on A here", with the line.
std::string unprovedText(const UnprovedCheck &check);

// Verified, Errors or Timeout, from Boogie's counts: errors win over
// solver time-outs, because they are definite.
Verdict verdictOf(const BoogieOutput &output);
ExitCode exitCodeOf(Verdict verdict);

// The raced element in source terms, from the index of a modelled element:
// "A[5]", "L[1][2][3][3]", "G[3] (bytes 4..7)", "A[1] (byte 0)".
std::string elementText(const ArrayInfo &array, const ModelNumber &modelledIndex);
// Its subscripts, outermost first, in decimal (empty for a 0-sized array).
std::vector<std::string> elementIndex(const ArrayInfo &array, const ModelNumber &modelledIndex);

// "write-read" for a read by thread 2 racing with a logged write.
std::string raceKindText(AccessKind previous, AccessKind current);

// Thread 1's or thread 2's ids in a counterexample (absent constants are 0;
// group sizes fixed on the command line may be absent from the model).
ThreadIds threadIdsOf(const Translation &translation, const std::map<std::string, std::string> &model, unsigned thread);

SourceTrace traceOf(const SourceChain &chain, SourceLines &sources);

} // namespace gv::driver
