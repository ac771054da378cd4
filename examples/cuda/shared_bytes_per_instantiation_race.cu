//xfail:NOT_ALL_VERIFIED
//--kernel-name=staged --blockDim=64 --gridDim=4
//shared_bytes_per_instantiation_race.cu:15:\d+: error: possible write-read race on smem\[
//GPUVerify kernel analyser finished with 2 verified, 1 error
//
// shared_bytes_per_instantiation.cu's twin: the int instantiation reads its
// neighbour's element without the barrier; its race is reported, and the
// other two, each at its own width, verify.
template <typename T> __global__ void staged(const T *in, T *out) {
  extern __shared__ unsigned char smem[];
  T *tile = reinterpret_cast<T *>(smem);
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  tile[threadIdx.x] = in[i];
  if (sizeof(T) != 4) __syncthreads();
  out[i] = tile[blockDim.x - 1 - threadIdx.x];
}

template __global__ void staged<double>(const double *, double *);
template __global__ void staged<int>(const int *, int *);
template __global__ void staged<short>(const short *, short *);
