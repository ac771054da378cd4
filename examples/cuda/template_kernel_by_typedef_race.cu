//xfail:NOT_ALL_VERIFIED
//--kernel-name=spread<wide> --blockDim=64 --gridDim=4
//possible write-write race on out\[
//
// template_kernel_by_typedef.cu's kernel, its wide instantiation selected by
// the typedef: two threads write each element.
#include "template_kernel_by_typedef.cu"
