#include "pipeline/LaunchAssumptions.h"

#include <algorithm>
#include <random>
#include <set>

namespace gv::driver {

namespace {

const char *const sizeNames[2][3] = {{"gridDim.x", "gridDim.y", "gridDim.z"},
                                     {"blockDim.x", "blockDim.y", "blockDim.z"}};

bool holds(const std::vector<std::pair<HostExprPtr, uint64_t>> &equations, const std::vector<uint64_t> &unknowns) {
  return std::all_of(equations.begin(), equations.end(), [&](const auto &equation) {
    return evaluate(*equation.first, unknowns) == boogie::truncate(equation.second, equation.first->width);
  });
}

std::vector<unsigned> unknownsOf(const HostExprPtr &e) {
  std::vector<unsigned> out;
  if (e)
    unknownsIn(*e, out);
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

// The unknowns of a launch in groups: those two facts read together, however
// indirectly.
class UnknownGroups {
public:
  void join(const HostExprPtr &e) {
    std::vector<unsigned> unknowns = unknownsOf(e);
    for (unsigned u : unknowns)
      parent_[find(u)] = find(unknowns.front());
  }
  unsigned find(unsigned u) {
    auto at = parent_.try_emplace(u, u).first;
    return at->second == u ? u : at->second = find(at->second);
  }

private:
  std::map<unsigned, unsigned> parent_;
};

void constantsIn(const HostExpr &e, std::set<uint64_t> &out) {
  if (e.kind == HostExpr::Kind::Constant)
    out.insert(e.constant);
  for (const HostExprPtr &operand : e.operands)
    constantsIn(*operand, out);
}

// Values worth trying for an unknown of equations no search solves (a
// test that is not monotone: `(n >> 8) == 1`): small ones, powers of two,
// the constants they hold, one shifted by another, and their neighbours.
std::vector<uint64_t> interestingValues(const std::vector<std::pair<HostExprPtr, uint64_t>> &equations) {
  std::set<uint64_t> constants;
  for (const auto &[e, value] : equations) {
    constantsIn(*e, constants);
    constants.insert(value);
  }
  std::set<uint64_t> values = {0, 1, 2};
  for (unsigned k = 2; k < 64; ++k)
    values.insert(uint64_t(1) << k);
  for (uint64_t a : constants) {
    values.insert(a);
    for (uint64_t b : constants)
      if (b < 64 && constants.size() <= 32)
        values.insert(a << b);
  }
  for (uint64_t v : std::set<uint64_t>(values))
    values.insert({v + 1, v - 1});
  return {values.begin(), values.end()};
}

bool onlyUnknown(const HostExprPtr &e) { return e && e->kind == HostExpr::Kind::Unknown; }

// An unknown, maybe widened or narrowed: what names a value, not a fact.
bool namesUnknown(const HostExprPtr &e) {
  if (e && (e->kind == HostExpr::Kind::Extend || e->kind == HostExpr::Kind::Truncate))
    return namesUnknown(e->operands[0]);
  return onlyUnknown(e);
}

// What becomes of a group of a launch's facts that no values were found for.
enum class Unwitnessed {
  Kept,             // kept (the launch cannot be the one verified)
  ConstantsLeftOut, // a constant size the user verified otherwise is left out (`--gridDim=64` for a
                    // launch of 4096 groups); a group of unknowns is kept
  LeftOut,          // left out, so that the rest can hold
};

// A launch's size facts against the sizes verified, and the conditions it
// was launched under: whether values were found for which they all hold
// (see LaunchAssumptions.h), those left out aside.
bool keepWhatCanHold(LaunchFacts &launch, const LaunchGeometry &geometry, Unwitnessed unwitnessed) {
  struct Equation {
    HostExprPtr *fact;
    uint64_t value;
    HostExprPtr tested = nullptr; // what must equal `value` for the fact to hold; null: the fact
    bool condition = false;       // one of the launch's conditions, not a size
  };
  std::vector<Equation> equations;
  for (unsigned d = 0; d < 3; ++d)
    for (auto [fact, extent] :
         {std::pair{&launch.grid[d], &geometry.numGroups}, {&launch.block[d], &geometry.groupSize}}) {
      if (!*fact)
        continue;
      if (!extent->size[d] && extent == &geometry.numGroups) {
        // A grid left free is the host's value, which must be one a launch
        // can have: from 1 to CUDA's limit.
        const HostExprPtr &e = *fact;
        HostExprPtr valid = hostNot(hostEqual(e, hostConstant(0, e->width), false));
        if (e->width >= 64 || (uint64_t{1} << e->width) > cudaMaxGrid[d])
          valid = hostBinary(boogie::BvOp::And, valid,
                             hostCompare(boogie::BvCmp::Ule, e, hostConstant(cudaMaxGrid[d], e->width)));
        equations.push_back({fact, 1, valid});
        continue;
      }
      if (!extent->size[d]) {
        fact->reset(); // a block left free: not related (its limit is on the product of its sizes)
        continue;
      }
      equations.push_back({fact, *extent->size[d]});
    }
  for (HostExprPtr &condition : launch.conditions)
    equations.push_back({&condition, 1, nullptr, true});
  // Equations sharing unknowns are searched together; one without
  // unknowns is a group of its own.
  UnknownGroups sharing;
  for (const Equation &equation : equations)
    sharing.join(*equation.fact);
  std::map<std::pair<bool, size_t>, std::vector<size_t>> groups;
  for (size_t i = 0; i < equations.size(); ++i) {
    std::vector<unsigned> unknowns = unknownsOf(*equations[i].fact);
    groups[unknowns.empty() ? std::pair{false, i} : std::pair{true, size_t{sharing.find(unknowns.front())}}].push_back(
        i);
  }
  // Whether values are found for which the equations `chosen` all hold
  // (where they have no unknowns: whether they hold), and whether they have
  // unknowns.
  auto witnessed = [&](const std::vector<size_t> &chosen) -> std::pair<bool, bool> { // (found, has unknowns)
    std::vector<std::pair<HostExprPtr, uint64_t>> pairs;
    std::set<unsigned> unknowns;
    for (size_t i : chosen) {
      pairs.push_back({equations[i].tested ? equations[i].tested : *equations[i].fact, equations[i].value});
      for (unsigned u : unknownsOf(*equations[i].fact))
        unknowns.insert(u);
    }
    if (unknowns.empty())
      return {holds(pairs, std::vector<uint64_t>(launch.unknownWidths.size(), 0)), false};
    bool found = unknowns.size() == 1
                     ? findUnknownValue(pairs, *unknowns.begin(), launch.unknownWidths[*unknowns.begin()],
                                        launch.unknownWidths.size())
                           .has_value()
                     : findUnknownValues(pairs, launch.unknownWidths).has_value();
    return {found, true};
  };
  bool allWitnessed = true;
  for (const auto &[_, members] : groups) {
    auto [found, hasUnknowns] = witnessed(members);
    // A group without unknowns is true (nothing to add) or not this
    // launch's.
    bool constantTrue = !hasUnknowns && found;
    found = found && hasUnknowns;
    bool leftOut =
        !constantTrue && !found &&
        (unwitnessed == Unwitnessed::LeftOut || (unwitnessed == Unwitnessed::ConstantsLeftOut && !hasUnknowns));
    allWitnessed = allWitnessed && (constantTrue || found || leftOut);
    if (constantTrue) {
      for (size_t i : members)
        equations[i].fact->reset();
    } else if (leftOut) {
      // The sizes alone, where values are found for them, are kept without
      // the conditions (a host program's many option checks the search
      // cannot satisfy together need not cost `gridDim.y == n_dimensions`).
      std::vector<size_t> sizes;
      for (size_t i : members)
        if (!equations[i].condition)
          sizes.push_back(i);
      bool sizesHold = !sizes.empty() && sizes.size() < members.size() && witnessed(sizes) == std::pair{true, true};
      for (size_t i : members)
        if (!sizesHold || equations[i].condition)
          equations[i].fact->reset();
    }
  }
  launch.conditions.erase(std::remove(launch.conditions.begin(), launch.conditions.end(), nullptr),
                          launch.conditions.end());
  // A size or a condition that shares no unknown with an argument, however
  // indirectly, says nothing of the kernel (`gridDim.y == rows` of a rows
  // no argument is computed from).
  UnknownGroups readTogether;
  std::vector<HostExprPtr *> others;
  for (unsigned d = 0; d < 3; ++d)
    others.insert(others.end(), {&launch.grid[d], &launch.block[d]});
  for (HostExprPtr &condition : launch.conditions)
    others.push_back(&condition);
  for (const HostExprPtr &e : launch.byValue)
    readTogether.join(e);
  for (HostExprPtr *e : others)
    readTogether.join(*e);
  std::set<unsigned> ofArguments;
  for (const HostExprPtr &e : launch.byValue)
    for (unsigned u : unknownsOf(e))
      ofArguments.insert(readTogether.find(u));
  for (HostExprPtr *e : others) {
    std::vector<unsigned> unknowns = unknownsOf(*e);
    if (*e && !unknowns.empty() && std::none_of(unknowns.begin(), unknowns.end(), [&](unsigned u) {
          return ofArguments.count(readTogether.find(u));
        }))
      e->reset();
  }
  launch.conditions.erase(std::remove(launch.conditions.begin(), launch.conditions.end(), nullptr),
                          launch.conditions.end());
  return allWitnessed;
}

// Whether a launch assumes anything: a size, or an argument that is not
// just an unknown of its own.
bool saysAnything(const LaunchFacts &launch) {
  std::map<unsigned, unsigned> uses;
  auto count = [&](const HostExprPtr &e) {
    for (unsigned u : unknownsOf(e))
      ++uses[u];
  };
  for (const HostExprPtr &e : launch.byValue)
    count(e);
  for (unsigned d = 0; d < 3; ++d) {
    count(launch.grid[d]);
    count(launch.block[d]);
  }
  for (const HostExprPtr &e : launch.byValue)
    if (e && !(onlyUnknown(e) && uses[e->unknown] == 1))
      return true;
  for (unsigned d = 0; d < 3; ++d)
    if (launch.grid[d] || launch.block[d])
      return true;
  return !launch.conditions.empty();
}

std::string keyOf(const HostExprPtr &e) {
  if (!e)
    return "-";
  std::string key = std::to_string(static_cast<int>(e->kind)) + ":" + std::to_string(e->width) + ":" +
                    std::to_string(e->constant) + ":" + std::to_string(e->unknown) + ":" +
                    std::to_string(static_cast<int>(e->op)) + ":" + std::to_string(static_cast<int>(e->cmp)) + ":" +
                    std::to_string(e->negated) + std::to_string(e->signedExtension) + "(";
  for (const HostExprPtr &operand : e->operands)
    key += keyOf(operand) + ",";
  return key + ")";
}

bool precedenceNeedsParentheses(const HostExpr &e) {
  // Conversions are not written: the converted value's text is the text.
  if (e.kind == HostExpr::Kind::Extend || e.kind == HostExpr::Kind::Truncate)
    return precedenceNeedsParentheses(*e.operands[0]);
  return e.kind == HostExpr::Kind::Binary || e.kind == HostExpr::Kind::Compare || e.kind == HostExpr::Kind::Equal ||
         e.kind == HostExpr::Kind::Select;
}

// An equation's right-hand side: a choice in parentheses.
std::string rightHandSide(const HostExpr &e, const std::vector<std::string> &unknownNames,
                          const std::vector<std::pair<HostExprPtr, std::string>> &parameters) {
  std::string text = hostExprText(e, unknownNames, parameters);
  return e.kind == HostExpr::Kind::Select && text.rfind("min(", 0) != 0 && text.rfind("max(", 0) != 0 ? "(" + text + ")"
                                                                                                      : text;
}

std::string joined(const std::vector<std::string> &facts) {
  std::string text;
  for (const std::string &fact : facts)
    text += (text.empty() ? "" : ", ") + fact;
  return text;
}

} // namespace

std::optional<uint64_t> findUnknownValue(const std::vector<std::pair<HostExprPtr, uint64_t>> &equations,
                                         unsigned unknown, unsigned width, size_t unknowns,
                                         const std::vector<uint64_t> &others) {
  if (equations.empty())
    return std::nullopt;
  std::vector<uint64_t> values = others.size() == unknowns ? others : std::vector<uint64_t>(unknowns, 0);
  auto at = [&](uint64_t v) {
    values[unknown] = boogie::truncate(v, width);
    return values;
  };
  auto tryAround = [&](uint64_t v) -> std::optional<uint64_t> {
    for (int64_t delta = -4; delta <= 4; ++delta) {
      uint64_t candidate = boogie::truncate(v + static_cast<uint64_t>(delta), width);
      if (holds(equations, at(candidate)))
        return candidate;
    }
    return std::nullopt;
  };
  // A value packed in parts (a dim3's x and y in one 64-bit value) whose
  // parts are each equated to a size: the parts put together.
  uint64_t assembled = 0;
  bool sliced = false;
  for (const auto &[e, value] : equations) {
    if (e->kind != HostExpr::Kind::Truncate)
      continue;
    const HostExpr *whole = e->operands[0].get();
    uint64_t lo = 0;
    if (whole->kind == HostExpr::Kind::Binary && whole->op == boogie::BvOp::LShr &&
        whole->operands[1]->kind == HostExpr::Kind::Constant) {
      lo = whole->operands[1]->constant;
      whole = whole->operands[0].get();
    }
    if (whole->kind == HostExpr::Kind::Unknown && whole->unknown == unknown && lo + e->width <= 64) {
      assembled |= boogie::truncate(value, e->width) << lo;
      sliced = true;
    }
  }
  if (sliced && holds(equations, at(assembled)))
    return boogie::truncate(assembled, width);
  // Each equation in turn leads the search (a size before a condition: a
  // condition's truth says little of where its unknown lies).
  for (const auto &[lead, value] : equations) {
    const HostExpr &first = *lead;
    uint64_t target = boogie::truncate(value, first.width);
    // The least value (non-negative as a signed number, then any) at which
    // the leading expression reaches its target, were it increasing there.
    for (uint64_t high : {boogie::truncate(~uint64_t(0), width) >> 1, boogie::truncate(~uint64_t(0), width)}) {
      uint64_t lo = 0, hi = high;
      while (lo < hi) {
        uint64_t mid = lo + (hi - lo) / 2;
        if (evaluate(first, at(mid)) < target)
          lo = mid + 1;
        else
          hi = mid;
      }
      if (std::optional<uint64_t> found = tryAround(lo))
        return found;
    }
    for (uint64_t v : {target, uint64_t(0), uint64_t(1)})
      if (std::optional<uint64_t> found = tryAround(v))
        return found;
  }
  for (uint64_t v : interestingValues(equations))
    if (holds(equations, at(v)))
      return boogie::truncate(v, width);
  return std::nullopt;
}

namespace {

// Gives values to the unknowns in `left` that are, in turn, the last one
// without a value in some equations (findUnknownValue). False if one of
// them has none.
bool propagateUnknownValues(const std::vector<std::pair<HostExprPtr, uint64_t>> &equations,
                            const std::vector<unsigned> &widths, std::vector<uint64_t> &values,
                            std::set<unsigned> &left) {
  for (bool progress = true; progress && !left.empty();) {
    progress = false;
    for (unsigned u : std::set<unsigned>(left)) {
      // The equations in which u is the only unknown without a value.
      std::vector<std::pair<HostExprPtr, uint64_t>> alone;
      for (const auto &equation : equations) {
        std::vector<unsigned> unknowns = unknownsOf(equation.first);
        bool mentions = std::find(unknowns.begin(), unknowns.end(), u) != unknowns.end();
        if (mentions && std::all_of(unknowns.begin(), unknowns.end(),
                                    [&](unsigned other) { return other == u || !left.count(other); }))
          alone.push_back(equation);
      }
      if (alone.empty())
        continue;
      std::optional<uint64_t> found = findUnknownValue(alone, u, widths[u], widths.size(), values);
      if (!found)
        return false;
      values[u] = *found;
      left.erase(u);
      progress = true;
    }
  }
  return true;
}

// Values for the unknowns of `equations` for which they all hold, found
// depth first: an equation the values given so far decide against cuts the
// search (`(way == 0) ? 100 : n` = 4 fails as soon as `way` is 0). The
// unknown next given a value is the one most undecided equations read; it
// tries the value that solves the equations in which it is the last unknown
// without one (findUnknownValue), then 0 and 1 for a bool, else the values
// worth trying (interestingValues). Gives up after `steps` values tried: an
// option parser's many flags and checks are solved this way where guessing
// at random is not.
class DepthFirstWitness {
public:
  DepthFirstWitness(const std::vector<std::pair<HostExprPtr, uint64_t>> &equations, const std::vector<unsigned> &widths)
      : equations_(equations), widths_(widths), guesses_(interestingValues(equations)) {
    for (const auto &equation : equations)
      unknownsOf_.push_back(unknownsOf(equation.first));
  }

  std::optional<std::vector<uint64_t>> find(unsigned steps) {
    std::vector<std::optional<uint64_t>> values(widths_.size());
    std::set<unsigned> left;
    for (const std::vector<unsigned> &unknowns : unknownsOf_)
      left.insert(unknowns.begin(), unknowns.end());
    steps_ = steps;
    if (!search(values, left))
      return std::nullopt;
    std::vector<uint64_t> found(widths_.size(), 0);
    for (size_t u = 0; u < values.size(); ++u)
      found[u] = values[u].value_or(0);
    return found;
  }

private:
  const std::vector<std::pair<HostExprPtr, uint64_t>> &equations_;
  const std::vector<unsigned> &widths_;
  std::vector<uint64_t> guesses_;
  std::vector<std::vector<unsigned>> unknownsOf_;
  unsigned steps_ = 0;

  bool search(std::vector<std::optional<uint64_t>> &values, std::set<unsigned> &left) {
    std::map<unsigned, unsigned> undecidedReading; // unknown left: undecided equations that read it
    for (size_t i = 0; i < equations_.size(); ++i) {
      const auto &[e, value] = equations_[i];
      std::optional<uint64_t> known = evaluateKnown(*e, values);
      if (known && *known != boogie::truncate(value, e->width))
        return false;
      if (!known)
        for (unsigned u : unknownsOf_[i])
          if (left.count(u))
            ++undecidedReading[u];
    }
    if (undecidedReading.empty())
      return true; // every equation holds; the unknowns left are read by none undecided
    unsigned next =
        std::max_element(undecidedReading.begin(), undecidedReading.end(), [](const auto &a, const auto &b) {
          return a.second < b.second;
        })->first;
    for (uint64_t value : triesFor(next, values, left)) {
      if (steps_ == 0)
        return false;
      --steps_;
      values[next] = value;
      left.erase(next);
      if (search(values, left))
        return true;
      left.insert(next);
    }
    values[next].reset();
    return false;
  }

  std::vector<uint64_t> triesFor(unsigned u, const std::vector<std::optional<uint64_t>> &values,
                                 const std::set<unsigned> &left) const {
    std::vector<uint64_t> tries;
    std::vector<std::pair<HostExprPtr, uint64_t>> alone; // the equations u is the last unknown left in
    for (size_t i = 0; i < equations_.size(); ++i) {
      const std::vector<unsigned> &unknowns = unknownsOf_[i];
      if (std::find(unknowns.begin(), unknowns.end(), u) != unknowns.end() &&
          std::all_of(unknowns.begin(), unknowns.end(),
                      [&](unsigned other) { return other == u || !left.count(other); }))
        alone.push_back(equations_[i]);
    }
    if (!alone.empty()) {
      std::vector<uint64_t> given(values.size(), 0);
      for (size_t v = 0; v < values.size(); ++v)
        given[v] = values[v].value_or(0);
      if (std::optional<uint64_t> solved = findUnknownValue(alone, u, widths_[u], widths_.size(), given))
        tries.push_back(*solved);
    }
    for (uint64_t guess : widths_[u] == 1 ? std::vector<uint64_t>{0, 1} : guesses_) {
      uint64_t value = boogie::truncate(guess, widths_[u]);
      if (std::find(tries.begin(), tries.end(), value) == tries.end())
        tries.push_back(value);
    }
    return tries;
  }
};

// The most values the depth-first search tries for one group of equations.
constexpr unsigned depthFirstSteps = 20000;

} // namespace

std::optional<std::vector<uint64_t>> findUnknownValues(const std::vector<std::pair<HostExprPtr, uint64_t>> &equations,
                                                       const std::vector<unsigned> &widths) {
  std::set<unsigned> unknowns;
  for (const auto &equation : equations)
    for (unsigned u : unknownsOf(equation.first))
      unknowns.insert(u);
  // Where no unknown is the last one left in an equation, one is guessed
  // (none the first time), among values that matter to such equations
  // (interestingValues), pseudo-randomly but the same on every run.
  std::vector<uint64_t> guesses = interestingValues(equations);
  std::mt19937_64 random(1);
  for (unsigned attempt = 0; attempt < 256; ++attempt) {
    if (attempt == 1)
      if (std::optional<std::vector<uint64_t>> found = DepthFirstWitness(equations, widths).find(depthFirstSteps))
        return found;
    std::vector<uint64_t> values(widths.size(), 0);
    std::set<unsigned> left = unknowns;
    while (propagateUnknownValues(equations, widths, values, left)) {
      if (left.empty()) {
        if (holds(equations, values))
          return values;
        break;
      }
      if (attempt == 0)
        break;
      auto guessed = std::next(left.begin(), static_cast<long>(random() % left.size()));
      values[*guessed] = boogie::truncate(guesses[random() % guesses.size()], widths[*guessed]);
      left.erase(guessed);
    }
  }
  return std::nullopt;
}

namespace {

// `(x << k) >> k`, which keeps x's low bits and extends them (an int read
// as a long: `(long)atoi(s)` from strtol's result), as the cast the source
// wrote: `(int)strtol(...)`. None if it is no such shift, or of no C type.
std::optional<std::string> castText(const HostExpr &e, const std::vector<std::string> &unknownNames,
                                    const std::vector<std::pair<HostExprPtr, std::string>> &parameters) {
  if ((e.op != boogie::BvOp::AShr && e.op != boogie::BvOp::LShr) || e.operands[1]->kind != HostExpr::Kind::Constant)
    return std::nullopt;
  const HostExpr &inner = *e.operands[0];
  if (inner.kind != HostExpr::Kind::Binary || inner.op != boogie::BvOp::Shl ||
      inner.operands[1]->kind != HostExpr::Kind::Constant || inner.operands[1]->constant != e.operands[1]->constant ||
      e.operands[1]->constant >= e.width)
    return std::nullopt;
  bool isSigned = e.op == boogie::BvOp::AShr;
  const char *type = nullptr;
  switch (e.width - e.operands[1]->constant) {
  case 8: type = isSigned ? "(signed char)" : "(unsigned char)"; break;
  case 16: type = isSigned ? "(short)" : "(unsigned short)"; break;
  case 32: type = isSigned ? "(int)" : "(unsigned)"; break;
  default: return std::nullopt;
  }
  std::string text = hostExprText(*inner.operands[0], unknownNames, parameters);
  return type + (precedenceNeedsParentheses(*inner.operands[0]) && text.find(' ') != std::string::npos
                     ? "(" + text + ")"
                     : text);
}

} // namespace

std::string hostExprText(const HostExpr &e, const std::vector<std::string> &unknownNames,
                         const std::vector<std::pair<HostExprPtr, std::string>> &parameters) {
  if (e.kind != HostExpr::Kind::Constant)
    for (const auto &[expr, name] : parameters)
      if (expr && sameHostExpr(*expr, e))
        return name;
  auto operand = [&](unsigned i) {
    std::string text = hostExprText(*e.operands[i], unknownNames, parameters);
    return precedenceNeedsParentheses(*e.operands[i]) && text.find(' ') != std::string::npos ? "(" + text + ")" : text;
  };
  switch (e.kind) {
  case HostExpr::Kind::Constant:
    if (e.width == 1)
      return e.constant ? "true" : "false";
    // A large power of two as the source would write it (an allocation's
    // bound, 2^56, is not 72057594037927936 to a reader).
    if (e.constant >= (uint64_t{1} << 32) && (e.constant & (e.constant - 1)) == 0 &&
        boogie::signedValue(e.constant, e.width) > 0)
      return "(1 << " + std::to_string(__builtin_ctzll(e.constant)) + ")";
    return std::to_string(boogie::signedValue(e.constant, e.width));
  case HostExpr::Kind::Unknown:
    return e.unknown < unknownNames.size() ? unknownNames[e.unknown] : "v" + std::to_string(e.unknown);
  case HostExpr::Kind::Binary:
    if (std::optional<std::string> cast = castText(e, unknownNames, parameters))
      return *cast;
    if (e.op == boogie::BvOp::Add && e.operands[1]->kind == HostExpr::Kind::Constant &&
        boogie::signedValue(e.operands[1]->constant, e.width) < 0)
      return operand(0) + " - " + std::to_string(-boogie::signedValue(e.operands[1]->constant, e.width));
    if (e.width == 1 && (e.op == boogie::BvOp::And || e.op == boogie::BvOp::Or))
      return operand(0) + (e.op == boogie::BvOp::And ? " && " : " || ") + operand(1);
    return operand(0) + " " + boogie::cOperator(e.op) + " " + operand(1);
  case HostExpr::Kind::Compare: return operand(0) + " " + boogie::cOperator(e.cmp) + " " + operand(1);
  case HostExpr::Kind::Equal: return operand(0) + (e.negated ? " != " : " == ") + operand(1);
  case HostExpr::Kind::Extend:
  case HostExpr::Kind::Truncate: return hostExprText(*e.operands[0], unknownNames, parameters);
  case HostExpr::Kind::Select: {
    // min(a, b) and max(a, b) as the reader reads them (a < b ? a : b).
    const HostExpr &c = *e.operands[0];
    bool less = c.kind == HostExpr::Kind::Compare && (c.cmp == boogie::BvCmp::Slt || c.cmp == boogie::BvCmp::Ult);
    auto text = [&](unsigned i) { return hostExprText(*e.operands[i], unknownNames, parameters); };
    if (less && sameHostExpr(*c.operands[0], *e.operands[1]) && sameHostExpr(*c.operands[1], *e.operands[2]))
      return "min(" + text(1) + ", " + text(2) + ")";
    if (less && sameHostExpr(*c.operands[0], *e.operands[2]) && sameHostExpr(*c.operands[1], *e.operands[1]))
      return "max(" + text(2) + ", " + text(1) + ")";
    return operand(0) + " ? " + operand(1) + " : " + operand(2);
  }
  }
  return "";
}

std::vector<AssumedLaunchFacts> assumedLaunchFacts(const HostLaunches &host, const std::string &kernelName,
                                                   const LaunchGeometry &geometry) {
  std::vector<AssumedLaunchFacts> assumed;
  for (const std::string &kernel : kernelsLaunchedOnlyAsRead(host, kernelName)) {
    auto names = host.byValueNames.find(kernel);
    if (names == host.byValueNames.end())
      continue;
    AssumedLaunchFacts a;
    a.facts.kernel = kernel;
    bool readable = true;
    std::vector<const HostLaunch *> launches;
    for (const HostLaunch &launch : host.launches) {
      if (launch.kernel != kernel)
        continue;
      if (!launch.facts || launch.facts->byValue.size() != names->second.size()) {
        readable = false;
        break;
      }
      a.facts.launches.push_back(*launch.facts);
      launches.push_back(&launch);
    }
    // The kernel is launched as at one of its launches: where one of them
    // can be the one verified, the others are kept whole (one that cannot
    // is false); else each keeps only what can hold.
    // A size every launch has otherwise than verified (a smaller grid than
    // the host's) is left out of all before they are compared again.
    bool someWitnessed = false;
    for (Unwitnessed unwitnessed : {Unwitnessed::Kept, Unwitnessed::ConstantsLeftOut}) {
      std::vector<LaunchFacts> whole = a.facts.launches;
      for (LaunchFacts &facts : whole)
        someWitnessed = keepWhatCanHold(facts, geometry, unwitnessed) || someWitnessed;
      if (someWitnessed) {
        a.facts.launches = std::move(whole);
        break;
      }
    }
    if (!someWitnessed)
      for (LaunchFacts &facts : a.facts.launches)
        keepWhatCanHold(facts, geometry, Unwitnessed::LeftOut);
    if (!readable || launches.empty() || !std::all_of(a.facts.launches.begin(), a.facts.launches.end(), saysAnything))
      continue;
    // A constant every launch passes AssumedArguments says already.
    auto sameConstantEverywhere = [&](size_t i) {
      const HostExprPtr &mine = a.facts.launches.front().byValue[i];
      return mine && mine->kind == HostExpr::Kind::Constant &&
             std::all_of(a.facts.launches.begin(), a.facts.launches.end(),
                         [&](const LaunchFacts &l) { return l.byValue[i] && sameHostExpr(*l.byValue[i], *mine); });
    };
    // Launches alike (the same facts, each over unknowns of its own) are
    // said and assumed once.
    std::vector<std::pair<std::string, std::string>> perLaunch; // (in full, brief)
    std::set<std::string> launchKeys;
    std::vector<LaunchFacts> distinct;
    for (size_t l = 0; l < a.facts.launches.size(); ++l) {
      const LaunchFacts &facts = a.facts.launches[l];
      std::string launchKey = "launch(";
      for (const HostExprPtr &e : facts.byValue)
        launchKey += keyOf(e) + ";";
      for (unsigned d = 0; d < 3; ++d)
        launchKey += keyOf(facts.grid[d]) + ";" + keyOf(facts.block[d]) + ";";
      for (const HostExprPtr &condition : facts.conditions)
        launchKey += "if " + keyOf(condition) + ";";
      launchKey += ")";
      if (!launchKeys.insert(launchKey).second)
        continue;
      distinct.push_back(facts);
      a.key += launchKey;
      std::vector<std::pair<HostExprPtr, std::string>> parameters;
      for (size_t i = 0; i < facts.byValue.size(); ++i)
        parameters.push_back({facts.byValue[i], names->second[i]});
      std::vector<std::string> said;
      for (size_t i = 0; i < facts.byValue.size(); ++i) {
        const HostExprPtr &e = facts.byValue[i];
        if (!e || namesUnknown(e) || sameConstantEverywhere(i))
          continue;
        // Said in terms of the unknowns, not of itself.
        std::vector<std::pair<HostExprPtr, std::string>> others = parameters;
        others[i].first = nullptr;
        said.push_back(names->second[i] + " == " + rightHandSide(*e, launches[l]->unknownNames, others));
      }
      for (unsigned kind = 0; kind < 2; ++kind)
        for (unsigned d = 0; d < 3; ++d)
          if (const HostExprPtr &e = kind == 0 ? facts.grid[d] : facts.block[d])
            said.push_back(std::string(sizeNames[kind][d]) +
                           " == " + rightHandSide(*e, launches[l]->unknownNames, parameters));
      for (const HostExprPtr &condition : facts.conditions)
        said.push_back("where " + hostExprText(*condition, launches[l]->unknownNames, parameters));
      std::string text = joined(said);
      if (!text.empty())
        perLaunch.push_back({text, briefly(said)});
    }
    a.facts.launches = std::move(distinct);
    bool cut = false;
    if (perLaunch.size() == a.facts.launches.size())
      for (const auto &[text, brief] : perLaunch) {
        auto add = [&](std::string &to, const std::string &launch) {
          to += perLaunch.size() == 1 ? launch : (to.empty() ? "(" : " or (") + launch + ")";
        };
        add(a.description, text);
        add(a.briefDescription, brief);
        cut = cut || brief != text;
      }
    if (!cut)
      a.briefDescription.clear();
    a.where = launches.front()->where;
    a.launches = launches.size();
    a.distinctLaunches = a.facts.launches.size();
    assumed.push_back(std::move(a));
  }
  return assumed;
}

// A fact longer than this is a value the host code chooses on many paths
// (FDTD3d's dimx: a default from the device's memory, or a clamped
// command-line value, each under its flags): said in full under --verbose.
constexpr size_t longestBriefFact = 160;

std::string briefly(const std::vector<std::string> &facts) {
  if (std::none_of(facts.begin(), facts.end(), [](const std::string &f) { return f.size() > longestBriefFact; }))
    return joined(facts);
  std::vector<std::string> brief;
  size_t conditions = 0;
  for (const std::string &fact : facts) {
    if (fact.rfind("where ", 0) == 0)
      ++conditions;
    else if (fact.size() <= longestBriefFact)
      brief.push_back(fact);
    else
      brief.push_back(fact.substr(0, fact.find(" == ")) + " == a value the host code computes");
  }
  if (conditions)
    brief.push_back("under " + std::to_string(conditions) + " condition" + (conditions == 1 ? "" : "s"));
  return joined(brief);
}

} // namespace gv::driver
