# Golden tests of the Boogie gpuverify emits (issue 42): each kernel under
# this folder is translated with --stop-at-bpl, and FileCheck checks the
# .bpl against the CHECK lines in the kernel's own comments.
#
# By hand (ctest runs it through run_lit.py, which skips without lit):
#   python3 /usr/lib/llvm-19/build/utils/lit/lit.py -v test/lit \
#     --param gpuverify=build/bin/gpuverify
# Parameters: gpuverify (the binary under test, required); filecheck (else
# LLVM 19's, else FileCheck on PATH); exec_root (where each test's %t
# folder is made; else a folder in the system's temporary directory, so
# that a run never writes into the source tree).
import os
import shutil
import tempfile

import lit.formats

config.name = "gpuverify-boogie"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".cl", ".cu"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = lit_config.params.get("exec_root") or os.path.join(
    tempfile.gettempdir(), "gpuverify-lit-%d" % os.getuid())

gpuverify = lit_config.params.get("gpuverify")
if not gpuverify:
    lit_config.fatal("pass the gpuverify binary: --param gpuverify=PATH")
gpuverify = os.path.abspath(gpuverify)
if not os.access(gpuverify, os.X_OK):
    lit_config.fatal("not an executable: %s" % gpuverify)
config.substitutions.append(("%gpuverify", gpuverify))


def find_filecheck():
    given = lit_config.params.get("filecheck")
    if given:
        return given
    if os.access("/usr/lib/llvm-19/bin/FileCheck", os.X_OK):
        return "/usr/lib/llvm-19/bin/FileCheck"
    return shutil.which("FileCheck-19") or shutil.which("FileCheck")


filecheck = find_filecheck()
if not filecheck:
    lit_config.fatal("FileCheck not found: pass --param filecheck=PATH")
# RUN lines say FileCheck (as LLVM's tests do); the word, not part of a
# longer name or a path, becomes the one found.
config.substitutions.append((r"(?<![\w/.-])FileCheck(?![\w.-])", os.path.abspath(filecheck)))

# gpuverify finds clang-19 through this where PATH does not have it.
if "GPUVERIFY_CLANG" in os.environ:
    config.environment["GPUVERIFY_CLANG"] = os.environ["GPUVERIFY_CLANG"]
