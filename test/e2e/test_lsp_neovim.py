#!/usr/bin/env python3
"""End-to-end test of `gpuverify --lsp` with a real editor: Neovim (Debian's
0.7, headless) opens a racy kernel through test/lsp/probe.lua, which waits
for the diagnostics, fixes the race, saves, and waits for them to go.

Usage: test_lsp_neovim.py --gpuverify build/bin/gpuverify
Exits 0 when every check passes, 1 when one fails, 77 (skipped) without nvim.
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile

from checks import check, outcome, gpuverify_argument

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
PROBE = os.path.join(ROOT, "test", "lsp", "probe.lua")
KERNEL = os.path.join(ROOT, "test", "batch", "suite", "neighbour_race.cl")
SKIPPED = 77

def main():
    gv = gpuverify_argument(__doc__)
    nvim = shutil.which("nvim")
    if not nvim:
        print("skipped: nvim not found (Debian package neovim)")
        return SKIPPED
    scratch = tempfile.mkdtemp(prefix="gv-lsp-nvim-")
    try:
        kernel = os.path.join(scratch, "racy.cl")
        shutil.copy(KERNEL, kernel)
        lines = open(kernel).read().split("\n")
        racy = next(i for i, line in enumerate(lines) if line.strip().startswith("int v = A["))
        out = os.path.join(scratch, "out.json")
        env = dict(os.environ, LSP_OUT=out, LSP_WAIT_MS="120000",
                   LSP_CMD_JSON=json.dumps([gv, "--lsp", "--cache-dir", os.path.join(scratch, "cache")]),
                   FIXED_LNUM=str(racy + 1), FIXED_LINE=lines[racy] + " barrier(CLK_LOCAL_MEM_FENCE);",
                   XDG_CACHE_HOME=os.path.join(scratch, "xdg-cache"),
                   XDG_STATE_HOME=os.path.join(scratch, "xdg-state"))
        proc = subprocess.run(["timeout", "300", nvim, "--headless", "-u", "NONE", "-i", "NONE", "-n", "-c",
                               "luafile " + PROBE, kernel], cwd=scratch, env=env, stdin=subprocess.DEVNULL,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        result = json.load(open(out)) if os.path.exists(out) else {"error": "no output"}
        check(proc.returncode == 0 and "error" not in result,
              "Neovim ran the probe to its end (exit %d): %s" % (proc.returncode, result.get("error", "ok")))
        if "after_open" not in result:
            return 1
        print("Neovim %s" % result.get("nvim"))
        diagnostics = result["after_open"]
        check(len(diagnostics) == 1, "one diagnostic for the racy kernel: %d" % len(diagnostics))
        d = diagnostics[0]
        write_line = next(i for i, line in enumerate(lines) if line.strip().startswith("A[tid] = v"))
        check(d["lnum"] == write_line and d["col"] == lines[write_line].index("A") and d["end_col"] == d["col"] + 1,
              "at the racing write, line %d, the token A: %s" % (write_line + 1, (d["lnum"], d["col"], d["end_col"])))
        check(d["severity"] == 1 and d["source"] == "gpuverify" and d["code"] == "race",
              "an error from gpuverify, code race")
        check("possible read-write race on A[" in d["message"] and "local id" in d["message"],
              "the message names the race and the threads: %r" % d["message"])
        related = d.get("user_data", {}).get("lsp", {}).get("relatedInformation", [])
        check(len(related) == 1 and related[0]["location"]["range"]["start"]["line"] == racy
              and related[0]["location"]["uri"].endswith("/racy.cl"),
              "the other access (the read, line %d) is related information" % (racy + 1))
        check(result["after_fix"] == [], "saving the fix clears the diagnostics")
        leftovers = subprocess.run(["pgrep", "-f", "gpuverify --lsp --cache-dir " + scratch],
                                   stdout=subprocess.PIPE).stdout.decode().split()
        check(not leftovers, "no server process is left behind")
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    return outcome()


if __name__ == "__main__":
    sys.exit(main())
