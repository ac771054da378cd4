//xfail:NOT_ALL_VERIFIED
//--blockDim=[16,16] --gridDim=[4,4]
//histogram_column_per_thread.cu:\d+:\d+: error: possible (write-write|write-read|read-write) race on counts\[
//
// histogram_column_per_thread.cu's twin: each thread counts into its
// neighbour's column, which the neighbour counts into too.
#define NEIGHBOUR_COLUMN
#include "histogram_column_per_thread.cu"
