/* gnu/stubs-32.h -- what a 32-bit glibc installation adds to the 64-bit headers gpuverify borrows
 * for the host code of a 32-bit CUDA compile (see driver/ClangCommand.cpp, hostIncludeOptions):
 * the list of unimplemented functions, which a verifier of device code does not need. */
