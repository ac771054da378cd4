/* texture_fetch_functions.h -- empty. CUDA 13 dropped this header (texture references are gone); clang 19's CUDA
 * wrapper still includes it. Searched after the toolkit, so an older toolkit's own is used. */
