#!/usr/bin/env bash
# Sets up a Debian 12 (bookworm), Debian 13 (trixie) or Ubuntu 24.04 (noble)
# machine for gpuverify and builds it.
#
#   scripts/setup.sh              install missing packages, then configure and build into build/
#   scripts/setup.sh --deps-only  install missing packages only
#
# Packages come from the distribution's own archive with apt-get (as root, or
# through sudo when run by another user). When every package is already
# installed, apt-get is not run at all, so running this again is fast: it
# only brings the build up to date.
#
# Debian 13 has no boogie package (Debian 12 and Ubuntu 24.04 do). There the
# script takes Debian 12's boogie and libboogie-cil, a .NET program that runs
# on the mono Debian 13 still ships, from Debian's archive: apt downloads them
# through a source list of its own for bookworm (checked against the archive
# keys the machine trusts; the machine's sources are left alone), and installs
# them with their dependencies from Debian 13.
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
#   pre-commit, git     the test of the pre-commit hook (.pre-commit-hooks.yaml)
#   dpkg-dev            dpkg-shlibdeps, which CPack's Debian package needs
PACKAGES=(
  clang-19 llvm-19-dev boogie z3 cvc5
  libcli11-dev nlohmann-json3-dev catch2
  cmake g++ make python3 clang-format-19
  zlib1g-dev libzstd-dev libxml2-dev libz3-dev
  libxml2-utils neovim pre-commit git dpkg-dev
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
  say "Installing missing packages: ${missing[*]}"
  local system="unknown"
  if [ -r /etc/os-release ]; then
    # shellcheck disable=SC1091
    system="$(. /etc/os-release && echo "${ID:-}-${VERSION_ID:-}")"
  fi
  case "$system" in
    debian-12|debian-13|ubuntu-24.04) ;;
    *) say "warning: this script knows Debian 12 and 13 and Ubuntu 24.04; found $system. Trying anyway." ;;
  esac
  as_root env DEBIAN_FRONTEND=noninteractive apt-get update -q
  local from_archive=() unavailable=()
  for p in "${missing[@]}"; do
    if has_candidate "$p"; then
      from_archive+=("$p")
    elif [ "$p" = boogie ] && [ "$system" = debian-13 ]; then
      :
    else
      unavailable+=("$p")
    fi
  done
  if [ "${#unavailable[@]}" -gt 0 ]; then
    if [ "${system%%-*}" = ubuntu ]; then
      die "apt has no ${unavailable[*]}: these are in Ubuntu's universe component (clang-19 and llvm-19-dev in noble-updates). Enable it with 'sudo add-apt-repository universe' (package software-properties-common) and run this script again."
    fi
    die "apt has no ${unavailable[*]} on $system. Install them (or their equivalents) yourself and run this script again."
  fi
  if [ "${#from_archive[@]}" -gt 0 ]; then
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q -o Dpkg::Use-Pty=0 --no-install-recommends "${from_archive[@]}"
  fi
  if ! has_candidate boogie && [[ " ${missing[*]} " == *" boogie "* ]]; then
    install_bookworm_boogie
  fi
}

# Whether apt can install the package from the sources the machine has.
has_candidate() {
  local candidate
  candidate="$(apt-cache policy "$1" 2>/dev/null | awk '$1 == "Candidate:" { print $2 }')"
  [ -n "$candidate" ] && [ "$candidate" != "(none)" ]
}

# Debian 13: Boogie from Debian 12 (see the top of this file).
install_bookworm_boogie() {
  local keyring=/usr/share/keyrings/debian-archive-keyring.gpg
  [ -r "$keyring" ] || die "no $keyring to check Debian 12's archive with: install debian-archive-keyring and run this script again."
  say "Debian 13 has no boogie package: taking Debian 12's (boogie, libboogie-cil) from deb.debian.org"
  local dir
  dir="$(mktemp -d /tmp/gpuverify-boogie.XXXXXX)"
  # apt's own download user must be able to write there.
  chmod 755 "$dir"
  mkdir -p "$dir/lists/partial" "$dir/archives/partial"
  echo "deb [signed-by=$keyring] http://deb.debian.org/debian bookworm main" >"$dir/bookworm.list"
  local own_sources=(-o "Dir::Etc::SourceList=$dir/bookworm.list" -o "Dir::Etc::SourceParts=$dir/no-parts"
    -o "Dir::State::Lists=$dir/lists" -o "Dir::Cache::Archives=$dir/archives" -o "Dir::Cache::pkgcache=" -o "Dir::Cache::srcpkgcache=")
  if ! as_root apt-get "${own_sources[@]}" update -q ||
     ! (cd "$dir" && as_root apt-get "${own_sources[@]}" download boogie libboogie-cil); then
    as_root rm -rf "$dir"
    die "could not download boogie from Debian 12's archive (deb.debian.org, bookworm main). With network access, run this script again; or install boogie_2.4.1+dfsg-0.1_all.deb and libboogie-cil_2.4.1+dfsg-0.1_all.deb from https://packages.debian.org/bookworm/boogie with 'apt-get install ./boogie_*.deb ./libboogie-cil_*.deb'."
  fi
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q -o Dpkg::Use-Pty=0 --no-install-recommends "$dir"/boogie_*.deb "$dir"/libboogie-cil_*.deb
  as_root rm -rf "$dir"
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
