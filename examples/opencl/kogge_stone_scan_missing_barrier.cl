//xfail:NOT_ALL_VERIFIED
//--local_size=256 --num_groups=1
//possible read-write race on idx\[
//
// kogge_stone_scan.cl without the barrier between reading the left
// neighbour's element and writing the own one: the neighbour may already
// have written it.
#define BETWEEN_READ_AND_WRITE(offset)
#include "kogge_stone_scan.cl"
