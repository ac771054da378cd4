#!/usr/bin/env bash
# check_headers.sh -- tests gpuverify's kernel headers (translator/kernel-headers).
#
# Usage:
#   check_headers.sh <headers-dir> [--conformance DIR]... [--bits 32|64|both] [--strict] [-j N]
#
# Own kernels (always): every *.cl / *.cu file next to this script is compiled with the exact
# clang-19 command lines of the driver, in 32- and 64-bit mode, and the bitcode is checked:
#   (a) the compilation prints no diagnostics at all, and with -Wall -Wextra no diagnostic is
#       located in the headers;
#   (b) each "// EXPECT: text" line of the kernel appears in the llvm-dis output (fixed string),
#       each "// EXPECT-RE: regex" line matches it (grep -E);
#   (c) every declared (bodiless) function is an LLVM intrinsic, a __gv_* intrinsic (plain or
#       Itanium-mangled), a library function declared by the headers (its name appears as a
#       declaration in the preprocessed headers), or one that clang itself introduces (vprintf for
#       CUDA printf, __translate_sampler_initializer for OpenCL samplers);
#   (d) no function defined in the headers survives as a defined function (all header wrappers
#       are always_inline).
# Exit status: 0 if all pass, 1 otherwise. The last line is "N passed, M failed".
#
# Conformance (optional): --conformance DIR compiles every .cl/.cu file under DIR with the default
# sizes (plus the -D and --clang-opt options of its line-2 header) and reports how many compile,
# separately for OpenCL and CUDA; kernels whose line 1 is //xfail:CLANG_ERROR are expected not to
# compile. Report only, unless --strict (then an unexpected result makes the script fail).
set -uo pipefail

usage() {
  echo "usage: $0 <headers-dir> [--conformance DIR]... [--bits 32|64|both] [--strict] [-j N]" >&2
  exit 2
}

[ $# -ge 1 ] || usage
HDR_ARG=$1
shift
[ -d "$HDR_ARG" ] || { echo "error: no such directory: $HDR_ARG" >&2; exit 2; }
HDR=$(cd "$HDR_ARG" && pwd)
HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
CONF_DIRS=()
BITS=both
STRICT=0
JOBS=2
while [ $# -gt 0 ]; do
  case "$1" in
    --conformance) [ $# -ge 2 ] || usage; CONF_DIRS+=("$(cd "$2" && pwd)"); shift 2 ;;
    --bits) [ $# -ge 2 ] || usage; BITS=$2; shift 2 ;;
    --strict) STRICT=1; shift ;;
    -j) [ $# -ge 2 ] || usage; JOBS=$2; shift 2 ;;
    *) usage ;;
  esac
done

CLANG=${CLANG:-clang-19}
LLVM_DIS=${LLVM_DIS:-llvm-dis-19}
for tool in "$CLANG" "$LLVM_DIS"; do
  command -v "$tool" >/dev/null || { echo "error: $tool not found" >&2; exit 2; }
done

WORK=$(mktemp -d "${TMPDIR:-/tmp}/gv-headers.XXXXXX")
trap 'rm -rf "$WORK"' EXIT

# The driver's command lines (without input/output), by language and pointer width.
cl_cmd() { # bits
  local target=spir
  [ "$1" = 64 ] && target=spir64
  echo "$CLANG -target $target -x cl -cl-std=CL3.0" \
    "-Xclang -cl-ext=-__opencl_c_generic_address_space,-__opencl_c_pipes,-__opencl_c_device_enqueue" \
    "-cl-no-stdinc -O0 -Xclang -disable-O0-optnone" \
    "-g -gcolumn-info -fno-discard-value-names -ffp-contract=off -emit-llvm -c -I$HDR" \
    "-include opencl.h -D__BUGLE_$1__ -D__1D_WORK_GROUP -D__1D_GRID -D__LOCAL_SIZE_0=64" \
    "-D__NUM_GROUPS_0=16"
}
cu_cmd() { # bits
  local target=i386-unknown-linux-gnu
  [ "$1" = 64 ] && target=x86_64-unknown-linux-gnu
  echo "$CLANG -target $target -x cuda --cuda-device-only -nocudainc -nocudalib" \
    "--cuda-gpu-arch=sm_35 --cuda-path=/nonexistent -fdeclspec -O0 -Xclang -disable-O0-optnone" \
    "-g -gcolumn-info -fno-discard-value-names -ffp-contract=off -emit-llvm -c -I$HDR" \
    "-include cuda.h -D__BUGLE_$1__ -D__WARP_SIZE=32 -D__1D_THREAD_BLOCK -D__1D_GRID" \
    "-D__BLOCK_DIM_0=64 -D__GRID_DIM_0=16"
}
lang_cmd() { # file bits
  case "$1" in
    *.cl) cl_cmd "$2" ;;
    *.cu) cu_cmd "$2" ;;
  esac
}
bit_list() {
  case "$BITS" in
    32) echo 32 ;;
    64) echo 64 ;;
    *) echo 32 64 ;;
  esac
}

# Names declared by the headers (library functions and intrinsics), from the preprocessed headers.
header_names() { # lang -> file
  local out=$WORK/names.$1
  if [ ! -f "$out" ]; then
    local src=$WORK/empty.$1
    : >"$src"
    # shellcheck disable=SC2046
    $(lang_cmd "$src" 32 | sed 's/ -emit-llvm -c / /') -E -P "$src" 2>/dev/null |
      grep -oE '[A-Za-z_][A-Za-z_0-9]*[[:space:]]*\(' | sed -E 's/[[:space:]]*\($//' |
      sort -u >"$out"
  fi
  echo "$out"
}

# Base name of a possibly Itanium-mangled function name (first source name after _Z).
base_name() {
  local n=$1
  if [[ $n =~ ^_Z([0-9]+)(.*)$ ]]; then
    local len=${BASH_REMATCH[1]} rest=${BASH_REMATCH[2]}
    echo "${rest:0:len}"
  else
    echo "$n"
  fi
}

PASS=0
FAIL=0
fail() { # message (the caller counts the failed kernel once)
  echo "FAIL: $*"
}

check_kernel() { # file bits
  local src=$1 bits=$2 name
  name="$(basename "$src") ($bits-bit)"
  local bc=$WORK/k.bc ll=$WORK/k.ll log=$WORK/k.log ok=1
  # (a) compiles, silently
  if ! $(lang_cmd "$src" "$bits") "$src" -o "$bc" >"$log" 2>&1; then
    fail "$name: compilation failed"
    sed 's/^/    /' "$log" | head -20
    FAIL=$((FAIL + 1))
    return
  fi
  if [ -s "$log" ]; then
    fail "$name: diagnostics with the driver's command line"
    sed 's/^/    /' "$log" | head -20
    ok=0
  fi
  $(lang_cmd "$src" "$bits") -Wall -Wextra "$src" -o "$WORK/k-wall.bc" >"$log" 2>&1
  if grep -qE "^$HDR/[^:]*:[0-9]+:[0-9]+: (warning|error)" "$log"; then
    fail "$name: -Wall -Wextra diagnostics located in the headers"
    grep -E "^$HDR/[^:]*:[0-9]+:[0-9]+: (warning|error)" "$log" | sed 's/^/    /' | head -20
    ok=0
  fi
  if ! "$LLVM_DIS" "$bc" -o "$ll"; then
    fail "$name: llvm-dis failed"
    FAIL=$((FAIL + 1))
    return
  fi
  # (b) expected intrinsic calls
  local line pat
  while IFS= read -r line; do
    pat=${line#*EXPECT: }
    if ! grep -qF -- "$pat" "$ll"; then
      fail "$name: expected text not found: $pat"
      ok=0
    fi
  done < <(grep -E '^// EXPECT: ' "$src")
  while IFS= read -r line; do
    pat=${line#*EXPECT-RE: }
    if ! grep -qE -- "$pat" "$ll"; then
      fail "$name: expected pattern not matched: $pat"
      ok=0
    fi
  done < <(grep -E '^// EXPECT-RE: ' "$src")
  # (c) undefined functions
  local names fn base
  names=$(header_names "${src##*.}")
  while IFS= read -r fn; do
    [ -n "$fn" ] || continue
    case "$fn" in
      llvm.*) continue ;;
      vprintf | __translate_sampler_initializer) continue ;;
    esac
    base=$(base_name "$fn")
    case "$base" in
      __gv_*) continue ;;
    esac
    if ! grep -qxF -- "$base" "$names"; then
      fail "$name: call to an undefined function that the headers do not declare: $fn"
      ok=0
    fi
  done < <(grep -E '^declare ' "$ll" | sed -E 's/^[^@]*@("?)([^"(]+)\1\(.*/\2/')
  # (d) no header function left un-inlined
  local leaked
  leaked=$(awk -v hdr="$HDR/" '
    /^define / { if (match($0, /@[^(]+\(/)) { fn = substr($0, RSTART + 1, RLENGTH - 2) }
                 if (match($0, /!dbg ![0-9]+/)) { dbg[substr($0, RSTART + 5, RLENGTH - 5)] = fn } }
    /^![0-9]+ = distinct !DISubprogram\(/ {
      id = substr($1, 1); if (match($0, /file: ![0-9]+/)) spfile[id] = substr($0, RSTART + 6, RLENGTH - 6) }
    /^![0-9]+ = !DIFile\(/ {
      id = $1; f = ""; d = ""
      if (match($0, /filename: "[^"]*"/)) f = substr($0, RSTART + 11, RLENGTH - 12)
      if (match($0, /directory: "[^"]*"/)) d = substr($0, RSTART + 12, RLENGTH - 13)
      if (substr(f, 1, 1) != "/") f = d "/" f
      file[id] = f }
    END { for (s in dbg) { p = file[spfile[s]]; if (index(p, hdr) == 1) print dbg[s] } }' "$ll")
  if [ -n "$leaked" ]; then
    fail "$name: header functions not inlined: $(echo "$leaked" | tr '\n' ' ')"
    ok=0
  fi
  if [ $ok = 1 ]; then
    echo "ok: $name"
    PASS=$((PASS + 1))
  else
    FAIL=$((FAIL + 1))
  fi
}

shopt -s nullglob
KERNELS=("$HERE"/*.cl "$HERE"/*.cu)
[ ${#KERNELS[@]} -gt 0 ] || { echo "error: no test kernels in $HERE" >&2; exit 2; }
for k in "${KERNELS[@]}"; do
  for b in $(bit_list); do
    check_kernel "$k" "$b"
  done
done

# ------------------------------------------------------------------------------------------------
# Conformance kernels
# ------------------------------------------------------------------------------------------------
conf_one() { # file bits -> prints "OK|FAIL|XFAIL|XPASS <lang> <file>"
  local f=$1 bits=$2 l1 l2 defs copts lang expect=ok
  l1=$(sed -n 1p "$f")
  l2=$(sed -n 2p "$f")
  shopt -s nocasematch
  [[ $l1 =~ ^//xfail:CLANG_ERROR ]] && expect=fail
  shopt -u nocasematch
  defs=$(echo "$l2" | grep -oE -- '(^|[[:space:]])-D[[:space:]]*[^[:space:]]+' |
    sed -E 's/^[[:space:]]*-D[[:space:]]*/-D/' | tr '\n' ' ')
  copts=$(echo "$l2" | grep -oE -- '--clang-opt=[^[:space:]]+' | sed 's/--clang-opt=//' |
    tr '\n' ' ')
  case "$f" in *.cl) lang=OpenCL ;; *) lang=CUDA ;; esac
  local out
  out=$WORK/conf.$$.$RANDOM
  # shellcheck disable=SC2086
  if (cd "$(dirname "$f")" && $(lang_cmd "$f" "$bits") $defs $copts "$f" -o "$out.bc") \
    >"$out.log" 2>&1; then
    [ $expect = ok ] && echo "OK $lang $f" || echo "XPASS $lang $f"
  else
    if [ $expect = ok ]; then
      echo "FAIL $lang $f :: $(grep -m1 -E 'error:' "$out.log" | sed -E 's/^[^ ]*: error: //')"
    else
      echo "XFAIL $lang $f"
    fi
  fi
  rm -f "$out.bc" "$out.log"
}

CONF_BAD=0
if [ ${#CONF_DIRS[@]} -gt 0 ]; then
  export -f conf_one lang_cmd cl_cmd cu_cmd
  export CLANG HDR WORK
  RES=$WORK/conformance.txt
  for b in $(bit_list); do
    find "${CONF_DIRS[@]}" -type f \( -name '*.cl' -o -name '*.cu' \) -print0 | sort -z |
      xargs -0 -P "$JOBS" -I{} bash -c 'conf_one "$1" "$2"' _ {} "$b" >"$RES"
    echo
    echo "Conformance kernels, $b-bit:"
    for lang in OpenCL CUDA; do
      tot=$(grep -c " $lang " "$RES")
      okc=$(grep -cE "^OK $lang " "$RES")
      xf=$(grep -cE "^XFAIL $lang " "$RES")
      xp=$(grep -cE "^XPASS $lang " "$RES")
      fl=$(grep -cE "^FAIL $lang " "$RES")
      echo "  $lang: $tot kernels: $okc compile, $fl fail to compile," \
        "$xf expected CLANG_ERROR (fail as expected), $xp expected CLANG_ERROR but compile"
    done
    if grep -qE '^(FAIL|XPASS) ' "$RES"; then
      echo "  Unexpected results:"
      grep -E '^(FAIL|XPASS) ' "$RES" | sed 's/^/    /'
      CONF_BAD=1
    fi
  done
fi

echo
echo "$PASS passed, $FAIL failed"
if [ $FAIL -gt 0 ]; then
  exit 1
fi
if [ $STRICT = 1 ] && [ $CONF_BAD = 1 ]; then
  exit 1
fi
exit 0
