/* gv_cuda_vector_math.h -- arithmetic on CUDA vector types, included by cuda.h.
 *
 * The CUDA SDK samples get these from the samples' helper_math.h; GPUVerify provided them in its
 * CUDA header, and several benchmark kernels use them without including anything. This is our own
 * implementation of the usual set, for float2/3/4, int2/3/4 and uint2/3/4:
 *   - make_<T>N conversions from scalars, other vector types and shorter/longer vectors;
 *   - unary minus; + - * / for vector-vector, vector-scalar and scalar-vector; the compound
 *     assignments;
 *   - fminf/fmaxf/min/max, clamp, lerp, dot, length, normalize, cross, floorf, fracf, fmodf, fabs,
 *     reflect, smoothstep.
 * Everything is static always_inline (element-wise code; math calls go to the declarations in
 * cuda.h).
 */
#ifndef __GV_CUDA_VECTOR_MATH_H
#define __GV_CUDA_VECTOR_MATH_H
/* Every function declared here is the implementation's: `leaf` (LLVM's nocallback) tells the
 * translator so, apart from a function of the user's that is declared and not defined. */
#pragma clang attribute push(__attribute__((leaf)), apply_to = function)

/* Templates (of nothing): a kernel that defines a function or operator of the same name and
 * parameters, as helper_math.h users do, has its own preferred over these (a function beats a
 * template specialisation), where two plain definitions would clash. */
#define __GV_VM template <typename __GvLibrary = void> static inline __attribute__((always_inline, host, device))

/* Element-wise helpers: E2/E3/E4(EXPR) expand EXPR(c) for c in x, y (, z (, w)) */
#define __GV_E2(F) F(x), F(y)
#define __GV_E3(F) F(x), F(y), F(z)
#define __GV_E4(F) F(x), F(y), F(z), F(w)

/* ---------------------------------------------------------------------------------------------
 * Constructors
 * ------------------------------------------------------------------------------------------- */
#define __GV_VM_MAKE(T, S)                                                                        \
  __GV_VM T##2 make_##T##2(S s) { return make_##T##2(s, s); }                                       \
  __GV_VM T##3 make_##T##3(S s) { return make_##T##3(s, s, s); }                                    \
  __GV_VM T##4 make_##T##4(S s) { return make_##T##4(s, s, s, s); }                                 \
  __GV_VM T##2 make_##T##2(T##3 a) { return make_##T##2(a.x, a.y); }                                \
  __GV_VM T##2 make_##T##2(T##4 a) { return make_##T##2(a.x, a.y); }                                \
  __GV_VM T##3 make_##T##3(T##2 a) { return make_##T##3(a.x, a.y, (S)0); }                          \
  __GV_VM T##3 make_##T##3(T##2 a, S s) { return make_##T##3(a.x, a.y, s); }                        \
  __GV_VM T##3 make_##T##3(T##4 a) { return make_##T##3(a.x, a.y, a.z); }                           \
  __GV_VM T##4 make_##T##4(T##3 a) { return make_##T##4(a.x, a.y, a.z, (S)0); }                     \
  __GV_VM T##4 make_##T##4(T##3 a, S s) { return make_##T##4(a.x, a.y, a.z, s); }                   \
  __GV_VM T##4 make_##T##4(T##2 a, T##2 b) { return make_##T##4(a.x, a.y, b.x, b.y); }
__GV_VM_MAKE(float, float)
__GV_VM_MAKE(int, int)
__GV_VM_MAKE(uint, unsigned int)
#undef __GV_VM_MAKE

#define __GV_VM_CONVERT(T, S, U)                                                                  \
  __GV_VM T##2 make_##T##2(U##2 a) { return make_##T##2((S)a.x, (S)a.y); }                          \
  __GV_VM T##3 make_##T##3(U##3 a) { return make_##T##3((S)a.x, (S)a.y, (S)a.z); }                  \
  __GV_VM T##4 make_##T##4(U##4 a) { return make_##T##4((S)a.x, (S)a.y, (S)a.z, (S)a.w); }
__GV_VM_CONVERT(float, float, int)
__GV_VM_CONVERT(float, float, uint)
__GV_VM_CONVERT(int, int, float)
__GV_VM_CONVERT(int, int, uint)
__GV_VM_CONVERT(uint, unsigned int, int)
__GV_VM_CONVERT(uint, unsigned int, float)
#undef __GV_VM_CONVERT

/* ---------------------------------------------------------------------------------------------
 * Operators
 * ------------------------------------------------------------------------------------------- */
#define __GV_VM_VV_ADD(c) a.c + b.c
#define __GV_VM_VS_ADD(c) a.c + b
#define __GV_VM_SV_ADD(c) a + b.c
/* component expressions, named because operators cannot be token-pasted */
#define __GV_VM_OP_N(T, S, N, OP, OPEQ, NAME)                                                    \
  __GV_VM T##N operator OP(T##N a, T##N b) {                                                        \
    return make_##T##N(__GV_E##N(__GV_VM_VV_##NAME));                                               \
  }                                                                                                 \
  __GV_VM T##N operator OP(T##N a, S b) { return make_##T##N(__GV_E##N(__GV_VM_VS_##NAME)); }       \
  __GV_VM T##N operator OP(S a, T##N b) { return make_##T##N(__GV_E##N(__GV_VM_SV_##NAME)); }       \
  __GV_VM void operator OPEQ(T##N &a, T##N b) { a = a OP b; }                                       \
  __GV_VM void operator OPEQ(T##N &a, S b) { a = a OP b; }
#define __GV_VM_VV_SUB(c) a.c - b.c
#define __GV_VM_VS_SUB(c) a.c - b
#define __GV_VM_SV_SUB(c) a - b.c
#define __GV_VM_VV_MUL(c) a.c * b.c
#define __GV_VM_VS_MUL(c) a.c * b
#define __GV_VM_SV_MUL(c) a * b.c
#define __GV_VM_VV_DIV(c) a.c / b.c
#define __GV_VM_VS_DIV(c) a.c / b
#define __GV_VM_SV_DIV(c) a / b.c
#define __GV_VM_NEG(c) -a.c
#define __GV_VM_ARITH_N(T, S, N)                                                                  \
  __GV_VM_OP_N(T, S, N, +, +=, ADD) __GV_VM_OP_N(T, S, N, -, -=, SUB)                           \
  __GV_VM_OP_N(T, S, N, *, *=, MUL) __GV_VM_OP_N(T, S, N, /, /=, DIV)                           \
  __GV_VM T##N operator-(T##N a) { return make_##T##N(__GV_E##N(__GV_VM_NEG)); }
#define __GV_VM_ARITH(T, S)                                                                       \
  __GV_VM_ARITH_N(T, S, 2) __GV_VM_ARITH_N(T, S, 3) __GV_VM_ARITH_N(T, S, 4)
__GV_VM_ARITH(float, float)
__GV_VM_ARITH(int, int)
__GV_VM_ARITH(uint, unsigned int)

/* ---------------------------------------------------------------------------------------------
 * Functions
 * ------------------------------------------------------------------------------------------- */
__GV_VM float lerp(float a, float b, float t) { return a + t * (b - a); }
__GV_VM float clamp(float f, float a, float b) { return fmaxf(a, fminf(f, b)); }
__GV_VM int clamp(int f, int a, int b) { return max(a, min(f, b)); }
__GV_VM unsigned int clamp(unsigned int f, unsigned int a, unsigned int b) {
  return max(a, min(f, b));
}
__GV_VM float fracf(float v) { return v - floorf(v); }
__GV_VM float smoothstep(float a, float b, float x) {
  float y = clamp((x - a) / (b - a), 0.0f, 1.0f);
  return y * y * (3.0f - 2.0f * y);
}

#define __GV_VM_FMINF(c) fminf(a.c, b.c)
#define __GV_VM_FMAXF(c) fmaxf(a.c, b.c)
#define __GV_VM_MIN(c) min(a.c, b.c)
#define __GV_VM_MAX(c) max(a.c, b.c)
#define __GV_VM_FLOORF(c) floorf(a.c)
#define __GV_VM_FRACF(c) fracf(a.c)
#define __GV_VM_FABS(c) fabsf(a.c)
#define __GV_VM_FMODF(c) fmodf(a.c, b.c)
#define __GV_VM_CLAMPS(c) clamp(a.c, lo, hi)
#define __GV_VM_CLAMPV(c) clamp(a.c, lo.c, hi.c)
#define __GV_VM_SMOOTH(c) smoothstep(lo.c, hi.c, a.c)
#define __GV_VM_ABS(c) abs(a.c)
#define __GV_VM_FLOAT_FNS(N)                                                                      \
  __GV_VM float##N fminf(float##N a, float##N b) { return make_float##N(__GV_E##N(__GV_VM_FMINF)); } \
  __GV_VM float##N fmaxf(float##N a, float##N b) { return make_float##N(__GV_E##N(__GV_VM_FMAXF)); } \
  __GV_VM float##N floorf(float##N a) { return make_float##N(__GV_E##N(__GV_VM_FLOORF)); }         \
  __GV_VM float##N fracf(float##N a) { return make_float##N(__GV_E##N(__GV_VM_FRACF)); }           \
  __GV_VM float##N fabs(float##N a) { return make_float##N(__GV_E##N(__GV_VM_FABS)); }             \
  __GV_VM float##N fmodf(float##N a, float##N b) {                                                  \
    return make_float##N(__GV_E##N(__GV_VM_FMODF));                                                 \
  }                                                                                                 \
  __GV_VM float##N lerp(float##N a, float##N b, float t) { return a + t * (b - a); }                \
  __GV_VM float##N clamp(float##N a, float lo, float hi) {                                          \
    return make_float##N(__GV_E##N(__GV_VM_CLAMPS));                                                \
  }                                                                                                 \
  __GV_VM float##N clamp(float##N a, float##N lo, float##N hi) {                                    \
    return make_float##N(__GV_E##N(__GV_VM_CLAMPV));                                                \
  }                                                                                                 \
  __GV_VM float##N smoothstep(float##N lo, float##N hi, float##N a) {                               \
    return make_float##N(__GV_E##N(__GV_VM_SMOOTH));                                                \
  }                                                                                                 \
  __GV_VM float length(float##N v) { return sqrtf(dot(v, v)); }                                     \
  __GV_VM float##N normalize(float##N v) { return v * rsqrtf(dot(v, v)); }                          \
  __GV_VM float##N reflect(float##N i, float##N n) { return i - 2.0f * n * dot(n, i); }
#define __GV_VM_INT_FNS(T, S, N)                                                                  \
  __GV_VM T##N min(T##N a, T##N b) { return make_##T##N(__GV_E##N(__GV_VM_MIN)); }                  \
  __GV_VM T##N max(T##N a, T##N b) { return make_##T##N(__GV_E##N(__GV_VM_MAX)); }                  \
  __GV_VM T##N clamp(T##N a, S lo, S hi) { return make_##T##N(__GV_E##N(__GV_VM_CLAMPS)); }         \
  __GV_VM T##N clamp(T##N a, T##N lo, T##N hi) { return make_##T##N(__GV_E##N(__GV_VM_CLAMPV)); }
__GV_VM float dot(float2 a, float2 b) { return a.x * b.x + a.y * b.y; }
__GV_VM float dot(float3 a, float3 b) { return a.x * b.x + a.y * b.y + a.z * b.z; }
__GV_VM float dot(float4 a, float4 b) { return a.x * b.x + a.y * b.y + a.z * b.z + a.w * b.w; }
__GV_VM int dot(int2 a, int2 b) { return a.x * b.x + a.y * b.y; }
__GV_VM int dot(int3 a, int3 b) { return a.x * b.x + a.y * b.y + a.z * b.z; }
__GV_VM int dot(int4 a, int4 b) { return a.x * b.x + a.y * b.y + a.z * b.z + a.w * b.w; }
__GV_VM unsigned int dot(uint2 a, uint2 b) { return a.x * b.x + a.y * b.y; }
__GV_VM unsigned int dot(uint3 a, uint3 b) { return a.x * b.x + a.y * b.y + a.z * b.z; }
__GV_VM unsigned int dot(uint4 a, uint4 b) {
  return a.x * b.x + a.y * b.y + a.z * b.z + a.w * b.w;
}
__GV_VM_FLOAT_FNS(2)
__GV_VM_FLOAT_FNS(3)
__GV_VM_FLOAT_FNS(4)
__GV_VM_INT_FNS(int, int, 2)
__GV_VM_INT_FNS(int, int, 3)
__GV_VM_INT_FNS(int, int, 4)
__GV_VM_INT_FNS(uint, unsigned int, 2)
__GV_VM_INT_FNS(uint, unsigned int, 3)
__GV_VM_INT_FNS(uint, unsigned int, 4)
__GV_VM int2 abs(int2 a) { return make_int2(__GV_E2(__GV_VM_ABS)); }
__GV_VM int3 abs(int3 a) { return make_int3(__GV_E3(__GV_VM_ABS)); }
__GV_VM int4 abs(int4 a) { return make_int4(__GV_E4(__GV_VM_ABS)); }
__GV_VM float3 cross(float3 a, float3 b) {
  return make_float3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x);
}

#pragma clang attribute pop
#endif /* __GV_CUDA_VECTOR_MATH_H */
