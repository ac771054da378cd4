//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=16
//possible (write-read|read-write) race on data\[
//
// function_pointer_table.cu where the kernel may also choose smooth, which
// reads the element the next thread writes.

typedef float (*Operation)(float *data, unsigned i);

__device__ float scale(float *data, unsigned i) { return data[i] * 2.0f; }
__device__ float square(float *data, unsigned i) { return data[i] * data[i]; }
__device__ float smooth(float *data, unsigned i) { return data[i] + data[i + 1]; }

__device__ Operation operations[3];

__global__ void apply(float *data, float *result, int chosen, Operation finish) {
  __requires(operations[0] == scale);
  __requires(operations[1] == square);
  __requires(operations[2] == smooth);
  __requires(chosen >= 0 & chosen <= 2);
  __requires(finish == scale | finish == NULL);
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  Operation operation = operations[chosen];
  data[i] = operation(data, i);
  if (finish != NULL)
    result[i] = finish(data, i);
}
