//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//function_contract_weak.cl:10:3: error: postcondition might not hold on all return paths
//
// The postcondition holds for the arguments the kernel passes (4 and 6),
// but not for every argument the precondition allows (a = 1 gives 0): a
// contract is a promise about all of them.
int halve(int a) {
  __requires(a > 0);
  __ensures(__return_val_int() > 0);
  return a / 2;
}

__kernel void halves(__global int *out) {
  out[get_global_id(0)] = halve(4) + halve(6);
}
