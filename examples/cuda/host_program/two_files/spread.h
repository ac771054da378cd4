// What main.cpp knows of spread.cu: the function that launches the kernel.
void run(float *a, int stride);
