/* gv_barrier_invariants.h -- barrier invariant intrinsics and macros, N = 1..20.
 *
 * Part of gpuverify's kernel headers; included by annotations.h (do not include directly).
 * This table was generated once by a small script and is maintained by hand.
 *
 *   __barrier_invariant_N(expr, i1, ..., iN)
 *       -> __gv_barrier_invariant_N(int expr, int i1, ..., int iN)
 *   __barrier_invariant_binary_N(expr, a1, b1, ..., aN, bN)
 *       -> __gv_barrier_invariant_binary_N(int expr, int a1, int b1, ..., int aN, int bN)
 *
 * expr is converted to 0/1 with !!; the instantiations are thread ids (local id in dimension 0).
 * The invariant is checked before the next barrier and assumed after it for each instantiation.
 */
#ifndef __GV_BARRIER_INVARIANTS_H
#define __GV_BARRIER_INVARIANTS_H

__GV_DECL void __gv_barrier_invariant_1(int, int);
__GV_DECL void __gv_barrier_invariant_2(int, int, int);
__GV_DECL void __gv_barrier_invariant_3(int, int, int, int);
__GV_DECL void __gv_barrier_invariant_4(int, int, int, int, int);
__GV_DECL void __gv_barrier_invariant_5(int, int, int, int, int, int);
__GV_DECL void __gv_barrier_invariant_6(int, int, int, int, int, int, int);
__GV_DECL void __gv_barrier_invariant_7(int, int, int, int, int, int, int, int);
__GV_DECL void __gv_barrier_invariant_8(int, int, int, int, int, int, int, int, int);
__GV_DECL void __gv_barrier_invariant_9(int, int, int, int, int, int, int, int, int, int);
__GV_DECL void __gv_barrier_invariant_10(int, int, int, int, int, int, int, int, int, int, int);
__GV_DECL void __gv_barrier_invariant_11(int, int, int, int, int, int, int, int, int, int, int, int);
__GV_DECL void __gv_barrier_invariant_12(int, int, int, int, int, int, int, int, int, int, int, int, int);
__GV_DECL void __gv_barrier_invariant_13(int, int, int, int, int, int, int, int, int, int, int, int, int, int);
__GV_DECL void __gv_barrier_invariant_14(int, int, int, int, int, int, int, int, int, int, int, int, int, int, int);
__GV_DECL void __gv_barrier_invariant_15(int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int);
__GV_DECL void __gv_barrier_invariant_16(int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int);
__GV_DECL void __gv_barrier_invariant_17(int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int);
__GV_DECL void __gv_barrier_invariant_18(int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int);
__GV_DECL void __gv_barrier_invariant_19(int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int);
__GV_DECL void __gv_barrier_invariant_20(int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int);

__GV_DECL void __gv_barrier_invariant_binary_1(int, int, int);
__GV_DECL void __gv_barrier_invariant_binary_2(int, int, int, int, int);
__GV_DECL void __gv_barrier_invariant_binary_3(int, int, int, int, int, int, int);
__GV_DECL void __gv_barrier_invariant_binary_4(int, int, int, int, int, int, int, int, int);
__GV_DECL void __gv_barrier_invariant_binary_5(int, int, int, int, int, int, int, int, int, int, int);
__GV_DECL void __gv_barrier_invariant_binary_6(int, int, int, int, int, int, int, int, int, int, int, int, int);
__GV_DECL void __gv_barrier_invariant_binary_7(int, int, int, int, int, int, int, int, int, int, int, int, int, int, int);
__GV_DECL void __gv_barrier_invariant_binary_8(int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int);
__GV_DECL void __gv_barrier_invariant_binary_9(int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int);
__GV_DECL void __gv_barrier_invariant_binary_10(int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int);
__GV_DECL void __gv_barrier_invariant_binary_11(int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int);
__GV_DECL void __gv_barrier_invariant_binary_12(int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int);
__GV_DECL void __gv_barrier_invariant_binary_13(int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int);
__GV_DECL void __gv_barrier_invariant_binary_14(int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int);
__GV_DECL void __gv_barrier_invariant_binary_15(int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int);
__GV_DECL void __gv_barrier_invariant_binary_16(int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int);
__GV_DECL void __gv_barrier_invariant_binary_17(int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int);
__GV_DECL void __gv_barrier_invariant_binary_18(int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int);
__GV_DECL void __gv_barrier_invariant_binary_19(int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int);
__GV_DECL void __gv_barrier_invariant_binary_20(int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int);

#define __barrier_invariant_1(expr, i1) \
    __gv_barrier_invariant_1(!!(expr), (int)(i1))
#define __barrier_invariant_2(expr, i1, i2) \
    __gv_barrier_invariant_2(!!(expr), (int)(i1), (int)(i2))
#define __barrier_invariant_3(expr, i1, i2, i3) \
    __gv_barrier_invariant_3(!!(expr), (int)(i1), (int)(i2), (int)(i3))
#define __barrier_invariant_4(expr, i1, i2, i3, i4) \
    __gv_barrier_invariant_4(!!(expr), (int)(i1), (int)(i2), (int)(i3), (int)(i4))
#define __barrier_invariant_5(expr, i1, i2, i3, i4, i5) \
    __gv_barrier_invariant_5(!!(expr), (int)(i1), (int)(i2), (int)(i3), (int)(i4), (int)(i5))
#define __barrier_invariant_6(expr, i1, i2, i3, i4, i5, i6) \
    __gv_barrier_invariant_6(!!(expr), (int)(i1), (int)(i2), (int)(i3), (int)(i4), (int)(i5), (int)(i6))
#define __barrier_invariant_7(expr, i1, i2, i3, i4, i5, i6, i7) \
    __gv_barrier_invariant_7(!!(expr), (int)(i1), (int)(i2), (int)(i3), (int)(i4), (int)(i5), (int)(i6), (int)(i7))
#define __barrier_invariant_8(expr, i1, i2, i3, i4, i5, i6, i7, i8) \
    __gv_barrier_invariant_8(!!(expr), (int)(i1), (int)(i2), (int)(i3), (int)(i4), (int)(i5), (int)(i6), (int)(i7), (int)(i8))
#define __barrier_invariant_9(expr, i1, i2, i3, i4, i5, i6, i7, i8, i9) \
    __gv_barrier_invariant_9(!!(expr), (int)(i1), (int)(i2), (int)(i3), (int)(i4), (int)(i5), (int)(i6), (int)(i7), (int)(i8), (int)(i9))
#define __barrier_invariant_10(expr, i1, i2, i3, i4, i5, i6, i7, i8, i9, i10) \
    __gv_barrier_invariant_10(!!(expr), (int)(i1), (int)(i2), (int)(i3), (int)(i4), (int)(i5), (int)(i6), (int)(i7), (int)(i8), (int)(i9), (int)(i10))
#define __barrier_invariant_11(expr, i1, i2, i3, i4, i5, i6, i7, i8, i9, i10, i11) \
    __gv_barrier_invariant_11(!!(expr), (int)(i1), (int)(i2), (int)(i3), (int)(i4), (int)(i5), (int)(i6), (int)(i7), (int)(i8), (int)(i9), (int)(i10), (int)(i11))
#define __barrier_invariant_12(expr, i1, i2, i3, i4, i5, i6, i7, i8, i9, i10, i11, i12) \
    __gv_barrier_invariant_12(!!(expr), (int)(i1), (int)(i2), (int)(i3), (int)(i4), (int)(i5), (int)(i6), (int)(i7), (int)(i8), (int)(i9), (int)(i10), (int)(i11), (int)(i12))
#define __barrier_invariant_13(expr, i1, i2, i3, i4, i5, i6, i7, i8, i9, i10, i11, i12, i13) \
    __gv_barrier_invariant_13(!!(expr), (int)(i1), (int)(i2), (int)(i3), (int)(i4), (int)(i5), (int)(i6), (int)(i7), (int)(i8), (int)(i9), (int)(i10), (int)(i11), (int)(i12), (int)(i13))
#define __barrier_invariant_14(expr, i1, i2, i3, i4, i5, i6, i7, i8, i9, i10, i11, i12, i13, i14) \
    __gv_barrier_invariant_14(!!(expr), (int)(i1), (int)(i2), (int)(i3), (int)(i4), (int)(i5), (int)(i6), (int)(i7), (int)(i8), (int)(i9), (int)(i10), (int)(i11), (int)(i12), (int)(i13), (int)(i14))
#define __barrier_invariant_15(expr, i1, i2, i3, i4, i5, i6, i7, i8, i9, i10, i11, i12, i13, i14, i15) \
    __gv_barrier_invariant_15(!!(expr), (int)(i1), (int)(i2), (int)(i3), (int)(i4), (int)(i5), (int)(i6), (int)(i7), (int)(i8), (int)(i9), (int)(i10), (int)(i11), (int)(i12), (int)(i13), (int)(i14), (int)(i15))
#define __barrier_invariant_16(expr, i1, i2, i3, i4, i5, i6, i7, i8, i9, i10, i11, i12, i13, i14, i15, i16) \
    __gv_barrier_invariant_16(!!(expr), (int)(i1), (int)(i2), (int)(i3), (int)(i4), (int)(i5), (int)(i6), (int)(i7), (int)(i8), (int)(i9), (int)(i10), (int)(i11), (int)(i12), (int)(i13), (int)(i14), (int)(i15), (int)(i16))
#define __barrier_invariant_17(expr, i1, i2, i3, i4, i5, i6, i7, i8, i9, i10, i11, i12, i13, i14, i15, i16, i17) \
    __gv_barrier_invariant_17(!!(expr), (int)(i1), (int)(i2), (int)(i3), (int)(i4), (int)(i5), (int)(i6), (int)(i7), (int)(i8), (int)(i9), (int)(i10), (int)(i11), (int)(i12), (int)(i13), (int)(i14), (int)(i15), (int)(i16), (int)(i17))
#define __barrier_invariant_18(expr, i1, i2, i3, i4, i5, i6, i7, i8, i9, i10, i11, i12, i13, i14, i15, i16, i17, i18) \
    __gv_barrier_invariant_18(!!(expr), (int)(i1), (int)(i2), (int)(i3), (int)(i4), (int)(i5), (int)(i6), (int)(i7), (int)(i8), (int)(i9), (int)(i10), (int)(i11), (int)(i12), (int)(i13), (int)(i14), (int)(i15), (int)(i16), (int)(i17), (int)(i18))
#define __barrier_invariant_19(expr, i1, i2, i3, i4, i5, i6, i7, i8, i9, i10, i11, i12, i13, i14, i15, i16, i17, i18, i19) \
    __gv_barrier_invariant_19(!!(expr), (int)(i1), (int)(i2), (int)(i3), (int)(i4), (int)(i5), (int)(i6), (int)(i7), (int)(i8), (int)(i9), (int)(i10), (int)(i11), (int)(i12), (int)(i13), (int)(i14), (int)(i15), (int)(i16), (int)(i17), (int)(i18), (int)(i19))
#define __barrier_invariant_20(expr, i1, i2, i3, i4, i5, i6, i7, i8, i9, i10, i11, i12, i13, i14, i15, i16, i17, i18, i19, i20) \
    __gv_barrier_invariant_20(!!(expr), (int)(i1), (int)(i2), (int)(i3), (int)(i4), (int)(i5), (int)(i6), (int)(i7), (int)(i8), (int)(i9), (int)(i10), (int)(i11), (int)(i12), (int)(i13), (int)(i14), (int)(i15), (int)(i16), (int)(i17), (int)(i18), (int)(i19), (int)(i20))

#define __barrier_invariant_binary_1(expr, a1, b1) \
    __gv_barrier_invariant_binary_1(!!(expr), (int)(a1), (int)(b1))
#define __barrier_invariant_binary_2(expr, a1, b1, a2, b2) \
    __gv_barrier_invariant_binary_2(!!(expr), (int)(a1), (int)(b1), (int)(a2), (int)(b2))
#define __barrier_invariant_binary_3(expr, a1, b1, a2, b2, a3, b3) \
    __gv_barrier_invariant_binary_3(!!(expr), (int)(a1), (int)(b1), (int)(a2), (int)(b2), (int)(a3), (int)(b3))
#define __barrier_invariant_binary_4(expr, a1, b1, a2, b2, a3, b3, a4, b4) \
    __gv_barrier_invariant_binary_4(!!(expr), (int)(a1), (int)(b1), (int)(a2), (int)(b2), (int)(a3), (int)(b3), (int)(a4), (int)(b4))
#define __barrier_invariant_binary_5(expr, a1, b1, a2, b2, a3, b3, a4, b4, a5, b5) \
    __gv_barrier_invariant_binary_5(!!(expr), (int)(a1), (int)(b1), (int)(a2), (int)(b2), (int)(a3), (int)(b3), (int)(a4), (int)(b4), (int)(a5), (int)(b5))
#define __barrier_invariant_binary_6(expr, a1, b1, a2, b2, a3, b3, a4, b4, a5, b5, a6, b6) \
    __gv_barrier_invariant_binary_6(!!(expr), (int)(a1), (int)(b1), (int)(a2), (int)(b2), (int)(a3), (int)(b3), (int)(a4), (int)(b4), (int)(a5), (int)(b5), (int)(a6), (int)(b6))
#define __barrier_invariant_binary_7(expr, a1, b1, a2, b2, a3, b3, a4, b4, a5, b5, a6, b6, a7, b7) \
    __gv_barrier_invariant_binary_7(!!(expr), (int)(a1), (int)(b1), (int)(a2), (int)(b2), (int)(a3), (int)(b3), (int)(a4), (int)(b4), (int)(a5), (int)(b5), (int)(a6), (int)(b6), (int)(a7), (int)(b7))
#define __barrier_invariant_binary_8(expr, a1, b1, a2, b2, a3, b3, a4, b4, a5, b5, a6, b6, a7, b7, a8, b8) \
    __gv_barrier_invariant_binary_8(!!(expr), (int)(a1), (int)(b1), (int)(a2), (int)(b2), (int)(a3), (int)(b3), (int)(a4), (int)(b4), (int)(a5), (int)(b5), (int)(a6), (int)(b6), (int)(a7), (int)(b7), (int)(a8), (int)(b8))
#define __barrier_invariant_binary_9(expr, a1, b1, a2, b2, a3, b3, a4, b4, a5, b5, a6, b6, a7, b7, a8, b8, a9, b9) \
    __gv_barrier_invariant_binary_9(!!(expr), (int)(a1), (int)(b1), (int)(a2), (int)(b2), (int)(a3), (int)(b3), (int)(a4), (int)(b4), (int)(a5), (int)(b5), (int)(a6), (int)(b6), (int)(a7), (int)(b7), (int)(a8), (int)(b8), (int)(a9), (int)(b9))
#define __barrier_invariant_binary_10(expr, a1, b1, a2, b2, a3, b3, a4, b4, a5, b5, a6, b6, a7, b7, a8, b8, a9, b9, a10, b10) \
    __gv_barrier_invariant_binary_10(!!(expr), (int)(a1), (int)(b1), (int)(a2), (int)(b2), (int)(a3), (int)(b3), (int)(a4), (int)(b4), (int)(a5), (int)(b5), (int)(a6), (int)(b6), (int)(a7), (int)(b7), (int)(a8), (int)(b8), (int)(a9), (int)(b9), (int)(a10), (int)(b10))
#define __barrier_invariant_binary_11(expr, a1, b1, a2, b2, a3, b3, a4, b4, a5, b5, a6, b6, a7, b7, a8, b8, a9, b9, a10, b10, a11, b11) \
    __gv_barrier_invariant_binary_11(!!(expr), (int)(a1), (int)(b1), (int)(a2), (int)(b2), (int)(a3), (int)(b3), (int)(a4), (int)(b4), (int)(a5), (int)(b5), (int)(a6), (int)(b6), (int)(a7), (int)(b7), (int)(a8), (int)(b8), (int)(a9), (int)(b9), (int)(a10), (int)(b10), (int)(a11), (int)(b11))
#define __barrier_invariant_binary_12(expr, a1, b1, a2, b2, a3, b3, a4, b4, a5, b5, a6, b6, a7, b7, a8, b8, a9, b9, a10, b10, a11, b11, a12, b12) \
    __gv_barrier_invariant_binary_12(!!(expr), (int)(a1), (int)(b1), (int)(a2), (int)(b2), (int)(a3), (int)(b3), (int)(a4), (int)(b4), (int)(a5), (int)(b5), (int)(a6), (int)(b6), (int)(a7), (int)(b7), (int)(a8), (int)(b8), (int)(a9), (int)(b9), (int)(a10), (int)(b10), (int)(a11), (int)(b11), (int)(a12), (int)(b12))
#define __barrier_invariant_binary_13(expr, a1, b1, a2, b2, a3, b3, a4, b4, a5, b5, a6, b6, a7, b7, a8, b8, a9, b9, a10, b10, a11, b11, a12, b12, a13, b13) \
    __gv_barrier_invariant_binary_13(!!(expr), (int)(a1), (int)(b1), (int)(a2), (int)(b2), (int)(a3), (int)(b3), (int)(a4), (int)(b4), (int)(a5), (int)(b5), (int)(a6), (int)(b6), (int)(a7), (int)(b7), (int)(a8), (int)(b8), (int)(a9), (int)(b9), (int)(a10), (int)(b10), (int)(a11), (int)(b11), (int)(a12), (int)(b12), (int)(a13), (int)(b13))
#define __barrier_invariant_binary_14(expr, a1, b1, a2, b2, a3, b3, a4, b4, a5, b5, a6, b6, a7, b7, a8, b8, a9, b9, a10, b10, a11, b11, a12, b12, a13, b13, a14, b14) \
    __gv_barrier_invariant_binary_14(!!(expr), (int)(a1), (int)(b1), (int)(a2), (int)(b2), (int)(a3), (int)(b3), (int)(a4), (int)(b4), (int)(a5), (int)(b5), (int)(a6), (int)(b6), (int)(a7), (int)(b7), (int)(a8), (int)(b8), (int)(a9), (int)(b9), (int)(a10), (int)(b10), (int)(a11), (int)(b11), (int)(a12), (int)(b12), (int)(a13), (int)(b13), (int)(a14), (int)(b14))
#define __barrier_invariant_binary_15(expr, a1, b1, a2, b2, a3, b3, a4, b4, a5, b5, a6, b6, a7, b7, a8, b8, a9, b9, a10, b10, a11, b11, a12, b12, a13, b13, a14, b14, a15, b15) \
    __gv_barrier_invariant_binary_15(!!(expr), (int)(a1), (int)(b1), (int)(a2), (int)(b2), (int)(a3), (int)(b3), (int)(a4), (int)(b4), (int)(a5), (int)(b5), (int)(a6), (int)(b6), (int)(a7), (int)(b7), (int)(a8), (int)(b8), (int)(a9), (int)(b9), (int)(a10), (int)(b10), (int)(a11), (int)(b11), (int)(a12), (int)(b12), (int)(a13), (int)(b13), (int)(a14), (int)(b14), (int)(a15), (int)(b15))
#define __barrier_invariant_binary_16(expr, a1, b1, a2, b2, a3, b3, a4, b4, a5, b5, a6, b6, a7, b7, a8, b8, a9, b9, a10, b10, a11, b11, a12, b12, a13, b13, a14, b14, a15, b15, a16, b16) \
    __gv_barrier_invariant_binary_16(!!(expr), (int)(a1), (int)(b1), (int)(a2), (int)(b2), (int)(a3), (int)(b3), (int)(a4), (int)(b4), (int)(a5), (int)(b5), (int)(a6), (int)(b6), (int)(a7), (int)(b7), (int)(a8), (int)(b8), (int)(a9), (int)(b9), (int)(a10), (int)(b10), (int)(a11), (int)(b11), (int)(a12), (int)(b12), (int)(a13), (int)(b13), (int)(a14), (int)(b14), (int)(a15), (int)(b15), (int)(a16), (int)(b16))
#define __barrier_invariant_binary_17(expr, a1, b1, a2, b2, a3, b3, a4, b4, a5, b5, a6, b6, a7, b7, a8, b8, a9, b9, a10, b10, a11, b11, a12, b12, a13, b13, a14, b14, a15, b15, a16, b16, a17, b17) \
    __gv_barrier_invariant_binary_17(!!(expr), (int)(a1), (int)(b1), (int)(a2), (int)(b2), (int)(a3), (int)(b3), (int)(a4), (int)(b4), (int)(a5), (int)(b5), (int)(a6), (int)(b6), (int)(a7), (int)(b7), (int)(a8), (int)(b8), (int)(a9), (int)(b9), (int)(a10), (int)(b10), (int)(a11), (int)(b11), (int)(a12), (int)(b12), (int)(a13), (int)(b13), (int)(a14), (int)(b14), (int)(a15), (int)(b15), (int)(a16), (int)(b16), (int)(a17), (int)(b17))
#define __barrier_invariant_binary_18(expr, a1, b1, a2, b2, a3, b3, a4, b4, a5, b5, a6, b6, a7, b7, a8, b8, a9, b9, a10, b10, a11, b11, a12, b12, a13, b13, a14, b14, a15, b15, a16, b16, a17, b17, a18, b18) \
    __gv_barrier_invariant_binary_18(!!(expr), (int)(a1), (int)(b1), (int)(a2), (int)(b2), (int)(a3), (int)(b3), (int)(a4), (int)(b4), (int)(a5), (int)(b5), (int)(a6), (int)(b6), (int)(a7), (int)(b7), (int)(a8), (int)(b8), (int)(a9), (int)(b9), (int)(a10), (int)(b10), (int)(a11), (int)(b11), (int)(a12), (int)(b12), (int)(a13), (int)(b13), (int)(a14), (int)(b14), (int)(a15), (int)(b15), (int)(a16), (int)(b16), (int)(a17), (int)(b17), (int)(a18), (int)(b18))
#define __barrier_invariant_binary_19(expr, a1, b1, a2, b2, a3, b3, a4, b4, a5, b5, a6, b6, a7, b7, a8, b8, a9, b9, a10, b10, a11, b11, a12, b12, a13, b13, a14, b14, a15, b15, a16, b16, a17, b17, a18, b18, a19, b19) \
    __gv_barrier_invariant_binary_19(!!(expr), (int)(a1), (int)(b1), (int)(a2), (int)(b2), (int)(a3), (int)(b3), (int)(a4), (int)(b4), (int)(a5), (int)(b5), (int)(a6), (int)(b6), (int)(a7), (int)(b7), (int)(a8), (int)(b8), (int)(a9), (int)(b9), (int)(a10), (int)(b10), (int)(a11), (int)(b11), (int)(a12), (int)(b12), (int)(a13), (int)(b13), (int)(a14), (int)(b14), (int)(a15), (int)(b15), (int)(a16), (int)(b16), (int)(a17), (int)(b17), (int)(a18), (int)(b18), (int)(a19), (int)(b19))
#define __barrier_invariant_binary_20(expr, a1, b1, a2, b2, a3, b3, a4, b4, a5, b5, a6, b6, a7, b7, a8, b8, a9, b9, a10, b10, a11, b11, a12, b12, a13, b13, a14, b14, a15, b15, a16, b16, a17, b17, a18, b18, a19, b19, a20, b20) \
    __gv_barrier_invariant_binary_20(!!(expr), (int)(a1), (int)(b1), (int)(a2), (int)(b2), (int)(a3), (int)(b3), (int)(a4), (int)(b4), (int)(a5), (int)(b5), (int)(a6), (int)(b6), (int)(a7), (int)(b7), (int)(a8), (int)(b8), (int)(a9), (int)(b9), (int)(a10), (int)(b10), (int)(a11), (int)(b11), (int)(a12), (int)(b12), (int)(a13), (int)(b13), (int)(a14), (int)(b14), (int)(a15), (int)(b15), (int)(a16), (int)(b16), (int)(a17), (int)(b17), (int)(a18), (int)(b18), (int)(a19), (int)(b19), (int)(a20), (int)(b20))

#endif /* __GV_BARRIER_INVARIANTS_H */
