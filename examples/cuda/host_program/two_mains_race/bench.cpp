// A second program in the folder, whose main passes stride 0.
#define STRIDE 0
#include "../two_files/main.cpp"
