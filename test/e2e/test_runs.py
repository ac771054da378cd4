#!/usr/bin/env python3
"""Runs of gpuverify as a user's shell or CI sees them: concurrent runs keep
their own verdicts and files, a signal or the deadline ends a run (the
translator included) with a report and nothing left behind, and the input is
never touched.

  test_runs.py --gpuverify build/bin/gpuverify

Each test prints one line; the exit code is 1 if any failed.
"""
import argparse
import concurrent.futures
import hashlib
import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
EXAMPLES = os.path.join(ROOT, "examples", "opencl")

# add_neighbour.cl: racy for any group of more than one work-item.
NEIGHBOUR = open(os.path.join(EXAMPLES, "add_neighbour.cl")).read()


def digest(path):
    with open(path, "rb") as f:
        return hashlib.sha256(f.read()).hexdigest()


class Scratch:
    """A folder for the kernels and a private TMPDIR, to see what is left."""

    def __init__(self):
        self.path = tempfile.mkdtemp(prefix="gv-runs-")
        self.tmp = os.path.join(self.path, "tmp")
        os.mkdir(self.tmp)

    def write(self, name, text):
        path = os.path.join(self.path, name)
        with open(path, "w") as f:
            f.write(text)
        return path

    def env(self):
        return dict(os.environ, TMPDIR=self.tmp)

    def leftovers(self):
        return os.listdir(self.tmp)

    def remove(self):
        shutil.rmtree(self.path, ignore_errors=True)


def run(gpuverify, args, scratch, timeout=300):
    return subprocess.run([gpuverify] + args, cwd=scratch.path, env=scratch.env(), capture_output=True, text=True,
                          timeout=timeout)


def test_concurrent_keep_temps(gpuverify):
    """Four runs of one kernel at once, each with its own size, --keep-temps
    and a report in one shared folder: each verdict is its own."""
    scratch = Scratch()
    try:
        kernel = scratch.write("neighbour.cl", NEIGHBOUR)
        os.mkdir(os.path.join(scratch.path, "reports"))
        sizes = [1, 2, 3, 4]
        for _ in range(2):
            with concurrent.futures.ThreadPoolExecutor(max_workers=4) as pool:
                results = list(pool.map(
                    lambda n: run(gpuverify, [f"--local_size={n}", "--num_groups=1", "--keep-temps",
                                              f"--json=reports/{n}.json", kernel], scratch), sizes))
            for n, result in zip(sizes, results):
                want = 0 if n == 1 else 6
                if result.returncode != want:
                    return f"size {n}: exit {result.returncode}, expected {want}\n{result.stdout}{result.stderr}"
                report = json.load(open(os.path.join(scratch.path, "reports", f"{n}.json")))
                if report["exitCode"] != want:
                    return f"size {n}: the JSON report says {report['exitCode']}"
        if not os.path.exists(os.path.join(scratch.path, "neighbour.bpl")):
            return "--keep-temps kept no program"
        if any(name.startswith(".") for name in os.listdir(scratch.path)):
            return f"half-written files left: {os.listdir(scratch.path)}"
        if scratch.leftovers():
            return f"left in TMPDIR: {scratch.leftovers()}"
        return None
    finally:
        scratch.remove()


def test_signals(gpuverify):
    """SIGINT, SIGTERM, SIGHUP during a run: exit 128 + the signal, the JSON
    report says "interrupted", no temporary folder or tool is left."""
    scratch = Scratch()
    try:
        source = open(os.path.join(EXAMPLES, "blelloch_prescan.cl")).read()
        kernel = scratch.write("scan.cl", source)
        shutil.copy(os.path.join(EXAMPLES, "scan_upsweep.h"), scratch.path)
        before = digest(kernel)
        for sig in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP):
            report = os.path.join(scratch.path, "r.json")
            process = subprocess.Popen([gpuverify, "--local_size=1024", "--num_groups=1", "--json=" + report, kernel],
                                       cwd=scratch.path, env=scratch.env(), stdout=subprocess.PIPE,
                                       stderr=subprocess.PIPE, text=True)
            # A signal before main() ends any program; wait until the run has
            # started (its temporary folder exists), however slow the machine
            # or the build (ASan) is.
            started = time.monotonic()
            while not scratch.leftovers() and process.poll() is None and time.monotonic() - started < 60:
                time.sleep(0.1)
            time.sleep(1.0)
            if process.poll() is not None:
                return f"the run ended before the signal ({process.returncode})"
            process.send_signal(sig)
            try:
                out, err = process.communicate(timeout=10)
            except subprocess.TimeoutExpired:
                process.kill()
                return f"signal {sig}: the run did not end within 10 s"
            if process.returncode != 128 + sig:
                return f"signal {sig}: exit {process.returncode}, expected {128 + sig}\n{out}{err}"
            if json.load(open(report))["verdict"] != "interrupted":
                return f"signal {sig}: the report says {json.load(open(report))['verdict']}"
            if scratch.leftovers():
                return f"signal {sig}: left in TMPDIR: {scratch.leftovers()}"
        if digest(kernel) != before:
            return "the kernel changed"
        return None
    finally:
        scratch.remove()


def test_deadline_in_translator(gpuverify):
    """A kernel whose translation takes longer than --timeout: the run ends
    at the deadline (exit 7), with a report, leaving nothing behind."""
    scratch = Scratch()
    try:
        lines = ["__kernel void k(__global int *A) {", "  int t = get_global_id(0);"]
        lines += [f"  A[t * 30000 + {i}] = {i} + A[t * 30000 + {(i * 7) % 30000}];" for i in range(30000)]
        kernel = scratch.write("big.cl", "\n".join(lines + ["}"]) + "\n")
        start = time.monotonic()
        result = run(gpuverify, ["--local_size=64", "--num_groups=2", "--timeout=5", "--json=r.json", kernel], scratch,
                     timeout=60)
        seconds = time.monotonic() - start
        if result.returncode != 7:
            return f"exit {result.returncode}, expected 7\n{result.stdout}{result.stderr}"
        if seconds > 5 + 3:
            return f"ended after {seconds:.1f} s with --timeout=5"
        if json.load(open(os.path.join(scratch.path, "r.json")))["verdict"] != "timeout":
            return "the report does not say timeout"
        if scratch.leftovers():
            return f"left in TMPDIR: {scratch.leftovers()}"
        return None
    finally:
        scratch.remove()


def test_huge_timeout(gpuverify):
    """--timeout=99999999 is a time limit like any other (Boogie's own limit
    overflowed: exit 11)."""
    scratch = Scratch()
    try:
        kernel = scratch.write("fixed.cl", open(os.path.join(EXAMPLES, "add_neighbour_barrier.cl")).read())
        result = run(gpuverify, ["--local_size=64", "--num_groups=16", "--timeout=99999999", kernel], scratch)
        return None if result.returncode == 0 else f"exit {result.returncode}\n{result.stdout}{result.stderr}"
    finally:
        scratch.remove()


def test_second_look_leaves_proved_kernels(gpuverify):
    """A file whose one kernel races: the second look at the program (z3 with
    its defaults, for a counterexample that blames the right access) checks
    only that kernel; the one the first look proved counts as verified."""
    scratch = Scratch()
    try:
        kernel = scratch.write("two.cl", "__kernel void disjoint(__global int *A) { A[get_global_id(0)] = 1; }\n"
                                         "__kernel void shared_cell(__global int *B) { B[0] = get_global_id(0); }\n")
        result = run(gpuverify, ["--local_size=64", "--num_groups=4", "--verbose", kernel], scratch)
        if result.returncode != 6:
            return f"exit {result.returncode}, expected 6\n{result.stdout}{result.stderr}"
        output = result.stdout + result.stderr
        looks = [line for line in output.splitlines() if line.startswith("Running ") and "boogie" in line]
        if len(looks) != 2:
            return f"expected two runs of Boogie, saw {len(looks)}:\n" + "\n".join(looks)
        if "/proc:" in looks[0] or "/proc:shared_cell" not in looks[1] or "/proc:disjoint" in looks[1]:
            return "the second look is not the racy kernel alone:\n" + "\n".join(looks)
        if "possible write-write race on B[0]" not in output:
            return f"the race is not reported\n{output}"
        if "finished with 1 verified, 1 error" not in output:
            return f"the proved kernel is not counted\n{output}"
        return None
    finally:
        scratch.remove()


def test_tool_temporary_files_stay_in_the_run(gpuverify):
    """Boogie's runtime writes temporary files of its own (.NET's
    CASESENSITIVETEST<guid>) and leaves them when it is killed: the tools a
    run starts get its temporary folder as their TMPDIR, so nothing they
    leave stays in the user's. A stand-in Boogie leaves a file and runs the
    real one."""
    boogie = os.environ.get("GPUVERIFY_BOOGIE") or shutil.which("boogie")
    if not boogie:
        return None  # no Boogie: nothing a run would start
    scratch = Scratch()
    try:
        stand_in = scratch.write("boogie-leaving-a-file", '#!/bin/sh\n'
                                 f'touch "${{TMPDIR:-/tmp}}/CASESENSITIVETEST-left-by-boogie"\nexec "{boogie}" "$@"\n')
        os.chmod(stand_in, 0o755)
        kernel = scratch.write("neighbour.cl", NEIGHBOUR)
        result = run(gpuverify, ["--local_size=1", "--num_groups=1", "--boogie=" + stand_in, kernel], scratch)
        if result.returncode != 0:
            return f"exit {result.returncode}, expected 0\n{result.stdout}{result.stderr}"
        if scratch.leftovers():
            return f"left in TMPDIR: {scratch.leftovers()}"
        return None
    finally:
        scratch.remove()


TESTS = [test_concurrent_keep_temps, test_signals, test_deadline_in_translator, test_huge_timeout,
         test_second_look_leaves_proved_kernels, test_tool_temporary_files_stay_in_the_run]


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--gpuverify", required=True)
    args = parser.parse_args()
    gpuverify = os.path.abspath(args.gpuverify)
    failed = 0
    for test in TESTS:
        start = time.monotonic()
        problem = test(gpuverify)
        status = "ok  " if problem is None else "FAIL"
        print(f"{status} {test.__name__} ({time.monotonic() - start:.1f} s)")
        if problem:
            failed += 1
            print("     " + problem.replace("\n", "\n     "))
    print(f"runs: {len(TESTS) - failed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
