//xfail:NOT_ALL_VERIFIED
//--local_size=1024 --num_groups=1
//possible write-write race on out\[
//
// stream_compaction.cl with every work-item writing, flagged or not: two
// work-items whose flags are 0 get the same index from the prefix sum.
#define WRITES_OUT 1
#include "stream_compaction.cl"
