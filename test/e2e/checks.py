"""The checks of an end-to-end test script: each printed as it is made,
`ok` or `FAIL`, and the script's exit code from them; and the one argument
every such script takes."""
import argparse
import os

failures = []


def check(condition, what):
    print(("ok    " if condition else "FAIL  ") + what)
    if not condition:
        failures.append(what)


def outcome():
    """Prints how many checks failed; the exit code: 0 if none, else 1."""
    print("%d checks failed" % len(failures) if failures else "all checks passed")
    return 1 if failures else 0


def gpuverify_argument(doc):
    """The absolute path of `--gpuverify`, the one argument of a test script
    (`doc`, its docstring, is its --help)."""
    ap = argparse.ArgumentParser(description=doc, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--gpuverify", required=True)
    return os.path.abspath(ap.parse_args().gpuverify)
