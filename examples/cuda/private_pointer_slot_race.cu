//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4
//possible (read-write|write-read) race on tile\[
//
// private_pointer_slot.cu without the barrier: a thread reads the element
// another writes.
#define BARRIER
#include "private_pointer_slot.cu"
