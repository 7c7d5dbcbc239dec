#!/usr/bin/env bash
# scripts/check-include-graph: the project's src/ has no cycle between folders, and a cycle
# between folders at any depth is reported with the include lines that form it.
# Each case_* function is one ctest test (tests/layout/CMakeLists.txt finds them by name).
#   usage: include_graph_cases.sh CHECK_INCLUDE_GRAPH SRC_DIR CASE
set -euo pipefail

nonet=$1  # the command that lib.sh's run() runs
src=$2
case_name=$3
source "$(dirname "${BASH_SOURCE[0]}")/../e2e/lib.sh"

# source_file FILE LINES...: writes a source file of the fixture tree tree/, one line per argument.
source_file() {
  local file=tree/$1
  shift
  mkdir -p "$(dirname "$file")"
  printf '%s\n' "$@" >"$file"
}

case_src_has_no_cycle() {
  local status=0
  "$nonet" "$src" >out.txt 2>err.txt || status=$?
  [[ $status -eq 0 ]] || { cat out.txt err.txt >&2; fail "a cycle between folders of $src"; }
  expect_out '^include graph: [0-9]+ folders, [0-9]+ arrows, no cycle$'
  expect_lines out.txt 1
}

# The shape rating/ had: a folder and its subfolder including each other.
case_folder_and_subfolder() {
  source_file rating/path.hpp '#include "rating/techniques/technique.hpp"'
  source_file rating/search.hpp '#include "rating/grid.hpp"'
  source_file rating/grid.hpp '#pragma once'
  source_file rating/techniques/technique.hpp '#include "rating/grid.hpp"'
  source_file rating/techniques/forcing.cpp '#include "rating/search.hpp"' \
    '#include "rating/techniques/technique.hpp"'
  run 1 tree
  expect_output out.txt <<'OUT'
cycle: rating -> rating/techniques -> rating
  rating/path.hpp:1: #include "rating/techniques/technique.hpp"
  rating/techniques/forcing.cpp:1: #include "rating/search.hpp"
  rating/techniques/technique.hpp:1: #include "rating/grid.hpp"
OUT
}

# Three folders at different depths, one include each; the arrows that leave the cycle are
# not listed.
case_cycle_through_three_folders() {
  source_file app/main.cpp '#include "engine/deep/core.hpp"' '#include "board/grid.hpp"'
  source_file engine/deep/core.hpp '#include "util/log.hpp"'
  source_file util/log.hpp '#include <cstdio>' '' '  # include "app/main_hooks.hpp"'
  source_file board/grid.hpp '#pragma once'
  source_file app/main_hooks.hpp '#pragma once'
  run 1 tree
  expect_output out.txt <<'OUT'
cycle: app -> engine/deep -> util -> app
  app/main.cpp:1: #include "engine/deep/core.hpp"
  engine/deep/core.hpp:1: #include "util/log.hpp"
  util/log.hpp:3: # include "app/main_hooks.hpp"
OUT
}

# A knot of folders wider than the shortest cycle shown: its folders are named.
case_knot_wider_than_its_cycle() {
  source_file app/main.cpp '#include "engine/deep/core.hpp"'
  source_file engine/deep/core.hpp '#include "util/log.hpp"'
  source_file util/log.hpp '#include "app/main_hooks.hpp"'
  source_file app/main_hooks.hpp '#include "util/format.hpp"'
  source_file util/format.hpp '#pragma once'
  run 1 tree
  expect_output out.txt <<'OUT'
cycle: app -> util -> app
  app/main_hooks.hpp:1: #include "util/format.hpp"
  util/log.hpp:1: #include "app/main_hooks.hpp"
  (in a knot of folders: app, engine/deep, util)
OUT
}

# Files of one folder may include each other, even in a circle; includes beside the file are
# resolved there; headers outside the tree (public, system) are no arrows.
case_includes_inside_a_folder_are_free() {
  source_file chains/a.hpp '#include "chains/b.hpp"'
  source_file chains/b.hpp '#include "a.hpp"' '#include "nonet/grid.hpp"' '#include <vector>'
  source_file board/grid.hpp '#pragma once'
  source_file chains/c.cpp '#include "board/grid.hpp"'
  run 0 --graph tree
  expect_output out.txt <<'OUT'
chains -> board (1)
include graph: 2 folders, 1 arrows, no cycle
OUT
}

case_usage() {
  run 2 one two
  expect_err '^usage: scripts/check-include-graph \[--graph\] \[SRC\]$'
  run 2 no-such-folder
  expect_err 'no-such-folder is not a folder'
}

"case_$case_name"
