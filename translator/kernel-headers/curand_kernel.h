/* curand_kernel.h -- the cuRAND device API as gpuverify models it.
 *
 * Included by cuda.h (GPUVerify's CUDA header provided these without an #include); kernels may
 * also #include <curand_kernel.h> or <curand.h>.
 *
 * The model: drawing a number reads and then writes the generator's state (its first word), so
 * two threads drawing from one state race, as they do on a GPU; curand_init seeds it and then
 * skips ahead in place (as cuRAND does), skipahead advances it. An MTGP32 state is shared by the threads of a block: thread t of a block draws through word
 * t mod 256 of it (MTGP32 serves at most 256 threads), so more threads, or two blocks, sharing one
 * state race. The numbers drawn are pure functions of the state word read.
 */
#ifndef __GV_CURAND_KERNEL_H
#define __GV_CURAND_KERNEL_H
/* Every function declared here is the implementation's: `leaf` (LLVM's nocallback) tells the
 * translator so, apart from a function of the user's that is declared and not defined. */
#pragma clang attribute push(__attribute__((leaf)), apply_to = function)

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

__GV_CU_FN __attribute__((const)) unsigned int __gv_curand_successor(unsigned int word);
__GV_CU_FN __attribute__((const)) unsigned int __gv_curand_seeded(unsigned long long seed);
__GV_CU_FN __attribute__((const)) unsigned int __gv_curand_skipped(unsigned int word, unsigned long long n);
__GV_CU_FN __attribute__((const)) unsigned int __gv_curand_bits(unsigned int word);
__GV_CU_FN __attribute__((const)) float __gv_curand_uniform(unsigned int word);
__GV_CU_FN __attribute__((const)) double __gv_curand_uniform_double(unsigned int word);
__GV_CU_FN __attribute__((const)) float __gv_curand_normal(unsigned int word);
__GV_CU_FN __attribute__((const)) double __gv_curand_normal_double(unsigned int word);
__GV_CU_FN __attribute__((const)) float2 __gv_curand_normal2(unsigned int word);
__GV_CU_FN __attribute__((const)) double2 __gv_curand_normal2_double(unsigned int word);
__GV_CU_FN __attribute__((const)) float __gv_curand_log_normal(unsigned int word, float mean, float stddev);
__GV_CU_FN __attribute__((const)) double __gv_curand_log_normal_double(unsigned int word, double mean,
                                                                      double stddev);
__GV_CU_FN __attribute__((const)) unsigned int __gv_curand_poisson(unsigned int word, double lambda);

/* The state word a thread draws through. */
__GV_CU_INLINE unsigned int *__gv_curand_word(curandStateXORWOW_t *state) { return &state->d; }
__GV_CU_INLINE unsigned int *__gv_curand_word(curandStateMRG32k3a_t *state) { return &state->s1[0]; }
__GV_CU_INLINE unsigned int *__gv_curand_word(curandStatePhilox4_32_10_t *state) { return &state->ctr.x; }
__GV_CU_INLINE unsigned int *__gv_curand_word(curandStateMtgp32_t *state) {
  unsigned int thread = threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
  return &state->s[thread % 256];
}

/* Reads the state word and advances it; returns the word read. */
template <typename S> __GV_CU_INLINE unsigned int __gv_curand_draw(S *state) {
  unsigned int *word = __gv_curand_word(state);
  unsigned int drawn = *word;
  *word = __gv_curand_successor(drawn);
  return drawn;
}

#define __GV_CURAND_GENERATORS(S)                                                                 \
  __GV_CU_INLINE unsigned int curand(S *state) { return __gv_curand_bits(__gv_curand_draw(state)); } \
  __GV_CU_INLINE float curand_uniform(S *state) { return __gv_curand_uniform(__gv_curand_draw(state)); } \
  __GV_CU_INLINE double curand_uniform_double(S *state) {                                          \
    return __gv_curand_uniform_double(__gv_curand_draw(state));                                     \
  }                                                                                                 \
  __GV_CU_INLINE float curand_normal(S *state) { return __gv_curand_normal(__gv_curand_draw(state)); } \
  __GV_CU_INLINE double curand_normal_double(S *state) {                                           \
    return __gv_curand_normal_double(__gv_curand_draw(state));                                      \
  }                                                                                                 \
  __GV_CU_INLINE float2 curand_normal2(S *state) { return __gv_curand_normal2(__gv_curand_draw(state)); } \
  __GV_CU_INLINE double2 curand_normal2_double(S *state) {                                         \
    return __gv_curand_normal2_double(__gv_curand_draw(state));                                     \
  }                                                                                                 \
  __GV_CU_INLINE float curand_log_normal(S *state, float mean, float stddev) {                     \
    return __gv_curand_log_normal(__gv_curand_draw(state), mean, stddev);                           \
  }                                                                                                 \
  __GV_CU_INLINE double curand_log_normal_double(S *state, double mean, double stddev) {           \
    return __gv_curand_log_normal_double(__gv_curand_draw(state), mean, stddev);                    \
  }                                                                                                 \
  __GV_CU_INLINE unsigned int curand_poisson(S *state, double lambda) {                            \
    return __gv_curand_poisson(__gv_curand_draw(state), lambda);                                    \
  }
__GV_CURAND_GENERATORS(curandStateXORWOW_t)
__GV_CURAND_GENERATORS(curandStateMRG32k3a_t)
__GV_CURAND_GENERATORS(curandStatePhilox4_32_10_t)
__GV_CURAND_GENERATORS(curandStateMtgp32_t)
#undef __GV_CURAND_GENERATORS

#define __GV_CURAND_INIT(S)                                                                       \
  __GV_CU_INLINE void curand_init(unsigned long long seed, unsigned long long subsequence,         \
                                  unsigned long long offset, S *state) {                           \
    unsigned int *word = __gv_curand_word(state);                                                   \
    *word = __gv_curand_seeded(seed);                                                               \
    *word = __gv_curand_skipped(*word, subsequence);                                                \
    *word = __gv_curand_skipped(*word, offset);                                                     \
  }                                                                                                 \
  __GV_CU_INLINE void skipahead(unsigned long long n, S *state) {                                  \
    unsigned int *word = __gv_curand_word(state);                                                   \
    *word = __gv_curand_skipped(*word, n);                                                          \
  }                                                                                                 \
  __GV_CU_INLINE void skipahead_sequence(unsigned long long n, S *state) {                         \
    unsigned int *word = __gv_curand_word(state);                                                   \
    *word = __gv_curand_skipped(*word, ~n);                                                         \
  }
__GV_CURAND_INIT(curandStateXORWOW_t)
__GV_CURAND_INIT(curandStateMRG32k3a_t)
__GV_CURAND_INIT(curandStatePhilox4_32_10_t)
#undef __GV_CURAND_INIT

#pragma clang attribute pop
#endif /* __GV_CURAND_KERNEL_H */
