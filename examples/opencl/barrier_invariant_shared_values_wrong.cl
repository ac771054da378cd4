//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=1
//barrier_invariant_shared_values.cl:21:3: error: this barrier invariant might not hold
//
// barrier_invariant_shared_values.cl with an invariant that claims one more
// than the value written: it is checked, not trusted.
#define CLAIM(v) ((v) + 1)
#include "barrier_invariant_shared_values.cl"
