//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4
//possible write-read race on buffer\[
//
// pipeline_wait_prior.cu waiting for all but the two most recent stages:
// tile k may still be in flight when other threads read it.
#define STAGES_NOT_WAITED_FOR 2
#include "pipeline_wait_prior.cu"
