//xfail:GPUVERIFYVCGEN_ERROR
//--local_size=64 --num_groups=4 --equality-abstraction
//^GPUVerify: error: --equality-abstraction cannot be used with atomics\.
//
// Rejected: the equality abstraction keeps an array's contents equal for
// the two work-items between barriers, but other work-items change an
// atomically updated array at any time. The error is the options', so it
// names no place in the kernel.

__kernel void count(__global uint *counter, __global uint *out) {
  out[get_global_id(0)] = atomic_inc(counter);
}
