//xfail:NOT_ALL_VERIFIED
//--local_size=1024 --num_groups=1 --staged
//possible write-write race on out\[
//
// stream_compaction_unflagged.cl in two stages: the race is found in the
// first, and the second is not run.
#include "stream_compaction_unflagged.cl"
