//xfail:NOT_ALL_VERIFIED
//--blockDim=[16,16] --gridDim=[4,4]
//possible (write-read|read-write) race on (tile|scale)\[
//
// shared_alignas_tile.cu without its barrier: a thread reads a column of
// the tile while other threads may still be writing its rows.
#define BARRIER
#include "shared_alignas_tile.cu"
