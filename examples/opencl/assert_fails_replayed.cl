//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=16
//assert_fails.cl:\d+:\d+: note: confirmed by running the kernel: the assertion fails for work-item \d+ of work-group [1-9]
//
// assert_fails.cl's failed assertion, replayed: a work-item outside group 0
// fails it.
#include "assert_fails.cl"
