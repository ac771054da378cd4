//pass
//--blockDim=128 --gridDim=8 -DNEEDS_CUDA_TOOLKIT=${CUDA_TOOLKIT}
//note: gpuverify's CUDA headers do not compile this file \(it uses '__dp4a', which they do not declare\); compiling against the CUDA toolkit
//Verified
//
// Int8 dot products with __dp4a and the SIMD video intrinsics, which
// gpuverify's own headers do not declare: the file is compiled against the
// CUDA toolkit, whose definitions (inline PTX, NVVM intrinsics) are
// uninterpreted functions of their operands. Each thread accumulates into
// its own element.
__global__ void dot4(const int *a, const int *b, int *acc, unsigned *diff) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  acc[i] = __dp4a(a[i], b[i], acc[i]);
  diff[i] = __vabsdiffu4(a[i], b[i]);
}
