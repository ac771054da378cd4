#!/usr/bin/env bash
# Sets up the machine and builds (scripts/setup.sh), then runs every test with
# CTest: the unit tests, the end-to-end examples and the runner's self-test.
#
#   scripts/test.sh                 all tests
#   scripts/test.sh -R examples     extra arguments go to ctest (here: only the examples)
#   scripts/test.sh -E examples     everything but the examples
# Tests run side by side, as many as the machine has cores
# (GV_TEST_JOBS=N to choose): most wait on gpuverify's solvers, and the
# examples' own runner keeps two kernels going.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD_DIR="${GV_BUILD_DIR:-$ROOT/build}"

bash "$ROOT/scripts/setup.sh"

JOBS="${GV_TEST_JOBS:-$(nproc 2>/dev/null || echo 2)}"
echo "==> Running tests (ctest --test-dir $BUILD_DIR --output-on-failure -j$JOBS $*)"
ctest --test-dir "$BUILD_DIR" --output-on-failure -j"$JOBS" "$@"
