// main calls run(a, 4), as two_files/main.cpp does.
#include "../two_files/main.cpp"
