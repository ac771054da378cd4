//pass
//--kernel-name=copyTile<Order::Rows> --blockDim=64 --gridDim=4
//Verified
//
// template_kernel_by_enumerator.cu with a scoped enumeration, whose
// enumerators are written qualified: clang names the instantiation
// "copyTile<(tiles::Order)0>", and `Order::Rows` (or `tiles::Order::Rows`)
// is read as debug information spells it. copyTile<Order::Scattered>
// writes one element from every block (the race twin asks for it).
namespace tiles {
enum class Order { Rows, Scattered };
}
using tiles::Order;

template <Order L> __global__ void copyTile(const float *in, float *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (L == Order::Rows)
    out[i] = in[i];
  else
    out[i % 64] = in[i];
}

template __global__ void copyTile<Order::Rows>(const float *, float *);
template __global__ void copyTile<Order::Scattered>(const float *, float *);
