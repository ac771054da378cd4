//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//this assertion might not hold
//
// noovfl_predicate.cl without the precondition: the sum may wrap around.
__kernel void k(uint x, uint y, uint z) {
  __assert(x + y + z >= x + y);
}
