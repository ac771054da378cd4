//xfail:NOT_ALL_VERIFIED
//--local_size=2 --num_groups=1 -DN=4 -DELEMENT=uchar
//this barrier invariant might not hold
//
// blelloch_prescan.cl with a downsweep that hands the parent's prefix to
// the right child without adding the left subtree's sum: the barrier
// invariant stating what each downsweep round achieves fails.
#define DOWNSWEEP_COMBINE(right, left) (right)
#include "blelloch_prescan.cl"
