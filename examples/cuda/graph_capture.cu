//pass
//--kernel-name=scale
//sizes from the launch of 'scale' in the host code: grid \(16, 1, 1\), block \(64, 1, 1\)
//assumed from the host code \(its launch\) of 'scale': n = 1024
//
// A CUDA graph: `scale` launched into a stream while it is captured, then a
// kernel node for `shift` added by hand, the graph instantiated and
// launched. The host code compiles against gpuverify's headers (the graph
// API is declared there), so the captured launch gives `scale` its sizes.
// `shift` is launched through its address in a node's parameters, which
// the host code reading does not follow: --kernel-name=shift needs
// --blockDim and --gridDim, and no argument is assumed.
#include <cuda_runtime.h>

#define N 1024

__global__ void scale(float *data, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
#ifdef HALVED_INDEX
  if (i < n)
    data[i / 2] = 2.0f * data[i / 2];
#else
  if (i < n)
    data[i] = 2.0f * data[i];
#endif
}

__global__ void shift(float *data, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    data[i] += 1.0f;
}

int main() {
  float *d;
  cudaMalloc(&d, N * sizeof(float));
  cudaStream_t stream;
  cudaStreamCreate(&stream);

  cudaGraph_t graph;
  cudaStreamBeginCapture(stream, cudaStreamCaptureModeGlobal);
  scale<<<N / 64, 64, 0, stream>>>(d, N);
  cudaStreamEndCapture(stream, &graph);

  cudaGraphNode_t shiftNode;
  int n = N;
  void *args[] = {&d, &n};
  cudaKernelNodeParams params = {(void *)shift, dim3(N / 64), dim3(64), 0, args, nullptr};
  cudaGraphAddKernelNode(&shiftNode, graph, nullptr, 0, &params);

  cudaGraphExec_t exec;
  cudaGraphInstantiate(&exec, graph, 0);
  cudaGraphLaunch(exec, stream);
  cudaStreamSynchronize(stream);

  cudaGraphExecDestroy(exec);
  cudaGraphDestroy(graph);
  cudaStreamDestroy(stream);
  cudaFree(d);
  return 0;
}
