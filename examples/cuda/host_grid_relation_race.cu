//xfail:NOT_ALL_VERIFIED
//--blockDim=[16,16] --gridDim=[4,4]
//host_grid_relation.cu:\d+:\d+: error: possible write-write race on out\[
//
// host_grid_relation.cu's twin without the row guard: the grid's last
// block row reaches past `height` (say 50 rows in a grid of 64), and
// thread (x, 50) writes where thread (x + 1, 0) does. The host's relation
// leaves such heights possible; the race is reported.
#define DROP_ROW_GUARD
#include "host_grid_relation.cu"
