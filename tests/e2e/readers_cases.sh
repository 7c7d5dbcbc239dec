#!/usr/bin/env bash
# End-to-end tests of the readers: every command that reads puzzle lines reads the same
# records whatever the line ends (LF, CRLF, a lone CR), the compression (none, gzip, zstd)
# and the thread count; delimited input keeps one record per row, whatever its first line
# and however long a quoted field; options that cannot be honoured together are refused.
# Each case_* function is one ctest test (tests/e2e/CMakeLists.txt finds them by name).
#   usage: readers_cases.sh NONET_BINARY DATASETS_DIR CASE
set -euo pipefail

nonet=$1
datasets=$2
case_name=$3
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

# Six puzzles of the 17-clue list, a comment, a blank line and a line that is no puzzle: the
# records are the seven puzzle lines, numbered 2-4 and 6-9.
make_lines() {
  awk '!/^#/ && n++ < 6' "$datasets/puzzles2_17_clue.txt" >six.txt
  {
    echo "# a comment"
    sed -n 1,3p six.txt
    echo
    sed -n 4,5p six.txt
    echo "12345"
    sed -n 6p six.txt
  } >lines.lf
}

# with_line_ends KIND <LF-TEXT: the same lines ended by LF, CRLF or a lone CR.
with_line_ends() {
  case $1 in
    lf) cat ;;
    crlf) sed 's/$/\r/' ;;
    cr) tr '\n' '\r' ;;
  esac
}

# Writes every variant of `lines.lf` (and of a file made by the caller the same way) as
# NAME.KIND.txt, NAME.KIND.txt.gz, NAME.KIND.txt.zst.
make_variants() {
  local name=$1
  for kind in lf crlf cr; do
    with_line_ends $kind <"$name.lf" >"$name.$kind.txt"
    gzip -c "$name.$kind.txt" >"$name.$kind.txt.gz"
    zstd -q -c "$name.$kind.txt" >"$name.$kind.txt.zst"
  done
}

# each_variant NAME COMMAND...: runs `nonet COMMAND... FILE --threads T` for every variant
# of NAME at 1 and 2 threads (`threads="-"`: without --threads), and checks that its output
# equals that of the LF plain file at 1 thread, byte for byte (FILE stands where the word
# FILE is in COMMAND).
each_variant() {
  local name=$1
  shift
  local reference=""
  for kind in lf crlf cr; do
    for suffix in "" .gz .zst; do
      for threads in ${threads:-1 2}; do
        local file="$name.$kind.txt$suffix"
        local args=()
        for word in "$@"; do [[ $word == FILE ]] && args+=("$file") || args+=("$word"); done
        [[ $threads == - ]] || args+=(--threads "$threads")
        run 0 "${args[@]}"
        if [[ -z $reference ]]; then
          reference=$(cat out.txt)
          [[ -n $reference ]] || fail "no output: nonet ${args[*]}"
          cp out.txt reference.txt
        else
          cmp -s out.txt reference.txt || {
            diff reference.txt out.txt | head -10 >&2
            fail "$file at $threads threads differs from the LF file: nonet ${args[*]}"
          }
        fi
      done
    done
  done
}

case_solve_reads_every_line_end() {
  make_lines
  make_variants lines
  each_variant lines solve FILE -q --format csv
  expect_lines reference.txt 8  # header and seven records
  [[ $(cut -d, -f1 reference.txt | tr '\n' ' ') == "line 2 3 4 6 7 8 9 " ]] ||
    fail "line numbers: $(cut -d, -f1 reference.txt | tr '\n' ' ')"
  grep -q '^8,12345,,invalid,' reference.txt || fail "line 8 is not the invalid record"
}

case_rate_reads_every_line_end() {
  make_lines
  make_variants lines
  each_variant lines rate FILE -q --no-search
  expect_lines reference.txt 8
}

case_check_reads_every_line_end() {
  make_lines
  "$nonet" solve six.txt -q >answers.txt
  paste -d ' ' six.txt answers.txt >pairs.lf
  make_variants pairs
  each_variant pairs check FILE -q --format csv
  expect_lines reference.txt 7
  [[ $(grep -c ',valid' reference.txt) -eq 6 ]] || fail "six valid pairs expected"
}

case_check_two_files_read_every_line_end() {
  make_lines
  "$nonet" solve six.txt -q >answers.lf
  cp six.txt puzzles.lf
  make_variants answers
  make_variants puzzles
  local reference=""
  for kind in lf crlf cr; do
    for suffix in "" .gz .zst; do
      run 0 check --puzzles "puzzles.$kind.txt$suffix" --answers "answers.lf.txt" -q --format csv
      [[ -n $reference ]] || { cp out.txt reference.txt; reference=1; }
      expect_same out.txt reference.txt
      run 0 check --puzzles puzzles.lf.txt --answers "answers.$kind.txt$suffix" -q --format csv
      expect_same out.txt reference.txt
    done
  done
  [[ $(grep -c ',valid' reference.txt) -eq 6 ]] || fail "six valid pairs expected"
}

case_canon_and_dedup_read_every_line_end() {
  make_lines
  make_variants lines
  each_variant lines canon FILE -q
  expect_lines reference.txt 7
  each_variant lines dedup FILE -q
  expect_lines reference.txt 6  # six classes; the invalid line is left out with a warning
  each_variant lines dedup --count FILE -q
  expect_lines reference.txt 6
}

case_explain_reads_every_line_end() {
  make_lines
  make_variants lines
  threads=- each_variant lines explain FILE
  [[ $(grep -c '^# line ' reference.txt) -eq 7 ]] || fail "seven explained records expected"
}

case_bench_reads_every_line_end() {
  make_lines
  sed -i '/12345/d' lines.lf
  make_variants lines
  for kind in lf crlf cr; do
    for suffix in "" .gz .zst; do
      run 0 bench "lines.$kind.txt$suffix" --min-time 0.01 --latencies lat.csv
      [[ $(cut -d, -f4 lat.csv | tail -n +2 | sort -nu | tr '\n' ' ') == "2 3 4 6 7 8 " ]] ||
        fail "latency lines of lines.$kind.txt$suffix: $(cut -d, -f4 lat.csv | tr '\n' ' ')"
    done
  done
}

case_shards_split_cr_files_at_line_ends() {
  make_lines
  make_variants lines
  "$nonet" solve lines.lf.txt -q --stats whole.csv >whole.txt
  for count in 2 3 5 11; do
    rm -f joined.txt joined.csv
    for ((i = 1; i <= count; ++i)); do
      run 0 solve lines.cr.txt --shard "$i/$count" -q --stats part.csv
      cat out.txt >>joined.txt
      cat part.csv >>joined.csv
    done
    expect_same joined.txt whole.txt
    expect_same joined.csv whole.csv
  done
}

# A CR at the end of one read and the LF of its CRLF at the start of the next: the reader's
# reads are 64 KB or more, so a file of 2,000 CRLF lines crosses that boundary many times.
case_crlf_split_across_reads_is_one_line_end() {
  awk '!/^#/ && n++ < 2000' "$datasets/puzzles2_17_clue.txt" >many.lf
  make_variants many
  "$nonet" solve many.lf.txt -q --stats lf.csv >lf.txt
  for kind in crlf cr; do
    run 0 solve "many.$kind.txt" -q --stats "$kind.csv"
    expect_same out.txt lf.txt
    expect_same "$kind.csv" lf.csv
  done
}

# The same through a pipe whose writes end right after a '\r': the reader decides what that
# '\r' is only when the next read comes (CRLF: one line end; anything else: a line end too).
case_cr_at_the_end_of_a_read_is_decided_by_the_next() {
  make_lines
  local p1 p2 p3
  p1=$(sed -n 1p six.txt)
  p2=$(sed -n 2p six.txt)
  p3=$(sed -n 3p six.txt)
  { printf '%s\r' "$p1"; sleep 0.3; printf '\n%s\r' "$p2"; sleep 0.3; printf '%s' "$p3"; } |
    "$nonet" solve -q --stats s.csv >out.txt
  [[ $(cut -d, -f1,2 s.csv | tr '\n' ' ') == "line,status 1,solved 2,solved 3,solved " ]] ||
    fail "records: $(cat s.csv)"
  "$nonet" solve -q <(sed -n 1,3p six.txt) | expect_output out.txt
}

# --- delimited input: the first line, long quoted fields ---------------------------------

case_broken_first_row_is_data_not_a_header() {
  make_lines
  local p1 p2
  p1=$(sed -n 1p six.txt)
  p2=$(sed -n 2p six.txt)
  printf '1,%s,x\n2,%s,y\n' "${p1:0:80}" "$p2" >cut.csv
  run 0 solve cut.csv --format csv
  expect_output out.txt <<EOF
line,puzzle,solution,status,solutions,error
1,${p1:0:80},,invalid,0,"expected 81 cells, got 80"
2,$p2,$("$nonet" solve -q <<<"$p2"),solved,1,
EOF
  expect_err "invalid 1"
  # An empty puzzle field and a number are data too; a name is a header.
  printf '1,,x\n2,%s,y\n' "$p2" >empty.csv
  run 0 solve empty.csv -q --stats s.csv
  [[ $(cut -d, -f1,2 s.csv | tr '\n' ' ') == "line,status 1,invalid 2,solved " ]] ||
    fail "empty field: $(cat s.csv)"
  printf 'id,puzzle,note\n2,%s,y\n' "$p2" >named.csv
  run 0 solve named.csv -q --stats s.csv
  [[ $(cut -d, -f1,2 s.csv | tr '\n' ' ') == "line,status 2,solved " ]] ||
    fail "header: $(cat s.csv)"
}

case_long_quoted_field_is_one_record() {
  make_lines
  local p1 p2 note
  p1=$(sed -n 1p six.txt)
  p2=$(sed -n 2p six.txt)
  {
    echo "id,puzzle,note"
    printf '1,%s,"' "$p1"
    for ((i = 0; i < 1100; ++i)); do echo "note line $i, with ""quotes"" and text................................"; done
    echo 'end"'
    echo "2,$p2,short"
  } >long.csv
  run 0 solve long.csv --keep-columns -q --stats s.csv
  expect_lines s.csv 3
  [[ $(cut -d, -f1,2 s.csv | tr '\n' ' ') == "line,status 2,invalid 1103,solved " ]] ||
    fail "records: $(cut -d, -f1,2 s.csv | tr '\n' ' ')"
  grep -q 'line longer than 65536 bytes' s.csv || fail "reason: $(cat s.csv)"
  # The kept columns stay well-formed CSV: three rows, each with the header's fields.
  python3 - out.txt <<'EOF'
import csv, sys
rows = list(csv.reader(open(sys.argv[1], newline="")))
assert len(rows) == 3, len(rows)
assert rows[0] == ["id", "puzzle", "note", "solution", "status", "solutions", "error"], rows[0]
assert rows[1][0] == "1" and rows[1][-4:-1] == ["", "invalid", "0"], rows[1]
assert rows[2][0] == "2" and rows[2][-3] == "solved", rows[2]
EOF
}

# A quote that never closes, in a row past 64 KB: the rest of the input is that row.
case_unclosed_quote_past_the_limit_is_one_record() {
  make_lines
  {
    echo "id,puzzle,note"
    printf '1,%s,"never closed\n' "$(sed -n 1p six.txt)"
    for ((i = 0; i < 1100; ++i)); do echo "3,$(sed -n 2p six.txt),row $i ......................................"; done
  } >open.csv
  run 0 solve open.csv -q --stats s.csv
  [[ $(cut -d, -f1,2 s.csv | tr '\n' ' ') == "line,status 2,invalid " ]] ||
    fail "records: $(cut -d, -f1,2 s.csv | head -5 | tr '\n' ' ')"
}

# --- diff: rating files stream in --------------------------------------------------------

# make_ratings ROWS FILE: a rating file of ROWS rows, the 17-clue list's first puzzles rated
# and repeated under new line numbers.
make_ratings() {
  awk '!/^#/ && n++ < 50' "$datasets/puzzles2_17_clue.txt" >fifty.txt
  "$nonet" rate fifty.txt -q --no-search >fifty.csv
  python3 - "$1" "$2" <<'EOF'
import sys
rows = open("fifty.csv").read().splitlines()
tails = [r[r.index(","):] for r in rows[1:]]
with open(sys.argv[2], "w") as out:
    out.write(rows[0] + "\n")
    out.writelines("%d%s\n" % (i + 1, tails[i % len(tails)]) for i in range(int(sys.argv[1])))
EOF
}

# Two files in the same order pair up as they are read: memory stays flat (a whole-file
# join held both files, about 2.7 times their size).
case_diff_streams_files_in_the_same_order() {
  make_ratings 300000 a.csv
  cp a.csv b.csv
  /usr/bin/time -f %M -o rss.txt "$nonet" diff a.csv b.csv >out.txt 2>err.txt
  grep -q "^compared 300000 puzzles (by line): 300000 identical" out.txt || fail "$(cat out.txt)"
  [[ -n ${NONET_SANITIZED:-} ]] || (($(tail -1 rss.txt) < 40000)) ||
    fail "peak RSS $(tail -1 rss.txt) KB for two $(($(stat -c %s a.csv) / 1000000)) MB files"
}

case_diff_reads_every_line_end_and_reports_repeats() {
  make_ratings 40 a.csv
  sed -n 5p a.csv >>a.csv  # line 4 once more
  for kind in crlf cr; do
    with_line_ends $kind <a.csv >"a.$kind.csv"
    run 0 diff a.csv "a.$kind.csv"
    expect_out "^compared 41 puzzles \(by line\): 41 identical"
    expect_out "^keys repeated within a file \(paired in file order\): baseline 1 \(first: line 4\), current 1 \(first: line 4\)$"
  done
}

case_diff_refuses_to_append_to_an_input() {
  make_ratings 10 a.csv
  cp a.csv b.csv
  cp a.csv before.csv
  local status=0
  "$nonet" diff a.csv b.csv >>a.csv 2>err.txt || status=$?
  [[ $status -eq 2 ]] || fail "exit status $status, expected 2"
  expect_err "^nonet: error: 'a.csv' is both an input and standard output: refusing to write over it$"
  expect_same a.csv before.csv
  status=0
  "$nonet" diff a.csv b.csv >>b.csv 2>err.txt || status=$?
  [[ $status -eq 2 ]] || fail "exit status $status for the current file, expected 2"
  run 0 diff a.csv b.csv
}

# --- options that do not go together ------------------------------------------------------

case_column_past_the_header_stops_the_run() {
  make_lines
  printf 'id,puzzle\n1,%s\n' "$(sed -n 1p six.txt)" >two.csv
  run 3 solve two.csv --column 3
  expect_err "^nonet: error: 'two.csv': --column 3: no such column \(the header has 2 columns: id, puzzle\)$"
  [[ ! -s out.txt ]] || fail "records written"
  run 3 check two.csv --answer-column 5
  expect_err "--answer-column 5: no such column \(the header has 2 columns: id, puzzle\)$"
}

case_keep_columns_needs_rows() {
  make_lines
  printf 'id,puzzle\n1,%s\n' "$(sed -n 1p six.txt)" >one.csv
  local message="^nonet: error: --keep-columns writes the input's rows with this command's columns after them: it goes with the default format or csv, not --format"
  run 2 solve one.csv --keep-columns --format jsonl
  expect_err "$message jsonl$"
  run 2 solve one.csv --keep-columns --format grid
  expect_err "$message grid$"
  run 2 check one.csv --keep-columns --format jsonl
  expect_err "$message jsonl$"
  run 2 rate one.csv --keep-columns --format jsonl
  expect_err "$message jsonl$"
  run 0 solve one.csv --keep-columns --format csv -q
  expect_lines out.txt 2
}

case_timing_needs_stats() {
  make_lines
  run 2 solve six.txt --timing
  expect_err "^--timing requires --stats"
  run 0 solve six.txt --timing --stats s.csv -q
  head -1 s.csv | grep -q ',solve_ns' || fail "no solve_ns column: $(head -1 s.csv)"
}

case_shard_says_its_limit() {
  make_lines
  run 2 solve six.txt --shard 1/4294967296
  expect_err "^--shard: must be I/N, whole numbers with 1 <= I <= N <= 4294967295; got '1/4294967296'$"
  run 0 solve six.txt --shard 4294967295/4294967295 -q
}

# A line of exactly 65,536 bytes is read, and one of 65,537 is not, whatever its line end: the
# carriage return of a CRLF does not count (it used to tip the first over the limit).
case_line_limit_same_for_every_line_end() {
  local puzzle=53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79
  local end size pad
  for size in 65536 65537; do
    pad=$(printf '%*s' $((size - 81)) '')
    for end in '\n' '\r\n' '\r'; do
      printf "%s%s$end%s$end" "$puzzle" "$pad" "$puzzle" >lines.txt
      run 0 solve lines.txt -q --format csv
      cut -d, -f1,4 out.txt >statuses.txt
      if ((size == 65536)); then
        expect_output statuses.txt <<<$'line,status\n1,solved\n2,solved'
      else
        expect_output statuses.txt <<<$'line,status\n1,invalid\n2,solved'
        grep -q 'line longer than 65536 bytes' out.txt || fail "the reason: $(cut -c1-200 out.txt)"
      fi
    done
  done
}

# A UTF-16 file is refused once, by name (it was a "bad character '\xff'" record per line).
case_utf16_refused_once() {
  local puzzle=53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79
  printf '%s\n%s\n' "$puzzle" "$puzzle" | iconv -t UTF-16LE | { printf '\xff\xfe'; cat; } >le.txt
  printf '%s\n' "$puzzle" | iconv -t UTF-16BE | { printf '\xfe\xff'; cat; } | gzip >be.txt.gz
  local command file
  for file in le.txt be.txt.gz; do
    for command in "solve -q" "rate -q" "check -q" "canon -q" explain "dedup -q"; do
      # shellcheck disable=SC2086 # the command's words
      run 3 $command "$file"
      expect_output err.txt <<<"nonet: error: cannot read '$file': it is UTF-16 text (its byte-order mark says so); nonet reads ASCII or UTF-8 (iconv -f UTF-16 -t UTF-8 converts it)"
      if grep -q '[1-9]' out.txt; then fail "$command wrote records: $(head -c 200 out.txt)"; fi
    done
  done
}

case_canon_apply_empty_is_refused() {
  make_lines
  run 2 canon six.txt --apply ''
  expect_err "^--apply: must not be empty$"
  [[ ! -s out.txt ]] || fail "output written"
}

"case_$case_name"
