#!/usr/bin/env bash
# End-to-end tests of hostile input and faults through every command: bad numbers, outputs
# that are inputs, readers that go away, full disks, memory that must stay flat.
# Each case_* function is one ctest test (tests/e2e/CMakeLists.txt finds them by name).
#   usage: reliability_cases.sh NONET_BINARY DATASETS_DIR CASE
set -euo pipefail

nonet=$1
datasets=$2
case_name=$3
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

PUZZLE=..9..........62...32....5........8.18752......6..3.29..8...9.1.1.....6.35..3.....
EMPTY=.................................................................................

# peak_rss_kb COMMAND...: runs COMMAND (stdout to /dev/null) and prints its peak RSS in KB.
peak_rss_kb() {
  /usr/bin/time -f %M -o rss.txt "$@" >/dev/null 2>err.txt || true
  tail -1 rss.txt
}

# --- explain streams on the ordered pipeline ---------------------------------------------

case_explain_bad_first_line_is_a_record() {
  { echo 12345; head -3 "$datasets/qqwing_se_calibration.txt"; } >in.txt
  run 0 explain in.txt
  [[ $(grep -c '^# line' out.txt) -eq 4 ]] || fail "one record per line expected"
  [[ $(head -2 out.txt) == $'# line 1: 12345\nnot a puzzle: expected 81 cells, got 5' ]] ||
    fail "first record: $(head -2 out.txt)"
  [[ $(grep -c '^solved in [0-9]* steps' out.txt) -eq 3 ]] || fail "three puzzles explained"
  # The same through standard input, as JSON.
  "$nonet" explain - --format json <in.txt >json.txt 2>err.txt || fail "explain -"
  expect_lines json.txt 4
  sed -n 1p json.txt | grep -qx '{"line":1,"status":"invalid","error":"expected 81 cells, got 5"}' ||
    fail "invalid JSON record: $(sed -n 1p json.txt)"
}

case_explain_long_line_is_cut() {
  { head -c 1000000 /dev/zero | tr '\0' '1'; echo; echo "$PUZZLE"; } >in.txt
  run 0 explain in.txt --format json
  expect_lines out.txt 2
  sed -n 1p out.txt | grep -qx '{"line":1,"status":"invalid","error":"line longer than 65536 bytes"}' ||
    fail "too long line: $(sed -n 1p out.txt | cut -c1-200)"
  sed -n 2p out.txt | grep -q "^{\"line\":2,\"puzzle\":\"$PUZZLE\",\"status\":\"rated\"" ||
    fail "the puzzle after it: $(sed -n 2p out.txt | cut -c1-200)"
}

case_explain_gzip_bomb_memory_flat() {
  # 200 MB of zeros in a 200 KB gzip: one line to cut, never held in memory.
  head -c 200000000 /dev/zero | gzip -1 >bomb.gz
  local rss
  rss=$(peak_rss_kb "$nonet" explain bomb.gz --format json)
  ((rss < 64 * 1024)) || fail "peak RSS ${rss} KB on a gzip bomb"
}

case_explain_reader_goes_away() {
  local statuses
  set +o pipefail
  "$nonet" explain "$datasets/qqwing_se_calibration.txt" 2>err.txt | head -1 >out.txt
  statuses=("${PIPESTATUS[@]}")
  set -o pipefail
  local status=${statuses[0]}
  [[ $status -eq 0 ]] || fail "exit status $status after | head -1"
  [[ ! -s err.txt ]] || fail "stderr: $(cat err.txt)"
  expect_lines out.txt 1
}

case_explain_write_error() {
  [[ -w /dev/full ]] || return 0
  head -50 "$datasets/qqwing_se_calibration.txt" >in.txt
  local status=0
  "$nonet" explain in.txt >/dev/full 2>err.txt || status=$?
  [[ $status -eq 3 ]] || fail "exit status $status on /dev/full"
  expect_err "^nonet: error: cannot write to standard output: No space left on device"
  status=0
  "$nonet" explain "$PUZZLE" >/dev/full 2>err.txt || status=$?
  [[ $status -eq 3 ]] || fail "exit status $status on /dev/full (one puzzle)"
  expect_err "No space left on device"
}

case_explain_empty_input() {
  : >empty.txt
  run 2 explain empty.txt
  expect_err "^nonet: error: no puzzle in 'empty.txt'"
}

"case_$case_name"
