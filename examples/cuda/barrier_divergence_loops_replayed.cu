//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=16
//note: confirmed by running the kernel: thread \d+ of block \d+ waits at the barrier at \S*barrier_divergence_loops.cu:18:\d+ while thread \d+ of block \d+ waits at it in another iteration of a loop around it
//
// barrier_divergence_loops.cu's divergence, replayed: every thread reaches
// the one barrier four times, but not in the same iterations of the loops
// around it.
#include "barrier_divergence_loops.cu"
