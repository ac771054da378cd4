//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=2 --timeout=60
//goto_into_loop.cl:20:13: error: possible write-write race on A\[0\]
//
// goto_into_loop.cl with every work-item adding to A[0].
#define MINE 0
#include "goto_into_loop.cl"
