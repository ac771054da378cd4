//pass
//--local_size=64 --num_groups=4 --staged
//
// barrier_invariant_neighbour.cl verified in two stages: race freedom with
// the barrier invariant assumed (the write buf[next[...]] is race-free only
// because of it), then the invariant itself with race checking off.
#include "barrier_invariant_neighbour.cl"
