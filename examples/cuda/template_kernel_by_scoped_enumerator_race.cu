//xfail:NOT_ALL_VERIFIED
//--kernel-name=copyTile<tiles::Order::Scattered> --blockDim=64 --gridDim=4
//template_kernel_by_scoped_enumerator.cu:20:\d+: error: possible write-write race on out\[
//
// template_kernel_by_scoped_enumerator.cu's other instantiation, by its
// enumerator qualified in full: threads of different blocks write one
// element.
#include "template_kernel_by_scoped_enumerator.cu"
