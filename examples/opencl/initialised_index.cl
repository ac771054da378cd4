//pass
//--local_size=64 --num_groups=1
//
// uninitialised_index.cl with `i` set in every pass of the loop.
#define SET_IN_EVERY_PASS 1
#include "uninitialised_index.cl"
