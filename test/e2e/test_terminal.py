#!/usr/bin/env python3
"""What gpuverify shows on a terminal, checked on a pseudo-terminal: a long
single run's status line on stderr (stage, candidates left, time spent and
left), erased before the results and when done; a batch's progress line;
and neither when stderr is not a terminal.

Usage: test_terminal.py --gpuverify build/bin/gpuverify
Exits 0 when every check passes, 1 otherwise.
"""
import os
import pty
import subprocess
import sys
import tempfile

from checks import check, outcome, gpuverify_argument

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
# Long enough (seconds) to show the line, with loops for Houdini.
KERNEL = os.path.join(ROOT, "examples", "opencl", "tiled_long_counters.cl")
FLAGS = ["--local_size=[32,16]", "--num_groups=[8,1]", "--no-cache"]
ERASE = "\r\x1b[K"

def on_terminal(command):
    """Runs `command` with stderr on a pseudo-terminal: (stdout, what the terminal got)."""
    master, slave = pty.openpty()
    proc = subprocess.Popen(command, cwd=ROOT, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=slave)
    os.close(slave)
    terminal = b""
    while True:
        try:
            chunk = os.read(master, 65536)
        except OSError:  # the other end is closed
            break
        if not chunk:
            break
        terminal += chunk
    out = proc.stdout.read()
    proc.wait()
    os.close(master)
    return out.decode(errors="replace"), terminal.decode(errors="replace")


def main():
    gv = gpuverify_argument(__doc__)

    out, terminal = on_terminal([gv, *FLAGS, KERNEL])
    check("Verified:" in out, "the kernel verifies")
    check("gpuverify: inferring loop invariants (" in terminal and "candidates left)" in terminal and
          " s left" in terminal, "the status line names the stage, the candidates left and the time left")
    check(terminal.rstrip("\r\n").endswith(ERASE) or terminal.endswith(ERASE),
          "the status line is erased at the end: %r" % terminal[-80:])

    proc = subprocess.run([gv, *FLAGS, KERNEL], cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    # The plain progress line ("... candidates left after 10 s") may come
    # on a loaded machine; the status line's form ("(N candidates left)") not.
    check(proc.returncode == 0 and "\r" not in proc.stderr.decode() and "candidates left)" not in proc.stderr.decode(),
          "no status line when stderr is not a terminal (exit %d, stderr ends %r)" %
          (proc.returncode, proc.stderr.decode(errors="replace")[-300:]))

    with tempfile.TemporaryDirectory(prefix="gv-terminal-") as scratch:
        out, terminal = on_terminal([gv, "--batch", "-j2", "--cache-dir", scratch,
                                     os.path.join(ROOT, "test", "batch", "suite")])
        check("[2/2] 0 not as expected" in terminal, "a batch draws its progress line on the terminal")
        check("gpuverify batch: 2 kernels" in out and "ok    " not in out,
              "on a terminal only kernels not as expected get a line of their own, then the summary")
    return outcome()


if __name__ == "__main__":
    sys.exit(main())
