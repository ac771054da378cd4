//pass
//--local_size=64 --num_groups=1
//
// atomic_log_assumption.cl with work-item 0 writing atomically: atomic
// operations do not race with one another.
#define WRITE(p, v) atomic_xchg((p), (v))
#include "atomic_log_assumption.cl"
