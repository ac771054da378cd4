//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4 --cuda-path=${CUDA_TOOLKIT}
//toolkit_guards_and_version_race.cu:21:\d+: error: possible write-write race on out\[
//
// examples/cuda/toolkit_guards_and_version_race.cu against the toolkit's own
// headers: the toolkit's version selects the racy path.
#include "../cuda/toolkit_guards_and_version_race.cu"
