//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=16
//null_pointer.cl:\d+:\d+: note: confirmed by running the kernel: work-item \d+ of work-group \d+ accesses memory through a null pointer here
//
// null_pointer.cl's access through a null pointer, replayed: the run stops
// there, as undefined behaviour, and the note says which work-item got there.
#include "null_pointer.cl"
