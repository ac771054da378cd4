#!/usr/bin/env python3
"""The pre-commit hook (.pre-commit-hooks.yaml) as pre-commit runs it
(issue 45): `pre-commit try-repo` of this checkout in a repository of
kernels, with gpuverify on the PATH. A kernel that verifies as its header
expects passes; a racy one expected to verify fails the hook, naming it.

  test_precommit.py --gpuverify build/bin/gpuverify [--pre-commit PATH]

Exit 77 (skipped) without pre-commit (`pip install pre-commit`) or git, or
where the checkout is not a git repository (a source archive).
"""
import argparse
import os
import shutil
import subprocess
import sys
import tempfile

from checks import check, outcome

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
HEADER = "//pass\n//--local_size=64 --num_groups=16\n"


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--gpuverify", required=True)
    ap.add_argument("--pre-commit", default=shutil.which("pre-commit"))
    args = ap.parse_args()
    if not args.pre_commit or not shutil.which("git"):
        print("skip  pre-commit or git is not installed")
        return 77
    # try-repo clones the checkout: a copy without .git (a source archive)
    # has nothing to clone.
    inside = subprocess.run(["git", "-C", ROOT, "rev-parse", "--is-inside-work-tree"], capture_output=True, text=True)
    if inside.returncode != 0 or inside.stdout.strip() != "true":
        print("skip  the checkout is not a git repository")
        return 77
    gv = os.path.abspath(args.gpuverify)
    with tempfile.TemporaryDirectory(prefix="gv-precommit-") as scratch:
        repo = os.path.join(scratch, "kernels")
        os.makedirs(repo)
        for source, name in [("add_neighbour_barrier.cl", "fixed.cl"), ("add_neighbour.cl", "racy.cl")]:
            with open(os.path.join(ROOT, "examples", "opencl", source)) as f:
                body = "".join(line for line in f if not line.startswith("//"))
            with open(os.path.join(repo, name), "w") as f:
                f.write(HEADER + body)
        env = dict(os.environ, PATH=os.path.dirname(gv) + os.pathsep + os.environ["PATH"],
                   XDG_CACHE_HOME=os.path.join(scratch, "cache"), PRE_COMMIT_HOME=os.path.join(scratch, "pre-commit"),
                   GIT_AUTHOR_NAME="t", GIT_AUTHOR_EMAIL="t@t", GIT_COMMITTER_NAME="t", GIT_COMMITTER_EMAIL="t@t")
        subprocess.run(["git", "init", "-q", repo], check=True, env=env)
        subprocess.run(["git", "-C", repo, "add", "."], check=True, env=env)

        def hook(*files):
            return subprocess.run([args.pre_commit, "try-repo", ROOT, "gpuverify", "--files", *files], cwd=repo,
                                  env=env, capture_output=True, text=True, timeout=900)

        passed = hook("fixed.cl")
        check(passed.returncode == 0, "the hook passes a kernel that verifies (exit %d)" % passed.returncode)
        failed = hook("fixed.cl", "racy.cl")
        output = failed.stdout + failed.stderr
        check(failed.returncode != 0 and "racy.cl" in output and "NOT_ALL_VERIFIED" in output,
              "the hook fails on a racy kernel expected to verify, naming it (exit %d)" % failed.returncode)
    return outcome()


if __name__ == "__main__":
    sys.exit(main())
