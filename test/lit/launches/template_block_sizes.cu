// Two instantiations of a kernel templated on its block size, each launched
// by the host code with its own: each is verified as a program of its own,
// and --stop-at-bpl writes one program per group of sizes, each with its
// kernel at its sizes.
//
// RUN: rm -rf %t && mkdir %t && cp %s %t
// RUN: %gpuverify --stop-at-bpl %t/%basename_t
// RUN: FileCheck %s --check-prefix=FIRST --input-file %t/template_block_sizes.sizes1.bpl
// RUN: FileCheck %s --check-prefix=SECOND --input-file %t/template_block_sizes.sizes2.bpl
//
// FIRST-LABEL: procedure {:kernel} {:source_name "reverseTile<128>"}
// FIRST: requires BV32_ULT(local_id_x$1, 128bv32);
// FIRST-NOT: reverseTile<256>
// SECOND-LABEL: procedure {:kernel} {:source_name "reverseTile<256>"}
// SECOND: requires BV32_ULT(local_id_x$1, 256bv32);
// SECOND-NOT: reverseTile<128>

template <int TILE> __global__ void reverseTile(float *data) {
  __shared__ float tile[TILE];
  unsigned base = blockIdx.x * TILE;
  tile[threadIdx.x] = data[base + threadIdx.x];
  __syncthreads();
  data[base + threadIdx.x] = tile[TILE - 1 - threadIdx.x];
}

int main() {
  float *d;
  cudaMalloc(&d, 4096 * sizeof(float));
  reverseTile<128><<<32, 128>>>(d);
  reverseTile<256><<<16, 256>>>(d);
  cudaDeviceSynchronize();
  return 0;
}
