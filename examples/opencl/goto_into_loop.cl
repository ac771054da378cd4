//pass
//--local_size=64 --num_groups=2 --timeout=60
//
// A goto into the middle of a loop: control flow with two entries into one
// loop (irreducible). The loop is restructured with one header that
// dispatches on where control came from, as LLVM's fix-irreducible does;
// each work-item still writes only its own element. goto_into_loop_race.cl
// has every work-item add to A[0].
#ifndef MINE
#define MINE get_global_id(0)
#endif

__kernel void jump_in(__global int *A, int n) {
  int i = 0;
  if (get_local_id(0) < n)
    goto inside;
  for (i = 0; i < n; i++) {
    A[get_global_id(0)] = i;
  inside:
    A[MINE] += 1;
  }
}
