//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4 --no-inline
//possible write-write race on data\[
//
// uncalled_function_any_arguments.cl without the precondition that `offset` is
// the same for every work-item. No kernel calls shift_ids, and a function
// verified on its own must be race-free for any arguments: a caller may
// pass work-item 0 an offset of 1 and work-item 1 an offset of 0, and both
// write data[1]. gpuverify once took every argument to be the same for
// both work-items ("every call passes it so" is true of no calls at all)
// and verified it.
#define OFFSET_UNIFORM 0
#include "uncalled_function_any_arguments.cl"
