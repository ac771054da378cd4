//xfail:NOT_ALL_VERIFIED
//--blockDim=32 --gridDim=1
//graph_conditional_handle_race.cu:\d+:\d+: error: possible write-write race on seen\[
//
// graph_conditional_handle.cu's twin: every thread writes the first element.
__global__ void keepGoing(const int *remaining, cudaGraphConditionalHandle handle, int *seen) {
  seen[0] = remaining[threadIdx.x];
  if (threadIdx.x == 0)
    cudaGraphSetConditional(handle, remaining[0] > 0 ? 1 : 0);
}
