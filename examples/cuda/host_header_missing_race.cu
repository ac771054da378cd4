//xfail:NOT_ALL_VERIFIED
//--blockDim=32 --gridDim=[4,8]
//host_header_missing_race.cu:10:10: warning: gpuverify left out the #include of 'host_only_tensor_library.h' \(not found\)
//host_header_missing_race.cu:\d+:1: warning: gpuverify left out the definition of 'scale_rows'
//possible (write-read|read-write) race on out\[
//
// host_header_missing.cu's twin: the header and the host definition are
// left out as there, and the kernel's race (a thread reads the element the
// next one writes) is still reported.
#include <host_only_tensor_library.h>

__global__ void scale_rows_kernel(const float *in, float *out, int n, float factor) {
  int row = blockIdx.x * gridDim.y + blockIdx.y;
  int i = row * blockDim.x + threadIdx.x;
  if (i + 1 < n)
    out[i] = factor * out[i + 1]; // the next thread's element
}

hol::Tensor scale_rows(hol::Tensor in, float factor) {
  auto out = hol::empty_like(in);
  int n = in.numel();
  dim3 grid(4, 8);
  scale_rows_kernel<<<grid, 32>>>(in.data_ptr<float>(), out.data_ptr<float>(), n, factor);
  return out;
}

HOL_EXTENSION_MODULE(scale, m) { m.def("scale_rows", &scale_rows, "scale each row"); }
