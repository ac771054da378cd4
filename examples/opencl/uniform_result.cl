//pass
//--local_size=64 --num_groups=4
//
// A helper whose postcondition relates the two work-items: its result is
// the same for both. That holds only for arguments that are the same for
// both, and every call passes one (a kernel argument), so the entry that
// proves the postcondition for every input takes the argument uniform, as
// GPUVerify's inferred precondition would. uniform_result_per_item.cl
// passes the local id.
#ifndef ROW
#define ROW(n) (n)
#endif

int row_start(int row, int width) {
  __ensures(__uniform_int(__return_val_int()));
  return row * width;
}

__kernel void first_of_row(__global const int *in, __global int *out, int n) {
  int start = row_start(ROW(n), 64);
  out[get_global_id(0)] = in[start];
}
