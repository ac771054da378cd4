//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//possible write-write race on out\[
//pipe_as_name.cl:15:
//
// `pipe` is a name in OpenCL C 1.2 (OpenCL C 2.0 made it a keyword): a
// kernel of GPUVerify's dialect that uses it still compiles, and is
// verified. Here every work-item of a group writes the group's slot of
// `out`: a race.
__kernel void stage(__global const int *in, __global int *out) {
  int pipe = in[get_global_id(0)];
  int stage_of_pipe = pipe + 1;
  // Should be out[get_global_id(0)], as in pipe_as_name_fixed.cl.
  // The group id names the slot:
  out[get_group_id(0)] = stage_of_pipe;
}
