//xfail:NOT_ALL_VERIFIED
//--local_size=256 --num_groups=1
//kogge_stone_scan.cl:\d+:5: error: this barrier invariant might not hold
//
// kogge_stone_scan.cl reading one element too far right: the joined
// intervals are not adjacent, and the barrier invariant that states what
// each round achieves fails.
#define LEFT_PARTIAL(offset) (tid - (offset) + 1)
#include "kogge_stone_scan.cl"
