#!/usr/bin/env python3
"""Runs gpuverify on annotated example kernels and checks each outcome.

Every kernel (*.cl, *.cu) found under the given files or folders starts with a
header in GPUVerify's test-suite format (docs/batch.md):

    //pass                        or  //xfail:<CODE>   (case-insensitive)
    //<gpuverify options>             (may be empty; ${KERNEL_DIR} is the kernel's folder,
                                      ${CUDA_TOOLKIT} a CUDA toolkit's: a kernel that names it
                                      is skipped where there is none)
    //<python regex>                  (zero or more; each must match the tool's output)
    //                                (a bare '//', or any other line, ends the header)

gpuverify reads the headers (`gpuverify --batch --list`, the one reader of
the format, as batch mode runs them); this runner runs each kernel and
checks its outcome.

Each kernel is run as `<gpuverify> <options> <absolute kernel path>` with the
kernel's folder as the working directory. It passes when the exit code is the
expected one and every regex (re.MULTILINE) is found in stdout + stderr.

Prints one line per kernel, then the details of each failure, then a closing
'N passed, N failed' line. Exits 0 when all pass, 1 when any fails, 2 on a
usage problem (no kernels, no gpuverify, a bad header counts as a failure).
"""
import argparse
import concurrent.futures
import json
import os
import re
import shlex
import signal
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from typing import Dict, List, Optional

CODE_NAMES = {
    0: "SUCCESS", 1: "COMMAND_LINE_ERROR", 2: "CLANG_ERROR", 3: "OPT_ERROR",
    4: "TRANSLATION_ERROR", 5: "TRANSLATION_ERROR", 6: "NOT_ALL_VERIFIED",
    7: "TIMEOUT", 9: "CONFIGURATION_ERROR", 11: "INTERNAL_ERROR",
}

KERNEL_SUFFIXES = (".cl", ".cu")
TAIL_LINES = 40


class HeaderError(Exception):
    """The kernel's header does not follow the format."""


@dataclass
class Header:
    expected: int
    args: List[str]
    regexes: List[str] = field(default_factory=list)
    needs_toolkit: bool = False
    accepted: List[int] = field(default_factory=list)  # the exit codes that meet it


def kernel_settings(tool: str, kernels: List[str]) -> Dict[str, object]:
    """Each kernel's header, read by gpuverify's batch mode (`gpuverify
    --batch --list`): the test-suite format has that one reader. Maps each
    kernel's real path to its Header, or to the HeaderError that says why it
    has none that can be run."""
    if not kernels:
        return {}
    proc = subprocess.run([tool, "--batch", "--list"] + kernels, stdin=subprocess.DEVNULL,
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    if proc.returncode != 0:
        raise RuntimeError(f"{tool} --batch --list failed ({proc.returncode}): "
                           + proc.stderr.decode(errors="replace").strip())
    settings: Dict[str, object] = {}
    for entry in json.loads(proc.stdout)["kernels"]:
        path = os.path.realpath(entry["path"])
        codes = entry["expected"]["codes"]
        if entry.get("refused"):
            settings[path] = HeaderError(entry["refused"])
        elif entry["source"] != "header":
            settings[path] = HeaderError("line 1 must be '//pass' or '//xfail:<CODE>', "
                                         "and line 2 '//' with the gpuverify options")
        else:
            header = Header(codes[0], entry["flags"], entry["expected"]["regexes"],
                            needs_toolkit=bool(entry.get("skipped")), accepted=entry["expected"]["met"])
            try:
                for rx in header.regexes:
                    re.compile(rx, re.MULTILINE)
                settings[path] = header
            except re.error as e:
                settings[path] = HeaderError(f"invalid regex {rx!r}: {e}")
    return settings


def find_kernels(roots: List[str], substr: Optional[str]) -> List[str]:
    found = set()
    for root in roots:
        if os.path.isfile(root):
            found.add(os.path.abspath(root))
            continue
        if not os.path.isdir(root):
            raise FileNotFoundError(root)
        for dirpath, dirnames, files in os.walk(root):
            dirnames.sort()
            for name in files:
                if name.endswith(KERNEL_SUFFIXES):
                    found.add(os.path.abspath(os.path.join(dirpath, name)))
    kernels = sorted(found)
    if substr:
        kernels = [k for k in kernels if substr in k]
    return kernels


@dataclass
class Result:
    kernel: str
    ok: bool
    expected: Optional[int] = None
    code: Optional[int] = None       # None: killed after the runner's timeout
    seconds: float = 0.0
    problems: List[str] = field(default_factory=list)
    unmatched: List[str] = field(default_factory=list)
    output: str = ""
    command: List[str] = field(default_factory=list)
    skipped: bool = False            # needs a CUDA toolkit, and there is none


def describe(code: Optional[int]) -> str:
    if code is None:
        return "killed (runner timeout)"
    if code < 0:
        return f"signal {-code}"
    name = CODE_NAMES.get(code)
    return f"{code} ({name})" if name else str(code)


def run_kernel(gpuverify: str, kernel: str, header, timeout: float, env: Optional[dict] = None) -> Result:
    """Runs one kernel as its header (a Header, or the HeaderError that
    kernel_settings gave it) says."""
    if not isinstance(header, Header):
        return Result(kernel, False, problems=[f"bad header: {header}"])
    if header.needs_toolkit:
        return Result(kernel, True, expected=header.expected, skipped=True)
    cmd = [gpuverify] + header.args + [kernel]
    result = Result(kernel, False, expected=header.expected, command=cmd)
    start = time.monotonic()
    try:
        proc = subprocess.Popen(cmd, cwd=os.path.dirname(kernel), stdin=subprocess.DEVNULL,
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                start_new_session=True, env=env)
    except OSError as e:
        result.problems.append(f"cannot run {gpuverify}: {e}")
        return result
    try:
        out, err = proc.communicate(timeout=timeout)
        result.code = proc.returncode
    except subprocess.TimeoutExpired:
        # The tool runs clang and Boogie as children: end the whole group.
        try:
            os.killpg(proc.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        out, err = proc.communicate()
        result.code = None
        result.problems.append(f"no answer within {timeout:g}s")
    result.seconds = time.monotonic() - start
    result.output = out.decode(errors="replace")
    if err:
        if result.output and not result.output.endswith("\n"):
            result.output += "\n"
        result.output += err.decode(errors="replace")

    if result.code is not None and result.code not in header.accepted:
        result.problems.append(f"expected exit code {describe(header.expected)}, "
                               f"got {describe(result.code)}")
    for rx in header.regexes:
        if not re.search(rx, result.output, re.MULTILINE):
            result.unmatched.append(rx)
    if result.unmatched:
        result.problems.append(f"{len(result.unmatched)} of {len(header.regexes)} "
                               f"regex(es) not found in the output")
    result.ok = not result.problems
    return result


def relative(path: str, base: str) -> str:
    try:
        rel = os.path.relpath(path, base)
    except ValueError:
        return path
    return path if rel.startswith("..") else rel


def summary_line(r: Result, base: str) -> str:
    if r.skipped:
        return f"SKIP {relative(r.kernel, base)}  (no CUDA toolkit)"
    status = "OK  " if r.ok else "FAIL"
    expected = describe(r.expected) if r.expected is not None else "?"
    got = describe(r.code) if r.command else "not run"
    return f"{status} {relative(r.kernel, base)}  expected {expected}, got {got}  {r.seconds:.2f}s"


def failure_details(r: Result, base: str) -> str:
    lines = [f"---- {relative(r.kernel, base)}"]
    if r.command:
        lines.append(f"command: (cd {shlex.quote(os.path.dirname(r.kernel))} && "
                     f"{shlex.join(r.command)})")
    lines += [f"problem: {p}" for p in r.problems]
    lines += [f"unmatched regex: {rx}" for rx in r.unmatched]
    if r.command:
        tail = r.output.splitlines()[-TAIL_LINES:]
        lines.append(f"last {len(tail)} line(s) of output:" if tail else "(no output)")
        lines += ["  | " + t for t in tail]
    return "\n".join(lines)


def resolve_tool(path: str) -> Optional[str]:
    if os.path.sep in path:
        path = os.path.abspath(path)
        return path if os.path.isfile(path) and os.access(path, os.X_OK) else None
    from shutil import which
    return which(path)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(
        description=__doc__.split("\n\n")[0],
        epilog="See the module docstring for the header format.")
    ap.add_argument("paths", nargs="*", help="kernel files or folders (default: examples/)")
    ap.add_argument("--gpuverify", default="build/bin/gpuverify", help="the gpuverify executable")
    ap.add_argument("-j", "--jobs", type=int, default=1, help="kernels run at once (default 1)")
    ap.add_argument("--filter", help="only kernels whose path contains this text")
    ap.add_argument("--timeout", type=float, default=300.0,
                    help="seconds before a run is killed (default 300)")
    ap.add_argument("--headers-from", metavar="GPUVERIFY",
                    help="the gpuverify that reads the headers (default: --gpuverify's)")
    args = ap.parse_args(argv)

    paths = args.paths or [os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                        "..", "..", "examples")]
    tool = resolve_tool(args.gpuverify)
    if tool is None:
        print(f"run_examples: gpuverify not found or not executable: {args.gpuverify}",
              file=sys.stderr)
        return 2
    try:
        kernels = find_kernels(paths, args.filter)
    except FileNotFoundError as e:
        print(f"run_examples: no such file or folder: {e}", file=sys.stderr)
        return 2
    if not kernels:
        print("run_examples: no kernels found" + (f" matching {args.filter!r}" if args.filter else ""),
              file=sys.stderr)
        return 2
    reader = resolve_tool(args.headers_from) if args.headers_from else tool
    if reader is None:
        print(f"run_examples: gpuverify not found or not executable: {args.headers_from}",
              file=sys.stderr)
        return 2
    try:
        headers = kernel_settings(reader, kernels)
    except (RuntimeError, ValueError, KeyError) as e:
        print(f"run_examples: cannot read the headers: {e}", file=sys.stderr)
        return 2
    base = os.path.commonpath([os.path.abspath(p) if os.path.isdir(p)
                               else os.path.dirname(os.path.abspath(p)) for p in paths])

    print(f"Running {len(kernels)} kernel(s) with {tool} ({max(1, args.jobs)} at a time)",
          flush=True)
    results = []
    # Every kernel is verified, not answered from a result cache a run before
    # this one left: the runs get a cache folder of their own, empty at first.
    with tempfile.TemporaryDirectory(prefix="run_examples-") as cache_home, \
            concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        env = dict(os.environ, XDG_CACHE_HOME=cache_home)
        futures = [pool.submit(run_kernel, tool, k, headers.get(os.path.realpath(k), HeaderError("not read")),
                               args.timeout, env) for k in kernels]
        for fut in concurrent.futures.as_completed(futures):
            r = fut.result()
            results.append(r)
            print(summary_line(r, base), flush=True)

    # The slowest kernels, so that one drifting towards the timeout is seen
    # before it crosses it.
    timed = sorted((r for r in results if not r.skipped), key=lambda r: r.seconds, reverse=True)
    if timed:
        print("slowest: " + ", ".join(f"{relative(r.kernel, base)} {r.seconds:.0f}s"
                                      for r in timed[:3]))

    failed = sorted((r for r in results if not r.ok), key=lambda r: r.kernel)
    if failed:
        print()
        print(f"{len(failed)} failure(s):")
        for r in failed:
            print(failure_details(r, base))
        print()
    skipped = sum(1 for r in results if r.skipped)
    passed = len(results) - len(failed) - skipped
    print(f"examples: {passed} passed, {len(failed)} failed" + (f", {skipped} skipped" if skipped else ""))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
