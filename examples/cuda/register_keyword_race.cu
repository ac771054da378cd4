//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4
//register_keyword_race.cu:\d+:\d+: error: possible (write-read|read-write) race on a\[
//
// register_keyword.cu's twin: each thread also reads its neighbour's element.
__global__ void butterfly(float *a) {
  register unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  register float x = a[i ^ 1];
  a[i] = x * x;
}
