//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=2
//possible write-read race on l\[
//
// async_copies_both_waited.cl waiting only for the second copy: the first
// is still in flight after the barrier (the wait for a later copy's event
// does not complete an earlier one).
#define WAIT_FIRST (void)0
#include "async_copies_both_waited.cl"
