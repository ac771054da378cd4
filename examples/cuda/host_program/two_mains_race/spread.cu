//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4
//spread.cu:\d+:\d+: error: possible write-write race on a\[
//
// two_files/spread.cu in a folder of two programs: main.cpp calls
// run(a, 4), bench.cpp has a main of its own that calls run(a, 0), each
// in the file it includes (which is read as theirs). The folder is not one
// program, so neither is read with the kernel and no stride is assumed:
// the race bench.cpp's program has is reported.
#include "../two_files/spread.cu"
