//xfail:NOT_ALL_VERIFIED
//--kernel-name=scale
//graph_capture.cu:21:\d+: error: possible write-(read|write) race on data\[
//
// graph_capture.cu with `scale` writing data[i / 2]: threads 2k and 2k + 1
// of the captured launch write one element.
#define HALVED_INDEX
#include "graph_capture.cu"
