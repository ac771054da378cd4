//pass
//--blockDim=32 --gridDim=[4,8]
//host_header_missing.cu:13:10: warning: gpuverify left out the #include of 'host_only_tensor_library.h' \(not found\)
//host_header_missing.cu:\d+:1: warning: gpuverify left out the definition of 'scale_rows'
//GPUVerify kernel analyser finished with 1 verified, 0 errors
//
// A CUDA file written as an extension of a host library (PyTorch's
// <torch/extension.h>, pybind11) that is not installed here: clang cannot
// find the header, and the host function's very declaration names its
// types. The #include is left out, and so is the whole host definition;
// the device code compiles without them and is verified. Not when a #if
// after the #include tests a macro nobody defined (host_header_missing_chooses_code.cu).
#include <host_only_tensor_library.h>

__global__ void scale_rows_kernel(const float *in, float *out, int n, float factor) {
  int row = blockIdx.x * gridDim.y + blockIdx.y;
  int i = row * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = factor * in[i];
}

hol::Tensor scale_rows(hol::Tensor in, float factor) {
  auto out = hol::empty_like(in);
  int n = in.numel();
  dim3 grid(4, 8);
  scale_rows_kernel<<<grid, 32>>>(in.data_ptr<float>(), out.data_ptr<float>(), n, factor);
  return out;
}

HOL_EXTENSION_MODULE(scale, m) { m.def("scale_rows", &scale_rows, "scale each row"); }
