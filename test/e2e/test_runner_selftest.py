#!/usr/bin/env python3
"""Self-test of run_examples.py: what it makes of the headers gpuverify reads
(GPUVERIFY in the environment: the built tool), kernel discovery, and whole
runs against a stand-in gpuverify (a small script written to a temporary
folder) that says what each kernel's run printed and how it ended."""
import contextlib
import io
import os
import sys
import tempfile
import textwrap
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import run_examples as rx  # noqa: E402

# The stand-in reads its instructions from the kernel it is given:
#   //FAKE-EXIT: <code>     exit with this code (default 0)
#   //FAKE-OUT: <text>      print this line (repeatable); {cwd} and {args} are filled in
#   //FAKE-ERR: <text>      print this line on stderr
#   //FAKE-SLEEP: <secs>    sleep first
FAKE_GPUVERIFY = textwrap.dedent("""\
    #!{python}
    import os, sys, time
    kernel = sys.argv[-1]
    code = 0
    for line in open(kernel):
        if line.startswith("//FAKE-EXIT:"):
            code = int(line.split(":", 1)[1])
        elif line.startswith("//FAKE-OUT:"):
            print(line.split(":", 1)[1].strip().format(cwd=os.getcwd(), args=" ".join(sys.argv[1:-1])))
        elif line.startswith("//FAKE-ERR:"):
            print(line.split(":", 1)[1].strip(), file=sys.stderr)
        elif line.startswith("//FAKE-SLEEP:"):
            sys.stdout.flush()
            time.sleep(float(line.split(":", 1)[1]))
    sys.exit(code)
    """)


# The gpuverify that reads the headers (`--batch --list`): the one reader of
# the format, whose own tests are test/unit/batch. Given by ctest.
GPUVERIFY = os.environ.get("GPUVERIFY", "")


@unittest.skipUnless(GPUVERIFY, "set GPUVERIFY to a built gpuverify")
class HeaderReading(unittest.TestCase):
    """What the runner makes of the headers gpuverify reads."""

    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()

    def tearDown(self):
        self.tmp.cleanup()

    def header(self, text, name="k.cl"):
        path = os.path.join(self.tmp.name, name)
        with open(path, "w", newline="") as f:
            f.write(text)
        return rx.kernel_settings(GPUVERIFY, [path])[os.path.realpath(path)]

    def test_pass_with_options(self):
        h = self.header("//pass\n//--local_size=64 --num_groups=16\n\nkernel")
        self.assertEqual((h.expected, h.args, h.regexes, h.accepted), (0, ["--local_size=64", "--num_groups=16"], [], [0]))

    def test_xfail_codes(self):
        expected = {"NOT_ALL_VERIFIED": [6], "CLANG_ERROR": [2], "COMMAND_LINE_ERROR": [1],
                    "TIMEOUT": [7], "not_all_verified": [6]}
        for name, codes in expected.items():
            with self.subTest(name=name):
                h = self.header(f"//xfail:{name}\n//\n")
                self.assertEqual((h.expected, h.accepted), (codes[0], codes))
        # GPUVerify's two translation errors are one outcome.
        for name in ("BUGLE_ERROR", "GPUVERIFYVCGEN_ERROR"):
            with self.subTest(name=name):
                self.assertEqual(set(self.header(f"//xfail:{name}\n//\n").accepted), {4, 5})

    def test_no_header_or_an_unknown_code_is_a_header_error(self):
        for text in ["", "__kernel void f() {}\n", "//passed\n//\n", "//pass\n__kernel void f() {}\n",
                     "//xfail:SOMETHING_ELSE\n//\n"]:
            with self.subTest(text=text):
                self.assertIsInstance(self.header(text), rx.HeaderError)

    def test_regexes_end_at_a_bare_comment_and_line_ends_are_either(self):
        h = self.header("//xfail:NOT_ALL_VERIFIED\r\n//--local_size=8\r\n//race on A\\[\r\n//\r\n// not a regex\r\n")
        self.assertEqual((h.expected, h.args, h.regexes), (6, ["--local_size=8"], ["race on A\\["]))

    def test_kernel_dir_substitution(self):
        h = self.header("//pass\n//--boogie-file=${KERNEL_DIR}/axioms.bpl -DX\n")
        self.assertEqual(h.args, [f"--boogie-file={os.path.realpath(self.tmp.name)}/axioms.bpl", "-DX"])

    def test_a_regex_python_cannot_read_is_a_header_error(self):
        self.assertIsInstance(self.header("//pass\n//\n//race on A[\n//\n"), rx.HeaderError)

    def test_the_shipped_examples_have_valid_headers(self):
        examples = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "examples")
        kernels = rx.find_kernels([examples], None)
        self.assertTrue(kernels, "no example kernels found")
        headers = rx.kernel_settings(GPUVERIFY, kernels)
        for k in kernels:
            with self.subTest(kernel=os.path.basename(k)):
                h = headers[os.path.realpath(k)]
                self.assertIsInstance(h, rx.Header, str(h))
                # Examples verify, report a defect, or (to show an error message) are
                # rejected by clang or the translator or have nothing to verify (a
                # kernel template never instantiated); anything else is a broken example.
                self.assertIn(h.expected, (0, 1, 2, 4, 6))
                if h.expected != 0:
                    self.assertTrue(h.regexes, "an xfail example should say what it expects")


@unittest.skipUnless(GPUVERIFY, "set GPUVERIFY to a built gpuverify")
class WholeRuns(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()
        self.root = self.tmp.name
        self.tool = os.path.join(self.root, "fake-gpuverify")
        with open(self.tool, "w") as f:
            f.write(FAKE_GPUVERIFY.replace("{python}", sys.executable))
        os.chmod(self.tool, 0o755)
        self.kernels = os.path.join(self.root, "kernels")
        os.makedirs(os.path.join(self.kernels, "sub"))

    def tearDown(self):
        self.tmp.cleanup()

    def kernel(self, name, text):
        path = os.path.join(self.kernels, name)
        with open(path, "w") as f:
            f.write(textwrap.dedent(text))
        return path

    def run_main(self, *args):
        out = io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(out):
            code = rx.main(["--gpuverify", self.tool, "--headers-from", GPUVERIFY] + list(args))
        return code, out.getvalue()

    def test_expected_outcomes_pass(self):
        self.kernel("ok.cl", """\
            //pass
            //--local_size=64 --num_groups=16
            //
            //FAKE-OUT: Verified: ok.cl
            """)
        self.kernel("sub/racy.cu", """\
            //xfail:NOT_ALL_VERIFIED
            //--blockDim=64 --gridDim=16
            //possible write-write race on A\\[
            //Write by thread
            //
            //FAKE-OUT: racy.cu:3:5: error: possible write-write race on A[3]:
            //FAKE-ERR: Write by thread (1, 0, 0) in block (0, 0, 0)
            //FAKE-EXIT: 6
            """)
        self.kernel("notes.txt", "not a kernel\n")
        code, out = self.run_main("-j", "2", self.kernels)
        self.assertEqual(code, 0, out)
        self.assertIn("OK   ok.cl", out)
        self.assertIn("OK   sub/racy.cu", out)
        self.assertIn("2 passed, 0 failed", out)

    def test_wrong_exit_code_fails(self):
        self.kernel("k.cl", "//pass\n//\n//\n//FAKE-EXIT: 6\n")
        code, out = self.run_main(self.kernels)
        self.assertEqual(code, 1)
        self.assertIn("FAIL k.cl  expected 0 (SUCCESS), got 6 (NOT_ALL_VERIFIED)", out)
        self.assertIn("0 passed, 1 failed", out)

    def test_unmatched_regex_fails_and_shows_output_tail(self):
        self.kernel("k.cl", """\
            //xfail:NOT_ALL_VERIFIED
            //
            //possible read-write race
            //barrier may be reached
            //
            //FAKE-OUT: error: possible write-read race on A[1]
            //FAKE-EXIT: 6
            """)
        code, out = self.run_main(self.kernels)
        self.assertEqual(code, 1)
        self.assertIn("unmatched regex: possible read-write race", out)
        self.assertIn("unmatched regex: barrier may be reached", out)
        self.assertIn("  | error: possible write-read race on A[1]", out)

    def test_translation_error_accepts_4_and_5(self):
        self.kernel("a.cl", "//xfail:BUGLE_ERROR\n//\n//\n//FAKE-EXIT: 4\n")
        self.kernel("b.cl", "//xfail:GPUVERIFYVCGEN_ERROR\n//\n//\n//FAKE-EXIT: 5\n")
        code, out = self.run_main(self.kernels)
        self.assertEqual(code, 0, out)

    def test_runs_in_kernel_dir_with_substituted_options(self):
        k = self.kernel("sub/k.cl", """\
            //pass
            //--boogie-file=${KERNEL_DIR}/axioms.bpl --num_groups=2
            //^cwd=(.*)$
            //
            //FAKE-OUT: cwd={cwd}
            //FAKE-OUT: args={args}
            """)
        kdir = os.path.dirname(k)
        res = rx.run_kernel(self.tool, k, rx.kernel_settings(GPUVERIFY, [k])[os.path.realpath(k)], 30)
        self.assertTrue(res.ok, res.problems)
        self.assertIn(f"cwd={os.path.realpath(kdir)}", res.output.replace(kdir, os.path.realpath(kdir)))
        self.assertIn(f"args=--boogie-file={kdir}/axioms.bpl --num_groups=2", res.output)
        self.assertEqual(res.command[-1], k)

    def test_timeout_kills_and_fails(self):
        self.kernel("slow.cl", "//pass\n//\n//\n//FAKE-SLEEP: 30\n")
        code, out = self.run_main("--timeout", "1", self.kernels)
        self.assertEqual(code, 1)
        self.assertIn("killed (runner timeout)", out)
        self.assertIn("no answer within 1s", out)

    def test_bad_header_is_a_failure(self):
        self.kernel("k.cl", "__kernel void f() {}\n")
        code, out = self.run_main(self.kernels)
        self.assertEqual(code, 1)
        self.assertIn("bad header", out)

    def test_filter(self):
        self.kernel("a.cl", "//pass\n//\n")
        self.kernel("b.cl", "//pass\n//\n//\n//FAKE-EXIT: 1\n")
        code, out = self.run_main("--filter", "a.cl", self.kernels)
        self.assertEqual(code, 0, out)
        self.assertIn("1 passed, 0 failed", out)

    def test_no_kernels_or_no_tool_is_a_usage_error(self):
        code, out = self.run_main(self.kernels)
        self.assertEqual(code, 2)
        self.assertIn("no kernels found", out)
        out2 = io.StringIO()
        with contextlib.redirect_stderr(out2):
            code = rx.main(["--gpuverify", os.path.join(self.root, "missing"), self.kernels])
        self.assertEqual(code, 2)
        self.assertIn("not found", out2.getvalue())


if __name__ == "__main__":
    unittest.main(verbosity=2)
