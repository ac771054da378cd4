#!/usr/bin/env python3
"""End-to-end test of `gpuverify --batch` and `--batch-merge` on the kernels
under test/batch/: flags from a header, a gpuverify.json and the command
line; expectations met and not met; JSON, SARIF and JUnit reports (JUnit
checked against test/batch/junit.xsd with xmllint); shards merged into what
one run says.

Usage: test_batch.py --gpuverify build/bin/gpuverify
Exits 0 when every check passes, 1 otherwise.
"""
import json
import os
import shutil
import time
import signal
import stat
import subprocess
import sys
import tempfile

from checks import check, outcome, gpuverify_argument

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
FIXTURES = os.path.join(ROOT, "test", "batch")
SCHEMA = os.path.join(FIXTURES, "junit.xsd")
LOOSE_FLAGS = ["--local_size=16", "--num_groups=4"]

def run(gpuverify, *arguments, cwd=ROOT):
    proc = subprocess.run([gpuverify, *arguments], cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                          stdin=subprocess.DEVNULL, timeout=900)
    return proc.returncode, proc.stdout.decode(errors="replace"), proc.stderr.decode(errors="replace")


def junit_valid(path):
    if not shutil.which("xmllint"):
        print("note: xmllint not found (Debian package libxml2-utils): JUnit not checked against the schema")
        return True
    proc = subprocess.run(["xmllint", "--noout", "--schema", SCHEMA, path], stdout=subprocess.PIPE,
                          stderr=subprocess.PIPE)
    if proc.returncode != 0:
        print(proc.stderr.decode(errors="replace"))
    return proc.returncode == 0


def by_file(report):
    return {os.path.relpath(k["path"], FIXTURES): k for k in report["kernels"]}


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        f.write(text)
    return path


COPY_KERNEL = open(os.path.join(FIXTURES, "loose", "copy.cl")).read()


def headed(flags):
    """copy.cl with a header: pass, with these flags besides its sizes."""
    return "//pass\n//--local_size=16 --num_groups=4" + flags + "\n//\n" + COPY_KERNEL


def check_interrupt(gv, scratch):
    """Ctrl-C: the kernels' runs are asked to end and clean up after
    themselves; the reports hold the kernels finished so far, the run marked
    interrupted."""
    tmp = os.path.join(scratch, "tmp")
    os.makedirs(tmp)
    tree = os.path.join(scratch, "interrupted")
    os.makedirs(os.path.join(tree, "a_quick"))
    for name in ("neighbour_barrier.cl", "neighbour_race.cl"):
        shutil.copy(os.path.join(FIXTURES, "suite", name), os.path.join(tree, "a_quick", name))
    shutil.copy(os.path.join(ROOT, "examples", "opencl", "tiled_long_counters.cl"), os.path.join(tree, "b_slow.cl"))
    report = os.path.join(scratch, "interrupted.json")
    proc = subprocess.Popen([gv, "--batch", "-j1", "--no-cache", tree, "--json", report, "--junit",
                             os.path.join(scratch, "interrupted.xml")], cwd=ROOT, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, env=dict(os.environ, TMPDIR=tmp))
    ended = 0
    deadline = time.monotonic() + 120
    while ended < 2 and time.monotonic() < deadline:
        line = proc.stdout.readline().decode(errors="replace")
        ended += line.startswith("ok ") or line.startswith("FAIL ")
    time.sleep(1)
    proc.send_signal(signal.SIGINT)
    _, stderr = proc.communicate(timeout=60)
    code = proc.returncode
    check(code == 130 and not os.listdir(tmp),
          "an interrupted batch ends with 130 and leaves no temporary files (%d; left: %s)" % (code, os.listdir(tmp)))
    partial = json.load(open(report)) if os.path.exists(report) else {"run": {}, "kernels": []}
    interrupted = partial["run"].get("interrupted", {})
    check(len(partial["kernels"]) == 2 and interrupted.get("signal") == 2 and
          interrupted.get("kernelsNotFinished") == 1 and junit_valid(os.path.join(scratch, "interrupted.xml")),
          "its reports hold the 2 kernels that finished, the run marked interrupted by signal 2 with 1 not "
          "finished: %s" % partial["run"])
    check("2 of 3 kernels finished" in stderr.decode(errors="replace"), "and it says so")
    code, _, stderr = run(gv, "--batch-merge", report)
    check(code == 1 and "interrupted" in stderr, "a merge refuses an interrupted run's report")


def check_trust(gv, scratch):
    """Files in the tree set kernel options, never the programs that run,
    the reports, batch mode: a kernel whose header or gpuverify.json tries
    is refused (not run, not met), the others still run."""
    tree = os.path.join(scratch, "trust")
    marker = os.path.join(scratch, "evil-ran")
    evil = write(os.path.join(scratch, "evil.sh"), "#!/bin/sh\ntouch %s\nexit 0\n" % marker)
    os.chmod(evil, 0o755)
    write(os.path.join(tree, "clang.cl"), headed(" --clang=" + evil))
    write(os.path.join(tree, "plugin.cl"), headed(" --clang-opt=-fplugin=" + evil))
    write(os.path.join(tree, "nested.cl"), headed(" --batch"))
    write(os.path.join(tree, "fine.cl"), headed(" --clang-opt=-Wno-tautological-compare"))
    write(os.path.join(tree, "configured", "gpuverify.json"),
          json.dumps({"rules": [{"files": "*.cl", "flags": ["--local_size=16", "--num_groups=4", "--z3=" + evil]}]}))
    write(os.path.join(tree, "configured", "plain.cl"), COPY_KERNEL)
    code, stdout, _ = run(gv, "--batch", "-j2", tree, "--json", os.path.join(scratch, "trust.json"))
    report = {os.path.relpath(k["path"], tree): k for k in json.load(open(os.path.join(scratch, "trust.json")))["kernels"]}
    outcomes = {f: k["outcome"] for f, k in report.items()}
    check(code == 6 and outcomes == {"clang.cl": "refused", "plugin.cl": "refused", "nested.cl": "refused",
                                     "configured/plain.cl": "refused", "fine.cl": "verified"},
          "kernels whose header or gpuverify.json names a program, a plugin or batch mode are refused, the others "
          "run (exit %d): %s" % (code, outcomes))
    check(not os.path.exists(marker), "the program the tree names never runs")
    check("clang.cl:2: --clang can be given only on the command line" in stdout and
          "gpuverify.json, rule 1: --z3 can be given only" in stdout and
          "--clang-opt -fplugin=" in stdout and "nested.cl:2: --batch can be given only" in stdout,
          "each refusal names the file, the line or rule, and the option")

    # Defence in depth: --batch as an option's value passes the table, but a
    # kernel's run never starts a batch.
    nested = os.path.join(scratch, "nested")
    write(os.path.join(nested, "k.cl"), headed(" --kernel-name --batch"))
    started = time.monotonic()
    code, stdout, _ = run(gv, "--batch", nested, "--json", os.path.join(scratch, "nested.json"))
    entry = json.load(open(os.path.join(scratch, "nested.json")))["kernels"][0]
    check(code == 6 and entry["outcome"] == "command-line-error" and "cannot start a batch" in entry["output"],
          "a kernel's run asked for a batch by its header refuses (exit 1), in %.1f s" % (time.monotonic() - started))
    for mode in (["--batch", nested], ["--batch-merge", "x.json"], ["--lsp"]):
        proc = subprocess.run([gv] + mode, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                              stdin=subprocess.DEVNULL, timeout=60,
                              env=dict(os.environ, GPUVERIFY_KERNEL_RUN_OF="a batch"))
        check(proc.returncode == 1 and b"cannot start" in proc.stderr,
              "a run started for one kernel cannot start %s" % mode[0])


def check_merge(gv, scratch):
    """--batch-merge: every report asked for, shards checked, bad input an
    error (exit 1) with a message, never a crash."""
    out = lambda name: os.path.join(scratch, name)
    for index in (1, 2):
        code, _, _ = run(gv, "--batch", "-j2", *LOOSE_FLAGS, "--shard=%d/2" % index, "test/batch", "--json",
                         out("s%d.json" % index), "--sarif", out("s%d.sarif" % index))
    code, _, _ = run(gv, "--batch", "-j2", *LOOSE_FLAGS, "test/batch", "--json", out("whole.json"))
    code, _, stderr = run(gv, "--batch-merge", out("s2.json"), out("s1.json"), "--json", out("m.json"), "--sarif",
                          out("m.sarif"), "--junit", out("m.xml"))
    merged, whole = json.load(open(out("m.json"))), json.load(open(out("whole.json")))
    strip = lambda k: {key: v for key, v in k.items() if key not in ("seconds", "report", "output", "sarif")}
    check(code == 0 and [strip(k) for k in merged["kernels"]] == [strip(k) for k in whole["kernels"]],
          "merged shards list the kernels the whole run does, in its order")
    sarif = json.load(open(out("m.sarif"))) if os.path.exists(out("m.sarif")) else {"runs": []}
    check(len(sarif["runs"]) == 1 and len(sarif["runs"][0]["results"]) == 2 and
          len(sarif["runs"][0]["invocations"]) == 5, "--batch-merge --sarif writes one SARIF run of every kernel")
    code, _, stderr = run(gv, "--batch-merge", out("s1.json"), out("s1.json"), "--json", out("x.json"))
    check(code == 1 and "are both shard 1/2" in stderr and not os.path.exists(out("x.json")),
          "merging one shard twice is an error, and writes nothing")
    code, _, stderr = run(gv, "--batch-merge", out("s1.json"), "--json", out("x.json"))
    check(code == 1 and "shards missing: 2/2" in stderr, "a missing shard is an error")
    code, _, stderr = run(gv, "--batch-merge", out("s1.json"), "--shard=1/2")
    check(code == 1 and "--shard is for a batch run" in stderr, "a merge refuses a batch run's options")
    broken = json.load(open(out("s1.json")))
    del broken["kernels"][0]["met"]
    broken["kernels"][1]["seconds"] = "slow"
    write(out("broken.json"), json.dumps(broken))
    code, _, stderr = run(gv, "--batch-merge", out("broken.json"), out("s2.json"))
    check(code == 1 and "kernels[0].met: expected" in stderr, "a report missing a field is an error naming it")
    code, _, stderr = run(gv, "--batch-merge", out("s1.json"), out("s2.json"), "--json", "/dev/stdout")
    check(code == 0, "a report to a device is written into it (%d)" % code)


def check_headers(gv, scratch):
    """Headers and gpuverify.json files that cannot mean what they say are
    errors."""
    tree = os.path.join(scratch, "messages")
    write(os.path.join(tree, "bogus.cl"), "//xfail:BOGUS_CODE\n//--local_size=16 --num_groups=4\n" + COPY_KERNEL)
    write(os.path.join(tree, "bom.cl"), "\ufeff" + headed(""))
    code, stdout, _ = run(gv, "--batch", tree, "--json", os.path.join(scratch, "messages.json"))
    report = {os.path.basename(k["path"]): k for k in json.load(open(os.path.join(scratch, "messages.json")))["kernels"]}
    check(code == 6 and report["bogus.cl"]["outcome"] == "refused" and
          "bogus.cl:1: \"xfail:BOGUS_CODE\" is not pass or xfail:<EXIT_CODE_NAME>" in stdout,
          "an //xfail: naming no exit code refuses the kernel, naming the file and line")
    check(report["bom.cl"]["source"] == "header" and report["bom.cl"]["met"],
          "a header after a byte-order mark is read")
    empty = os.path.join(scratch, "empty-expect")
    write(os.path.join(empty, "gpuverify.json"), '{"rules": [{"files": "*", "expect": []}]}')
    write(os.path.join(empty, "k.cl"), COPY_KERNEL)
    code, _, stderr = run(gv, "--batch", empty)
    check(code == 1 and '"expect" is an empty list' in stderr, '"expect": [] is an error')


def check_report_paths(gv, scratch):
    """No report over a header a kernel includes, its gpuverify.json, or a
    --boogie-file."""
    inputs = os.path.join(scratch, "inputs")
    header = write(os.path.join(inputs, "inc", "cfg.h"), "#define N 4\n")
    write(os.path.join(inputs, "axioms.bpl"), "\n")
    write(os.path.join(inputs, "k.cl"), "#include \"cfg.h\"\n" + COPY_KERNEL)
    write(os.path.join(inputs, "gpuverify.json"), json.dumps({"rules": [{"files": "*.cl", "flags": [
        "--local_size=16", "--num_groups=4", "-I", "inc", "--boogie-file=${KERNEL_DIR}/axioms.bpl"]}]}))
    for option, target in (("--junit", header), ("--json", os.path.join(inputs, "gpuverify.json")),
                           ("--sarif", os.path.join(inputs, "inc", "..", "inc", "cfg.h"))):
        before = open(target).read()
        code, _, stderr = run(gv, "--batch", inputs, option, target)
        check(code == 1 and "which is an input" in stderr and open(target).read() == before,
              "%s naming %s is refused before anything runs" % (option, os.path.relpath(target, inputs)))


def check_full_device(gv, scratch):
    """A report that cannot be written is an I/O error (74), not a missing
    tool (9); a device is written into, never replaced."""
    if os.geteuid() == 0:
        full = os.path.join(scratch, "full")
        os.mknod(full, 0o666 | stat.S_IFCHR, os.makedev(1, 7))
        code, _, stderr = run(gv, "--batch", *LOOSE_FLAGS, os.path.join(FIXTURES, "loose"), "--json", full,
                              "--junit", os.path.join(scratch, "beside-full.xml"))
        check(code == 74 and "I/O error (74): cannot write the JSON report to %s: No space left" % full in stderr
              and stat.S_ISCHR(os.stat(full).st_mode) and os.path.exists(os.path.join(scratch, "beside-full.xml")),
              "a batch report on a full device is an I/O error (74), the other reports still written (%d)" % code)
        code, _, stderr = run(gv, *LOOSE_FLAGS, "--json=" + full, os.path.join(FIXTURES, "loose", "copy.cl"))
        check(code == 74 and "No space left on device" in stderr and stat.S_ISCHR(os.stat(full).st_mode),
              "a run's --json on a full device is an I/O error (74), and the device is not replaced (%d)" % code)
    else:
        print("note: not root: the full-device checks need mknod")


def main():
    gv = gpuverify_argument(__doc__)
    scratch = tempfile.mkdtemp(prefix="gv-batch-test-")
    try:
        out = lambda name: os.path.join(scratch, name)

        # The whole folder: every kernel meets its expectation.
        code, stdout, stderr = run(gv, "--batch", "-j2", *LOOSE_FLAGS, "test/batch", "--json", out("all.json"),
                                   "--sarif", out("all.sarif"), "--junit", out("all.xml"))
        check(code == 0, "a batch whose kernels all meet their expectation exits 0 (got %d)" % code)
        check("gpuverify batch: 5 kernels" in stdout and "expectation not met        0" in stdout,
              "the summary table counts 5 kernels, none not as expected")
        check("\r" not in stderr, "no progress line when stderr is not a terminal")
        report = json.load(open(out("all.json")))
        kernels = by_file(report)
        check(report["summary"]["met"] == 5 and report["summary"]["outcomes"] == {"errors": 2, "verified": 3},
              "the JSON summary: 5 met, 3 verified, 2 with errors")
        sources = {f: k["source"] for f, k in kernels.items()}
        check(sources == {"suite/neighbour_barrier.cl": "header", "suite/neighbour_race.cl": "header",
                          "configured/nested/scale.cu": "gpuverify.json",
                          "configured/nested/scale_race.cu": "gpuverify.json", "loose/copy.cl": "command line"},
              "flags come from the header, the nearest gpuverify.json, else the command line: %s" % sources)
        check(kernels["loose/copy.cl"]["flags"] == LOOSE_FLAGS, "a kernel with neither gets the command line's flags")
        check(kernels["configured/nested/scale_race.cu"]["expected"]["names"] == ["NOT_ALL_VERIFIED"],
              "a gpuverify.json rule sets the expectation")
        check(kernels["suite/neighbour_race.cl"]["report"]["errors"][0]["kind"] == "race",
              "each kernel's own JSON report is kept in the batch report")
        check(junit_valid(out("all.xml")), "the JUnit report is valid against the schema")
        sarif = json.load(open(out("all.sarif")))
        messages = [r["message"]["text"] for r in sarif["runs"][0]["results"]]
        check(len(sarif["runs"]) == 1 and len(messages) == 2 and len(sarif["runs"][0]["invocations"]) == 5,
              "one SARIF run with both races and an invocation per kernel")

        # --list says what the run took, and runs nothing.
        code, stdout, stderr = run(gv, "--batch", "--list", *LOOSE_FLAGS, "test/batch")
        listed = by_file(json.loads(stdout))
        settings = ("flags", "source", "expected", "file")
        check(code == 0 and sorted(listed) == sorted(kernels) and
              all({k: listed[f][k] for k in settings} == {k: kernels[f][k] for k in settings} for f in kernels)
              and all("outcome" not in entry for entry in listed.values()),
              "--batch --list prints each kernel's settings as the run took them, and runs none")
        check(listed["suite/neighbour_race.cl"]["expected"]["met"] == [6], "with the exit codes that meet it")
        code, _, stderr = run(gv, "--batch", "--list", "test/batch", "--json", out("list.json"))
        check(code == 1 and "writes no report" in stderr, "--list with a report to write is a command-line error")

        # Shards merge into what the whole run says.
        for index in (1, 2):
            code, _, _ = run(gv, "--batch", "-j2", *LOOSE_FLAGS, "--shard=%d/2" % index, "test/batch", "--json",
                             out("shard%d.json" % index))
            check(code == 0, "shard %d/2 exits 0" % index)
        parts = [json.load(open(out("shard%d.json" % i))) for i in (1, 2)]
        check(sorted(len(p["kernels"]) for p in parts) == [2, 3], "two shards of 5 kernels hold 2 and 3")
        code, stdout, _ = run(gv, "--batch-merge", out("shard1.json"), out("shard2.json"), "--json", out("merged.json"),
                              "--junit", out("merged.xml"))
        merged = json.load(open(out("merged.json")))
        check(code == 0 and merged["summary"]["kernels"] == 5, "the merge exits 0 and holds all 5 kernels")
        same = {k: merged["summary"][k] == report["summary"][k] for k in ("met", "notMet", "outcomes", "classes")}
        check(all(same.values()), "the merged summary is the whole run's: %s" % same)
        check(junit_valid(out("merged.xml")), "the merged JUnit report is valid against the schema")

        # A kernel not as expected fails the batch, with a JUnit failure.
        wrong = os.path.join(scratch, "wrong")
        os.makedirs(wrong)
        text = open(os.path.join(FIXTURES, "suite", "neighbour_barrier.cl")).read()
        open(os.path.join(wrong, "expects_race.cl"), "w").write(text.replace("//pass", "//xfail:NOT_ALL_VERIFIED", 1))
        code, stdout, _ = run(gv, "--batch", wrong, "--junit", out("wrong.xml"))
        check(code == 6, "a kernel not as expected makes the batch exit 6 (got %d)" % code)
        check("FAIL  " in stdout and "expected NOT_ALL_VERIFIED, got SUCCESS" in stdout,
              "the kernel's line says what was expected and what came")
        xml = open(out("wrong.xml")).read()
        check('failures="1"' in xml and "<failure " in xml and junit_valid(out("wrong.xml")),
              "JUnit records the failure, and is valid")

        # The result cache: a second run replays every kernel's report as it
        # was (times included, which a new run would change); after one kernel
        # is edited, only that one is verified again.
        copy = os.path.join(scratch, "copy")
        shutil.copytree(FIXTURES, copy)
        cache = ["--cache-dir", out("cache")]
        runs = []
        for name in ("cold", "warm"):
            code, _, _ = run(gv, "--batch", "-j2", *LOOSE_FLAGS, *cache, copy, "--json", out(name + ".json"))
            check(code == 0, "the %s batch with a cache exits 0" % name)
            runs.append(json.load(open(out(name + ".json"))))
        cold, warm = ({os.path.relpath(k["path"], copy): k for k in r["kernels"]} for r in runs)
        check(all(cold[f]["report"] == warm[f]["report"] and cold[f]["output"] == warm[f]["output"] for f in cold),
              "the second run prints and reports exactly what the first did")
        cold_s, warm_s = runs[0]["summary"]["seconds"]["total"], runs[1]["summary"]["seconds"]["total"]
        check(warm_s * 3 < cold_s, "the second run is much faster (%.2f s against %.2f s)" % (warm_s, cold_s))
        edited = os.path.join(copy, "suite", "neighbour_race.cl")
        lines = open(edited).read().split("\n")
        open(edited, "w").write("\n".join(lines[:4] + ["// a line added above the kernel"] + lines[4:]))
        code, _, _ = run(gv, "--batch", "-j2", *LOOSE_FLAGS, *cache, copy, "--json", out("edited.json"))
        edited_run = {os.path.relpath(k["path"], copy): k for k in json.load(open(out("edited.json")))["kernels"]}
        again = sorted(f for f in cold if edited_run[f]["report"] != cold[f]["report"])
        check(code == 0 and again == ["suite/neighbour_race.cl"],
              "after an edit only the edited kernel is verified again: %s" % again)
        check("neighbour_race.cl:9:10:" in cold["suite/neighbour_race.cl"]["output"] and
              "neighbour_race.cl:10:10:" in edited_run["suite/neighbour_race.cl"]["output"],
              "and its report has the race one line lower")
        code, _, _ = run(gv, "--batch", *LOOSE_FLAGS, "--no-cache", *cache, os.path.join(copy, "loose"), "--json",
                         out("uncached.json"))
        uncached = json.load(open(out("uncached.json")))["kernels"][0]
        check(code == 0 and uncached["report"] != cold["loose/copy.cl"]["report"],
              "--no-cache verifies again")

        check_full_device(gv, scratch)
        check_trust(gv, scratch)
        check_headers(gv, scratch)
        check_merge(gv, scratch)
        check_report_paths(gv, scratch)
        check_interrupt(gv, scratch)

        # Bad command lines.
        code, _, stderr = run(gv, "--batch", "--no-such-flag", "test/batch")
        check(code == 1 and "no-such-flag" in stderr, "an unknown kernel flag is a command-line error (exit 1)")
        code, _, stderr = run(gv, "--batch", "--shard=3/2", "test/batch")
        check(code == 1 and "--shard" in stderr, "a shard that does not exist is a command-line error")
        kernel = os.path.join(FIXTURES, "loose", "copy.cl")
        before = open(kernel).read()
        code, _, stderr = run(gv, "--batch", *LOOSE_FLAGS, "test/batch", "--junit", kernel)
        check(code == 1 and "is an input" in stderr and open(kernel).read() == before,
              "a report that would overwrite a kernel is refused before anything runs (exit 1)")
        code, _, stderr = run(gv, "--batch-merge", out("all.sarif"))
        check(code == 1 and "not a gpuverify batch report" in stderr, "merging something else is an error")
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    return outcome()


if __name__ == "__main__":
    sys.exit(main())
