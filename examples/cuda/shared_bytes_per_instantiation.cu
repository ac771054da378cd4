//pass
//--kernel-name=staged --blockDim=64 --gridDim=4
//GPUVerify kernel analyser finished with 3 verified, 0 errors
//
// One dynamic shared byte array, viewed as T by each instantiation of a
// template kernel (double, int, short): each kernel has the array at its
// own width. Boogie rejected the program when the three shared one array
// declared at the first kernel's width (internal error).
template <typename T> __global__ void staged(const T *in, T *out) {
  extern __shared__ unsigned char smem[];
  T *tile = reinterpret_cast<T *>(smem);
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  tile[threadIdx.x] = in[i];
  __syncthreads();
  out[i] = tile[blockDim.x - 1 - threadIdx.x];
}

template __global__ void staged<double>(const double *, double *);
template __global__ void staged<int>(const int *, int *);
template __global__ void staged<short>(const short *, short *);
