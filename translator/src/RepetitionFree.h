// The refined atomic abstraction (the warps-and-atomics paper, section
// 4.2): which arrays it applies to.
//
// The value an atomic operation returns is otherwise arbitrary (adversarial
// abstraction), so two work-items may get the same one, and
// `out[atomic_inc(c)] = x` looks like a race. Some operations never give a
// location a value it held before: increments by a positive step, and
// decrements. When every atomic operation on an array steps its element in
// one direction, the values atomics return from an element are all
// distinct, and the encoder keeps per such array the set of values they
// have returned (see MemoryEncoder).
//
// Sound modulo wrap-around, as in GPUVerify: a counter of w bits stepped by
// d returns a value again after 2^w / 2^tz(d) operations on it (tz: the
// trailing zero bits of d), so after 2^32 increments of an int, but after
// only four `atomic_add(c, 1 << 30)`. This is not checked.
#pragma once

#include "gpuverify/Translator.h"

#include <vector>

namespace llvm {
class CallBase;
}

namespace gv {

class MemoryModel;

enum class AtomicStep { Other, Increment, Decrement };

// The direction in which an atomic operation (Intrinsic::AtomicOperation)
// steps its location, if it never repeats a value: OpenCL's atomic_inc and
// atomic_dec, and atomic_add/atomicAdd, atomic_sub/atomicSub of an integer
// by a positive constant. CUDA's atomicInc(p, bound) and atomicDec(p,
// bound) wrap around at the bound, so they count only with the bound all
// ones, where that is the ordinary wrap-around.
AtomicStep atomicStep(const llvm::CallBase &call);

// Per array: the refined atomic abstraction applies. Some atomic operation
// on the array returns a value the kernel uses. The array is shared;
// every atomic operation on it steps in the same direction a whole modelled
// element, through a pointer into this array alone; and nothing but plain
// loads and stores accesses it otherwise (no asynchronous copy, no
// __reads_from/__writes_to of a specification function).
//
// Plain stores are allowed because the encoder treats them as resets: a
// store may set the counter back, after which values repeat, so the values
// returned so far are forgotten at every plain store to the array and at
// every barrier (which may order another work-item's store before the next
// atomic). Under --warp-sync nothing but lock-step orders a warp-mate's
// store before the next atomic, so arrays that are also stored to are not
// refined there.
std::vector<bool> repetitionFreeArrays(const MemoryModel &memory, const TranslateOptions &options);

} // namespace gv
