//pass
//--blockDim=64 --gridDim=16
//GPUVerify kernel analyser finished with 2 verified, 0 errors
//
// template_never_instantiated.cu with two explicit instantiations: each is
// verified, under its full name (fill<int>, fill<float>).
template <typename T> __global__ void fill(T *a, T v) { a[blockIdx.x * blockDim.x + threadIdx.x] = v; }
template __global__ void fill<int>(int *, int);
template __global__ void fill<float>(float *, float);
