//xfail:NOT_ALL_VERIFIED
//--blockDim=128 --gridDim=8
//possible (read-write|write-read) race on weight\[
//
// ptx_loads_stores.cu without its barrier: the neighbour's shared slot, read
// with ld.shared through __cvta_generic_to_shared, may not be written yet.
#define SYNC (void)0
#include "ptx_loads_stores.cu"
