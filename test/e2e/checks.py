"""The checks of an end-to-end test script: each printed as it is made,
`ok` or `FAIL`, and the script's exit code from them."""

failures = []


def check(condition, what):
    print(("ok    " if condition else "FAIL  ") + what)
    if not condition:
        failures.append(what)


def outcome():
    """Prints how many checks failed; the exit code: 0 if none, else 1."""
    print("%d checks failed" % len(failures) if failures else "all checks passed")
    return 1 if failures else 0
