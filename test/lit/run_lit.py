#!/usr/bin/env python3
"""Runs the golden Boogie tests under test/lit/ with LLVM's lit, for ctest.

    python3 test/lit/run_lit.py --gpuverify build/bin/gpuverify [--exec-root DIR] [-j N]

Finds lit and FileCheck (LLVM 19's, as Debian's llvm-19-tools installs
them, else on PATH) and exits 77, ctest's SKIP_RETURN_CODE, where either is
missing, so that a machine without them skips the suite rather than fails.
"""
import argparse
import os
import shutil
import subprocess
import sys

LLVM_LIT = "/usr/lib/llvm-19/build/utils/lit/lit.py"
LLVM_FILECHECK = "/usr/lib/llvm-19/bin/FileCheck"
SKIP = 77


def find_lit():
    if os.path.isfile(LLVM_LIT):
        return [sys.executable, LLVM_LIT]
    for name in ("lit", "llvm-lit"):
        path = shutil.which(name)
        if path:
            return [path]
    return None


def find_filecheck():
    if os.access(LLVM_FILECHECK, os.X_OK):
        return LLVM_FILECHECK
    return shutil.which("FileCheck-19") or shutil.which("FileCheck")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--gpuverify", required=True, help="the gpuverify binary under test")
    parser.add_argument("--exec-root", help="where lit keeps each test's files (%%t); default: lit.cfg.py's")
    parser.add_argument("-j", "--jobs", type=int, default=2)
    args = parser.parse_args()

    lit = find_lit()
    filecheck = find_filecheck()
    if not lit or not filecheck:
        missing = " and ".join(name for name, found in (("lit", lit), ("FileCheck", filecheck)) if not found)
        print(f"skipped: {missing} not found (Debian: apt-get install llvm-19-tools)")
        return SKIP

    suite = os.path.dirname(os.path.abspath(__file__))
    command = lit + ["-sv", "-j", str(args.jobs), suite,
                     "--param", "gpuverify=" + os.path.abspath(args.gpuverify),
                     "--param", "filecheck=" + filecheck]
    if args.exec_root:
        command += ["--param", "exec_root=" + os.path.abspath(args.exec_root)]
    return subprocess.call(command)


if __name__ == "__main__":
    sys.exit(main())
