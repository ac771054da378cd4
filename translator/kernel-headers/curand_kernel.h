/* curand_kernel.h -- minimal cuRAND device API for gpuverify (types and bodiless declarations).
 *
 * Included by cuda.h (GPUVerify's CUDA header provided these without an #include); kernels may
 * also #include <curand_kernel.h> or <curand.h>. The generator functions are C++ overloads
 * (mangled, e.g. _Z6curandP17curandStateXORWOW): the translator recognises them by demangled name
 * and decides their effect on the state argument (they read and write *state).
 */
#ifndef __GV_CURAND_KERNEL_H
#define __GV_CURAND_KERNEL_H

#include "cuda.h"

struct curandStateXORWOW {
  unsigned int d, v[5];
  int boxmuller_flag;
  int boxmuller_flag_double;
  float boxmuller_extra;
  double boxmuller_extra_double;
};
typedef struct curandStateXORWOW curandStateXORWOW_t;
typedef struct curandStateXORWOW curandState_t;
typedef struct curandStateXORWOW curandState;

struct curandStateMRG32k3a {
  unsigned int s1[3], s2[3];
  int boxmuller_flag;
  int boxmuller_flag_double;
  float boxmuller_extra;
  double boxmuller_extra_double;
};
typedef struct curandStateMRG32k3a curandStateMRG32k3a_t;

struct curandStatePhilox4_32_10 {
  uint4 ctr;
  uint4 output;
  uint2 key;
  unsigned int STATE;
  int boxmuller_flag;
  int boxmuller_flag_double;
  float boxmuller_extra;
  double boxmuller_extra_double;
};
typedef struct curandStatePhilox4_32_10 curandStatePhilox4_32_10_t;

struct mtgp32_kernel_params;
typedef struct mtgp32_kernel_params mtgp32_kernel_params_t;
struct curandStateMtgp32 {
  unsigned int s[1024];
  int offset;
  int pIdx;
  mtgp32_kernel_params_t *k;
  int precise_double_flag;
};
typedef struct curandStateMtgp32 curandStateMtgp32_t;

#define __GV_CURAND_GENERATORS(S)                                                                 \
  __device__ unsigned int curand(S *state);                                                         \
  __device__ float curand_uniform(S *state);                                                        \
  __device__ double curand_uniform_double(S *state);                                                \
  __device__ float curand_normal(S *state);                                                         \
  __device__ double curand_normal_double(S *state);                                                 \
  __device__ float2 curand_normal2(S *state);                                                       \
  __device__ double2 curand_normal2_double(S *state);                                               \
  __device__ float curand_log_normal(S *state, float mean, float stddev);                           \
  __device__ double curand_log_normal_double(S *state, double mean, double stddev);                 \
  __device__ unsigned int curand_poisson(S *state, double lambda);
__GV_CURAND_GENERATORS(curandStateXORWOW_t)
__GV_CURAND_GENERATORS(curandStateMRG32k3a_t)
__GV_CURAND_GENERATORS(curandStatePhilox4_32_10_t)
__GV_CURAND_GENERATORS(curandStateMtgp32_t)
#undef __GV_CURAND_GENERATORS

__device__ void curand_init(unsigned long long seed, unsigned long long subsequence,
                            unsigned long long offset, curandStateXORWOW_t *state);
__device__ void curand_init(unsigned long long seed, unsigned long long subsequence,
                            unsigned long long offset, curandStateMRG32k3a_t *state);
__device__ void curand_init(unsigned long long seed, unsigned long long subsequence,
                            unsigned long long offset, curandStatePhilox4_32_10_t *state);
__device__ void skipahead(unsigned long long n, curandStateXORWOW_t *state);
__device__ void skipahead_sequence(unsigned long long n, curandStateXORWOW_t *state);

#endif /* __GV_CURAND_KERNEL_H */
