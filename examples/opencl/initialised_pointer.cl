//pass
//--local_size=64 --num_groups=1
//
// uninitialised_pointer.cl with the pointer set to null.
#define INITIALISER = 0
#include "uninitialised_pointer.cl"
