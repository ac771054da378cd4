// main calls run(a, 0).
#define STRIDE 0
#include "../two_files/main.cpp"
