//xfail:NOT_ALL_VERIFIED
//--blockDim=256 --gridDim=4
//possible write-read race on tile\[
//
// cp_async_tile.cu without the wait: the barrier does not complete the
// copies, so a neighbour's element may land while it is read (confirmed by
// the replay, which keeps a copy pending across barriers).
#define WAIT (void)0
#include "cp_async_tile.cu"
