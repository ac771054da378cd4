// The interpreter behind the concrete runs (see houdini/ConcreteRuns.h): it
// draws inputs (ConcreteInputs.cpp), runs a procedure (ConcreteExecution.cpp)
// and evaluates expressions with Boogie's semantics (ConcreteEvaluation.cpp);
// ConcreteRuns.cpp runs it until the budget is spent.
#pragma once

#include "ConcreteValues.h"
#include "houdini/ConcreteRuns.h"

#include <chrono>
#include <functional>
#include <map>
#include <random>
#include <set>
#include <string>
#include <unordered_map>
#include <vector>

namespace gv::houdini::concrete {

class Interpreter {
public:
  Interpreter(const Program &program, const CandidateTable &candidates, const ConcreteRunLimits &limits)
      : program_(program), candidates_(candidates), limits_(limits), random_(limits.seed) {}

  ConcreteRunOutcome run();

private:
  // ------------------------------------------------------------ setting up

  size_t commandCount() const;

  unsigned slotFor(const std::string &name, const Type &type);

  void collectDeclarations();

  using LoadedElements = std::map<std::string, std::pair<unsigned, Key>>; // variable: the map slot and key it holds

  // A struct argument's fields that __requires fixes are read from a map and
  // assumed equal to a literal in the body (`x := $$s$1[13bv32]; assume x ==
  // 20bv32;`): drawn at random, such an element would almost never pass. The
  // value each such element is assumed to have is noted for its map.
  void collectElementHints(const ProcedureDecl &procedure);

  // `x == c` or `c == x`, x holding an element: the element's hint is c.
  void noteElementHint(const ExprPtr &e, const LoadedElements &loadedFrom);

  // `M[k]` for a map variable M and literal indices: M's slot and the key.
  std::optional<std::pair<unsigned, Key>> literalElement(const ExprPtr &e);

  const std::string &nameOf(unsigned slot);

  static bool hasQuantifier(const ExprPtr &e);

  static void noteConstrained(const ExprPtr &e, std::set<std::string> &names);

  static void forEachExpr(const Cmd &cmd, const std::function<void(const ExprPtr &)> &visit);

  // For each constant, the literals it is compared with for equality; and
  // the constants used in any other way.
  void noteComparisons(const ExprPtr &e, std::map<std::string, std::set<uint64_t>> &literals,
                       std::set<std::string> &otherwise);

  // Reads `v == c`, `c == v`, `v < c` and `v <= c` (unsigned) off the
  // conjuncts of a precondition or axiom, `c == v[k:0]` as `v == c`, and
  // `v == e` for any other e not mentioning v as a definition of v. With
  // `only`, of those names alone.
  void collectRanges(const ExprPtr &e, const std::set<std::string> *only = nullptr);

  // The assumptions every run meets first (the straight-line blocks that
  // start the procedure), over the procedure's parameters: a __requires
  // in the kernel's body is one (`assume n == 4096`), and a run that drew
  // n at random would end there.
  void collectEntryAssumptions(const ProcedureDecl &p);

  std::vector<const ProcedureDecl *> proceduresWithCandidates();

  // ------------------------------------------------------- drawing values

  bool coin(double probability);

  uint64_t below(uint64_t bound);

  // Small values, boundaries and powers of two are what kernels' counters,
  // sizes and ids are made of; a few values are anything at all.
  uint64_t drawBits(unsigned width);

  Value draw(const Type &type, const Range *range = nullptr);

  // ------------------------------------------------------------- one run

  // Values drawn independently are rarely equal, but kernels branch on
  // equalities (two threads in one group): a scalar is often a copy of one
  // drawn before it of the same type.
  void drawState();

  // The values the preconditions define from others (the host code's facts:
  // `n == $host.k.launch1.v0[32:0] * 4`), computed once those are drawn: drawn
  // independently, they would almost never meet the preconditions.
  void applyDefinitions();

  bool startHolds(const ProcedureDecl &entry);

  void runOnce(const ProcedureDecl &entry);

  // A successor whose leading assumptions hold now, at random; the run ends
  // if none does.
  const Block *chooseSuccessor(const ProcedureDecl &entry, const Block &block);

  bool leadingAssumptionsHold(const Block &block);

  void step();

  void execute(const Block &block);

  void observe(const AssertCmd &a);

  // `havoc x; assume p(x)`: values of x are drawn again a few times until
  // the assumptions right after hold, so that the run goes on.
  void havocThenAssume(const HavocCmd &h, const Block &block, size_t at);

  // An assumption ends the run if it does not hold. Maps it equates
  // (`assume A$1 == A$2`: both threads see one struct argument) are made
  // one: their unread elements are still free to be drawn, so the run takes
  // the values read in either for both, and ends if they disagree.
  void assumeHolds(const ExprPtr &e);

  bool isMapVariable(const Expr &e);

  // The elements read in B so far are drawn for A too (A's unread elements
  // are free, whatever else shares its table), and B becomes A.
  void unifyMaps(unsigned a, unsigned b);

  // All right-hand sides and indices first: the assignment is simultaneous.
  void assign(const AssignCmd &a);

  void storeAt(Value &target, const std::vector<Key> &path, size_t depth, Value value);

  Value &elementOf(MapValue &map, const Key &key);

  Key keyOf(const std::vector<ExprPtr> &indices);

  // ---------------------------------------------------------- evaluation

  Value evaluate(const ExprPtr &e);

  unsigned slotOf(const Expr &variable);

  Value readVariable(const Expr &variable);

  Value drawAvoiding(unsigned slot);

  void choose(unsigned slot, Value v);

  // A constant not chosen yet, compared with `other`: it may be chosen equal
  // (when the other value is not one it was found unequal to before). The
  // first constant of a run is chosen at a comparison drawn at random (the
  // race logs watch one access among thousands, late ones as often as early
  // ones); the others at once, as the watched offset is compared first, then
  // the site and the value of the same access.
  bool decideEquality(unsigned slot, const Value &other);

  std::optional<unsigned> unchosenConstant(const Expr &e);

  bool equality(const Expr &a, const Expr &b);

  Value eval(const Expr &e);

  // The conjuncts that do not mention a lazily chosen constant first, so
  // that a constant is chosen only where the rest holds: the watched offset
  // at an access of the watched site.
  bool conjunction(const Expr &e);

  static void flattenAnd(const Expr &e, std::vector<const Expr *> &out);

  bool mentionsLazy(const Expr &e);

  Value binary(const Expr &e);

  Value apply(const Expr &e);

  // A function declared {:bvbuiltin "..."} (in a --boogie-file, say) does
  // what the SMT-LIB operation does.
  static Value builtin(const std::string &name, const Expr &e, const std::vector<Value> &args);

  // The same arguments give the same result within a run.
  Value uninterpreted(const Expr &e, const std::vector<Value> &args);

  // e's operation on its operands' values, with the solver's semantics
  // (boogie::evaluate); `op` or `cmp` for a function mapped to one.
  static Value bitVectorOperation(const Expr &e, const std::vector<Value> &args, std::optional<BvOp> op = std::nullopt,
                                  std::optional<BvCmp> cmp = std::nullopt);

  const Program &program_;
  const CandidateTable &candidates_;
  ConcreteRunLimits limits_;
  std::mt19937_64 random_;
  std::chrono::steady_clock::time_point deadline_;
  std::string unrunnable_;
  std::map<std::string, unsigned> endings_; // see ConcreteRunOutcome::endings

  std::unordered_map<std::string, FunctionInfo> functions_;
  std::vector<ExprPtr> axioms_;
  std::unordered_map<std::string, unsigned> slotByName_;
  std::unordered_map<const Expr *, unsigned> slotByNode_;
  std::vector<Type> types_;
  std::vector<std::string> names_;
  std::vector<Range> ranges_;
  std::vector<std::pair<unsigned, ExprPtr>> definitions_;    // slot: the expression defining its value
  std::map<unsigned, std::map<Key, uint64_t>> elementHints_; // map slot: element key: value assumed
  std::vector<unsigned> constants_;
  std::vector<bool> isLazy_;
  std::vector<std::vector<uint64_t>> choices_; // literals a constant is drawn among
  std::set<const Expr *> visited_;
  std::unordered_map<const Expr *, bool> mentionsLazy_;
  std::map<const ProcedureDecl *, std::unordered_map<std::string, size_t>> blockIndex_;

  // The state of the current run.
  std::vector<Value> values_, entryValues_;
  std::vector<LazyConstant> lazy_;
  std::unordered_map<std::string, std::map<Key, Value>> functionValues_;
  bool anyChosen_ = false;
  uint64_t comparisonsBeforeChoice_ = 0;
  bool inOld_ = false;
  unsigned steps_ = 0;
  unsigned nodesLeft_ = 0;

  std::set<std::string> refuted_;
  unsigned headsReached_ = 0;
};

} // namespace gv::houdini::concrete
