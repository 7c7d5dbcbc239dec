#!/usr/bin/env bash
# End-to-end tests of `--shard I/N` (solve, rate, check, canon): the N shards' outputs, joined in
# order, are byte for byte the output of one whole run, and every line is read exactly once.
#   usage: shard_cases.sh NONET_BINARY DATASETS_DIR CASE
set -euo pipefail

nonet=$1
datasets=$2
case_name=$3
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

# joined_equals_whole N ARGS...: runs `nonet ARGS --shard I/N` for I = 1..N into joined.txt
# and compares it with `nonet ARGS` (whole.txt). Statistics files are joined and compared too
# when ARGS hold --stats stats.csv.
joined_equals_whole() {
  local count=$1
  shift
  # Exit status 1 is check's "some grids are invalid": the outputs still count.
  "$nonet" "$@" -q >whole.txt || [[ $? -eq 1 ]] || fail "nonet $* failed"
  [[ -f stats.csv ]] && mv stats.csv whole_stats.csv
  : >joined.txt
  : >joined_stats.csv
  for ((i = 1; i <= count; i++)); do
    "$nonet" "$@" -q --shard "$i/$count" >>joined.txt || [[ $? -eq 1 ]] ||
      fail "nonet $* --shard $i/$count failed"
    if [[ -f stats.csv ]]; then
      cat stats.csv >>joined_stats.csv
      rm stats.csv
    fi
  done
  cmp -s whole.txt joined.txt || {
    diff whole.txt joined.txt | head -20 >&2
    fail "$count shards joined differ from the whole run: nonet $*"
  }
  if [[ -f whole_stats.csv ]]; then
    expect_same whole_stats.csv joined_stats.csv
    rm whole_stats.csv
  fi
}

# A file whose lines straddle every border of 2 and 7 ranges: comment and blank lines, an
# invalid line (its line number must survive), CRLF endings and no newline at the end.
make_mixed_input() {
  awk '!/^#/ && n < 61 { print; n++ }' "$datasets/puzzles2_17_clue.txt" >puzzles.txt
  head -40 puzzles.txt >mixed.txt
  printf '# a comment\n\n' >>mixed.txt
  printf '%s\r\n' "$(sed -n 41p puzzles.txt)" >>mixed.txt
  printf '12345\n' >>mixed.txt
  sed -n 42,60p puzzles.txt >>mixed.txt
  printf '%s' "$(sed -n 61p puzzles.txt)" >>mixed.txt
}

case_solve_shards_join_to_whole_run() {
  make_mixed_input
  for count in 1 2 7; do
    joined_equals_whole "$count" solve mixed.txt --stats stats.csv
    joined_equals_whole "$count" solve --count --format csv mixed.txt
  done
  # Every record once, under the header: 61 puzzles and one invalid line (line 45).
  expect_lines whole.txt 63
  grep -q '^45,' whole.txt || fail "the invalid line's number is not 45"
}

case_delimited_shards_read_the_header_of_their_file() {
  # A CSV file with a header: a shard that starts inside the file takes the layout (the
  # puzzle's column, found by its name) from the file's first line, and only the shard
  # holding that line writes the --keep-columns header.
  {
    echo "id,note,puzzle,solution"
    awk '!/^#/ && n < 40 { n++; print n ",\"x, " n "\"," $1 "," }' "$datasets/puzzles2_17_clue.txt"
    echo "41,short"
  } >table.csv
  for count in 1 2 5; do
    joined_equals_whole "$count" solve table.csv
    joined_equals_whole "$count" solve table.csv --keep-columns
    joined_equals_whole "$count" check table.csv --column puzzle
    joined_equals_whole "$count" rate table.csv --no-search --keep-columns
  done
  # The header once, 40 rated rows and the short row in its place.
  expect_lines whole.txt 42
  [[ $(head -1 whole.txt) == id,note,puzzle,solution,status,* ]] || fail "header: $(head -1 whole.txt)"
  [[ $(tail -1 whole.txt) == '41,short,'* ]] || fail "last row: $(tail -1 whole.txt)"
}

case_solve_shards_over_several_files() {
  make_mixed_input
  head -5 "$datasets/puzzles3_magictour_top1465.txt" >second.txt
  : >empty.txt
  for count in 1 2 7; do
    joined_equals_whole "$count" solve --format csv mixed.txt empty.txt second.txt
  done
}

case_more_shards_than_lines() {
  head -3 "$datasets/puzzles2_17_clue.txt" >three.txt
  joined_equals_whole 7 solve three.txt
  run 0 solve -q --shard 7/7 three.txt
  expect_output out.txt </dev/null
}

case_rate_shards_write_one_header() {
  head -12 "$datasets/qqwing_se_calibration.txt" >cal.txt
  for count in 1 2 7; do
    joined_equals_whole "$count" rate --no-search cal.txt
  done
  [[ $(grep -c '^line,' joined.txt) -eq 1 ]] || fail "the header is not written once"
}

case_check_shards_join_to_whole_run() {
  make_mixed_input
  "$nonet" solve -q puzzles.txt | paste -d: puzzles.txt - >answers.txt
  # A wrong answer and an unreadable line among the valid ones.
  printf '%s\n' "$(sed -n 3p answers.txt | tr 12 21)" 'not a grid' >>answers.txt
  sed -n 4,20p answers.txt >>answers.txt
  for count in 1 2 7; do
    joined_equals_whole "$count" check --format csv answers.txt
  done
  grep -q invalid joined.txt || fail "no invalid record among the checks"
}

case_canon_shards_join_to_whole_run() {
  make_mixed_input
  for count in 1 2 7; do
    joined_equals_whole "$count" canon mixed.txt
    joined_equals_whole "$count" canon --format csv --with-transform --automorphisms mixed.txt
    joined_equals_whole "$count" canon --apply 1:012345678:876543210:987654321 mixed.txt
  done
  # A header once, and the invalid line (line 45) in its place.
  joined_equals_whole 3 canon --format csv mixed.txt
  expect_lines joined.txt 63
  grep -q '^45,' joined.txt || fail "the invalid line's number is not 45"
  # dedup keeps a table of the whole input: no shards.
  run 2 canon --dedup --shard 1/2 mixed.txt
  expect_err "--dedup excludes --shard"
}

case_shard_usage_errors() {
  printf '%s\n' "$(head -1 "$datasets/puzzles2_17_clue.txt")" >one.txt
  for bad in 0/3 4/3 3 1/0 -1/2 a/b 1/2x; do
    run 2 solve --shard "$bad" one.txt
    expect_err "--shard: must be I/N"
  done
  run 3 solve --shard 1/2 <one.txt
  expect_err "--shard needs files: standard input cannot be split"
  gzip -k one.txt
  run 3 rate --shard 1/2 one.txt.gz
  expect_err "--shard needs uncompressed files: 'one.txt.gz' is compressed"
  run 3 check --shard 1/2 missing.txt
  expect_err "cannot open 'missing.txt'"
}

case_"$case_name"
