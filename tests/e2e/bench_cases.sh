#!/usr/bin/env bash
# End-to-end tests of `nonet bench`: they run the real binary on tiny corpora with a tiny
# --min-time. Figures that depend on time are only checked for their shape and their
# consistency with each other, never against a speed. Each case_* function is one ctest
# test (tests/e2e/CMakeLists.txt finds them by name).
#   usage: bench_cases.sh NONET_BINARY DATASETS_DIR CASE
set -euo pipefail

nonet=$1
datasets=$2
case_name=$3
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

HEADER=corpus,mode,threads,puzzles,puzzles_per_sec,usec_per_puzzle,no_guess_pct,guesses_per_puzzle,p50_us,p90_us,p99_us,p999_us,max_us
EASY=53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79
# Valid givens, no solution: row 1 needs its 9 where column 9 already has one.
NONE=12345678.........9...............................................................
# Two solutions (an emptied unique rectangle of EASY's solution).
TWO=534..8912672195348198342567859..1423426853791713924856961537284287419635345286179
FAST=(--min-time 0.01)

# The first N puzzle lines of FILE (awk reads on: no SIGPIPE under pipefail).
first_puzzles() {
  awk -v n="$1" '!/^#/ && n-- > 0' "$2"
}

# tiny.txt: 100 puzzles from three corpora (hard ones that need guesses, 17-clue ones that
# mostly do not, serate lines with text after the grid), with comment and blank lines.
make_tiny() {
  {
    echo "# a tiny corpus"
    first_puzzles 40 "$datasets/puzzles3_magictour_top1465.txt"
    echo
    first_puzzles 40 "$datasets/puzzles2_17_clue.txt"
    first_puzzles 20 "$datasets/qqwing_se_calibration.txt"
  } >tiny.txt
}

# The solver's own figures for FILE: "puzzles,no_guess_pct,guesses_per_puzzle" as the bench
# CSV writes them, from `nonet solve --stats` (extra solve arguments after FILE).
solver_figures() {
  local file=$1
  shift
  "$nonet" solve -q "$file" "$@" --stats stats.csv -o /dev/null
  awk -F, 'NR > 1 && $2 != "invalid" { n++; g += $5; if ($5 == 0) z++ }
    END { printf "%d,%.2f,%.3f\n", n, 100 * z / n, g / n }' stats.csv
}

# Field N of the CSV rows of out.txt, one a line.
column() {
  awk -F, -v n="$1" 'NR > 1 { print $n }' out.txt
}

case_csv_header_and_counts() {
  make_tiny
  run 0 bench tiny.txt "${FAST[@]}" --csv
  [[ $(head -1 out.txt) == "$HEADER" ]] || fail "header: $(head -1 out.txt)"
  [[ $(wc -l <out.txt) -eq 2 ]] || fail "expected one row"
  [[ $(column 1) == tiny.txt && $(column 2) == first && $(column 3) == 1 ]] ||
    fail "row: $(tail -1 out.txt)"
  [[ $(column 4) -eq 100 ]] || fail "puzzles: $(column 4)"
  awk -F, 'NR > 1 && NF != 13 { exit 1 }' out.txt || fail "13 fields a row"
  # Two corpora: one row each, in the order given.
  first_puzzles 7 "$datasets/puzzles3_magictour_top1465.txt" >seven.txt
  run 0 bench tiny.txt seven.txt "${FAST[@]}" --csv
  [[ $(column 1 | paste -sd' ') == "tiny.txt seven.txt" ]] || fail "corpora: $(column 1)"
  [[ $(column 4 | paste -sd' ') == "100 7" ]] || fail "puzzles: $(column 4)"
}

case_stats_match_solver() {
  make_tiny
  local expected
  expected=$(solver_figures tiny.txt)
  run 0 bench tiny.txt "${FAST[@]}" --csv
  [[ $(tail -1 out.txt | cut -d, -f4,7,8) == "$expected" ]] ||
    fail "first: bench $(tail -1 out.txt | cut -d, -f4,7,8), solver $expected"
  # Both kinds of puzzle are there, so the check means something.
  [[ $expected != *,100.00,* && $expected != *,0.00,* ]] || fail "degenerate corpus: $expected"

  expected=$(solver_figures tiny.txt --count)
  run 0 bench tiny.txt "${FAST[@]}" --csv --mode count
  [[ $(column 2) == count ]] || fail "mode column: $(column 2)"
  [[ $(tail -1 out.txt | cut -d, -f4,7,8) == "$expected" ]] ||
    fail "count: bench $(tail -1 out.txt | cut -d, -f4,7,8), solver $expected"
}

case_threads_row() {
  make_tiny
  run 0 bench tiny.txt "${FAST[@]}" --csv --threads 2
  [[ $(wc -l <out.txt) -eq 3 ]] || fail "expected two rows"
  [[ $(column 3 | paste -sd' ') == "1 2" ]] || fail "threads: $(column 3)"
  # The same puzzles and the same work, whatever the thread count.
  [[ $(sed -n 2p out.txt | cut -d, -f1,2,4,7,8) == $(sed -n 3p out.txt | cut -d, -f1,2,4,7,8) ]] ||
    fail "rows differ: $(cat out.txt)"
  run 0 bench tiny.txt "${FAST[@]}" --csv --threads 1
  [[ $(wc -l <out.txt) -eq 2 ]] || fail "--threads 1 adds no row"
  run 0 bench tiny.txt "${FAST[@]}" --threads 2
  grep -qE '^corpus +mode +threads +puzzles +.* speed-up$' out.txt || fail "no speed-up column"
  grep -qE '^tiny\.txt +first +2 +100 +.* [0-9]+\.[0-9]{2}×$' out.txt || fail "no speed-up figure"
}

case_percentiles_ordered() {
  make_tiny
  run 0 bench tiny.txt "${FAST[@]}" --csv --threads 2
  awk -F, 'NR > 1 {
      if (!($9 > 0 && $10 >= $9 && $11 >= $10 && $12 >= $11 && $13 >= $12)) exit 1
      if (!($5 > 0 && $6 > 0)) exit 1
    }' out.txt || fail "not max >= p99.9 >= p99 >= p90 >= p50 > 0: $(cat out.txt)"
}

# Every puzzle's latency in the --latencies file, and the CSV's percentiles made from them
# (nearest rank).
case_latencies_file() {
  make_tiny
  run 0 bench tiny.txt "${FAST[@]}" --csv --threads 2 --latencies lat.csv
  [[ $(head -1 lat.csv) == corpus,mode,threads,line,latency_ns ]] || fail "latency header"
  [[ $(wc -l <lat.csv) -eq 201 ]] || fail "expected 200 latencies, got $(($(wc -l <lat.csv) - 1))"
  awk 'NF && !/^#/ { print NR }' tiny.txt >lines.expected
  for threads in 1 2; do
    awk -F, -v t="$threads" 'NR > 1 && $1 == "tiny.txt" && $2 == "first" && $3 == t { print $4 }' \
      lat.csv >lines.actual
    expect_output lines.actual <lines.expected
    local expected
    expected=$(awk -F, -v t="$threads" 'NR > 1 && $3 == t { print $5 }' lat.csv | sort -n | awk '
      { v[NR] = $1 }
      function rank(p,   r) { r = p * NR; r = (r == int(r)) ? r : int(r) + 1; return v[r < 1 ? 1 : r] }
      END { printf "%.3f,%.3f,%.3f,%.3f,%.3f\n", rank(0.5) / 1000, rank(0.9) / 1000,
                   rank(0.99) / 1000, rank(0.999) / 1000, v[NR] / 1000 }')
    [[ $(awk -F, -v t="$threads" 'NR > 1 && $3 == t' out.txt | cut -d, -f9-13) == "$expected" ]] ||
      fail "percentiles at $threads threads: $(cat out.txt), from the latencies $expected"
  done
}

# The table, and the slowest puzzle of the run against the 100 ms claim.
case_table_and_slowest() {
  make_tiny
  run 0 bench tiny.txt "${FAST[@]}" --threads 2 --latencies lat.csv
  head -1 out.txt | grep -qE '^corpus +mode +threads +puzzles +puzzles/s +µs/puzzle +no guess +guesses/puzzle +p50 µs +p90 µs +p99 µs +p99\.9 µs +max µs +speed-up$' ||
    fail "table header: $(head -1 out.txt)"
  grep -qE '^tiny\.txt +first +1 +100 +[0-9,]+ +[0-9.]+ +[0-9.]+% +[0-9.]+( +[0-9.]+){5}$' out.txt ||
    fail "one-thread row: $(cat out.txt)"
  [[ $(sed -n 4p out.txt) == "" ]] || fail "a blank line after the rows"
  # The slowest puzzle: the first greatest latency of the file, its line and its text.
  local slowest line ns threads factor
  slowest=$(awk -F, 'NR > 1 && (NR == 2 || $5 > max) { max = $5; line = $4; t = $3 }
    END { print line, max, t }' lat.csv)
  read -r line ns threads <<<"$slowest"
  factor=$(awk -v ns="$ns" 'BEGIN {
      f = 100000 / (ns / 1000); s = sprintf(f >= 10 ? "%.0f" : "%.1f", f); out = ""
      if (f >= 10) { while (length(s) > 3) { out = "," substr(s, length(s) - 2) out; s = substr(s, 1, length(s) - 3) } }
      print s out }')
  local threads_text="$threads threads"
  [[ $threads -eq 1 ]] && threads_text="1 thread"
  local us
  us=$(awk -v ns="$ns" 'BEGIN { printf "%.1f", ns / 1000 }')
  local puzzle
  puzzle=$(sed -n "${line}p" tiny.txt | cut -c1-81)
  sed -n '5,$p' out.txt >claim.txt
  expect_output claim.txt <<EOF
slowest puzzle: tiny.txt line $line ($threads_text): $us µs, $factor× under 100 ms ("a few tenths of a second")
  $puzzle
latency: each puzzle timed alone with steady_clock, the least of 3 passes, clock overhead $(grep -oE '[0-9]+ ns' claim.txt) taken off
EOF
  # With --csv, the claim goes to stderr, out of the CSV's way.
  run 0 bench tiny.txt "${FAST[@]}" --csv
  expect_err "^nonet: slowest puzzle: tiny\.txt line [0-9]+ \(1 thread\): [0-9.]+ µs, [0-9,.]+× under 100 ms"
  grep -q slowest out.txt && fail "claim in the CSV"
  true
}

case_invalid_lines_reported() {
  {
    echo "$EASY"                                           # line 1
    echo "12345"                                           # line 2
    echo "# comment"                                       # line 3
    echo "55..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
    echo "53a.7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
    echo                                                   # line 6
    for i in 1 2 3 4; do echo "bad$i"; done                # lines 7-10
    echo "$EASY"                                           # line 11
  } >bad.txt
  run 0 bench bad.txt "${FAST[@]}" --csv
  [[ $(column 4) -eq 2 ]] || fail "puzzles: $(column 4)"
  grep -v 'slowest puzzle\|^nonet:   \|^nonet: latency' err.txt >warnings.txt
  expect_output warnings.txt <<'EOF'
nonet: warning: bad.txt: 7 invalid lines, not timed
nonet: warning:   line 2: expected 81 cells, got 5
nonet: warning:   line 4: digit 5 twice in row 1
nonet: warning:   line 5: bad character 'a' at column 3
nonet: warning:   line 7: bad character 'b' at column 1
nonet: warning:   line 8: bad character 'b' at column 1
nonet: warning:   and 2 more
EOF
  # Nothing but invalid lines: a row of zeros and a warning.
  printf '# only this\n12345\n' >none.txt
  run 0 bench none.txt "${FAST[@]}" --csv --threads 2
  expect_output out.txt <<EOF
$HEADER
none.txt,first,1,0,0,0.000,0.00,0.000,0.000,0.000,0.000,0.000,0.000
none.txt,first,2,0,0,0.000,0.00,0.000,0.000,0.000,0.000,0.000,0.000
EOF
  expect_output err.txt <<'EOF'
nonet: warning: none.txt: 1 invalid line, not timed
nonet: warning:   line 2: expected 81 cells, got 5
nonet: warning: none.txt: no puzzle to time
EOF
}

case_unsolvable_and_multiple() {
  printf '%s\n%s\n%s\n' "$EASY" "$NONE" "$TWO" >odd.txt
  run 0 bench odd.txt "${FAST[@]}" --csv
  [[ $(column 4) -eq 3 ]] || fail "puzzles: $(column 4)"
  expect_err "^nonet: odd\.txt: 1 puzzle without a solution, timed as such \(line 2\)$"
  run 0 bench odd.txt "${FAST[@]}" --csv --mode count
  [[ $(column 4) -eq 3 ]] || fail "puzzles: $(column 4)"
  [[ $(tail -1 out.txt | cut -d, -f4,7,8) == "$(solver_figures odd.txt --count)" ]] ||
    fail "count figures"
}

case_compressed_corpus() {
  make_tiny
  gzip -c tiny.txt >tiny.txt.gz
  zstd -q -c tiny.txt >tiny.txt.zst
  run 0 bench tiny.txt tiny.txt.gz tiny.txt.zst "${FAST[@]}" --csv
  [[ $(column 1 | paste -sd' ') == "tiny.txt tiny.txt.gz tiny.txt.zst" ]] || fail "names"
  [[ $(cut -d, -f4,7,8 out.txt | sed 1d | sort -u | wc -l) -eq 1 ]] || fail "rows differ"
}

case_usage_errors() {
  run 2 bench
  run 2 bench --min-time 0.01
  run 2 bench /dev/null --mode fast
  run 2 bench /dev/null --min-time -1
  run 2 bench /dev/null --min-time soon
  run 2 bench /dev/null --threads -1
  run 2 bench /dev/null --threads
  run 2 bench /dev/null --bogus
  run 0 bench --help
  grep -q -- "--min-time" out.txt || fail "help text"
}

case_io_errors() {
  make_tiny
  run 3 bench missing.txt
  expect_err "^nonet: error: cannot open 'missing.txt': No such file or directory$"
  # Every corpus is read before any timing: a bad second path fails at once, with no output.
  run 3 bench tiny.txt missing.txt "${FAST[@]}"
  expect_output out.txt </dev/null
  mkdir dir
  run 3 bench dir
  expect_err "^nonet: error: cannot read 'dir': Is a directory$"
  printf '\037\213garbage' >corrupt.gz
  run 3 bench corrupt.gz
  run 3 bench tiny.txt "${FAST[@]}" --latencies no/such/dir/lat.csv
  expect_err "^nonet: error: cannot open 'no/such/dir/lat.csv': No such file or directory$"
  local status=0
  "$nonet" bench tiny.txt "${FAST[@]}" >/dev/full 2>err.txt || status=$?
  [[ $status -eq 3 ]] || fail "exit status $status writing to /dev/full"
  expect_err "^nonet: error: cannot write the results: No space left on device$"
}

# scripts/bench-solvers without a tdoku checkout: its report from a results CSV (medians of
# the runs, the fastest other solver per mode, nonet's ratio) and its usage errors.
case_bench_solvers_report() {
  local script=$datasets/../scripts/bench-solvers
  {
    for run in 1 2 3; do
      echo "top1465,first,$run,nonet,$((5 + run)).0,6.36"
      echo "top1465,first,$run,tdoku,$((9 + run)).0,6.11"
      echo "top1465,first,$run,rust_sudoku,9.$run,12.6"
      echo "top1465,count,$run,nonet,8.$run,9.41"
      echo "top1465,count,$run,tdoku,1$run.0,9.06"
      echo "top1465,count,$run,rust_sudoku,20.0,21.1"
    done
  } >results.csv
  bash "$script" --report results.csv >out.txt 2>err.txt || fail "report failed: $(cat err.txt)"
  grep -qxF '| nonet | 7.00 | 8.20 | 6.36 | 9.41 |' out.txt || fail "nonet row: $(cat out.txt)"
  grep -qxF '| rust_sudoku | 9.20 | 20.00 | 12.60 | 21.10 |' out.txt || fail "rust_sudoku row"
  grep -qxF '| top1465 | 7.00 / 8.20 | 9.20 / 12.00 (rust_sudoku / tdoku) | 0.76 / 0.68 | 6.36 / 6.11 |' \
    out.txt || fail "summary: $(tail -3 out.txt)"
  local status=0
  bash "$script" --no-such-option >out.txt 2>err.txt || status=$?
  [[ $status -eq 2 ]] || fail "usage: exit status $status"
  status=0
  bash "$script" . --runs 1 >out.txt 2>err.txt || status=$?
  [[ $status -eq 2 ]] || fail "not a tdoku checkout: exit status $status"
  expect_err "is not a tdoku checkout$"
}

# scripts/bench-hodoku's usage errors (timing it needs HoDoKu's sources, which tests do not have).
case_bench_hodoku_usage() {
  local script=$datasets/../scripts/bench-hodoku
  local status=0
  bash "$script" >out.txt 2>err.txt || status=$?
  [[ $status -eq 2 ]] || fail "no arguments: exit status $status"
  grep -q "usage: scripts/bench-hodoku HODOKU_SOURCE_DIR" err.txt || fail "no usage: $(cat err.txt)"
  status=0
  bash "$script" . --runs 0 >out.txt 2>err.txt || status=$?
  [[ $status -eq 2 ]] || fail "--runs 0: exit status $status"
  status=0
  bash "$script" . --runs 1 >out.txt 2>err.txt || status=$?
  [[ $status -eq 2 ]] || fail "not HoDoKu's sources: exit status $status"
  expect_err "is not HoDoKu's source tree \\(no src/sudoku/Main\\.java\\)$"
}

"case_$case_name"
