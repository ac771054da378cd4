//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=1
//atomic_log_assumption.cl:20:5: error: possible atomic-write race on A\[0\]
//Atomic by work item \d+ with local id \d+ in work group 0, \S*atomic_log_assumption.cl:17:3:
//
// An annotation about the race logs (__atomic(p), __read(p), ...) speaks
// of the accesses of the first thread of the pair only. Assumed for the
// second thread as well, this one would say that work-item 0 is never the
// second thread of a pair after an atomic, and rule out the race of its
// plain write with the other work-items' atomic additions.
// atomic_log_assumption_atomic.cl writes atomically.
#ifndef WRITE
#define WRITE(p, v) *(p) = (v)
#endif

__kernel void count_then_reset(__global int *A) {
  atomic_add(A, 1);
  __assume(__implies(get_local_id(0) == 0, !__atomic(A)));
  if (get_local_id(0) == 0)
    WRITE(A, 5);
}
