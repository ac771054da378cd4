//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=16
//loop_needs_invariant.cl:\d+:\d+: note: not reproduced by running the kernel \(\d runs\)
//
// loop_needs_invariant.cl's false alarm, replayed: no run of the kernel
// shows the race (the kernel has none), and none is said to.
#include "loop_needs_invariant.cl"
