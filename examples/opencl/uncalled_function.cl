//pass
//--local_size=64 --num_groups=4 --no-inline
//GPUVerify kernel analyser finished with 2 verified, 0 errors
//
// uncalled_function_race.cl with each work-item writing its own element.
#define SLOT tid
#include "uncalled_function_race.cl"
