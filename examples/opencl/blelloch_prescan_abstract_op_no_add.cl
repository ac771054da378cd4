//xfail:NOT_ALL_VERIFIED
//--local_size=2 --num_groups=1 -DN=4
//this barrier invariant might not hold
//
// blelloch_prescan_abstract_op.cl with the downsweep of
// blelloch_prescan_no_add.cl, which forgets the left subtree's sum.
#define ABSTRACT_OPERATOR
#define DOWNSWEEP_COMBINE(right, left) (right)
#include "blelloch_prescan.cl"
