// What a CUDA file's host code tells a run about the kernel it verifies
// (HostLaunches.h reads it): the launch sizes of a kernel given none, the
// argument values every launch passes and the facts that hold at every
// launch (assumed unless --all-inputs; the user's --kernel-args win), and
// where --blockDim is not what any launch uses. Each comes with a note at
// the launch it was taken from, which the run prints and reports.
#pragma once

#include "gpuverify/SourceLocation.h"
#include "gpuverify/Translator.h"
#include "pipeline/Options.h"
#include "reports/SourceLines.h"
#include "support/TempDir.h"

#include <functional>
#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

namespace gv::driver {

struct HostNote {
  SourceChain where; // the launch
  std::string text;
};

struct HostKnowledge {
  // The launch sizes taken for a kernel given none (or only the other).
  std::optional<Extent3> numGroups, groupSize;
  // More than one: the kernels selected are launched with different sizes,
  // one group each (numGroups and groupSize are the first's).
  std::vector<KernelsAtSizes> groups;
  std::vector<KernelArgumentValues> arguments;
  std::vector<KernelHostFacts> facts;
  // Every fact assumed, exactly (LaunchAssumptions.h): for the cache key.
  std::string factsKey;
  std::vector<HostNote> notes; // in the order taken
};

// What to read: the sizes (the run has none; not finding them is a
// command-line error, thrown as Failure), the arguments and facts.
struct HostQuestions {
  bool sizes = false;
  bool arguments = false;
};

// Compiles the host side of the kernel file (`otherFile` empty) or of
// another file of its program to `bitcodePath`; false if clang fails.
using HostSideCompiler = std::function<bool(const std::string &bitcodePath, const std::string &otherFile)>;

// Reads the host code of options.kernelFile, joined with the rest of its
// program where the file has no `main` (HostProgram.h). `echo`: --verbose.
HostKnowledge readHostKnowledge(const DriverOptions &options, HostQuestions questions, TempDir &temporaries,
                                const HostSideCompiler &compile, std::ostream *echo);

// Takes what was read into the run's options: the launch sizes (each
// kernel group's checked to fit, as the first's), the argument values and the
// facts assumed. The notes are the caller's to say.
void adoptHostKnowledge(DriverOptions &options, HostKnowledge &known);

// A note placed at its launch in the user's code: `place` is
// "main.cu:212:3: " (empty if the launch has no line), `text` the note and
// where another file of the program reaches the launch from.
struct PlacedNote {
  std::string place, text;
};
PlacedNote placeHostNote(const HostNote &note, SourceLines &sources);

// Whether a file of the user's that clang read (not a library header) may
// launch a kernel (mentionsLaunch): else there is no launch to read.
bool userFilesMayLaunch(const std::vector<std::string> &filesClangRead, SourceLines &sources);

} // namespace gv::driver
