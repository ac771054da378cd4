//xfail:NOT_ALL_VERIFIED
//--blockDim=128 --gridDim=8
//possible write-write race on out\[
//
// ptx_loads_stores.cu's PTX stores with rows two elements apart instead of
// four: st.global.cs is a store like any other, and thread i's last two
// elements are thread i + 1's first two.
#define ROW 2
#include "ptx_loads_stores.cu"
