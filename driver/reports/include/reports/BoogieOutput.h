// What Boogie said, as data. Boogie exits 0 whether or not the program
// verifies, so its standard output is the verdict: errors with their
// location, kind and counterexample model (/mv:- prints the model right
// after each error), the trailer with the counts, and any messages showing
// that the program itself was malformed.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace gv::driver {

struct BplLocation {
  std::string file;
  unsigned line = 0;
  unsigned column = 0;
};

enum class BoogieErrorKind {
  Assertion,           // BP5001
  CallPrecondition,    // BP5002, with the requires as related location
  Postcondition,       // BP5003, with the ensures as related location
  InvariantOnEntry,    // BP5004
  InvariantMaintained, // BP5005
  Other,               // any other code
  // Not Boogie's: a piece of the program the solver answered "sat" for
  // without a counterexample (z3's non-incremental fallback names no
  // assertion, and treats Boogie's labels as unknown atoms, which
  // over-approximates), so some check is not proved but which is not known.
  Unlocated,
};

struct BoogieError {
  BplLocation location;
  std::string code; // "BP5001"
  BoogieErrorKind kind = BoogieErrorKind::Other;
  std::string message; // Boogie's, e.g. "This assertion might not hold."
  std::optional<BplLocation> related;
  // The blocks the counterexample runs through, in order, by label
  // (Boogie's "Execution trace:").
  std::vector<std::string> trace;
  // The counterexample: constant (or incarnation such as "i@2") -> value as
  // printed ("5bv32", "true", "12", "(store ...)"). Boogie's internal
  // "%lbl%" labels are dropped.
  std::map<std::string, std::string> model;
};

// "Boogie program verifier finished with N verified, M errors[, K
// inconclusive][, T time outs][, O out of memory]".
struct BoogieSummary {
  unsigned verified = 0;
  unsigned errors = 0;
  unsigned inconclusive = 0;
  unsigned timeOuts = 0;
  unsigned outOfMemory = 0;
};

struct BoogieOutput {
  std::vector<BoogieError> errors;
  std::optional<BoogieSummary> summary; // absent if Boogie stopped early
  // Parse, name-resolution and type errors, and "*** Error:" lines: Boogie
  // rejected its input.
  std::vector<std::string> inputErrors;
  // Prover errors other than the harmless 'model_compress' one that
  // Debian's Boogie 2.4 provokes from z3 4.8.
  std::vector<std::string> proverErrors;
  // "Verification of 'p' timed out after 2 seconds", "Timed out on ..."
  std::vector<std::string> inconclusiveNotes;
  // The assertions the solver gave up on: Boogie's "Timed out on" ones, and
  // (BoogieRunner) the pieces of a split program it answered "unknown" for.
  std::vector<BplLocation> unprovedAssertions;
  // With /trace and VC splitting: how the solver's query on each piece
  // ended ("Valid", "Invalid", "TimeOut", ...), in order.
  std::vector<std::string> pieceOutcomes;
  // With /trace: the implementations Boogie reports verified ("Verifying p
  // ...", then "[0.1 s, 3 proof obligations]  verified"), by name.
  std::vector<std::string> verifiedProcedures;
};

BoogieOutput parseBoogieOutput(const std::string &text);

// Whether Boogie's output so far ends with its summary line, the last it
// prints: Boogie has then said all it will.
bool endsWithBoogieSummary(const std::string &outputSoFar);

// A number from a model: "5bv32" (width 32), "12" (a mathematical integer,
// width 0), "true"/"false" (width 1). Absent for anything else or values
// beyond 64 bits.
struct ModelNumber {
  uint64_t value = 0;
  unsigned width = 0;
};
std::optional<ModelNumber> parseModelNumber(const std::string &value);

// The value as a user reads it: "12bv32" -> "12"; other values unchanged.
std::string modelValueText(const std::string &value);

} // namespace gv::driver
