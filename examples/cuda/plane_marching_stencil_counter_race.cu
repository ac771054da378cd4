//xfail:NOT_ALL_VERIFIED
//--blockDim=[32,8] --gridDim=[4,8]
//plane_marching_stencil.cu:\d+:\d+: error: possible write-write race on out\[
//
// plane_marching_stencil.cu's twin whose index moves down a row instead of
// a plane: thread (i, j) writes in its second iteration where thread
// (i, j + 1) wrote in its first, across the blocks' rows. The counter is
// still updated on a condition, and the race is reported.
#define DOWN_A_ROW
#include "plane_marching_stencil.cu"
