//xfail:NOT_ALL_VERIFIED
//--local_size=2 --num_groups=1 -DN=4 -DELEMENT=uchar
//brent_kung_scan.cl:[0-9]+:[0-9]+: error: this barrier invariant might not hold
//
// brent_kung_scan.cl with a downsweep that forgets to add the prefix to
// the block: the elements it completes hold only their own block, and the
// barrier invariant that calls them complete fails.
#define DOWNSWEEP_COMBINE(block, prefix) (block)
#include "brent_kung_scan.cl"
