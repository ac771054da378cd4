#include "reports/Report.h"

#include "boogie/Traces.h"
#include "reports/SourceLines.h"

#include <algorithm>
#include <set>
#include <tuple>

namespace gv::driver {

namespace {

// ------------------------------------------------------------ model values

std::optional<ModelNumber> modelNumber(const std::map<std::string, std::string> &model, const std::string &name) {
  if (name.empty())
    return std::nullopt;
  auto found = model.find(name);
  if (found == model.end())
    return std::nullopt;
  return parseModelNumber(found->second);
}

// Constants the solver did not need are left out of the model; any value,
// and so 0, is consistent with the counterexample.
uint64_t modelValueOrZero(const std::map<std::string, std::string> &model, const std::string &name) {
  auto number = modelNumber(model, name);
  return number ? number->value : 0;
}

// Offsets are bit-vectors; a set top bit means a negative offset.
// An index read as the smaller of its signed and unsigned values: -1 for
// all ones (an index below the array), but 2147483648 for 2^31 (a large
// index, where the two are equally far).
__int128 indexValue(const ModelNumber &number) {
  if (number.width == 0 || number.width > 64)
    return static_cast<__int128>(number.value);
  __int128 value = static_cast<__int128>(number.value);
  __int128 half = static_cast<__int128>(1) << (number.width - 1);
  return value > half ? value - 2 * half : value;
}

std::string decimal(__int128 value) {
  if (value == 0)
    return "0";
  bool negative = value < 0;
  unsigned __int128 magnitude =
      negative ? -static_cast<unsigned __int128>(value) : static_cast<unsigned __int128>(value);
  std::string digits;
  for (; magnitude; magnitude /= 10)
    digits += static_cast<char>('0' + static_cast<int>(magnitude % 10));
  if (negative)
    digits += '-';
  std::reverse(digits.begin(), digits.end());
  return digits;
}

__int128 floorDivide(__int128 a, __int128 b) {
  __int128 quotient = a / b;
  return (a % b != 0 && (a < 0) != (b < 0)) ? quotient - 1 : quotient;
}

// "[1][2][3]" for a flat index into an array with the given extents,
// outermost first. A flat index is all that can be shown when an inner
// extent is unknown or the index is negative.
// The subscripts of a flat index into an array of `dimensions`, outermost
// first: one if the array is flat (or the index negative, or a dimension
// unknown).
std::vector<__int128> subscriptValues(__int128 flatIndex, const std::vector<uint64_t> &dimensions) {
  if (flatIndex < 0 || dimensions.size() < 2)
    return {flatIndex};
  std::vector<__int128> indices;
  __int128 rest = flatIndex;
  for (size_t d = dimensions.size() - 1; d >= 1; --d) {
    if (dimensions[d] == 0)
      return {flatIndex};
    indices.push_back(rest % static_cast<__int128>(dimensions[d]));
    rest /= static_cast<__int128>(dimensions[d]);
  }
  indices.push_back(rest);
  return {indices.rbegin(), indices.rend()};
}

std::string subscripts(__int128 flatIndex, const std::vector<uint64_t> &dimensions) {
  std::string text;
  for (__int128 index : subscriptValues(flatIndex, dimensions))
    text += "[" + decimal(index) + "]";
  return text;
}

// ------------------------------------------------------ errors to checks

const Check *checkById(const Translation &translation, unsigned id) {
  if (id < translation.checks.size() && translation.checks[id].id == id)
    return &translation.checks[id];
  for (const auto &check : translation.checks)
    if (check.id == id)
      return &check;
  return nullptr;
}

const Check *checkAt(const BplLocation &location, const ErrorContext &context) {
  if (location.file != context.programFile)
    return nullptr; // a --boogie-file, not the generated program
  auto found = context.program->checkIdByLine.find(location.line);
  if (found == context.program->checkIdByLine.end())
    return nullptr;
  return checkById(*context.translation, found->second);
}

// The check a Boogie error is about: the failing assert or call, or else
// the requires or ensures Boogie names as related location.
const Check *checkFor(const BoogieError &error, const ErrorContext &context) {
  if (!context.translation || !context.program)
    return nullptr;
  if (const Check *check = checkAt(error.location, context))
    return check;
  if (error.related)
    return checkAt(*error.related, context);
  return nullptr;
}

// ------------------------------------------------------------- messages

ErrorKind kindOfBoogieError(BoogieErrorKind kind) {
  switch (kind) {
  case BoogieErrorKind::CallPrecondition: return ErrorKind::Precondition;
  case BoogieErrorKind::Postcondition: return ErrorKind::Postcondition;
  case BoogieErrorKind::InvariantOnEntry: return ErrorKind::LoopInvariantOnEntry;
  case BoogieErrorKind::InvariantMaintained: return ErrorKind::LoopInvariantMaintained;
  case BoogieErrorKind::Assertion:
  case BoogieErrorKind::Other: return ErrorKind::Assertion;
  case BoogieErrorKind::Unlocated: return ErrorKind::Unlocated;
  }
  return ErrorKind::Assertion;
}

std::string messageOf(ErrorKind kind) { return infoOf(kind).message; }

// Boogie treats assertions at the head of a loop as loop invariants, so
// whether an assertion failed on entry or after an iteration is Boogie's
// to say, whatever the check was; copies checked at the end of an iteration
// (boogie::checkInvariantsAtLatches) are plain asserts to Boogie.
ErrorKind kindOfCheck(const Check &check, const BoogieError &error) {
  switch (check.kind) {
  case CheckKind::LoopInvariant:
  case CheckKind::InferredInvariant:
    return error.kind == BoogieErrorKind::InvariantMaintained || check.afterIteration
               ? ErrorKind::LoopInvariantMaintained
               : ErrorKind::LoopInvariantOnEntry;
  case CheckKind::Assertion: return kindOfBoogieError(error.kind);
  default: return kindReporting(check.kind).value_or(ErrorKind::Assertion);
  }
}

// ------------------------------------------------------------ the parts

RaceDetails raceDetails(const Check &check, const BoogieError &error, const Translation &translation,
                        SourceLines &sources) {
  const ModelNames &names = translation.modelNames;
  RaceDetails race;
  race.kind = raceKindText(check.previous, check.current);
  if (check.array < translation.arrays.size()) {
    const ArrayInfo &array = translation.arrays[check.array];
    race.array = array.sourceName;
    ModelNumber watched = modelNumber(error.model, names.watchedOffset).value_or(ModelNumber{});
    race.element = elementText(array, watched);
    race.index = elementIndex(array, watched);
    race.arrayIndex = check.array;
    if (modelNumber(error.model, names.watchedOffset)) { // an offset, so signed
      uint64_t sign = watched.width > 0 && watched.width < 64 ? uint64_t{1} << (watched.width - 1) : 0;
      int64_t element =
          sign ? static_cast<int64_t>((watched.value ^ sign) - sign) : static_cast<int64_t>(watched.value);
      race.elementByte = element * static_cast<int64_t>(array.elementBits / 8);
    }
  }
  race.current = {check.current, traceOf(check.location, sources), threadIdsOf(translation, error.model, 2), {}};
  race.previous = {check.previous, {}, threadIdsOf(translation, error.model, 1), {}};
  // The logged access's site, where the model's is one of this array's
  // accesses of that kind: a log that a loop abstraction havocs, with no
  // invariant naming its sites, may leave any number there (even another
  // array's access). The access is then one of the array's accesses of
  // that kind: the one, or each as a possible source.
  std::vector<const AccessSite *> ofArray;
  for (const auto &candidate : translation.sites)
    if (candidate.array == check.array && candidate.kind == check.previous &&
        std::none_of(ofArray.begin(), ofArray.end(),
                     [&](const AccessSite *s) { return s->location == candidate.location; }))
      ofArray.push_back(&candidate);
  if (auto site = modelNumber(error.model, names.watchedSite))
    for (const AccessSite *candidate : ofArray)
      if (candidate->id == site->value)
        race.previous.trace = traceOf(candidate->location, sources);
  if (race.previous.trace.empty() && ofArray.size() == 1)
    race.previous.trace = traceOf(ofArray.front()->location, sources);
  else if (race.previous.trace.empty())
    for (const AccessSite *candidate : ofArray)
      if (SourceTrace trace = traceOf(candidate->location, sources); !trace.empty()) // not a declared access
        race.previous.possibleSources.push_back(std::move(trace));
  // Each access is underlined at the array's name.
  for (RaceAccess *access : {&race.current, &race.previous})
    if (!access->trace.empty() && !race.array.empty())
      access->trace.front().span = sources.spanAt(access->trace.front().location, race.array);
  return race;
}

const KernelInfo *kernelOf(const BoogieError &error, const ErrorContext &context) {
  const auto &kernels = context.translation->kernels;
  if (context.program && error.location.file == context.programFile) {
    std::string procedure = context.program->procedureAt(error.location.line);
    for (const auto &kernel : kernels)
      if (kernel.procedureName == procedure)
        return &kernel;
  }
  return kernels.size() == 1 ? &kernels.front() : nullptr;
}

std::vector<ParameterValue> parameterValues(const KernelInfo &kernel, const std::map<std::string, std::string> &model) {
  std::vector<ParameterValue> values;
  for (const auto &parameter : kernel.scalarParameters) {
    auto found = model.find(parameter.boogieName);
    std::string text = found == model.end() ? "0" : modelValueText(found->second);
    // A signed parameter's negative values as the user wrote them.
    std::optional<ModelNumber> number = modelNumber(model, parameter.boogieName);
    if (parameter.isSigned && number && number->width >= 2 && number->width <= 64 &&
        (number->value >> (number->width - 1)) & 1) {
      uint64_t magnitude =
          (~number->value + 1) & (number->width == 64 ? ~uint64_t{0} : (uint64_t{1} << number->width) - 1);
      text = "-" + std::to_string(magnitude);
    }
    values.push_back({parameter.sourceName, text});
  }
  return values;
}

// A race whose counterexample gives a parameter a huge value (beyond 2^20
// either side of 0, as the parameter's signed or unsigned integer) may come
// from an index computation that wraps around, which the user can rule out
// by bounding the parameter: the note says how.
std::optional<ErrorNote> hugeParameterNote(const KernelInfo &kernel, const std::map<std::string, std::string> &model) {
  constexpr uint64_t huge = uint64_t{1} << 20;
  for (const auto &parameter : kernel.scalarParameters) {
    auto number = modelNumber(model, parameter.boogieName);
    if (!number || parameter.bits > 64 || parameter.bits < 21 || !parameter.isInteger)
      continue;
    uint64_t value = number->value;
    uint64_t modulus = parameter.bits == 64 ? 0 : uint64_t{1} << parameter.bits; // 0: 2^64
    bool smallNegative = value >= modulus - huge;                                // wraps as intended for 2^64
    if (value < huge || smallNegative)
      continue;
    return ErrorNote{"in this counterexample " + parameter.sourceName + " = " + std::to_string(value) +
                         ": an index computed from it may wrap around. If it is smaller in every launch, say so "
                         "(`__requires(" +
                         parameter.sourceName + " <= BOUND)` with a bound of your choice) and verify again",
                     {},
                     std::nullopt};
  }
  return std::nullopt;
}

// A race between threads of two groups on global memory, in a kernel that
// fences global memory for other groups (__threadfence): the fence and an
// atomic flag may order the two accesses (the last block's reduction), an
// order the model, in which groups meet only at a grid barrier, lacks.
std::optional<ErrorNote> fenceBetweenGroupsNote(const KernelInfo &kernel, const RaceDetails &race,
                                                const Translation &translation, SourceLines &sources) {
  if (kernel.deviceFences.empty() || race.current.thread.groupId == race.previous.thread.groupId || !race.arrayIndex ||
      *race.arrayIndex >= translation.arrays.size() ||
      translation.arrays[*race.arrayIndex].space != MemorySpace::Global)
    return std::nullopt;
  return ErrorNote{"the two accesses are by different groups, and the kernel fences global memory for other groups "
                   "here: gpuverify orders groups only at a grid barrier, not by a fence and an atomic flag (as the "
                   "last group's reduction does); if such a protocol orders these two accesses, this is a false alarm",
                   traceOf(kernel.deviceFences.front(), sources), std::nullopt};
}

ReportedError withBoogieFacts(const BoogieError &error) {
  ReportedError reported;
  reported.boogieLocation = error.location;
  reported.boogieCode = error.code;
  reported.relatedBoogieLocation = error.related;
  return reported;
}

const char *const preconditionNote = "this is the precondition that might not hold";
const char *const inferredInvariantNote =
    "this loop invariant was inferred (--infer-info lists it): inference proved it, the final check did not, "
    "which happens when the solver gives up on a hard query; likely a false alarm";
const char *const unreachableNote =
    "this point is marked unreachable: it follows a call that never returns, a trap or __builtin_unreachable()";

// A precondition check is located at [requires, call site, ...]: the error
// is reported at the call, with a note pointing at the requires.
void locatePreconditionFailure(const Check &check, ReportedError &reported, SourceLines &sources) {
  if (check.location.size() < 2)
    return;
  reported.trace = traceOf(SourceChain(check.location.begin() + 1, check.location.end()), sources);
  reported.note = ErrorNote{preconditionNote, traceOf({check.location.front()}, sources), std::nullopt};
}

bool launchSizesFree(const Translation &translation) {
  for (unsigned d = 0; d < 3; ++d)
    if (!translation.groupSize.size[d] || !translation.numGroups.size[d])
      return true;
  return false;
}

// A launch's sizes: the fixed ones, and the counterexample's for the others.
std::array<uint64_t, 3> launchSizes(const Extent3 &extent, const std::array<std::string, 3> &names,
                                    const std::map<std::string, std::string> &model) {
  std::array<uint64_t, 3> sizes{};
  for (unsigned d = 0; d < 3; ++d) {
    sizes[d] = extent.size[d].value_or(1);
    if (auto fromModel = modelNumber(model, names[d]); fromModel && !extent.size[d])
      sizes[d] = fromModel->value;
  }
  return sizes;
}

// The loops of the failing procedure whose head the counterexample's trace
// passes: Boogie cuts every loop at its head, so the counterexample may
// start the loop from any state its invariants allow, reachable or not.
std::vector<AbstractedLoop> abstractedLoopsOf(const BoogieError &error, const ErrorContext &context,
                                              SourceLines &sources) {
  std::vector<const LoopShape *> passed;
  std::string procedure = context.program ? context.program->procedureAt(error.location.line) : "";
  std::vector<std::string> trace = error.trace;
  for (const boogie::Decl &decl : context.translation->program.decls)
    if (auto *p = std::get_if<boogie::ProcedureDecl>(&decl); p && p->name == procedure && p->body)
      trace = boogie::withMergedBlocks(*p->body, error.trace);
  for (const LoopShape &loop : context.translation->loops)
    if (loop.procedure == procedure && !loop.location.empty() &&
        std::find(trace.begin(), trace.end(), loop.headLabel) != trace.end())
      passed.push_back(&loop);
  std::sort(passed.begin(), passed.end(), [](const LoopShape *a, const LoopShape *b) {
    const SourceLocation &x = a->location.front(), &y = b->location.front();
    return std::tie(x.file, x.line, x.column) < std::tie(y.file, y.line, y.column);
  });
  std::vector<AbstractedLoop> loops;
  for (const LoopShape *loop : passed) {
    AbstractedLoop abstracted{traceOf(loop->location, sources), loop->uniform, {}};
    if (context.loopHeadCaptures)
      for (const boogie::LoopHeadCapture &capture : *context.loopHeadCaptures) {
        if (capture.procedure != loop->procedure || capture.headLabel != loop->headLabel)
          continue;
        // Assigned last at the head: its highest incarnation (copy@N).
        auto value = error.model.end();
        long last = -1;
        for (auto it = error.model.lower_bound(capture.copy + "@"); it != error.model.end(); ++it) {
          const std::string &name = it->first;
          if (name.compare(0, capture.copy.size() + 1, capture.copy + "@") != 0)
            break;
          std::string digits = name.substr(capture.copy.size() + 1);
          if (!digits.empty() && digits.find_first_not_of("0123456789") == std::string::npos &&
              std::stol(digits) > last) {
            last = std::stol(digits);
            value = it;
          }
        }
        if (value == error.model.end())
          continue;
        auto term = context.translation->sourceTerms.find(capture.variable);
        abstracted.headValues.push_back(
            {term == context.translation->sourceTerms.end() ? capture.variable : term->second,
             modelValueText(value->second)});
      }
    loops.push_back(std::move(abstracted));
  }
  return loops;
}

ReportedError describeCheckFailure(const Check &check, const BoogieError &error, const ErrorContext &context,
                                   SourceLines &sources) {
  const Translation &translation = *context.translation;
  ReportedError reported = withBoogieFacts(error);
  reported.kind = kindOfCheck(check, error);
  reported.trace = traceOf(check.location, sources);
  if (reported.kind == ErrorKind::Race) {
    reported.race = raceDetails(check, error, translation, sources);
    reported.message = "possible " + reported.race->kind + " race on " + reported.race->element;
  } else {
    reported.message = messageOf(reported.kind);
    if (check.kind == CheckKind::ArrayBounds && check.array < translation.arrays.size())
      reported.message += " on array " + translation.arrays[check.array].sourceName;
    if (infoOf(reported.kind).namesThread && (check.thread == 1 || check.thread == 2))
      reported.thread = threadIdsOf(translation, error.model, check.thread);
    if (check.kind == CheckKind::WarpDivergence) {
      reported.thread = threadIdsOf(translation, error.model, 1);
      reported.otherThread = threadIdsOf(translation, error.model, 2);
    }
  }
  if (check.kind == CheckKind::Precondition)
    locatePreconditionFailure(check, reported, sources);
  if (check.kind == CheckKind::Unreachable)
    reported.note = ErrorNote{unreachableNote, {}, std::nullopt};
  if (check.kind == CheckKind::InferredInvariant)
    reported.note = ErrorNote{inferredInvariantNote, {}, std::nullopt};
  if (launchSizesFree(translation)) {
    reported.groupSize = launchSizes(translation.groupSize, translation.modelNames.groupSize, error.model);
    reported.numGroups = launchSizes(translation.numGroups, translation.modelNames.numGroups, error.model);
  }
  reported.abstractedLoops = abstractedLoopsOf(error, context, sources);
  if (const KernelInfo *kernel = kernelOf(error, context)) {
    reported.kernel = kernel->sourceName;
    reported.parameters = parameterValues(*kernel, error.model);
    if (reported.kind == ErrorKind::Race && !reported.note && reported.race)
      reported.note = fenceBetweenGroupsNote(*kernel, *reported.race, translation, sources);
    if (reported.kind == ErrorKind::Race && !reported.note)
      reported.note = hugeParameterNote(*kernel, error.model);
  }
  return reported;
}

// An error no check explains: a .bpl input, a --boogie-file, or a
// translator bug. Boogie's location is all there is.
ReportedError describeBoogieFailure(const BoogieError &error) {
  ReportedError reported = withBoogieFacts(error);
  reported.kind = kindOfBoogieError(error.kind);
  reported.message = messageOf(reported.kind);
  if (reported.kind == ErrorKind::Precondition && error.related)
    reported.note = ErrorNote{preconditionNote, {}, error.related};
  return reported;
}

} // namespace

double StageTimes::total() const {
  double stages =
      clang.value_or(0) + translator.value_or(0) + houdini.value_or(0) + boogie.value_or(0) + replay.value_or(0);
  return std::max(stages, wall.value_or(0));
}

double StageTimes::other() const {
  double stages =
      clang.value_or(0) + translator.value_or(0) + houdini.value_or(0) + boogie.value_or(0) + replay.value_or(0);
  return std::max(0.0, wall.value_or(stages) - stages);
}

std::vector<UnprovedCheck> describeUnproved(const BoogieOutput &output, const ErrorContext &context,
                                            SourceLines &sources) {
  std::vector<UnprovedCheck> unproved;
  std::set<unsigned> seen;
  for (const BplLocation &location : output.unprovedAssertions) {
    BoogieError error;
    error.location = location;
    const Check *check = checkFor(error, context);
    if (!check || !seen.insert(check->id).second)
      continue;
    std::string what = "the " + std::string(infoOf(kindOfCheck(*check, error)).jsonName) + " check";
    if (check->kind == CheckKind::Race && check->array < context.translation->arrays.size())
      what += " on " + context.translation->arrays[check->array].sourceName;
    unproved.push_back({traceOf(check->location, sources), what});
  }
  return unproved;
}

std::string unprovedText(const UnprovedCheck &check) {
  if (check.trace.empty())
    return "note: the solver gave up on " + check.what + "\n";
  std::string text = check.trace.front().location.text() + ": note: the solver gave up on " + check.what + " here\n";
  for (const SourceFrame &frame : check.trace)
    if (frame.code)
      return text + "  " + *frame.code + "\n";
  return text;
}

std::string abstractedLoopNote(const AbstractedLoop &loop) {
  std::string text = "may be a false alarm: the loop at line " + std::to_string(loop.trace.front().location.line) +
                     " is abstracted (the counterexample enters it in any state its loop invariants allow); ";
  if (loop.uniform)
    return text + "an __invariant(...) in the loop may be needed";
  return text + "a __global_invariant(...) in the loop may be needed (threads leave it at different iterations, and "
                "an __invariant speaks only of those still in it)";
}

std::vector<ReportedError> describeErrors(const BoogieOutput &output, const ErrorContext &context,
                                          SourceLines &sources) {
  std::vector<ReportedError> errors;
  // Boogie may report one assertion once per failing path; the user needs
  // it once.
  std::set<std::tuple<std::string, unsigned, unsigned, std::string>> seen;
  for (const auto &error : output.errors) {
    if (!seen.insert({error.location.file, error.location.line, error.location.column, error.code}).second)
      continue;
    if (const Check *check = checkFor(error, context))
      errors.push_back(describeCheckFailure(*check, error, context, sources));
    else
      errors.push_back(describeBoogieFailure(error));
  }
  return errors;
}

Verdict verdictOf(const BoogieOutput &output) {
  BoogieSummary summary = output.summary.value_or(BoogieSummary{});
  if (!output.errors.empty() || summary.errors > 0)
    return Verdict::Errors;
  if (summary.inconclusive + summary.timeOuts + summary.outOfMemory > 0)
    return Verdict::Timeout;
  return Verdict::Verified;
}

ExitCode exitCodeOf(Verdict verdict) {
  switch (verdict) {
  case Verdict::Verified:
  case Verdict::Stopped: return ExitCode::Success;
  case Verdict::Errors: return ExitCode::NotAllVerified;
  case Verdict::Timeout: return ExitCode::Timeout;
  case Verdict::Error: return ExitCode::Internal;
  case Verdict::Interrupted: return ExitCode::Interrupted;
  }
  return ExitCode::Internal;
}

std::string elementText(const ArrayInfo &array, const ModelNumber &modelledIndex) {
  if (array.elementBits == 0 || array.sourceElementBits == 0)
    return "0-sized array " + array.sourceName;
  __int128 bit = indexValue(modelledIndex) * array.elementBits;
  __int128 sourceIndex = floorDivide(bit, array.sourceElementBits);
  __int128 bitInSourceElement = bit - sourceIndex * array.sourceElementBits;
  std::string text = array.sourceName + subscripts(sourceIndex, array.sourceDimensions);
  if (array.elementBits == array.sourceElementBits)
    return text;
  __int128 firstByte = bitInSourceElement / 8;
  unsigned bytes = std::max(1u, array.elementBits / 8);
  if (bytes == 1)
    return text + " (byte " + decimal(firstByte) + ")";
  return text + " (bytes " + decimal(firstByte) + ".." + decimal(firstByte + bytes - 1) + ")";
}

std::vector<std::string> elementIndex(const ArrayInfo &array, const ModelNumber &modelledIndex) {
  if (array.elementBits == 0 || array.sourceElementBits == 0)
    return {};
  __int128 sourceIndex = floorDivide(indexValue(modelledIndex) * array.elementBits, array.sourceElementBits);
  std::vector<std::string> index;
  for (__int128 subscript : subscriptValues(sourceIndex, array.sourceDimensions))
    index.push_back(decimal(subscript));
  return index;
}

std::string raceKindText(AccessKind previous, AccessKind current) {
  return std::string(accessWord(previous)) + "-" + accessWord(current);
}

ThreadIds threadIdsOf(const Translation &translation, const std::map<std::string, std::string> &model,
                      unsigned thread) {
  const ModelNames &names = translation.modelNames;
  ThreadIds ids;
  ids.groupDims = std::clamp(translation.groupSize.dims, 1u, 3u);
  ids.gridDims = std::clamp(translation.numGroups.dims, 1u, 3u);
  for (unsigned d = 0; d < 3; ++d) {
    ids.localId[d] = modelValueOrZero(model, names.localId.of(thread)[d]);
    ids.groupId[d] = modelValueOrZero(model, names.groupId.of(thread)[d]);
    uint64_t groupSize = translation.groupSize.size[d].value_or(1);
    if (auto fromModel = modelNumber(model, names.groupSize[d]))
      groupSize = fromModel->value;
    ids.globalId[d] = ids.groupId[d] * groupSize + ids.localId[d];
  }
  return ids;
}

SourceTrace traceOf(const SourceChain &chain, SourceLines &sources) {
  SourceTrace trace;
  for (const auto &location : sources.userView(chain))
    trace.push_back({location, sources.lineAt(location), sources.spanAt(location)});
  return trace;
}

void addSeconds(std::optional<double> &total, double seconds) { total = total.value_or(0) + seconds; }

} // namespace gv::driver
