//xfail:NOT_ALL_VERIFIED
//--kernel-name=copyTile<SCATTERED> --blockDim=64 --gridDim=4
//template_kernel_by_enumerator.cu:17:\d+: error: possible write-write race on out\[
//
// template_kernel_by_enumerator.cu's other instantiation, by its
// enumerator: threads of different blocks write one element.
#include "template_kernel_by_enumerator.cu"
