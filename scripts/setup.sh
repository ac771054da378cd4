#!/usr/bin/env bash
# Sets up a Debian 12 (bookworm) machine for gpuverify and builds it.
#
#   scripts/setup.sh              install missing packages, then configure and build into build/
#   scripts/setup.sh --deps-only  install missing packages only
#
# Packages come from Debian's own archive with apt-get (as root, or through
# sudo when run by another user). When every package is already installed,
# apt-get is not run at all, so running this again is fast: it only brings
# the build up to date.
#
# Environment: GV_BUILD_DIR (default: <repo>/build), GV_BUILD_TYPE
# (default: RelWithDebInfo), GV_JOBS (default: nproc).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD_DIR="${GV_BUILD_DIR:-$ROOT/build}"
BUILD_TYPE="${GV_BUILD_TYPE:-RelWithDebInfo}"
JOBS="${GV_JOBS:-$(nproc 2>/dev/null || echo 2)}"

# What gpuverify needs to build, run and test:
#   clang-19            compiles kernels to LLVM bitcode (run by the driver)
#   llvm-19-dev         the LLVM 19 libraries the translator links against
#   boogie, z3          the verifier and its SMT solver (run by the driver)
#   cvc5                a second solver raced beside z3 (optional at run time)
#   libcli11-dev, nlohmann-json3-dev, catch2   header-only libraries, unit tests
#   cmake, g++, make    the build
#   python3             the end-to-end test runner and scripts/bench
#   clang-format-19     the `format` test (scripts/format --check)
#   zlib1g-dev libzstd-dev libxml2-dev libz3-dev
#                       what `llvm-config-19 --system-libs` lists for linking LLVM
#                       (most come with llvm-19-dev already; named to be sure)
#   libxml2-utils       xmllint, which checks the batch mode's JUnit reports
#                       against their schema in the tests
#   neovim              a real editor's LSP client, for the test of gpuverify --lsp
PACKAGES=(
  clang-19 llvm-19-dev boogie z3 cvc5
  libcli11-dev nlohmann-json3-dev catch2
  cmake g++ make python3 clang-format-19
  zlib1g-dev libzstd-dev libxml2-dev libz3-dev
  libxml2-utils neovim
)

DEPS_ONLY=0
for arg in "$@"; do
  case "$arg" in
    --deps-only) DEPS_ONLY=1 ;;
    -h|--help) awk 'NR > 1 && /^#/ { sub(/^# ?/, ""); print; next } NR > 1 { exit }' "$0"; exit 0 ;;
    *) echo "setup.sh: unknown argument: $arg (try --help)" >&2; exit 1 ;;
  esac
done

say() { printf '==> %s\n' "$*"; }
die() { printf 'setup.sh: error: %s\n' "$*" >&2; exit 1; }

as_root() {
  if [ "$(id -u)" -eq 0 ]; then
    "$@"
  elif command -v sudo >/dev/null 2>&1; then
    sudo "$@"
  else
    die "installing packages needs root: run this script as root, or install sudo"
  fi
}

install_packages() {
  if ! command -v dpkg-query >/dev/null 2>&1 || ! command -v apt-get >/dev/null 2>&1; then
    say "no dpkg/apt-get here (not Debian?): skipping package installation."
    say "Make sure these (or their equivalents) are installed: ${PACKAGES[*]}"
    return 0
  fi
  local missing=() p
  for p in "${PACKAGES[@]}"; do
    if [ "$(dpkg-query -W -f='${db:Status-Status}' "$p" 2>/dev/null || true)" != "installed" ]; then
      missing+=("$p")
    fi
  done
  if [ "${#missing[@]}" -eq 0 ]; then
    say "All ${#PACKAGES[@]} required Debian packages are installed."
    return 0
  fi
  say "Installing missing Debian packages: ${missing[*]}"
  if [ -r /etc/os-release ]; then
    # shellcheck disable=SC1091
    . /etc/os-release
    if [ "${ID:-}" != "debian" ] || [ "${VERSION_ID:-}" != "12" ]; then
      say "warning: this script targets Debian 12; found ${PRETTY_NAME:-unknown}. Trying anyway."
    fi
  fi
  as_root env DEBIAN_FRONTEND=noninteractive apt-get update -q
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q -o Dpkg::Use-Pty=0 --no-install-recommends "${missing[@]}"
}

build() {
  say "Configuring ($BUILD_TYPE) in $BUILD_DIR"
  cmake -S "$ROOT" -B "$BUILD_DIR" -DCMAKE_BUILD_TYPE="$BUILD_TYPE"
  say "Building with $JOBS job(s)"
  cmake --build "$BUILD_DIR" -j"$JOBS"
  [ -x "$BUILD_DIR/bin/gpuverify" ] || die "the build finished but $BUILD_DIR/bin/gpuverify is missing"
  say "Built $BUILD_DIR/bin/gpuverify"
}

install_packages
if [ "$DEPS_ONLY" -eq 0 ]; then
  build
fi
