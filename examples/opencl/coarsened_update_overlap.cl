//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=128
//possible (read-write|write-read|write-write) race on (x|y)\[
//
// coarsened_update.cl with work-items three elements apart: work-item g's
// last element is work-item g + 1's first.
#define ELEMENTS_APART 3
#include "coarsened_update.cl"
