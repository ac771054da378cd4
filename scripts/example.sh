#!/usr/bin/env bash
# Sets up the machine and builds (scripts/setup.sh), then verifies an example
# kernel: the tutorial's add_neighbour with a barrier, which is race-free. It
# then runs its racy twin (no barrier) to show what a reported race looks like.
#
#   scripts/example.sh                        the two kernels above
#   scripts/example.sh OPTIONS... KERNEL      any kernel, e.g.
#       scripts/example.sh --blockDim=64 --gridDim=16 examples/cuda/add_neighbour.cu
#
# Exits 0 when the race-free kernel verifies and the racy one is reported
# (or, with arguments, with gpuverify's own exit code).
set -uo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD_DIR="${GV_BUILD_DIR:-$ROOT/build}"
GPUVERIFY="$BUILD_DIR/bin/gpuverify"

bash "$ROOT/scripts/setup.sh" || exit $?
cd "$ROOT" || exit 1

meaning() {
  case "$1" in
    0) echo "verified" ;;
    1) echo "command-line error" ;;
    2) echo "clang error" ;;
    4|5) echo "translation error / unsupported construct" ;;
    6) echo "not all verified: a defect was reported" ;;
    7) echo "timeout" ;;
    9) echo "configuration error (missing tool)" ;;
    11) echo "internal error" ;;
    *) echo "unexpected exit code" ;;
  esac
}

run() {
  echo
  echo "\$ ${GPUVERIFY#"$ROOT"/} $*"
  "$GPUVERIFY" "$@"
  local code=$?
  echo "--> exit code $code: $(meaning "$code")"
  return "$code"
}

if [ "$#" -gt 0 ]; then
  run "$@"
  exit $?
fi

run --local_size=64 --num_groups=16 examples/opencl/add_neighbour_barrier.cl
fixed=$?
run --local_size=64 --num_groups=16 examples/opencl/add_neighbour.cl
racy=$?

echo
if [ "$fixed" -eq 0 ] && [ "$racy" -eq 6 ]; then
  echo "As expected: add_neighbour_barrier.cl verified, and the race in add_neighbour.cl was found."
  exit 0
fi
echo "Unexpected: add_neighbour_barrier.cl should verify (exit 0; got $fixed) and" \
     "add_neighbour.cl should be reported racy (exit 6; got $racy)."
exit 1
