// The launch that host_arguments_from_header_macro(_race).cu's main spells
// through this macro: a header of the user's is host code too.
#define LAUNCH_SPREAD(a, stride) spread<<<1, 64>>>(a, stride)
