//pass
//--local_size=64 --num_groups=2
//
// Two asynchronous work-group copies into the halves of one local array,
// each waited for by its own event before the barrier that publishes the
// array. async_copies_one_waited.cl waits only for the second.
#ifndef WAIT_FIRST
#define WAIT_FIRST wait_group_events(1, &first)
#endif

__kernel void two_copies(__global const float *in, __global float *out) {
  __local float l[128];
  event_t first = async_work_group_copy(l, in, 64, 0);
  event_t second = async_work_group_copy(l + 64, in + 64, 64, 0);
  WAIT_FIRST;
  wait_group_events(1, &second);
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = l[get_local_id(0)] + l[get_local_id(0) + 64];
}
