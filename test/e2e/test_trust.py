#!/usr/bin/env python3
""""Verified" means verified, whatever the result cache, the paths, the sizes
or the files named as reports (issue 40): each defect the trust probe found,
as the command sequence that showed it.

  test_trust.py --gpuverify build/bin/gpuverify

A racy header defines OFF as (get_global_id(0) & 1) for a kernel that writes
A[get_global_id(0) + OFF]: work-items 1 and 2 both write A[2]. Every file the
tests make is dated in the past, as `cp -p`, `tar` or `git checkout` of an
old file leave it. Each check prints one line; the exit code is 1 if any
failed.
"""
import json
import os
import shutil
import stat
import subprocess
import sys
import tempfile
import threading
import time

from checks import check, gpuverify_argument, outcome

GV = gpuverify_argument(__doc__)
SIZES = ["--local_size=4", "--num_groups=2"]
CLEAN = "#define OFF 0\n"
RACY = "#define OFF (get_global_id(0) & 1)\n"
KERNEL = """#include %s
__kernel void k(__global int *A) {
  A[get_global_id(0) + OFF] = get_global_id(0);
}
"""
PAST = 1_500_000_000  # 2017: older than any compile


class Tree:
    """A folder of kernels and headers, with a result cache of its own."""

    def __init__(self):
        self.path = tempfile.mkdtemp(prefix="gv-trust-")
        self.cache = os.path.join(self.path, "cache")

    def write(self, name, text, old=True):
        path = os.path.join(self.path, name)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w") as f:
            f.write(text)
        if old:
            os.utime(path, (PAST, PAST))
        return path

    def run(self, *args, cached=True, env=None, timeout=300):
        cache = ["--cache-dir=" + self.cache] if cached else ["--no-cache"]
        return subprocess.run([GV, *SIZES, *cache, *args], cwd=self.path, capture_output=True, text=True,
                              env=dict(os.environ, **(env or {})), timeout=timeout, stdin=subprocess.DEVNULL)

    def remove(self):
        shutil.rmtree(self.path, ignore_errors=True)


def verdict(result):
    return "race" if "race on A[" in result.stderr else "verified" if result.returncode == 0 else \
        "exit %d" % result.returncode


def same_as_uncached(tree, what, *args, env=None):
    """The cached run's verdict is the one a run without the cache gives."""
    cached, fresh = tree.run(*args, env=env), tree.run(*args, cached=False, env=env)
    check(verdict(cached) == verdict(fresh) and cached.returncode == fresh.returncode,
          "%s: the cached run says %s, as a run without the cache does" % (what, verdict(cached)))


def test_header_earlier_on_the_search_path():
    tree = Tree()
    try:
        tree.write("k.cl", KERNEL % '"cfg.h"')
        tree.write("inc/cfg.h", CLEAN)
        check(verdict(tree.run("-I", "inc", "k.cl")) == "verified", "#1: k.cl verifies with inc/cfg.h")
        tree.write("cfg.h", RACY)  # found first: the kernel's own folder
        same_as_uncached(tree, "#1: a racy cfg.h beside k.cl", "-I", "inc", "k.cl")
        check(verdict(tree.run("-I", "inc", "k.cl")) == "race", "#1: and that is the race")
        os.remove(os.path.join(tree.path, "cfg.h"))
        tree.write("h.cl", '#if __has_include("fast.h")\n#include "fast.h"\n#else\n#define OFF 0\n#endif\n' +
                   (KERNEL % '"/dev/null"'))
        check(verdict(tree.run("h.cl")) == "verified", "#1: __has_include finds no fast.h: verified")
        tree.write("fast.h", RACY)
        same_as_uncached(tree, "#1: __has_include finds a racy fast.h", "h.cl")
    finally:
        tree.remove()


def test_environment():
    tree = Tree()
    try:
        tree.write("k.cl", KERNEL % "<cfg.h>")
        tree.write("clean/cfg.h", CLEAN)
        tree.write("racy/cfg.h", RACY)
        for variable in ("CPATH", "C_INCLUDE_PATH"):
            clean = {variable: os.path.join(tree.path, "clean")}
            racy = {variable: os.path.join(tree.path, "racy")}
            check(verdict(tree.run("k.cl", env=clean)) == "verified", "#2: %s=clean verifies" % variable)
            same_as_uncached(tree, "#2: %s=racy" % variable, "k.cl", env=racy)
        check(verdict(tree.run("-I", "clean", "k.cl")) == "verified", "#2: -I clean verifies")
        same_as_uncached(tree, "#2: CCC_OVERRIDE_OPTIONS puts racy first", "-I", "clean", "k.cl",
                         env={"CCC_OVERRIDE_OPTIONS": "^-I" + os.path.join(tree.path, "racy")})
    finally:
        tree.remove()


def test_files_named_by_options():
    tree = Tree()
    try:
        tree.write("k.cl", KERNEL % "<cfg.h>")
        tree.write("clean/cfg.h", CLEAN)
        tree.write("racy/cfg.h", RACY)
        tree.write("opts.rsp", "-I" + os.path.join(tree.path, "clean") + "\n")
        check(verdict(tree.run("--clang-opt=@opts.rsp", "k.cl")) == "verified", "#3: the response file's -I verifies")
        tree.write("opts.rsp", "-I" + os.path.join(tree.path, "racy") + "\n")
        same_as_uncached(tree, "#3: the response file edited", "--clang-opt=@opts.rsp", "k.cl")
        # A Boogie file an option names: an axiom that makes everything hold,
        # then none.
        extra = tree.write("extra.bpl", "axiom false;\n")
        tree.write("racy.cl", KERNEL % '"racy/cfg.h"')
        first = tree.run("--boogie-opt=" + extra, "racy.cl")
        tree.write("extra.bpl", "\n")
        same_as_uncached(tree, "#3: --boogie-opt's file edited (first: %s)" % verdict(first), "--boogie-opt=" + extra,
                         "racy.cl")
    finally:
        tree.remove()


def test_links():
    tree = Tree()
    try:
        # #4: the path clang read through a link, not its lexical form.
        tree.write("a/b/x", "")
        tree.write("a/cfg.h", CLEAN)
        tree.write("c/d/x", "")
        tree.write("c/cfg.h", RACY)
        os.symlink("a/b", os.path.join(tree.path, "lnk"))
        tree.write("k.cl", KERNEL % '"lnk/../cfg.h"')
        check(verdict(tree.run("k.cl")) == "verified", "#4: lnk/../cfg.h is a/cfg.h: verified")
        os.remove(os.path.join(tree.path, "lnk"))
        os.symlink("c/d", os.path.join(tree.path, "lnk"))
        same_as_uncached(tree, "#4: lnk pointed at c/d", "k.cl")
        # #6: -I lnk/.. is what lnk points to's parent, as clang resolves it.
        tree.write("j.cl", KERNEL % '"cfg.h"')
        uncached = tree.run("-I", "lnk/..", "j.cl", cached=False)
        check(verdict(uncached) == "race", "#6: -I lnk/.. reads c/cfg.h, as the user's clang would")
        # A kernel named through lnk/.. in batch mode is the file the system opens.
        tree.write("c/m.cl", KERNEL % '"cfg.h"')
        tree.write("m.cl", KERNEL % '"a/cfg.h"')
        batch = tree.run("--batch", "lnk/../m.cl", cached=False)
        check(batch.returncode == 6 and "c/m.cl" in batch.stdout + batch.stderr,
              "#6: --batch lnk/../m.cl verifies c/m.cl, the racy one: exit %d" % batch.returncode)
    finally:
        tree.remove()


def test_header_replaced_by_an_old_file():
    tree = Tree()
    try:
        tree.write("k.cl", KERNEL % '"cfg.h"')
        tree.write("cfg.h", CLEAN)
        tree.write("old.h", RACY)
        check(verdict(tree.run("k.cl")) == "verified", "#5: verified with the clean header")
        os.replace(os.path.join(tree.path, "old.h"), os.path.join(tree.path, "cfg.h"))
        same_as_uncached(tree, "#5: cfg.h replaced by an old racy file", "k.cl")
        # While a run compiles: whatever it read, no later run says Verified
        # of the racy header.
        tree.write("cfg.h", CLEAN)
        tree.write("old.h", RACY)
        run = threading.Thread(target=lambda: tree.run("k.cl"))
        run.start()
        time.sleep(0.05)
        os.replace(os.path.join(tree.path, "old.h"), os.path.join(tree.path, "cfg.h"))
        run.join()
        check(verdict(tree.run("k.cl")) == "race", "#5: replaced during a run: the next run reports the race")
    finally:
        tree.remove()


def test_new_kernel_template_is_warned_of():
    tree = Tree()
    try:
        kernel = "__global__ void k(int *A) { A[threadIdx.x] = 0; }\n"
        tree.write("k.cu", kernel)
        check(verdict(tree.run("k.cu")) == "verified", "templates: k.cu verifies")
        # A template nobody instantiates adds no code: the bitcode is the same.
        tree.write("k.cu", kernel + "template <typename T> __global__ void t(T *A) { A[0] = threadIdx.x; }\n")
        result = tree.run("k.cu")
        check("'t' is never instantiated" in result.stderr,
              "templates: the cached run warns of the template added since, as a run without the cache does")
    finally:
        tree.remove()


def counting_boogie(tree):
    """A Boogie that counts its runs in the tree, and the count so far. The
    log is named relative to the script: a file the script names is part of
    the tool's identity, and the log changes with each run."""
    calls = os.path.join(tree.path, "calls")
    boogie = tree.write("boogie", "#!/bin/sh\necho run >> \"$(dirname \"$0\")/calls\"\nexec %s \"$@\"\n" %
                        shutil.which("boogie"))
    os.chmod(boogie, 0o755)
    return boogie, lambda: open(calls).read().count("run") if os.path.exists(calls) else 0


def test_editor_copies_are_answered_from_the_cache():
    """The language server verifies each save's text from a copy at a new
    path with --compile-as: the copy's path is not in the key."""
    tree = Tree()
    try:
        tree.write("k.cl", KERNEL % '"cfg.h"')
        tree.write("cfg.h", CLEAN)
        boogie, boogie_runs = counting_boogie(tree)

        verdicts, runs = [], []
        for copy, header in (("copy1/k.cl", '"cfg.h"'), ("copy2/k.cl", '"cfg.h"'), ("copy3/k.cl", '"racy.h"')):
            tree.write(copy, KERNEL % header)
            tree.write("racy.h", RACY)
            verdicts.append(verdict(tree.run("--boogie=" + boogie, "--compile-as=k.cl", copy)))
            runs.append(boogie_runs())
        check(verdicts == ["verified", "verified", "race"], "--compile-as: the copies' verdicts (%s)" % verdicts)
        check(runs[0] > 0 and runs[1] == runs[0] and runs[2] > runs[1],
              "--compile-as: a second copy of the same text is answered from the cache, one of other text is "
              "not (Boogie runs after each: %s)" % runs)
    finally:
        tree.remove()


def test_sizes():
    tree = Tree()
    try:
        tree.write("s.cl", "__kernel void k(__global int *A) { __assert(get_global_size(0) == 0); }\n")
        for sizes in (["--local_size=65536", "--num_groups=65536"], ["--local_size=64", "--global_size=4294967296"],
                      ["--local_size=*", "--global_size=4294967296"]):
            result = subprocess.run([GV, "--no-cache", *sizes, "s.cl"], cwd=tree.path, capture_output=True, text=True)
            check(result.returncode == 1 and "does not fit in the 32-bit size_t" in result.stderr,
                  "#8: %s is a command-line error, not a wrapped size" % " ".join(sizes))
    finally:
        tree.remove()


def test_reports_never_replace_inputs():
    tree = Tree()
    try:
        tree.write("k.cl", KERNEL % '"cfg.h"')
        header = tree.write("cfg.h", CLEAN)
        tree.write("i.cl", KERNEL % '"cfg.inc"')
        include = tree.write("cfg.inc", CLEAN)
        for option in ("--json", "--sarif"):
            result = tree.run(option + "=cfg.h", "k.cl")
            check(result.returncode == 1 and open(header).read() == CLEAN,
                  "#9: %s=cfg.h (a header k.cl includes) is refused, and cfg.h is as it was" % option)
            result = tree.run(option + "=cfg.inc", "i.cl", cached=False)
            check(result.returncode == 1 and "which is an input" in result.stderr and open(include).read() == CLEAN,
                  "#9: %s=cfg.inc (a file clang read, whatever its name) is refused" % option)
        rsp = tree.write("opts.rsp", "-DN=1\n")
        result = tree.run("--clang-opt=@opts.rsp", "--json=opts.rsp", "k.cl")
        check(result.returncode == 1 and open(rsp).read() == "-DN=1\n", "#9: --json over a response file is refused")
    finally:
        tree.remove()


def test_devices_as_reports_and_relative_option_files():
    tree = Tree()
    try:
        tree.write("k.cl", KERNEL % '"cfg.h"')
        tree.write("cfg.h", CLEAN)
        result = tree.run("--json=/dev/full", "k.cl", cached=False)
        check(result.returncode == 74 and
              "cannot write the JSON report to /dev/full: No space left on device" in result.stderr and
              stat.S_ISCHR(os.stat("/dev/full").st_mode),
              "a report to /dev/full fails with exit 74 (I/O error) and says why; /dev/full stays a device")
        result = tree.run("--json=/dev/stdout", "k.cl", cached=False)
        check(result.returncode == 0 and '"verdict": "verified"' in result.stdout, "a report to /dev/stdout is written")
        tree.write("extra.bpl", "axiom false;\n")
        tree.write("racy.cl", KERNEL % '"racy.h"')
        tree.write("racy.h", RACY)
        result = tree.run("--boogie-opt=extra.bpl", "racy.cl", cached=False)
        check(result.returncode == 0, "a relative --boogie-opt file is Boogie's input (its axiom false verifies all): "
              "exit %d" % result.returncode)
    finally:
        tree.remove()


def test_cache_entries_are_checked():
    tree = Tree()
    try:
        tree.write("k.cl", KERNEL % '"cfg.h"')
        tree.write("cfg.h", RACY)
        check(verdict(tree.run("k.cl")) == "race", "#12: the race is reported and kept")
        entries = [os.path.join(folder, name) for folder, _, names in os.walk(tree.cache) for name in names]
        check(len(entries) == 1 and all(stat.S_IMODE(os.stat(e).st_mode) == 0o600 for e in entries),
              "#12: one entry, readable and writable by its owner alone")
        check(stat.S_IMODE(os.stat(tree.cache).st_mode) == 0o700, "#12: the cache folder is its owner's alone")
        # Edited to say verified, with nothing else changed.
        entry = json.load(open(entries[0]))
        entry["run"]["exitCode"] = 0
        entry["run"]["err"] = ""
        entry["run"]["out"] = "Verified: k.cl\n"
        with open(entries[0], "w") as f:
            json.dump(entry, f)
        check(verdict(tree.run("k.cl")) == "race", "#12: an edited entry is not replayed")
        os.chmod(tree.cache, 0o777)
        result = tree.run("k.cl")
        check(verdict(result) == "race" and "is not used: others may write to it" in result.stderr,
              "#12: a cache others may write to is not used, and the run says so")
    finally:
        tree.remove()


def test_pipes_and_devices():
    tree = Tree()
    try:
        os.mkfifo(os.path.join(tree.path, "fifo.cl"))
        start = time.monotonic()
        result = tree.run("--timeout=5", "fifo.cl", timeout=60)
        check(result.returncode == 1 and time.monotonic() - start < 10,
              "#15: a pipe as the kernel is refused at once (exit %d)" % result.returncode)
        tree.write("k.cl", KERNEL % '"cfg.h"')
        tree.write("cfg.h", CLEAN)
        result = tree.run("--boogie-file=fifo.cl", "k.cl", timeout=60)
        check(result.returncode == 1 and "not a regular file" in result.stderr, "#15: a pipe as --boogie-file is refused")
        tree.write("z.cl", '#include "/dev/zero"\n' + KERNEL % '"cfg.h"')
        start = time.monotonic()
        result = tree.run("--timeout=10", "z.cl", timeout=60)
        check(time.monotonic() - start < 20, "#15: #include \"/dev/zero\" ends within --timeout (exit %d)" %
              result.returncode)
        tree.write("s.cl", '#include "/dev/stdin"\n' + KERNEL % '"cfg.h"')
        result = subprocess.run([GV, *SIZES, "--cache-dir=" + tree.cache, "s.cl"], cwd=tree.path, capture_output=True,
                                text=True, input="#error the user's input was read\n", timeout=60)
        check("the user's input was read" not in result.stderr, "#15: #include \"/dev/stdin\" does not read the "
              "user's input")
    finally:
        tree.remove()


def test_options_in_the_key():
    """TreeOptions.def's `decides` column: where reports go and how long to
    try leave the cached result usable; an option that may change the
    verdict or the output does not (--error-limit, -D)."""
    tree = Tree()
    try:
        tree.write("k.cl", KERNEL % '"cfg.h"')
        tree.write("cfg.h", RACY)
        boogie, boogie_runs = counting_boogie(tree)

        # Whether a report goes to a file is in the key (the entry must hold
        # its text); which file is not.
        tree.run("--boogie=" + boogie, "--timeout=100", "--json=a.json", "k.cl")
        first = boogie_runs()
        tree.run("--boogie=" + boogie, "--timeout=200", "--json=b.json", "k.cl")
        check(first > 0 and boogie_runs() == first and open(os.path.join(tree.path, "b.json")).read() ==
              open(os.path.join(tree.path, "a.json")).read(),
              "another --timeout and another report file are answered from the cache (Boogie runs: %d, then %d)" %
              (first, boogie_runs()))
        for other in ("--error-limit=1", "-DUNUSED=1"):
            before = boogie_runs()
            result = tree.run("--boogie=" + boogie, "--timeout=100", "--json=a.json", other, "k.cl")
            check(boogie_runs() > before and verdict(result) == "race",
                  "%s is in the key: the kernel is verified again" % other)
    finally:
        tree.remove()


def main():
    for test in (test_options_in_the_key, test_header_earlier_on_the_search_path, test_environment, test_files_named_by_options, test_links,
                 test_header_replaced_by_an_old_file, test_new_kernel_template_is_warned_of,
                 test_editor_copies_are_answered_from_the_cache, test_sizes, test_reports_never_replace_inputs,
                 test_devices_as_reports_and_relative_option_files, test_cache_entries_are_checked,
                 test_pipes_and_devices):
        test()
    return outcome()


if __name__ == "__main__":
    sys.exit(main())
