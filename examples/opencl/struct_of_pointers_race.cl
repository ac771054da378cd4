//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=16
//possible write-write race on p\.out\[0\]\[
//
// struct_of_pointers.cl with two work-items writing each output element.
#define OUT_INDEX(i) ((i) / 2)
#include "struct_of_pointers.cl"
