//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4
//\A(?![\s\S]*do not compile)
//host_device_properties.cu:\d+:\d+: error: possible write-write race on out\[
//
// host_device_properties.cu's twin: every thread of a block writes the
// block's one cell.
#define ONE_CELL_PER_BLOCK
#include "host_device_properties.cu"
