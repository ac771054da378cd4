//xfail:GPUVERIFYVCGEN_ERROR
//--blockDim=256 --gridDim=8
//a cuda::barrier's arrive\(\) and wait\(\) with work between them \(a split barrier\) are not supported yet
//
// cuda_barrier_arrive_wait.cu with work between arrive() and wait(): a
// split barrier, whose accesses between the two are ordered with neither
// side's, which gpuverify does not model yet: refused, not verified.
#define SYNCHRONISE                                                                                                   \
  auto token = barrier.arrive();                                                                                      \
  threadSum += warpSums[0];                                                                                           \
  barrier.wait(std::move(token))
#include "cuda_barrier_arrive_wait.cu"
