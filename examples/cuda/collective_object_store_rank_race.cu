//xfail:NOT_ALL_VERIFIED
//--blockDim=128 --gridDim=16
//collective_object_store.cu:\d+:\d+: error: possible write-write race on out\[
//
// collective_object_store.cu's twin whose store object takes half the
// thread's index as its rank: threads 2t and 2t + 1 write the same items.
#define RANK(tid) ((tid) / 2)
#include "collective_object_store.cu"
