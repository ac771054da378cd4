//xfail:NOT_ALL_VERIFIED
//
//host_api_kernel_templates.cu:\d+:\d+: note: assumed from the host code \(its launch\) of 'shift': stride = 0 \(--all-inputs checks every value\)
//possible write-write race on a\[
//
// host_api_kernel_templates.cu launched through cudaLaunchKernel with
// stride 0: every thread of a block writes one element.
#define STRIDE 0
#include "host_api_kernel_templates.cu"
