#include "reports/TextReport.h"

#include <algorithm>
#include <cstdio>
#include <ostream>
#include <sstream>

namespace gv::driver {

namespace {

std::string locationText(const BplLocation &location) {
  return location.file + ":" + std::to_string(location.line) + ":" + std::to_string(location.column);
}

std::string codeLine(const SourceFrame &frame) { return "  " + frame.code.value_or("<unknown line of code>") + "\n"; }

// The innermost line, then each call site it was inlined into, then a
// blank line (GPUVerify's PrintStackTrace).
std::string stackTrace(const SourceTrace &trace) {
  std::string text;
  for (size_t i = 0; i < trace.size(); ++i) {
    if (i > 0)
      text += "invoked from " + trace[i].location.text() + ":\n";
    text += codeLine(trace[i]);
  }
  return text + "\n";
}

std::string describeAccess(const RaceAccess &access, SourceLanguage language) {
  std::string who =
      std::string(capitalisedAccessWord(access.kind)) + " by " + threadDescription(access.thread, language);
  if (access.trace.empty() && !access.possibleSources.empty()) {
    std::string text = who + ", possible sources are:\n";
    for (const SourceTrace &source : access.possibleSources)
      text += source.front().location.text() + ":\n" + codeLine(source.front());
    return text + "\n";
  }
  if (access.trace.empty())
    return who + ", from external source location\n\n";
  return who + ", " + access.trace.front().location.text() + ":\n" + stackTrace(access.trace);
}

// "kernel.cl:9:12" for an error mapped to the source, else Boogie's place,
// else (no place is known) the kernel file.
std::string whereText(const ReportedError &error, const Report &report) {
  if (error.kind == ErrorKind::Unlocated)
    return report.kernelFile;
  if (!error.trace.empty())
    return error.trace.front().location.text();
  if (error.kind == ErrorKind::Postcondition && error.relatedBoogieLocation)
    return locationText(*error.relatedBoogieLocation); // the ensures, as GPUVerify reports it
  return locationText(error.boogieLocation);
}

std::string noteText(const ErrorNote &note) {
  if (!note.trace.empty())
    return note.trace.front().location.text() + ": note: " + note.message + "\n" + stackTrace(note.trace);
  if (note.boogieLocation)
    return locationText(*note.boogieLocation) + ": note: " + note.message + "\n";
  return "note: " + note.message + "\n";
}

std::string raceText(const ReportedError &error, const Report &report) {
  const RaceDetails &race = *error.race;
  std::string file = error.trace.empty() ? report.kernelFile : error.trace.front().location.file;
  std::string text = whereText(error, report) + ": error: " + error.message + "\n";
  text += file + ": error: " + error.message + ":\n\n";
  text += describeAccess(race.current, report.language);
  text += describeAccess(race.previous, report.language);
  if (error.note)
    text += noteText(*error.note) + "\n";
  return text;
}

std::string otherErrorText(const ReportedError &error, const Report &report) {
  std::string text = whereText(error, report) + ": error: " + error.message;
  if (error.thread)
    text += " for " + threadDescription(*error.thread, report.language);
  if (error.otherThread)
    text += " and " + threadDescription(*error.otherThread, report.language);
  text += "\n";
  if (!error.trace.empty())
    text += stackTrace(error.trace);
  if (error.note)
    text += noteText(*error.note);
  return text;
}

std::string sizesText(const std::array<uint64_t, 3> &sizes) {
  return "[" + std::to_string(sizes[0]) + "," + std::to_string(sizes[1]) + "," + std::to_string(sizes[2]) + "]";
}

// The launch of a counterexample where some size was left free, in the
// options that give it.
std::string launchText(const ReportedError &error, const Report &report) {
  if (!error.groupSize || !error.numGroups)
    return "";
  bool cuda = report.language == SourceLanguage::CUDA;
  return std::string("Launch sizes of this counterexample: ") + (cuda ? "--blockDim=" : "--local_size=") +
         sizesText(*error.groupSize) + (cuda ? " --gridDim=" : " --num_groups=") + sizesText(*error.numGroups) + "\n\n";
}

std::string parameterText(const ReportedError &error) {
  if (error.parameters.empty())
    return "";
  std::string text = "Bitwise values of parameters of '" + error.kernel + "':\n";
  for (const auto &parameter : error.parameters)
    text += "  " + parameter.name + " = " + parameter.value + "\n";
  return text + "\n";
}

// After the rest, so that what GPUVerify prints keeps its shape.
std::string abstractedLoopsText(const ReportedError &error) {
  std::string text;
  for (const AbstractedLoop &loop : error.abstractedLoops) {
    text += loop.trace.front().location.text() + ": note: " + abstractedLoopNote(loop) + "\n" + stackTrace(loop.trace);
    if (loop.headValues.empty())
      continue;
    text += "Values at the head of this loop in the counterexample:\n";
    for (const auto &[term, value] : loop.headValues)
      text += "  " + term + " = " + value + "\n";
    text += "\n";
  }
  return text;
}

std::string plural(unsigned count, const std::string &word) {
  return std::to_string(count) + " " + word + (count == 1 ? "" : "s");
}

// Whether running the kernel showed the error (after GPUVerify's shape).
std::string replayText(const ReportedError &error, const Report &report) {
  if (!error.replay)
    return "";
  const ReplayOutcome &replay = *error.replay;
  std::string inputs;
  for (const std::string &input : replay.inputs)
    inputs += (inputs.empty() ? "" : "; ") + input;
  std::string text = whereText(error, report) + ": note: ";
  if (replay.status == ReplayOutcome::Status::Confirmed)
    return text + "confirmed by running the kernel: " + replay.shown + "\n  inputs: " + inputs + "\n\n";
  text += "not reproduced by running the kernel";
  if (replay.runs)
    text += " (" + plural(replay.runs, "run") + ")";
  if (!replay.why.empty())
    text += ": " + replay.why;
  return text + "\n\n";
}

std::string secondsText(double seconds, int decimals) {
  char buffer[64];
  std::snprintf(buffer, sizeof buffer, "%.*f", decimals, seconds);
  return buffer;
}

std::string successSummary(const Report &report, const SummaryStyle &style) {
  if (style.loopUnwind)
    return "No defects were found while analysing: " + report.kernelFile + "\nNotes:\n" +
           "- Use --loop-unwind=N with N > " + std::to_string(*style.loopUnwind) + " to search for deeper bugs.\n" +
           "- Re-run in verification mode to try to prove absence of defects.\n";
  std::string groups = report.language == SourceLanguage::CUDA ? "thread blocks" : "work groups";
  std::string text = "Verified: " + report.kernelFile + "\n";
  if (!style.onlyDivergence) {
    text += "- no data races within " + groups + "\n";
    if (!style.onlyIntraGroup)
      text += "- no data races between " + groups + "\n";
  }
  text += "- no barrier divergence\n- no assertion failures\n";
  if (style.checkArrayBounds)
    text += "- no out-of-bounds array accesses (for arrays where size information is available)\n";
  text += "(but absolutely no warranty provided)\n";
  return text;
}

std::string timingText(const StageTimes &times) {
  std::string text = "Timing information (" + secondsText(times.total(), 2) + " secs):\n";
  auto stage = [&](const char *name, const std::optional<double> &seconds) {
    if (seconds)
      text += std::string("- ") + name + " : " + secondsText(*seconds, 3) + " secs\n";
  };
  stage("clang", times.clang);
  stage("translator", times.translator);
  stage("houdini", times.houdini);
  stage("boogie", times.boogie);
  stage("replay", times.replay);
  if (times.wall)
    stage("other", times.other()); // so that the lines add up to the total
  return text;
}

} // namespace

std::string formatIds(const std::array<uint64_t, 3> &ids, unsigned dims) {
  dims = std::clamp(dims, 1u, 3u);
  if (dims == 1)
    return std::to_string(ids[0]);
  std::string text = "(";
  for (unsigned d = 0; d < dims; ++d)
    text += (d ? ", " : "") + std::to_string(ids[d]);
  return text + ")";
}

std::string threadDescription(const ThreadIds &thread, SourceLanguage language) {
  std::string local = formatIds(thread.localId, thread.groupDims);
  std::string group = formatIds(thread.groupId, thread.gridDims);
  std::string global = formatIds(thread.globalId, std::max(thread.groupDims, thread.gridDims));
  if (language == SourceLanguage::CUDA)
    return "thread " + local + " in thread block " + group + " (global id " + global + ")";
  return "work item " + global + " with local id " + local + " in work group " + group;
}

std::string formatError(const ReportedError &error, const Report &report) {
  std::string text = error.race ? raceText(error, report) : otherErrorText(error, report);
  return text + launchText(error, report) + parameterText(error) + abstractedLoopsText(error) +
         replayText(error, report);
}

void printErrors(const Report &report, std::ostream &err) {
  for (const auto &error : report.errors)
    err << formatError(error, report);
  err << std::flush;
}

std::string trailer(const BoogieSummary &summary) {
  std::string text = "GPUVerify kernel analyser finished with " + std::to_string(summary.verified) + " verified, " +
                     plural(summary.errors, "error");
  if (summary.inconclusive)
    text += ", " + plural(summary.inconclusive, "inconclusive");
  if (summary.timeOuts)
    text += ", " + plural(summary.timeOuts, "time out");
  if (summary.outOfMemory)
    text += ", " + std::to_string(summary.outOfMemory) + " out of memory";
  return text;
}

void printOutcome(const Report &report, const SummaryStyle &style, std::ostream &out) {
  if (report.verdict == Verdict::Verified && !style.silent)
    out << successSummary(report, style);
  if (style.showTimes)
    out << timingText(report.times);
  if (report.summary)
    out << trailer(*report.summary)
        << (report.refusedKernels.empty() ? "" : ", " + std::to_string(report.refusedKernels.size()) + " not supported")
        << "\n";
  out << std::flush;
}

} // namespace gv::driver
