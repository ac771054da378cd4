//xfail:NOT_ALL_VERIFIED
//--blockDim=[32,8] --gridDim=[4,8]
//plane_marching_stencil.cu:\d+:\d+: error: possible write-write race on s\[
//
// plane_marching_stencil.cu's twin that loads a halo cell before the loop
// without testing `halo`: a thread that is no halo thread writes at an
// index it never set. The guard the loop's invariants use is gone, and the
// race is reported.
#define HALO_UNGUARDED
#include "plane_marching_stencil.cu"
