// The names gpuverify reserves in the Boogie program, in one place: the
// translator's, and those the Boogie library's rewrites (boogie/) and
// invariant inference (houdini/) add.
//
// Source names (variables, arrays, labels) are kept as they are; every
// name the encoding adds is spelt here, so that a reader of the emitted
// Boogie can look up what a name stands for, and so that two encoders never
// pick the same spelling for different things. GPUVerify's spellings are
// kept where it has one (its users read these programs and write
// `--boogie-file`s against them).
//
// Headers only, with no dependency, so that every stage can use it. Nothing
// outside the translator parses the translator's names: the driver is given
// the ones it needs in Translation::modelNames, and code that must know
// whether an expression reads the race logs asks the intrinsic table
// (describesLoggedAccesses), not a prefix.
#pragma once

#include <cstddef>
#include <string>

namespace gv::naming {

// A value per thread of the pair: `x$1`, `x$2` (thread is 1 or 2).
inline std::string perThread(const std::string &base, unsigned thread) { return base + "$" + std::to_string(thread); }

// --- Arrays -------------------------------------------------------------
// An array's contents: `$$A` for source array A (made unique by the caller).
inline std::string arrayContents(const std::string &sourceName) { return "$$" + sourceName; }
// Race logs per array (`array` is the contents' name, `$$A`).
inline std::string readLog(const std::string &array) { return "_READ_HAS_OCCURRED_" + array; }
inline std::string writeLog(const std::string &array) { return "_WRITE_HAS_OCCURRED_" + array; }
inline std::string atomicLog(const std::string &array) { return "_ATOMIC_HAS_OCCURRED_" + array; }
// The logged write changed the watched element (benign write-write races).
inline std::string changingWriteLog(const std::string &array) { return "_WRITE_CHANGED_" + array; }
// The value the watched element holds before the logged write.
inline std::string watchedValue(const std::string &array) { return "_WATCHED_VALUE_" + array; }
// The values a repetition-free atomic has returned (see RepetitionFree.h).
inline std::string usedValues(const std::string &array) { return "_USED_" + array; }
// An element a barrier invariant reads and nothing accessed since.
inline std::string notAccessed(const std::string &array) { return "_NOT_ACCESSED_" + array; }
// The event of the asynchronous copy into the watched element not yet waited for.
inline std::string pendingEvent(const std::string &array) { return "_ASYNC_PENDING_" + array; }
// The cp.async group of thread 1's logged access to the watched element, if
// no wait has completed it yet (else 0).
inline std::string pendingCopyGroup(const std::string &array) { return "_CP_ASYNC_PENDING_" + array; }
// The element an access touches (`$$A.index`) and the value a write
// stores (`$$A.value`), computed once per access (made unique by the caller).
inline std::string accessedElement(const std::string &array) { return array + ".index"; }
inline std::string storedValue(const std::string &array) { return array + ".value"; }
// Thread 1's access is the one logged (when two logs record it).
inline std::string loggedAccess(const std::string &array) { return array + ".logged"; }
// An array's contents before an access the encoding cannot describe.
inline std::string unknownContents(const std::string &array) { return array + ".unknown"; }

// --- The watched access (one arbitrary element, one arbitrary site) ------
inline const char *const watchedOffset = "_WATCHED_OFFSET";
inline const char *const watchedSite = "_WATCHED_SITE";
// The last event an asynchronous copy created.
inline const char *const nextEvent = "_NEXT_EVENT";
// How many groups of cp.async copies thread 1 has committed.
inline const char *const committedCopyGroups = "_CP_ASYNC_COMMITTED";
// How many of them thread 1's cuda::pipeline counts as waited for (its
// consumer's position, in the same numbering).
inline const char *const consumedCopyGroups = "_CP_ASYNC_CONSUMED";

// --- Geometry (dimension x, y or z) --------------------------------------
inline std::string localId(const std::string &dim, unsigned thread) { return perThread("local_id_" + dim, thread); }
inline std::string groupId(const std::string &dim, unsigned thread) { return perThread("group_id_" + dim, thread); }
inline std::string groupSize(const std::string &dim) { return "group_size_" + dim; }
inline std::string numGroups(const std::string &dim) { return "num_groups_" + dim; }

// --- What the host code says (HostFacts.h) -------------------------------
// Unknown `index` of the host code's launch `launch` of a kernel.
inline std::string hostUnknown(const std::string &kernel, unsigned launch, unsigned index) {
  return "$host." + kernel + ".launch" + std::to_string(launch) + ".v" + std::to_string(index);
}

// --- Control flow (`label` is the block's source-like label) --------------
// The predicate under which a thread runs a block.
inline std::string blockPredicate(const std::string &label) { return "p." + label; }
// A thread goes round the loop headed at `label` once more.
inline std::string loopContinues(const std::string &label) { return "next." + label; }
// A thread has entered the loop headed at `label`.
inline std::string loopEntered(const std::string &label) { return "entered." + label; }
// A race log's value on entry to the loop headed at `label`.
inline std::string logOnLoopEntry(const std::string &log, const std::string &label) {
  return log + ".entering." + label;
}

// --- Functions --------------------------------------------------------
// A source function used in a specification, as a Boogie function.
inline std::string sourceFunction(const std::string &sourceName) { return "$function." + sourceName; }
// A call of a function with no body: an uninterpreted function.
inline std::string unknownFunction(const std::string &callee) { return "$" + callee; }

// --- Procedures -------------------------------------------------------
// The entry block of a kernel's procedure.
inline const char *const entryLabel = "$start";
// The address an array starts at, as a function of the array (pointers as
// integers).
inline const char *const baseAddress = "$base_address";
// An external function's access may have been logged before (a local of
// the caller's race logging).
inline const char *const externalAccessLoggedBefore = "external$earlier";

// --- Rewrites of a Boogie program (boogie/) --------------------------------
// A copy of variable `variable` as the loop headed at `head` is entered
// (LoopHeadStates).
inline std::string headState(const std::string &head, const std::string &variable) {
  return "$head." + head + "." + variable;
}
// The `serial`-th loop k-induction transforms: the prefix of its copies of
// block `label`, and the two blocks it adds after the head's label.
inline std::string kInductionCopy(const std::string &label, unsigned serial) {
  return label + "$k" + std::to_string(serial) + ".";
}
inline std::string kInductionHavoc(const std::string &head, unsigned serial) {
  return kInductionCopy(head, serial) + "havoc";
}
inline std::string kInductionEnd(const std::string &head, unsigned serial) {
  return kInductionCopy(head, serial) + "end";
}
// The `n`-th subexpression the printer binds once by a let.
inline std::string sharedSubexpression(size_t n) { return "$shared" + std::to_string(n); }

// --- Invariant inference (houdini/) --------------------------------------
// The guard of candidate invariant `n` (`_b3 ==> candidate`), as Boogie's
// Houdini expects existential constants to be named.
inline const char *const candidateGuardPrefix = "_b";
inline std::string candidateGuard(size_t n) { return candidateGuardPrefix + std::to_string(n); }

} // namespace gv::naming
