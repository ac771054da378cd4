//xfail:NOT_ALL_VERIFIED
//--blockDim=256 --gridDim=4 --no-inline
//called_function_race.cu:18:18: error: possible read-write race on A\[
//called_function_race.cu:18:18: note: confirmed by running the kernel: thread \d+ of block \d+ (reads|writes) A\[\d+\] at \S*called_function_race.cu:1[68]:\d+, and thread \d+ of block \d+ (reads|writes) it at \S*called_function_race.cu:1[68]:\d+, with no barrier between them
//  inputs: offset = \d+; every thread of block \d+; memory (zero|filled with small numbers|filled at random)
//
// called_function_race.cu's race, replayed: running the kernel on the
// counterexample's inputs shows the two accesses.
#include "called_function_race.cu"
