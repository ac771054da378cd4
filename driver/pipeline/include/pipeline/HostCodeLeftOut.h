// Host code must not stop device verification. A .cu file is compiled for
// the device, but clang parses (and checks) its host functions too: a host
// API our headers lack, or a toolkit clang-19 cannot parse, fails the whole
// file. The code clang's errors are in is then left out and the file
// compiled again: the statements first (a template kernel launched from the
// rest of the host code is still instantiated), whole function bodies if
// that does not converge.
//
// Sound by construction: code left out becomes a call to a host function
// that has no definition (leftOutMarker). CUDA forbids calling a host
// function from device code, so if a kernel needs a function code was
// left out of (a __device__ or __host__ __device__ function, even one whose
// attributes come from a macro), clang rejects the compile and the original
// errors stand. A compile that succeeds has lost host code only, and with it
// the launches that code makes (the host-side compile still fails: their
// sizes are not read).
#pragma once

#include <cstddef>
#include <functional>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace gv::driver {

// A function body found in a file's text at namespace or class scope:
// offsets of its braces, the line of `{`, and the function's name as written.
struct FunctionBody {
  size_t open = 0;
  size_t close = 0;
  unsigned line = 0;
  std::string name;
};

// Every function body outside other function bodies, in order. A lexical
// scan (comments, literals, preprocessor lines skipped); braces it cannot
// classify are skipped whole, so a body may be missed but a non-body is not
// taken for one.
std::vector<FunctionBody> functionBodies(const std::string &text);

// A part of a file to leave out: a statement or the inside of a body
// (made a call of the marker), a whole definition whose declaration does
// not compile (made nothing), or the #include of a header clang cannot find
// (made nothing; see conditionsOnUndefinedMacros).
struct LeftOutRange {
  enum class Kind { Code, Definition, Include };
  size_t begin = 0;
  size_t end = 0;
  Kind kind = Kind::Code;
};

// The innermost statement of `body` around `offset`, if there is one.
std::optional<LeftOutRange> statementAt(const std::string &text, const FunctionBody &body, size_t offset);

// `text` with these ranges replaced by a call to the marker; line endings
// and preprocessor lines are kept, so lines keep their numbers and macros
// defined in a range stay defined.
std::string withRangesLeftOut(const std::string &text, const std::vector<LeftOutRange> &ranges);

// The undefined host function a part left out calls.
extern const char *const leftOutMarker;

// One file of a compile, with the parts to leave out in it.
struct LeftOutFile {
  std::string shownPath; // as clang named it
  std::string original;  // the text clang read
  std::vector<LeftOutRange> ranges;

  std::string text() const { return withRangesLeftOut(original, ranges); }
};

// What was left out of one function, and the first error clang gave there.
struct LeftOutCode {
  std::string file;
  unsigned line = 0;
  unsigned column = 0;
  std::string function;
  std::string error;
  bool wholeBody = false;
  unsigned statements = 0;
  bool wholeDefinition = false;
  std::string declaration;   // a whole definition's, before its body
  std::string body;          // and its body
  std::string missingHeader; // an #include left out: the header, as written
};

struct HostCodePlan {
  std::vector<LeftOutFile> files;
  std::vector<LeftOutCode> functions;
};

// Reads a file clang named (the text clang read); nullopt if it cannot.
using SourceReader = std::function<std::optional<std::string>(const std::string &shownPath)>;

// How much to leave out around an error: its statement, or its function's
// whole body (when leaving out statements does not converge).
enum class LeaveOut { Statements, Bodies };

// `previous` extended so that none of clang's errors in `clangOutput`
// remains; nullopt if some error is outside every function body or in a
// part already left out (the device side needs it).
std::optional<HostCodePlan> planLeavingOut(const std::string &clangOutput, const SourceReader &read,
                                           const HostCodePlan &previous, LeaveOut granularity);

// `plan` with every function it left statements of left out whole.
HostCodePlan widenedToBodies(const HostCodePlan &plan);

// Macros through which what a plan leaves out may choose device code, given
// `defined` (the macros the compile without it ended with): the identifiers
// that a conditional directive after a header left out tests (#if, #ifdef,
// #elif, ...) and that are neither defined nor reserved (_X, __x: the
// implementation's, which no library defines), since the header may have
// defined them; and the macros a whole definition's declaration names,
// which may spell __global__ or __device__. Not empty: the compile may not
// be the user's kernels.
// `otherFiles` are the texts of the user's other files the compile read (not
// libraries'): their conditionals count wherever they are, since they may
// come after the #include left out.
// `deviceMacros` (deviceMacroNames) named in a whole definition left out
// count too: its body may be a kernel's whatever macro spells its attribute.
std::vector<std::string> macrosChoosingDeviceCode(const HostCodePlan &plan, const std::set<std::string> &defined,
                                                  const std::vector<std::string> &otherFiles = {},
                                                  const std::set<std::string> &deviceMacros = {});

// The macros in `clang -E -dM`'s output that stand for device code: whose
// replacement names threadIdx, blockIdx, __syncthreads, __shared__, ... or
// another such macro.
std::set<std::string> deviceMacroNames(const std::string &dump);

// The macro names in `clang -E -dM`'s output.
std::set<std::string> definedMacroNames(const std::string &dump);

// The warnings that say what a successful compile left out, as clang
// writes diagnostics (file:line:col: warning: ...).
std::string leftOutWarnings(const HostCodePlan &plan);

} // namespace gv::driver
