//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//uniform_result.cl:15:3: error: postcondition might not hold on all return paths
//
// uniform_result.cl with the local id as the row: the results differ.
#define ROW(n) ((int)get_local_id(0))
#include "uniform_result.cl"
