#!/usr/bin/env bash
# Installs the build tree into a scratch prefix, builds the consumer project against it with
# find_package(nonet), runs it and compares its output with the known answer. The consumer
# is built with the library's compiler and flags: a sanitizer build needs their runtime.
#   usage: run.sh BUILD_DIR [CXX_COMPILER [CXX_FLAGS]]
set -euo pipefail
build_dir="$1"
compiler=()
[[ -n ${2:-} ]] && compiler=(-DCMAKE_CXX_COMPILER="$2")
flags="${3:-}"
source_dir="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cmake --install "$build_dir" --prefix "$work/prefix" >/dev/null
cmake -S "$source_dir" -B "$work/build" -DCMAKE_PREFIX_PATH="$work/prefix" \
      -DCMAKE_BUILD_TYPE=Release "${compiler[@]}" -DCMAKE_CXX_FLAGS="$flags" >/dev/null
cmake --build "$work/build" >/dev/null
test -x "$work/prefix/bin/nonet"
actual="$("$work/build/consumer")"
expected="672491835851637492439258167147529386926783541583146729295374618714862953368915274 unique guesses=0"
if [[ "$actual" != "$expected" ]]; then
  echo "expected: $expected"
  echo "actual:   $actual"
  exit 1
fi
echo "consumer: $actual"
