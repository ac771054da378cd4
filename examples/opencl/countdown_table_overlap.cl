//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=8
//possible (write-read|read-write|write-write) race on table\[
//
// countdown_table.cl with slices one entry shorter than what each
// work-item writes: its last entry is the next work-item's first.
#define SLICE (TABLE - 1)
#include "countdown_table.cl"
