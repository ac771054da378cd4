//xfail:NOT_ALL_VERIFIED
//--local_size=32 --num_groups=8 -DOMIT_OUTER_BARRIER
//possible (write-write|read-write|write-read) race on A\[
//inner_loop_some_enter\.cl:22:
//
// inner_loop_some_enter.cl without the barrier in the outer loop: the
// inner loop's write to A[lid] races with a neighbour's write to
// A[(lid + 1) % 32] after the loop. The report names the inner loop's
// write (line 22) as the earlier access (not a site after the loop, nor
// one before the barrier that precedes it).
#include "inner_loop_some_enter.cl"
