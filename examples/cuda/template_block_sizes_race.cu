//xfail:NOT_ALL_VERIFIED
//--kernel-name=reverseTile
//template_block_sizes.cu:\d+:\d+: error: possible [a-z]+-[a-z]+ race on data\[
//finished with 1 verified, [0-9]+ errors?
//
// template_block_sizes.cu with reverseTile<256> launched with blocks of 512
// threads: a block's upper half reads and writes the next block's tile.
#define SECOND_BLOCK 512
#include "template_block_sizes.cu"
