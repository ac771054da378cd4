#!/usr/bin/env python3
"""`cmake --install` lays out a gpuverify that works from any folder with
only the installed tree (issue 45): the binary, its kernel headers beside it
under share/, the docs; no precompiled header of the build's (they name the
files they were made from).

  test_install.py --build build

Installs into a temporary prefix, then verifies a race-free OpenCL and CUDA
kernel and reports an OpenCL race from an unrelated folder, checking that
clang is given the installed headers and that nothing in the checkout
changed; then makes the Debian package (CPack) and checks its dependencies
and that its gpuverify, unpacked, verifies. Each check prints one line; the exit code is 1 if any failed.
"""
import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile

from checks import check, outcome

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def checkout_state():
    """What git sees changed in the checkout (None without git)."""
    try:
        return subprocess.run(["git", "-C", ROOT, "status", "--porcelain", "--untracked-files=all"],
                              capture_output=True, text=True, timeout=60).stdout
    except (OSError, subprocess.SubprocessError):
        return None


def check_completion_and_manual(prefix, help_text):
    """bash's completion and the man page, generated from the option table:
    every option --help shows is in both."""
    completion = os.path.join(prefix, "share", "bash-completion", "completions", "gpuverify")
    manual = os.path.join(prefix, "share", "man", "man1", "gpuverify.1")
    check(os.path.isfile(completion), "share/bash-completion/completions/gpuverify")
    check(os.path.isfile(manual), "share/man/man1/gpuverify.1")
    if not (os.path.isfile(completion) and os.path.isfile(manual)):
        return
    options = set(re.findall(r"(?<![\w-])(--[A-Za-z][\w-]*|-[DIh])\b", help_text))
    options -= {"--batch", "--batch-merge", "--lsp", "--list", "--junit", "--shard", "--config"}
    with open(completion) as f:
        words = f.read()
    with open(manual) as f:
        page = f.read().replace("\\-", "-")
    check(options and all(o in words.split() or ('"' + o) in words or (" " + o + " ") in words for o in options),
          "the completion offers every option --help shows (%d)" % len(options))
    missing = sorted(o for o in options if "\\fB" + o + "\\fR" not in page)
    check(options and not missing, "the man page describes every option --help shows" +
          (": missing " + ", ".join(missing[:5]) if missing else ""))
    completed = subprocess.run(["bash", "-c", 'source "$0"; COMP_WORDS=(gpuverify --loc); COMP_CWORD=1; '
                                "_gpuverify; echo \"${COMPREPLY[@]}\"", completion],
                               capture_output=True, text=True, timeout=60)
    check(completed.stdout.split() == ["--local_size"], "bash completes --loc to --local_size")


CMAKE_PROJECT = """cmake_minimum_required(VERSION 3.16)
project(kernels NONE)
enable_testing()
find_package(gpuverify REQUIRED)
gpuverify_add_test(NAME fixed KERNEL add_neighbour_barrier.cl ARGS --local_size=64 --num_groups=16)
gpuverify_add_test(NAME race KERNEL add_neighbour.cl ARGS --local_size=64 --num_groups=16 EXPECT_EXIT 6)
gpuverify_add_test(NAME race_expected_verified KERNEL add_neighbour.cl ARGS --local_size=64 --num_groups=16)
"""


def check_cmake_package(prefix, scratch, work, env):
    """An outside project's ctest verifies its kernels through
    find_package(gpuverify) and gpuverify_add_test, found by the prefix."""
    project = os.path.join(scratch, "project")
    os.makedirs(project)
    for name in ["add_neighbour_barrier.cl", "add_neighbour.cl"]:
        shutil.copy(os.path.join(work, name), project)
    with open(os.path.join(project, "CMakeLists.txt"), "w") as f:
        f.write(CMAKE_PROJECT)
    binary = os.path.join(project, "build")
    configured = subprocess.run(["cmake", "-S", project, "-B", binary, "-DCMAKE_PREFIX_PATH=" + prefix],
                                capture_output=True, text=True, timeout=300)
    check(configured.returncode == 0, "an outside project finds the package (find_package(gpuverify))" +
          ("" if configured.returncode == 0 else ": " + configured.stderr[-500:]))
    if configured.returncode != 0:
        return
    tested = subprocess.run(["ctest", "--test-dir", binary], capture_output=True, text=True, env=env, timeout=600)
    passed = re.findall(r"Test +#\d+: (\w+) \.+ +Passed", tested.stdout)
    failed = re.findall(r"Test +#\d+: (\w+) \.+\**Failed", tested.stdout)
    check(sorted(passed) == ["fixed", "race"] and failed == ["race_expected_verified"],
          "its ctest passes the verified kernel and the expected race, and fails a race expected verified")


def check_package(build, scratch, work, env):
    """The Debian package CPack makes: Debian's packages as dependencies, and
    its files, unpacked anywhere, a working gpuverify."""
    if not all(shutil.which(tool) for tool in ["cpack", "dpkg-deb", "dpkg-shlibdeps"]):
        print("skip  the Debian package (no cpack, dpkg-deb or dpkg-shlibdeps: dpkg-dev)")
        return
    out = os.path.join(scratch, "package")
    made = subprocess.run(["cpack", "--config", os.path.join(build, "CPackConfig.cmake"), "-B", out],
                          capture_output=True, text=True, timeout=600)
    debs = [name for name in os.listdir(out) if name.endswith(".deb")] if os.path.isdir(out) else []
    check(made.returncode == 0 and len(debs) == 1 and debs[0].startswith("gpuverify_"),
          "cpack makes gpuverify_<version>_<arch>.deb" + ("" if made.returncode == 0 else ": " + made.stderr[-500:]))
    if len(debs) != 1:
        return
    deb = os.path.join(out, debs[0])
    depends = subprocess.run(["dpkg-deb", "-f", deb, "Depends"], capture_output=True, text=True).stdout
    names = {d.strip().split(" ")[0] for d in depends.split(",")}
    for needed in ["clang-19", "boogie", "z3", "libllvm19"]:
        check(needed in names, "the package depends on " + needed)
    control = subprocess.run(["dpkg-deb", "-I", deb], capture_output=True, text=True).stdout
    check(" postrm " in control, "the package removes the precompiled headers gpuverify made (postrm)")
    root = os.path.join(scratch, "unpacked")
    subprocess.run(["dpkg-deb", "-x", deb, root], check=True, timeout=300)
    gv = os.path.join(root, "usr", "bin", "gpuverify")
    result = subprocess.run([gv, "--local_size=64", "--num_groups=16", "add_neighbour_barrier.cl"], cwd=work,
                            env=env, capture_output=True, text=True, timeout=600)
    check(result.returncode == 0, "the package's gpuverify, unpacked, verifies (exit %d)" % result.returncode)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--build", required=True, help="the build folder to install from")
    build = os.path.abspath(ap.parse_args().build)
    before = checkout_state()
    with tempfile.TemporaryDirectory(prefix="gv-install-") as scratch:
        prefix = os.path.join(scratch, "prefix")
        installed = subprocess.run(["cmake", "--install", build, "--prefix", prefix],
                                   capture_output=True, text=True, timeout=300)
        check(installed.returncode == 0, "cmake --install succeeds" +
              ("" if installed.returncode == 0 else ": " + installed.stderr[-500:]))
        gv = os.path.join(prefix, "bin", "gpuverify")
        headers = os.path.join(prefix, "share", "gpuverify", "include")
        check(os.access(gv, os.X_OK), "bin/gpuverify is installed")
        for header in ["cuda_runtime.h", "opencl.h", "gpuverify.h", "cooperative_groups.h"]:
            check(os.path.isfile(os.path.join(headers, header)), "share/gpuverify/include/" + header)
        check(not any(name.endswith(".pch") or ".pch-" in name or ".building-" in name
                      for _, _, names in os.walk(headers) for name in names),
              "no precompiled header of the build is installed")
        check(os.path.isfile(os.path.join(prefix, "share", "doc", "gpuverify", "README.md")),
              "share/doc/gpuverify/README.md")
        if not os.access(gv, os.X_OK):
            return outcome()

        # Kernels in a folder of their own, run from it, with a cache of
        # their own: only the installed tree is used.
        work = os.path.join(scratch, "elsewhere")
        os.makedirs(work)
        for name in ["opencl/add_neighbour_barrier.cl", "opencl/add_neighbour.cl", "cuda/add_neighbour_syncthreads.cu"]:
            shutil.copy(os.path.join(ROOT, "examples", name), work)
        env = dict(os.environ, XDG_CACHE_HOME=os.path.join(scratch, "cache"))

        def run(*args):
            return subprocess.run([gv, *args], cwd=work, env=env, capture_output=True, text=True, timeout=600)

        opencl = ["--local_size=64", "--num_groups=16"]
        result = run(*opencl, "--verbose", "add_neighbour_barrier.cl")
        check(result.returncode == 0, "the installed gpuverify verifies an OpenCL kernel (exit %d)" % result.returncode)
        includes = [word[2:] for word in (result.stdout + result.stderr).split() if word.startswith("-I")]
        check(any(os.path.realpath(i) == os.path.realpath(headers) for i in includes),
              "clang is given the installed headers")
        check(not any(os.path.realpath(i).startswith(os.path.realpath(build)) for i in includes),
              "nothing of the build tree is given to clang")
        result = run(*opencl, "add_neighbour.cl")
        check(result.returncode == 6 and "race on A[" in result.stdout + result.stderr,
              "the installed gpuverify reports the race (exit %d)" % result.returncode)
        result = run("--blockDim=64", "--gridDim=16", "add_neighbour_syncthreads.cu")
        check(result.returncode == 0, "the installed gpuverify verifies a CUDA kernel (exit %d)" % result.returncode)
        result = run("--version")
        check(result.returncode == 0 and result.stdout.startswith("gpuverify "), "--version")
        check_completion_and_manual(prefix, run("--help").stdout)
        check_cmake_package(prefix, scratch, work, env)
        check_package(build, scratch, work, env)
    after = checkout_state()
    check(before == after, "the checkout is as it was")
    return outcome()


if __name__ == "__main__":
    sys.exit(main())
