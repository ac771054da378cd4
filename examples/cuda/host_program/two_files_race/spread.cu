//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4
//spread.cu:\d+:\d+: note: assumed from the host code \(its launch\) of 'spread': stride = 0
//spread.cu:\d+:\d+: error: possible write-write race on a\[
//
// two_files/spread.cu's twin: the main.cpp beside this file calls
// run(a, 0), and every thread writes a[0].
#include "../two_files/spread.cu"
