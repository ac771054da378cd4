//xfail:NOT_ALL_VERIFIED
//
//host_arguments_from_header_macro.cu:\d+:\d+: note: assumed from the host code \(its launch\) of 'spread': stride = 0 \(--all-inputs checks every value\)
//possible write-write race on a\[0\]
//
// host_arguments_from_header_macro.cu's launch with stride 0, still spelled
// through the header's macro: every thread writes a[0].
#define STRIDE 0
#include "host_arguments_from_header_macro.cu"
