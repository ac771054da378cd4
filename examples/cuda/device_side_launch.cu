//xfail:GPUVERIFYVCGEN_ERROR
//--blockDim=1 --gridDim=1
//device_side_launch.cu:\d+:\d+: error: kernel 'halve' is launched from device code \(dynamic parallelism\), which is not supported
//
// A kernel that launches another from device code (CUDA dynamic
// parallelism, as NVIDIA's cdpSimpleQuicksort does): clang compiles it only
// with -fgpu-rdc and CUDA's device runtime, and gpuverify verifies the
// launches the host makes. It says so (exit 4) instead of ending with
// clang's errors.
__global__ void halve(float *data, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    data[i] *= 0.5f;
}

__global__ void launch_halves(float *data, int n) {
  if (n > 1)
    halve<<<(n + 127) / 128, 128>>>(data, n);
}
