//pass
//--local_size=2 --num_groups=1 -DN=4
//
// blelloch_prescan.cl over the abstract operator (+) instead of + (the
// barrier-invariants paper, section 5): (+) is an uninterpreted function
// known only to have identity 0 and to be at least each operand, so the
// proof holds for +, max and | alike. It is not known to be associative:
// the invariants state each prefix grouped as the downsweep computes it
// (scan_upsweep.h, PREFIX).
#define ABSTRACT_OPERATOR
#include "blelloch_prescan.cl"
