//pass
//--blockDim=256 --gridDim=4 --no-inline
//GPUVerify kernel analyser finished with 2 verified, 0 errors
//
// called_function_race.cu with a __syncthreads() between the read and the
// write.
#define SYNC __syncthreads()
#include "called_function_race.cu"
