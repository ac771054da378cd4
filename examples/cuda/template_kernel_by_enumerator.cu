//pass
//--kernel-name=copyTile<ROW_MAJOR> --blockDim=64 --gridDim=4
//Verified
//
// A kernel templated on an enumeration, asked for by the enumerator's name:
// clang names the instantiation "copyTile<(Layout)0>", and the name given
// is read as debug information spells it. Only copyTile<ROW_MAJOR> is
// verified; copyTile<SCATTERED> writes one element from every block (the
// race twin asks for it).
enum Layout { ROW_MAJOR, SCATTERED };

template <Layout L> __global__ void copyTile(const float *in, float *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (L == ROW_MAJOR)
    out[i] = in[i];
  else
    out[i % 64] = in[i];
}

template __global__ void copyTile<ROW_MAJOR>(const float *, float *);
template __global__ void copyTile<SCATTERED>(const float *, float *);
