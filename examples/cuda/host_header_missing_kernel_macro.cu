//xfail:CLANG_ERROR
//--blockDim=64 --gridDim=4
//fatal error: 'host_only_half_types.h' file not found
//
// host_header_missing.cu's limit: a definition whose declaration does not
// compile is left out whole only if nothing says it may run on the device.
// Here a macro spells __global__ and the parameter's type came from the
// missing header: leaving the definition out would drop a kernel unseen,
// so the compile is refused and clang's errors stand.
#include <host_only_half_types.h>

#define KERNEL extern "C" __global__

KERNEL void halve(hot::half *data) {
  unsigned i = blockIdx.x * blockDim.x;
  data[i] = data[i] * 0.5f;
}
