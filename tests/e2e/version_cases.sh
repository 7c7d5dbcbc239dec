#!/usr/bin/env bash
# End-to-end cases of `nonet --version`: the project's version, the commit the sources are at
# and the build's flags. Each case_* function is one ctest test (tests/e2e/CMakeLists.txt).
set -euo pipefail
nonet=$1
version=$2
source_dir=$3
case_name=$4
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

case_names_version_commit_and_flags() {
  run 0 --version
  local line
  line=$(cat out.txt)
  [[ $line =~ ^nonet\ ([0-9]+\.[0-9]+\.[0-9]+)\ \((.*),\ (-march=native|portable)\)$ ]] ||
    fail "unexpected version line: $line"
  [[ ${BASH_REMATCH[1]} == "$version" ]] || fail "version ${BASH_REMATCH[1]}, CMake says $version"
  local commit=${BASH_REMATCH[2]}
  if git -C "$source_dir" rev-parse HEAD >/dev/null 2>&1; then
    # Built from a checkout: its commit, marked when tracked files were changed since.
    local head
    head=$(git -C "$source_dir" rev-parse --short=7 HEAD)
    [[ $commit == "$head" || $commit == "$head+modified" ]] ||
      fail "commit $commit, the sources are at $head"
  else
    [[ $commit == "no git" ]] || fail "commit $commit outside a checkout"
  fi
}

"case_$case_name"
