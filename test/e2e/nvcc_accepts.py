#!/usr/bin/env python3
"""The CUDA examples that use the toolkit's modern device API (warp-level
primitives, cooperative groups, half precision, float atomics, graphs,
asynchronous copies) are CUDA as
nvcc accepts it: our headers declare what the toolkit's do, so a kernel
verified here also compiles there. Compiled for sm_90, the architecture
gpuverify compiles for by default (the warp reductions need sm_80).
Skips (exit 77) where no nvcc is installed.

  nvcc_accepts.py EXAMPLES_DIR [--nvcc PATH]
"""
import argparse
import os
import re
import shutil
import subprocess
import sys

# The device API the check is for; examples using GPUVerify's annotations
# (which nvcc does not know) are left out.
MODERN = re.compile(r"__nv_atomic_|_system\(|cudaGraph|cudaStreamBeginCapture|#include <new>|_sync\(|__syncwarp\(|cooperative_groups|cuda_fp16\.h|cuda_bf16\.h|atomicAdd\(&|cp\.async|__pipeline_|cuda/barrier|cuda/pipeline|alignas")
ANNOTATION = re.compile(r"\b__(requires|ensures|assert|invariant|global_(requires|ensures|assert|invariant)|read|write|barrier_invariant\w*)\(")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("examples")
    parser.add_argument("--nvcc", default=shutil.which("nvcc") or "/usr/local/cuda/bin/nvcc")
    args = parser.parse_args()
    if not os.access(args.nvcc, os.X_OK):
        print("no nvcc: skipped")
        return 77
    cuda = os.path.join(args.examples, "cuda")
    chosen = []
    for name in sorted(os.listdir(cuda)):
        if not name.endswith(".cu") or not os.path.isfile(os.path.join(cuda, name)):
            continue  # a folder of a program's files (host_program/)
        text = open(os.path.join(cuda, name), encoding="utf-8").read()
        if MODERN.search(text) and not ANNOTATION.search(text):
            chosen.append(name)
    failed = []
    for name in chosen:
        run = subprocess.run([args.nvcc, "-arch=sm_90", "-c", "-o", os.devnull, os.path.join(cuda, name)],
                             capture_output=True, text=True, timeout=300)
        print(("ok   " if run.returncode == 0 else "FAIL ") + name)
        if run.returncode != 0:
            failed.append(name)
            print(run.stderr)
    print(f"{len(chosen) - len(failed)}/{len(chosen)} accepted by nvcc")
    return 1 if failed or not chosen else 0


if __name__ == "__main__":
    sys.exit(main())
