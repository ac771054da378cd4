//pass
//--blockDim=128 --gridDim=4
//
// The work-efficient (Blelloch) scan in the form of the CUDA SDK sample:
// each step, the stride `offset` doubles while the number of active threads
// `d` halves (and the reverse on the way down). Race freedom rests on their
// product staying n/2: inference proves that (productOfDoublingAndHalving)
// from the loop's shape, so no invariant is written by hand.
// work_efficient_scan_race.cu leaves out the barrier of the downsweep.
#define N 256

__global__ void scan(float *out, const float *in, int n) {
  __requires(n == 2 * blockDim.x);
  __shared__ float temp[N];
  int thid = threadIdx.x;
  int offset = 1;
  int base = 2 * blockIdx.x * blockDim.x; // each block scans its own n elements
  temp[2 * thid] = in[base + 2 * thid];
  temp[2 * thid + 1] = in[base + 2 * thid + 1];

  for (int d = n >> 1; d > 0; d >>= 1) {
    __syncthreads();
    if (thid < d) {
      int ai = offset * (2 * thid + 1) - 1;
      int bi = offset * (2 * thid + 2) - 1;
      temp[bi] += temp[ai];
    }
    offset *= 2;
  }

  __syncthreads();
  if (thid == 0)
    temp[n - 1] = 0;

  for (int d = 1; d < n; d *= 2) {
    offset >>= 1;
#ifndef LEAVE_OUT_DOWNSWEEP_BARRIER
    __syncthreads();
#endif
    if (thid < d) {
      int ai = offset * (2 * thid + 1) - 1;
      int bi = offset * (2 * thid + 2) - 1;
      float t = temp[ai];
      temp[ai] = temp[bi];
      temp[bi] += t;
    }
  }
  __syncthreads();
  out[base + 2 * thid] = temp[2 * thid];
  out[base + 2 * thid + 1] = temp[2 * thid + 1];
}
