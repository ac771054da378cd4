//pass
//--local_size=64 --num_groups=4
//
// GPUVerify's no-overflow predicate: __add_noovfl(x, y, z) says the sum of
// the unsigned values does not wrap around, so each partial sum is at least
// the value before it.
__kernel void k(uint x, uint y, uint z) {
  __requires(__add_noovfl(x, y, z));
  __assert(x + y >= x);
  __assert(x + y + z >= x + y);
}
