/*
 * --no-annotations and --only-requires: the kernel's annotations are
 * ignored (statements become no-ops). With --only-requires (which defines
 * ONLY_REQUIRES) the preconditions are kept. Force-included after the
 * language header, so it overrides the definitions of annotations.h.
 */
#ifndef __GV_NO_ANNOTATIONS_H
#define __GV_NO_ANNOTATIONS_H

#include "../annotations.h"

#undef __assert
#undef __global_assert
#undef __candidate_assert
#undef __candidate_global_assert
#undef __assume
#undef __invariant
#undef __global_invariant
#undef __candidate_invariant
#undef __candidate_global_invariant
#undef __function_wide_invariant
#undef __function_wide_candidate_invariant
#undef __ensures
#undef __global_ensures
#undef __axiom
#define __assert(X) ((void)0)
#define __global_assert(X) ((void)0)
#define __candidate_assert(X) ((void)0)
#define __candidate_global_assert(X) ((void)0)
#define __assume(X) ((void)0)
#define __invariant(X) ((void)0)
#define __global_invariant(X) ((void)0)
#define __candidate_invariant(X) ((void)0)
#define __candidate_global_invariant(X) ((void)0)
#define __function_wide_invariant(X) ((void)0)
#define __function_wide_candidate_invariant(X) ((void)0)
#define __ensures(X) ((void)0)
#define __global_ensures(X) ((void)0)
#define __axiom(X)

#ifndef ONLY_REQUIRES
#undef __requires
#undef __global_requires
#define __requires(X) ((void)0)
#define __global_requires(X) ((void)0)
#endif

#endif
