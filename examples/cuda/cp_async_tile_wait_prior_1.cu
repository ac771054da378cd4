//xfail:NOT_ALL_VERIFIED
//--blockDim=256 --gridDim=4
//possible write-read race on tile\[
//
// cp_async_tile.cu waiting for all but the most recent batch: the one batch
// there is stays pending across the barrier.
#define WAIT __pipeline_wait_prior(1)
#include "cp_async_tile.cu"
