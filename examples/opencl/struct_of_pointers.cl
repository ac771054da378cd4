//pass
//--local_size=64 --num_groups=16
//
// A kernel parameter of struct type holding pointers to global buffers
// (OpenCL C 1.2 forbids it, OpenCL C 2.0 and GPUVerify accept it). Each
// pointer in the struct is taken to point to its own array, as pointer
// parameters are.
//
// RACE-FREE. Each work-item writes its own element of each output.

#ifndef OUT_INDEX
#define OUT_INDEX(i) (i)
#endif

struct planes {
  __global const float *in;
  __global float *out[2];
};

__kernel void split(struct planes p, float scale) {
  size_t i = get_global_id(0);
  float v = p.in[i];
  p.out[0][OUT_INDEX(i)] = v * scale;
  p.out[1][OUT_INDEX(i)] = v - v * scale;
}
