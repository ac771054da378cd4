//pass
//--local_size=64 --num_groups=4
//
// A helper with a contract. Each call is checked against the precondition;
// the postcondition is proved once for every input the precondition
// allows, and is checked again where the helper is inlined.
int clamp_index(int i, int n) {
  __requires(n > 0);
  __ensures(__return_val_int() >= 0 & __return_val_int() < n);
  if (i < 0)
    return 0;
  if (i >= n)
    return n - 1;
  return i;
}

__kernel void gather(__global const float *in, __global float *out, int n) {
  __requires(n > 0);
  int j = clamp_index(get_global_id(0) - 1, n);
  out[get_global_id(0)] = in[j];
}
