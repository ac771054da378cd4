//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//barrier_invariant_missing.cl:\d+:\d+: note: not reproduced by running the kernel \(\d runs\)
//
// barrier_invariant_missing.cl's false alarm (a race-free permutation whose
// barrier invariant is left out), replayed: no run shows a race.
#include "barrier_invariant_missing.cl"
