//pass
//--blockDim=128 --gridDim=8
//
// Loads and stores written in inline PTX, as hand-tuned kernels write
// them: a 16-byte read-only load (ld.global.nc.v4), a streaming store
// (st.global.cs), and a shared-memory read through the address
// __cvta_generic_to_shared gives. Each is the plain access of its elements
// (cache operators say where the data is cached, not what is accessed):
// every thread writes its own four elements and reads its neighbour's
// shared slot after the barrier. ptx_loads_stores_race.cu and
// ptx_store_overlap_race.cu break it.
#ifndef NEIGHBOUR_SLOT
#define NEIGHBOUR_SLOT (threadIdx.x ^ 1)
#endif
#ifndef SYNC
#define SYNC __syncthreads()
#endif
#ifndef ROW
#define ROW 4
#endif

__device__ float4 load_nc(const float4 *p) {
  float4 r;
  asm("ld.global.nc.v4.f32 {%0, %1, %2, %3}, [%4];" : "=f"(r.x), "=f"(r.y), "=f"(r.z), "=f"(r.w) : "l"(p));
  return r;
}

__device__ void store_streaming(float *p, float v) {
  asm volatile("st.global.cs.f32 [%0], %1;" ::"l"(p), "f"(v) : "memory");
}

__device__ float load_shared(const float *p) {
  float r;
  unsigned address = static_cast<unsigned>(__cvta_generic_to_shared(p));
  asm volatile("ld.shared.f32 %0, [%1];" : "=f"(r) : "r"(address));
  return r;
}

__global__ void scale_rows(const float4 *in, float *out) {
  __shared__ float weight[128];
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  float4 v = load_nc(in + i);
  weight[threadIdx.x] = v.x + v.y + v.z + v.w;
  SYNC;
  float w = load_shared(weight + NEIGHBOUR_SLOT);
  store_streaming(out + ROW * i, v.x * w);
  store_streaming(out + ROW * i + 1, v.y * w);
  store_streaming(out + ROW * i + 2, v.z * w);
  store_streaming(out + ROW * i + 3, v.w * w);
}
