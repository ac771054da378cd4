//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4
//spread.cu:\d+:\d+: error: possible write-write race on a\[
//
// two_files/spread.cu with a third file beside it, tools.cpp, which calls
// run(a, 0) but does not compile with gpuverify's headers: what it passes
// is unknown, so nothing is assumed of the program, not even main.cpp's
// stride 4, and the race that call makes is reported.
#include "../two_files/spread.cu"
