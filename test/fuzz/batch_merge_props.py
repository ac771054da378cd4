#!/usr/bin/env python3
"""Property and fuzz harness for `gpuverify --batch-merge`.

Each round makes a random batch run's kernel entries (outcomes, classes,
expectations, SARIF logs, odd text), splits them into N shards as
`--shard=I/N` does, and checks:
  - valid shards, in any order, merge into exactly the run's entries, in its
    order, with the summary, JUnit and SARIF a merge of the unsharded report
    gives, and exit 0 or 6 as its kernels met their expectations;
  - shards made invalid (a field dropped or of another type, a shard
    repeated or missing, a file cut short, random bytes, deep nesting, a
    shard of another run) end with exit 1 and a message naming the problem;
  - no run ends by a signal, with another exit code, or with "internal
    error".

Usage: batch_merge_props.py --gpuverify build/bin/gpuverify [--seconds S | --rounds R] [--seed N]
Exits 0 when every round held, 1 otherwise (the failing inputs are kept in
--findings, default ./merge-findings/).
"""
import argparse
import copy
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time

OUTCOMES = {0: "verified", 1: "command-line-error", 2: "clang-error", 4: "unsupported", 6: "errors", 7: "timeout",
            9: "missing-tool", 11: "internal-error", 74: "io-error", 130: "interrupted"}
NAMES = {0: "SUCCESS", 1: "COMMAND_LINE_ERROR", 2: "CLANG_ERROR", 4: "BUGLE_ERROR", 6: "NOT_ALL_VERIFIED",
         7: "TIMEOUT", 9: "CONFIGURATION_ERROR", 11: "BOOGIE_INTERNAL_ERROR"}
CLASSES = ["correct", "false-alarm", "MISSED-BUG", "timeout", "rejected", "message-mismatch", "accepted-invalid",
           "crash", "skipped", "refused", "other"]
ODD_TEXT = ["", "a", "é ü ✓", "line\nline", "<&\"'>", "\u0001\u001f", "\\", "x" * 5000, "\U0001F600", "]]>"]


def text(rng):
    return rng.choice(ODD_TEXT) if rng.random() < 0.3 else "".join(rng.choice("ab/._-") for _ in range(rng.randint(1, 12)))


def sarif_log(rng, file):
    results = [{"ruleId": "data-race", "message": {"text": text(rng)},
                "locations": [{"physicalLocation": {"artifactLocation": {"uri": file}}}]}
               for _ in range(rng.randint(0, 2))]
    return {"version": "2.1.0", "runs": [{"tool": {"driver": {"name": "gpuverify"}}, "results": results,
                                          "invocations": [{"executionSuccessful": True}]}]}


def entry(rng, index, with_sarif):
    codes = rng.sample(sorted(NAMES), rng.randint(1, 2))
    path = "/tree/k%04d_%s.cl" % (index, text(rng).replace("\n", ""))
    kind = rng.random()
    e = {"file": path[1:], "path": path, "flags": [text(rng) for _ in range(rng.randint(0, 3))],
         "source": rng.choice(["header", "gpuverify.json", "command line"]),
         "expected": {"codes": codes, "names": [NAMES[c] for c in codes],
                      "regexes": [text(rng) for _ in range(rng.randint(0, 2))]},
         "unmatchedRegexes": [text(rng) for _ in range(rng.randint(0, 1))],
         "seconds": round(rng.uniform(0, 400), 3), "report": rng.choice([None, {"verdict": "verified"}, [1, 2]]),
         "output": text(rng), "class": rng.choice(CLASSES)}
    if kind < 0.1:
        e.update(exitCode=None, outcome="skipped", met=True, ending="skipped: no toolkit")
    elif kind < 0.2:
        e.update(exitCode=None, outcome=rng.choice(["killed", "refused"]), met=False, ending=text(rng))
    else:
        code = rng.choice(sorted(OUTCOMES) + [3, 255])
        e.update(exitCode=code, outcome=OUTCOMES.get(code, "exit-code-%d" % code), met=rng.random() < 0.7)
        if with_sarif:
            e["sarif"] = sarif_log(rng, e["file"])
    if rng.random() < 0.3:
        e["config"] = "/tree/gpuverify.json"
    return e


def report(entries, shard, with_sarif):
    run = {"jobs": 2, "paths": ["tree"], "shard": shard}
    if with_sarif:
        run["sarif"] = True
    return {"gpuverifyBatch": 1, "run": run, "summary": {}, "kernels": entries}


def shards(entries, count, with_sarif):
    return [report(entries[i - 1::count], "%d/%d" % (i, count), with_sarif) for i in range(1, count + 1)]


class Harness:
    def __init__(self, gv, findings):
        self.gv, self.findings, self.failures, self.runs = gv, findings, 0, 0
        self.work = tempfile.mkdtemp(prefix="gv-merge-props-")

    def merge(self, documents, outputs):
        """Writes the documents (JSON values, or raw bytes) and merges them;
        (exit code, stderr, {output: text})."""
        folder = tempfile.mkdtemp(dir=self.work)
        files = []
        for i, document in enumerate(documents):
            path = os.path.join(folder, "shard%d.json" % i)
            with open(path, "wb") as f:
                f.write(document if isinstance(document, bytes) else json.dumps(document).encode())
            files.append(path)
        arguments = [self.gv, "--batch-merge", *files]
        for option in outputs:
            arguments += [option, os.path.join(folder, option.strip("-"))]
        proc = subprocess.run(arguments, stdout=subprocess.PIPE, stderr=subprocess.PIPE, stdin=subprocess.DEVNULL,
                              timeout=120)
        self.runs += 1
        written = {}
        for option in outputs:
            path = os.path.join(folder, option.strip("-"))
            if os.path.exists(path):
                written[option] = open(path, encoding="utf-8", errors="replace").read()
        return proc.returncode, proc.stderr.decode(errors="replace"), written, folder

    def fail(self, what, folder):
        self.failures += 1
        os.makedirs(self.findings, exist_ok=True)
        kept = os.path.join(self.findings, "finding-%d" % self.failures)
        shutil.copytree(folder, kept, dirs_exist_ok=True)
        print("FAIL  %s (inputs kept in %s)" % (what, kept))

    def sane(self, code, stderr, folder, what):
        """Every run: a documented exit code, a message for an error, never a crash."""
        if code not in (0, 1, 6) or "internal error" in stderr:
            self.fail("%s: exit %d, %s" % (what, code, stderr.strip()[-300:]), folder)
            return False
        if code == 1 and "GPUVerify: COMMAND_LINE_ERROR error (1): --batch-merge: " not in stderr:
            self.fail("%s: exit 1 without a message: %r" % (what, stderr[-300:]), folder)
            return False
        return True

    def valid_round(self, rng):
        with_sarif = rng.random() < 0.5
        entries = [entry(rng, i, with_sarif) for i in range(rng.randint(0, 14))]
        outputs = ["--json", "--junit"] + (["--sarif"] if with_sarif else [])
        whole_code, stderr, whole, folder = self.merge([report(entries, "1/1", with_sarif)], outputs)
        if not self.sane(whole_code, stderr, folder, "the unsharded report") or whole_code == 1:
            if whole_code == 1:
                self.fail("a valid unsharded report was refused: " + stderr.strip()[-300:], folder)
            return
        expected_code = 0 if all(e["met"] for e in entries) else 6
        merged_whole = json.loads(whole["--json"])
        if whole_code != expected_code or merged_whole["kernels"] != entries:
            self.fail("the unsharded report merged alone is not itself (exit %d)" % whole_code, folder)
            return
        count = rng.randint(1, 6)
        parts = shards(entries, count, with_sarif)
        rng.shuffle(parts)
        code, stderr, merged, folder = self.merge(parts, outputs)
        if not self.sane(code, stderr, folder, "valid shards"):
            return
        if code != whole_code:
            self.fail("valid shards: exit %d, unsharded %d: %s" % (code, whole_code, stderr.strip()[-300:]), folder)
            return
        document = json.loads(merged["--json"])
        if document["kernels"] != entries or document["summary"] != merged_whole["summary"]:
            self.fail("valid shards do not merge into the unsharded run's entries and summary", folder)
        for option in outputs[1:]:
            if merged.get(option) != whole.get(option):
                self.fail("valid shards: %s differs from the unsharded run's" % option, folder)

    def corrupt_round(self, rng):
        with_sarif = rng.random() < 0.3
        entries = [entry(rng, i, with_sarif) for i in range(rng.randint(1, 10))]
        count = rng.randint(1, 4)
        parts = [copy.deepcopy(p) for p in shards(entries, count, with_sarif)]
        documents = list(parts)
        how = rng.choice(["drop-field", "wrong-type", "repeat", "missing", "cut", "bytes", "deep", "shard-text",
                          "count", "version", "kernels", "duplicate-path", "run", "nested-field", "not-a-file"])
        target = rng.randrange(len(documents))
        kernels = documents[target]["kernels"]
        fields = ["met", "file", "path", "outcome", "class", "output", "seconds", "exitCode", "expected", "flags",
                  "unmatchedRegexes", "report", "source", "ending", "sarif", "config"]
        values = [None, True, 0, -1, 2 ** 70, 1.5e308, -0.0, "", "x", [], [1], {}, {"a": None}, "\u0000"]
        required = fields[:13]
        # Whether the change surely makes the shards invalid (a merge must refuse them).
        refuse = how in ("repeat", "cut", "bytes", "deep", "shard-text", "count", "kernels", "run", "not-a-file")
        if how == "drop-field" and kernels:
            field = rng.choice(fields)
            refuse = field in required
            rng.choice(kernels).pop(field, None)
        elif how == "wrong-type" and kernels:
            rng.choice(kernels)[rng.choice(fields)] = rng.choice(values)
        elif how == "nested-field" and kernels:
            k = rng.choice(kernels)
            place = rng.choice(["expected", "sarif"])
            if isinstance(k.get(place), dict):
                key = rng.choice(list(k[place]) or ["x"])
                k[place][key] = rng.choice(values)
        elif how == "repeat":
            documents.append(copy.deepcopy(rng.choice(parts)))
        elif how == "missing" and len(documents) > 1:
            documents.pop(target)
            refuse = True
        elif how == "cut":
            raw = json.dumps(documents[target]).encode()
            documents[target] = raw[:rng.randrange(len(raw))]
        elif how == "bytes":
            documents[target] = bytes(rng.randrange(256) for _ in range(rng.randint(0, 200)))
        elif how == "deep":
            depth = rng.choice([10, 70, 5000, 100000])
            documents[target]["kernels"] = json.loads("[" * depth + "]" * depth) if depth < 900 else None
            if depth >= 900:
                documents[target] = ("{\"gpuverifyBatch\": 1, \"kernels\": " + "[" * depth + "]" * depth + "}").encode()
        elif how == "shard-text":
            documents[target]["run"]["shard"] = rng.choice(["", "0/1", "2/1", "1/0", "a/b", "1/2/3", 5, None, "-1/2"])
        elif how == "count":
            documents[target]["run"]["shard"] = "1/%d" % (count + 1)
        elif how == "version":
            documents[target]["gpuverifyBatch"] = rng.choice([0, 2, "1", None])
            refuse = True
        elif how == "kernels":
            documents[target]["kernels"] = rng.choice([None, {}, "x", 5])
        elif how == "duplicate-path" and len(entries) > 1 and kernels:
            kernels[0]["path"] = entries[(entries.index(kernels[0]) + 1) % len(entries)]["path"]
            refuse = True
        elif how == "run":
            documents[target]["run"] = rng.choice([None, [], "x", {}, {"shard": "1/1", "interrupted": {}}])
        elif how == "not-a-file":
            documents[target] = b""
        outputs = rng.choice([["--json"], ["--junit"], ["--sarif"], ["--json", "--sarif", "--junit"]])
        code, stderr, written, folder = self.merge(documents, outputs)
        if not self.sane(code, stderr, folder, "corrupted (%s)" % how):
            return
        if refuse and code != 1:
            self.fail("corrupted (%s): merged (exit %d) where it must be refused" % (how, code), folder)
            return
        if code in (0, 6):
            if set(written) != set(outputs):
                self.fail("corrupted (%s): exit %d but not every report written" % (how, code), folder)
            elif "--json" in written:
                json.loads(written["--json"])

    def finish(self):
        shutil.rmtree(self.work, ignore_errors=True)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--gpuverify", required=True)
    ap.add_argument("--seconds", type=float)
    ap.add_argument("--rounds", type=int, default=40)
    ap.add_argument("--seed", type=int, default=int(time.time()))
    ap.add_argument("--findings", default="merge-findings")
    args = ap.parse_args()
    rng = random.Random(args.seed)
    harness = Harness(os.path.abspath(args.gpuverify), os.path.abspath(args.findings))
    start = time.monotonic()
    rounds = 0
    try:
        while (time.monotonic() - start < args.seconds) if args.seconds else rounds < args.rounds:
            (harness.valid_round if rounds % 2 == 0 else harness.corrupt_round)(rng)
            rounds += 1
    finally:
        harness.finish()
    print("batch_merge_props: seed %d, %d rounds, %d gpuverify runs in %.0f s, %d failures" %
          (args.seed, rounds, harness.runs, time.monotonic() - start, harness.failures))
    return 1 if harness.failures else 0


if __name__ == "__main__":
    sys.exit(main())
