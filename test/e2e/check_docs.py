#!/usr/bin/env python3
"""Checks that every command output shown in the README and docs/ is what
gpuverify prints today, so that no example in the documentation goes stale.

An output in a Markdown file is a command in an HTML comment, followed by a
fenced block holding the command and what it printed (standard output and
standard error, as a terminal would interleave them):

    <!-- output: gpuverify --local_size=64 --num_groups=16 examples/opencl/add_neighbour.cl -->
    ```
    $ gpuverify --local_size=64 --num_groups=16 examples/opencl/add_neighbour.cl
    examples/opencl/add_neighbour.cl:16:10: error: possible read-write race on A[8]
    ...
    ```

The command runs in the repository's root with `gpuverify` (the one given
with --gpuverify) first on the PATH and an empty result cache. Numbers are
compared as numbers only in source locations (`file.cl:12:5`): the others
are a counterexample's (thread ids, an element, argument values) or times,
which another solver version may choose differently. An optional
`exit=N` before the command (`<!-- output exit=6: ... -->`) is the exit code
it must end with (default 0).

  check_docs.py --gpuverify build/bin/gpuverify [--update] [FILE.md ...]

With --update, the blocks are rewritten with what the commands print now
(review the diff before committing). Exit code 1 if any block differs.
"""
import argparse
import concurrent.futures
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
MARKER = re.compile(r"^<!-- output(?: exit=(\d+))?: (.*?) -->\n```[^\n]*\n(.*?)```\n", re.M | re.S)


LOCATION = re.compile(r"(\S+\.(?:cl|cu|h|cuh|json|md)(?::\d+)+)")


def comparable(text):
    """The text with every number outside source locations replaced by N."""
    parts = LOCATION.split(text)
    return "".join(part if i % 2 else re.sub(r"-?\d+", "N", part) for i, part in enumerate(parts))


def documents(paths):
    if paths:
        return [os.path.abspath(p) for p in paths]
    docs = os.path.join(ROOT, "docs")
    return [os.path.join(ROOT, "README.md")] + sorted(
        os.path.join(docs, name) for name in os.listdir(docs) if name.endswith(".md"))


def run(command, tool_dir, cache):
    env = dict(os.environ, PATH=tool_dir + os.pathsep + os.environ.get("PATH", ""), XDG_CACHE_HOME=cache)
    env.pop("TERM", None)
    proc = subprocess.run(["bash", "-c", command], cwd=ROOT, env=env, stdin=subprocess.DEVNULL,
                          stdout=subprocess.PIPE, stderr=subprocess.STDOUT, timeout=600)
    output = proc.stdout.decode(errors="replace")
    if output and not output.endswith("\n"):
        output += "\n"
    return proc.returncode, "$ " + command + "\n" + output


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("files", nargs="*", help="Markdown files (default: README.md and docs/*.md)")
    ap.add_argument("--gpuverify", default=os.path.join(ROOT, "build", "bin", "gpuverify"))
    ap.add_argument("--update", action="store_true", help="rewrite the blocks with today's output")
    ap.add_argument("-j", "--jobs", type=int, default=2)
    args = ap.parse_args(argv)
    tool = os.path.abspath(args.gpuverify)
    if not os.access(tool, os.X_OK):
        print(f"check_docs: no gpuverify at {tool}", file=sys.stderr)
        return 2
    # The commands call it by name.
    tool_dir = tempfile.mkdtemp(prefix="check_docs-bin-")
    os.symlink(tool, os.path.join(tool_dir, "gpuverify"))

    failures = checked = 0
    with tempfile.TemporaryDirectory(prefix="check_docs-cache-") as cache, \
            concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        for path in documents(args.files):
            text = open(path).read()
            blocks = list(MARKER.finditer(text))
            outputs = list(pool.map(lambda m: run(m.group(2), tool_dir, cache), blocks))
            rewritten, last = [], 0
            for match, (code, output) in zip(blocks, outputs):
                checked += 1
                expected_code = int(match.group(1) or 0)
                where = f"{os.path.relpath(path, ROOT)}:{text.count(chr(10), 0, match.start()) + 1}"
                if code != expected_code:
                    failures += 1
                    print(f"FAIL {where}: `{match.group(2)}` exited with {code}, not {expected_code}")
                elif comparable(output) != comparable(match.group(3)) and not args.update:
                    failures += 1
                    print(f"FAIL {where}: `{match.group(2)}` prints something else now:")
                    for line in difference(match.group(3), output):
                        print("  " + line)
                else:
                    print(f"ok   {where}: {match.group(2)}")
                rewritten.append(text[last:match.start(3)] + output)
                last = match.end(3)
            if args.update and blocks:
                with open(path, "w") as f:
                    f.write("".join(rewritten) + text[last:])
    os.unlink(os.path.join(tool_dir, "gpuverify"))
    os.rmdir(tool_dir)
    print(f"check_docs: {checked} output(s), {failures} stale")
    return 1 if failures else 0


def difference(expected, actual):
    import difflib
    return list(difflib.unified_diff(expected.splitlines(), actual.splitlines(), "documented", "now", lineterm=""))


if __name__ == "__main__":
    sys.exit(main())
