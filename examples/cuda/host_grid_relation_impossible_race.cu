//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4
//host_grid_relation_impossible_race.cu:\d+:\d+: error: possible write-write race on a\[0\]
//
// A relation that cannot hold is not assumed: the host code's grid,
// `n | 1`, is odd, and the command line verifies a grid of 4. Assuming
// `gridDim.x == n | 1` would make every check hold vacuously; the relation
// is left out, and the race every launch has (all threads write a[0]) is
// reported.
#include <cstdlib>

__global__ void clash(int *a, int n) {
  if (threadIdx.x < n)
    a[0] = threadIdx.x;
}

int main(int argc, char **argv) {
  int n = atoi(argv[1]);
  int *a;
  cudaMalloc(&a, sizeof(int));
  clash<<<n | 1, 64>>>(a, n);
  return 0;
}
