//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4 --staged
//barrier_invariant_wrong.cl:15:3: error: this barrier invariant might not hold
//
// barrier_invariant_wrong.cl in two stages: the first assumes the wrong
// invariant, the second refutes it, so the kernel is not verified.
#include "barrier_invariant_wrong.cl"
