#!/usr/bin/env python3
"""--reproducer (issue 43): a CUDA race that a replay confirmed is written as
a standalone program that launches the kernel as the run did (sizes,
arguments, arrays sized by a run of the whole grid); nvcc, where it is
installed, compiles it. Nothing is written for a kernel that verifies, and an
OpenCL kernel says why there is none.

  test_reproducer.py --gpuverify build/bin/gpuverify
"""
import os
import shutil
import subprocess
import sys
import tempfile

from checks import check, gpuverify_argument, outcome

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CUDA = os.path.join(ROOT, "examples", "cuda")


def nvcc():
    for candidate in [shutil.which("nvcc"), os.path.join(os.environ.get("CUDA_PATH", "/usr/local/cuda"), "bin", "nvcc")]:
        if candidate and os.access(candidate, os.X_OK):
            return candidate
    return None


def main():
    gv = gpuverify_argument(__doc__)
    with tempfile.TemporaryDirectory() as tmp:
        program = os.path.join(tmp, "repro.cu")
        racy = os.path.join(CUDA, "global_write_before_barrier_race.cu")
        run = subprocess.run([gv, "--no-cache", "--blockDim=256", "--gridDim=64", "--reproducer=" + program, racy],
                             capture_output=True, text=True, timeout=300)
        check(run.returncode == 6, "the racy kernel: exit code 6")
        check("wrote a program that reproduces the first confirmed error to " + program in run.stderr,
              "the run says where the program is")
        text = open(program).read() if os.path.exists(program) else ""
        check('#include "' + racy + '"' in text, "the program includes the kernel's file by its absolute path")
        check("copyThenAccumulate<<<dim3(64, 1, 1), dim3(256, 1, 1), 0>>>(" in text,
              "it launches the kernel with the sizes verified")
        check("gv_device_array(66560," in text,
              "out is as large as the whole grid's run used (64 blocks of 256 threads, one element past each block)")
        compiler = nvcc()
        if compiler and text:
            built = subprocess.run([compiler, "-o", os.path.join(tmp, "repro"), program], capture_output=True,
                                   text=True, timeout=600)
            check(built.returncode == 0, "nvcc compiles it" + ("" if built.returncode == 0 else ": " + built.stderr[-800:]))
        else:
            print("skip  nvcc is not installed: the program is not compiled")

        verified = os.path.join(tmp, "verified.cu")
        run = subprocess.run([gv, "--no-cache", "--blockDim=256", "--gridDim=64", "--reproducer=" + verified,
                              os.path.join(CUDA, "global_write_before_barrier.cu")],
                             capture_output=True, text=True, timeout=300)
        check(run.returncode == 0 and not os.path.exists(verified), "a kernel that verifies: nothing written")

        opencl = os.path.join(tmp, "opencl.cu")
        run = subprocess.run([gv, "--no-cache", "--local_size=64", "--num_groups=16", "--reproducer=" + opencl,
                              os.path.join(ROOT, "examples", "opencl", "add_neighbour.cl")],
                             capture_output=True, text=True, timeout=300)
        check(run.returncode == 6 and not os.path.exists(opencl) and
              "no reproducer written: reproducers are written for CUDA kernels only" in run.stderr,
              "an OpenCL race: no program, and the run says why")
    return outcome()


if __name__ == "__main__":
    sys.exit(main())
