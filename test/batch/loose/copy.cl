// No header and no gpuverify.json: the command line's flags. Verified.
__kernel void copy(__global int *out, __global const int *in) {
  size_t i = get_global_id(0);
  out[i] = in[i];
}
