/* device_launch_parameters.h -- provided so that "#include <device_launch_parameters.h>" works with gpuverify; everything is in cuda.h. */
#ifndef __GV_DEVICE_LAUNCH_PARAMETERS_H
#define __GV_DEVICE_LAUNCH_PARAMETERS_H
#include "cuda.h"
#endif
