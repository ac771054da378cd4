/* curand.h: cuRAND's host API (generators filling device memory from the host), as NVIDIA's
 * samples call it; host code only passes these on, so their values are the toolkit's and
 * their bodies are none. The device API is curand_kernel.h's. */
#ifndef __GV_CURAND_H
#define __GV_CURAND_H
#include "curand_kernel.h"

enum curandStatus {
  CURAND_STATUS_SUCCESS = 0,
  CURAND_STATUS_VERSION_MISMATCH = 100,
  CURAND_STATUS_NOT_INITIALIZED = 101,
  CURAND_STATUS_ALLOCATION_FAILED = 102,
  CURAND_STATUS_TYPE_ERROR = 103,
  CURAND_STATUS_OUT_OF_RANGE = 104,
  CURAND_STATUS_LENGTH_NOT_MULTIPLE = 105,
  CURAND_STATUS_DOUBLE_PRECISION_REQUIRED = 106,
  CURAND_STATUS_LAUNCH_FAILURE = 201,
  CURAND_STATUS_PREEXISTING_FAILURE = 202,
  CURAND_STATUS_INITIALIZATION_FAILED = 203,
  CURAND_STATUS_ARCH_MISMATCH = 204,
  CURAND_STATUS_INTERNAL_ERROR = 999
};
typedef enum curandStatus curandStatus_t;

enum curandRngType {
  CURAND_RNG_TEST = 0,
  CURAND_RNG_PSEUDO_DEFAULT = 100,
  CURAND_RNG_PSEUDO_XORWOW = 101,
  CURAND_RNG_PSEUDO_MRG32K3A = 121,
  CURAND_RNG_PSEUDO_MTGP32 = 141,
  CURAND_RNG_PSEUDO_MT19937 = 142,
  CURAND_RNG_PSEUDO_PHILOX4_32_10 = 161,
  CURAND_RNG_QUASI_DEFAULT = 200,
  CURAND_RNG_QUASI_SOBOL32 = 201,
  CURAND_RNG_QUASI_SCRAMBLED_SOBOL32 = 202,
  CURAND_RNG_QUASI_SOBOL64 = 203,
  CURAND_RNG_QUASI_SCRAMBLED_SOBOL64 = 204
};
typedef enum curandRngType curandRngType_t;

struct curandGenerator_st;
typedef struct curandGenerator_st *curandGenerator_t;

#define __GV_CURAND_HOST_API extern "C" __host__

__GV_CURAND_HOST_API curandStatus_t curandCreateGenerator(curandGenerator_t *generator, curandRngType_t rng_type);
__GV_CURAND_HOST_API curandStatus_t curandCreateGeneratorHost(curandGenerator_t *generator, curandRngType_t rng_type);
__GV_CURAND_HOST_API curandStatus_t curandDestroyGenerator(curandGenerator_t generator);
__GV_CURAND_HOST_API curandStatus_t curandGetVersion(int *version);
__GV_CURAND_HOST_API curandStatus_t curandSetStream(curandGenerator_t generator, cudaStream_t stream);
__GV_CURAND_HOST_API curandStatus_t curandSetPseudoRandomGeneratorSeed(curandGenerator_t generator,
                                                                       unsigned long long seed);
__GV_CURAND_HOST_API curandStatus_t curandSetGeneratorOffset(curandGenerator_t generator, unsigned long long offset);
__GV_CURAND_HOST_API curandStatus_t curandSetQuasiRandomGeneratorDimensions(curandGenerator_t generator,
                                                                            unsigned int num_dimensions);
__GV_CURAND_HOST_API curandStatus_t curandGenerate(curandGenerator_t generator, unsigned int *outputPtr, size_t num);
__GV_CURAND_HOST_API curandStatus_t curandGenerateLongLong(curandGenerator_t generator, unsigned long long *outputPtr,
                                                           size_t num);
__GV_CURAND_HOST_API curandStatus_t curandGenerateUniform(curandGenerator_t generator, float *outputPtr, size_t num);
__GV_CURAND_HOST_API curandStatus_t curandGenerateUniformDouble(curandGenerator_t generator, double *outputPtr,
                                                                size_t num);
__GV_CURAND_HOST_API curandStatus_t curandGenerateNormal(curandGenerator_t generator, float *outputPtr, size_t n,
                                                         float mean, float stddev);
__GV_CURAND_HOST_API curandStatus_t curandGenerateNormalDouble(curandGenerator_t generator, double *outputPtr, size_t n,
                                                               double mean, double stddev);
__GV_CURAND_HOST_API curandStatus_t curandGenerateLogNormal(curandGenerator_t generator, float *outputPtr, size_t n,
                                                            float mean, float stddev);
__GV_CURAND_HOST_API curandStatus_t curandGenerateLogNormalDouble(curandGenerator_t generator, double *outputPtr,
                                                                  size_t n, double mean, double stddev);
__GV_CURAND_HOST_API curandStatus_t curandGeneratePoisson(curandGenerator_t generator, unsigned int *outputPtr,
                                                          size_t n, double lambda);
#undef __GV_CURAND_HOST_API
#endif
