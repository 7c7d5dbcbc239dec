#!/usr/bin/env bash
# Installs the build tree into a scratch prefix (or takes a prefix where nonet is installed
# already, as the Debian packages' test does), builds the consumer project against it with
# find_package(nonet), runs it and compares its output with the known answer. The consumer
# is built with the library's compiler and flags: a sanitizer build needs their runtime.
#   usage: run.sh BUILD_DIR|--installed PREFIX [CXX_COMPILER [CXX_FLAGS]]
set -euo pipefail
build_dir="" prefix=""
if [[ $1 == --installed ]]; then
  prefix="$2"
  shift 2
else
  build_dir="$1"
  shift
fi
set -- "$build_dir" "$@"
compiler=()
[[ -n ${2:-} ]] && compiler=(-DCMAKE_CXX_COMPILER="$2")
flags="${3:-}"
source_dir="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
if [[ -z $prefix ]]; then
  prefix="$work/prefix"
  cmake --install "$build_dir" --prefix "$prefix" >/dev/null
fi
cmake -S "$source_dir" -B "$work/build" -DCMAKE_PREFIX_PATH="$prefix" \
      -DCMAKE_BUILD_TYPE=Release "${compiler[@]}" -DCMAKE_CXX_FLAGS="$flags" >/dev/null
cmake --build "$work/build" >/dev/null
test -x "$prefix/bin/nonet"
actual="$("$work/build/consumer")"
expected="672491835851637492439258167147529386926783541583146729295374618714862953368915274 unique guesses=0"
if [[ "$actual" != "$expected" ]]; then
  echo "expected: $expected"
  echo "actual:   $actual"
  exit 1
fi
echo "consumer: $actual"
