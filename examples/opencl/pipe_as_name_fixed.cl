//pass
//--local_size=64 --num_groups=4
//
// `pipe` is a name in OpenCL C 1.2 (OpenCL C 2.0 made it a keyword): a
// kernel of GPUVerify's dialect that uses it still compiles, and is
// verified. Each work-item writes its own element of
// `out`: no race.
__kernel void stage(__global const int *in, __global int *out) {
  int pipe = in[get_global_id(0)];
  int stage_of_pipe = pipe + 1;
  out[get_global_id(0)] = stage_of_pipe;
}
