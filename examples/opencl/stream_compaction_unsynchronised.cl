//xfail:NOT_ALL_VERIFIED
//--local_size=1024 --num_groups=1
//stream_compaction.cl:16:3: error: possible write-read race on flag\[
//Write by work item \d+ with local id \d+ in work group 0, \S*stream_compaction.cl:35:13:
//
// stream_compaction.cl without the barrier before the prefix sum: the
// specification reads the flags (__reads_from) before its own barrier, so
// its read races with the unsynchronised writes of the flags before the
// call.
#define SYNC_BEFORE_PRESCAN
#include "stream_compaction.cl"
