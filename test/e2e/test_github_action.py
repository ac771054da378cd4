#!/usr/bin/env python3
"""The GitHub Action (action.yml) as a runner would run its steps (issue
45): the steps' script, scripts/github-action, with the inputs in the
environment the action gives it and gpuverify on the PATH. Kernels as
expected: exit-code 0, a SARIF log, the job passes; a racy kernel expected
to verify: exit-code 6, the race in the SARIF log (for code scanning), the
job fails after the upload step could run.

  test_github_action.py --gpuverify build/bin/gpuverify
"""
import json
import os
import subprocess
import sys
import tempfile

from checks import check, gpuverify_argument, outcome

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SCRIPT = os.path.join(ROOT, "scripts", "github-action")
HEADER = "//pass\n//--local_size=64 --num_groups=16\n"


def kernel(folder, name, example):
    with open(os.path.join(ROOT, "examples", "opencl", example)) as f:
        body = "".join(line for line in f if not line.startswith("//"))
    with open(os.path.join(folder, name), "w") as f:
        f.write(HEADER + body)


def job(folder, env, paths):
    """The action's steps: verify, (upload), conclude. Returns what each did."""
    output = os.path.join(folder, "github-output")
    open(output, "w").close()
    step_env = dict(env, GV_PATHS=paths, GV_ARGS="--timeout=120", GV_SARIF="gpuverify.sarif", GITHUB_OUTPUT=output)
    verify = subprocess.run([SCRIPT, "verify"], cwd=folder, env=step_env, capture_output=True, text=True, timeout=900)
    with open(output) as f:
        outputs = dict(line.strip().split("=", 1) for line in f if "=" in line)
    conclude = subprocess.run([SCRIPT, "conclude"], cwd=folder, env=dict(env, GV_EXIT=outputs.get("exit-code", "")),
                              capture_output=True, text=True, timeout=60)
    sarif = None
    try:
        with open(os.path.join(folder, "gpuverify.sarif")) as f:
            sarif = json.load(f)
    except (OSError, ValueError):
        pass
    return verify, outputs, conclude, sarif


def main():
    gv = gpuverify_argument(__doc__)
    with open(os.path.join(ROOT, "action.yml")) as f:
        action = f.read()
    check("using: composite" in action and "scripts/github-action\" verify" in action and
          "scripts/github-action\" conclude" in action and "github/codeql-action/upload-sarif" in action,
          "action.yml runs scripts/github-action's steps around the SARIF upload")
    with tempfile.TemporaryDirectory(prefix="gv-action-") as scratch:
        env = dict(os.environ, PATH=os.path.dirname(gv) + os.pathsep + os.environ["PATH"],
                   XDG_CACHE_HOME=os.path.join(scratch, "cache"), RUNNER_TEMP=scratch)
        good = os.path.join(scratch, "good")
        os.makedirs(good)
        kernel(good, "fixed.cl", "add_neighbour_barrier.cl")
        verify, outputs, conclude, sarif = job(good, env, "fixed.cl")
        check(verify.returncode == 0 and outputs.get("exit-code") == "0", "kernels as expected: exit-code 0")
        check(sarif is not None and sarif.get("runs") and not sarif["runs"][0].get("results"),
              "a SARIF log with no result")
        check(conclude.returncode == 0, "the job passes")

        bad = os.path.join(scratch, "bad")
        os.makedirs(bad)
        kernel(bad, "fixed.cl", "add_neighbour_barrier.cl")
        kernel(bad, "racy.cl", "add_neighbour.cl")
        verify, outputs, conclude, sarif = job(bad, env, "fixed.cl racy.cl")
        check(verify.returncode == 0 and outputs.get("exit-code") == "6",
              "a race where none is expected: exit-code 6, the verify step itself succeeding (the upload runs)")
        uris = [location["physicalLocation"]["artifactLocation"]["uri"]
                for run in (sarif or {}).get("runs", []) for result in run.get("results", [])
                for location in result.get("locations", [])]
        check(any(uri.endswith("racy.cl") for uri in uris), "the SARIF log has the race in racy.cl")
        check(conclude.returncode != 0, "the job fails")
    return outcome()


if __name__ == "__main__":
    sys.exit(main())
