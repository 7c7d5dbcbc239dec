#!/usr/bin/env bash
# End-to-end tests of `nonet solve`: they run the real binary. Each case_* function is one
# ctest test (tests/e2e/CMakeLists.txt finds them by name).
#   usage: solve_cases.sh NONET_BINARY CASE
set -euo pipefail

nonet=$1
case_name=$2
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

# Puzzles with known answers (each checked by hand against the Sudoku rules).
EASY=53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79
EASY_SOL=534678912672195348198342567859761423426853791713924856961537284287419635345286179
HARD=98.7..6..75..4......3..8.7.5....7.3...94.........2.1..3.......1.9...5.8...52....6
HARD_SOL=981752643752643819463198275514867932629431758837529164348976521296315487175284396
TOP=4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........
TOP_SOL=468931527751624839392578461134756298289413675675289314846192753513867942927345186
C17=.................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...
C17_SOL=953168742862734951417952836746893125281645397395271468138529674574386219629417583
# Valid givens, no solution: row 1 needs its 9 where column 9 already has one.
NONE=12345678.........9...............................................................
# EASY's solution with one (TWO) or two (FOUR) unique rectangles emptied.
TWO=534..8912672195348198342567859..1423426853791713924856961537284287419635345286179
TWO_A=534678912672195348198342567859761423426853791713924856961537284287419635345286179
TWO_B=534768912672195348198342567859671423426853791713924856961537284287419635345286179
FOUR=534..89126721953..198342567859..14234268537917139248569615372..287419635345286179
FOUR_C=534678912672195384198342567859761423426853791713924856961537248287419635345286179
FOUR_D=534768912672195384198342567859671423426853791713924856961537248287419635345286179
BLANK=.................................................................................

# A mix of easy, hard, unsolvable and invalid lines with comments and blank lines, repeated
# `repeats` times; writes mixed.txt and the expected line-format output in mixed.expected.
make_mixed() {
  local repeats=$1
  awk -v n="$repeats" -v e="$EASY" -v es="$EASY_SOL" -v h="$HARD" -v hs="$HARD_SOL" \
    -v t="$TOP" -v ts="$TOP_SOL" -v c="$C17" -v cs="$C17_SOL" -v z="$NONE" '
    BEGIN {
      line = 0
      for (i = 0; i < n; i++) {
        print "# block " i > "mixed.txt"; line++
        print e > "mixed.txt"; line++; print es > "mixed.expected"
        print h > "mixed.txt"; line++; print hs > "mixed.expected"
        print "12345" > "mixed.txt"; line++
        print "12345 invalid (line " line ": expected 81 cells, got 5)" > "mixed.expected"
        print "" > "mixed.txt"; line++
        print c > "mixed.txt"; line++; print cs > "mixed.expected"
        print z > "mixed.txt"; line++; print z " unsolvable" > "mixed.expected"
        print t > "mixed.txt"; line++; print ts > "mixed.expected"
      }
    }'
}

case_order_preserved_across_threads() {
  make_mixed 1500  # 9,000 records: several batches in flight at once
  for threads in 1 2 8; do
    run 0 solve mixed.txt --threads "$threads" -o "out$threads.txt" --stats "stats$threads.csv"
    expect_output "out$threads.txt" <mixed.expected
    expect_err "^nonet: puzzles 9000  solved 6000  unique 0  multiple 0  unsolvable 1500  invalid 1500  time [0-9.]+ s  [0-9]+ puzzles/s$"
  done
  expect_same stats1.csv stats2.csv
  expect_same stats1.csv stats8.csv
  [[ $(wc -l <stats1.csv) -eq 9001 ]] || fail "stats rows"
  for format in grid csv jsonl; do
    for threads in 1 8; do
      run 0 solve mixed.txt --threads "$threads" --format "$format" -o "$format$threads.txt"
    done
    expect_same "${format}1.txt" "${format}8.txt"
  done
}

case_stdin() {
  printf '%s\n%s\n' "$EASY" "$HARD" >p.txt
  printf '%s\n%s\n' "$EASY_SOL" "$HARD_SOL" >expected.txt
  "$nonet" solve - <p.txt >a.txt 2>/dev/null
  "$nonet" solve <p.txt >b.txt 2>/dev/null
  cat p.txt | "$nonet" solve >c.txt 2>/dev/null
  expect_output a.txt <expected.txt
  expect_same a.txt b.txt
  expect_same a.txt c.txt
}

case_compressed_inputs() {
  make_mixed 300
  "$nonet" solve -q mixed.txt --stats plain.csv >plain.txt
  gzip -c mixed.txt >mixed.txt.gz
  zstd -q -c mixed.txt >mixed.txt.zst
  cp mixed.txt.gz gzip-without-suffix.txt  # chosen by magic bytes, not by name
  cp mixed.txt.zst zstd-without-suffix.txt
  head -c 100000 mixed.txt >part1.txt
  tail -c +100001 mixed.txt >part2.txt
  { gzip -c part1.txt; gzip -c part2.txt; } >members.gz  # two gzip members
  for input in mixed.txt.gz mixed.txt.zst gzip-without-suffix.txt zstd-without-suffix.txt \
    members.gz; do
    "$nonet" solve -q "$input" --stats "$input.csv" >"$input.out"
    expect_same plain.txt "$input.out"
    expect_same plain.csv "$input.csv"
  done
  gzip -c mixed.txt | "$nonet" solve -q >stdin.out
  expect_same plain.txt stdin.out
  zstd -q -c mixed.txt | "$nonet" solve -q >stdin.out
  expect_same plain.txt stdin.out
}

case_corrupt_compressed_input() {
  make_mixed 300
  gzip -c mixed.txt >full.gz
  head -c $(($(wc -c <full.gz) / 2)) full.gz >cut.gz
  run 3 solve cut.gz -o out.txt
  expect_err "^nonet: error: cannot read 'cut.gz': truncated gzip data$"
  zstd -q -c mixed.txt >full.zst
  head -c $(($(wc -c <full.zst) / 2)) full.zst >cut.zst
  run 3 solve cut.zst -o out.txt
  expect_err "^nonet: error: cannot read 'cut.zst': truncated zstd data$"
}

case_crlf() {
  printf '# comment\r\n%s\r\n\r\n%s\r\n12345\r\n' "$EASY" "$TOP" >crlf.txt
  run 0 solve -q crlf.txt --stats s.csv
  expect_output out.txt <<END
$EASY_SOL
$TOP_SOL
12345 invalid (line 5: expected 81 cells, got 5)
END
  expect_output <(cut -d, -f1-4,9- s.csv) <<END
line,status,clues,solutions,error
2,solved,30,1,
4,solved,18,1,
5,invalid,0,0,"expected 81 cells, got 5"
END
}

case_last_line_without_newline() {
  printf '%s\n%s' "$EASY" "$TOP" >p.txt
  run 0 solve -q p.txt
  printf '%s\n%s\n' "$EASY_SOL" "$TOP_SOL" | expect_output out.txt
  printf '%s\n%s' "$EASY" "${TOP:0:80}" >q.txt
  run 0 solve -q q.txt
  expect_output out.txt <<END
$EASY_SOL
${TOP:0:80} invalid (line 2: expected 81 cells, got 80)
END
}

case_empty_file() {
  : >empty.txt
  run 0 solve empty.txt --stats s.csv
  expect_output out.txt </dev/null
  printf 'line,status,clues,solutions,guesses,backtracks,naked_singles,hidden_singles,error\n' |
    expect_output s.csv
  expect_err "^nonet: puzzles 0  solved 0  unique 0  multiple 0  unsolvable 0  invalid 0  time"
  run 0 solve -q empty.txt --format csv
  printf 'line,puzzle,solution,status,solutions,error\n' | expect_output out.txt
}

case_only_comments() {
  printf '# one\n\n   # two\n\t\n#%s\n' "$EASY" >comments.txt
  run 0 solve comments.txt --format jsonl
  expect_output out.txt </dev/null
  expect_err "^nonet: puzzles 0  "
}

case_invalid_reasons() {
  local e=$EASY
  {
    echo "# each reason once"
    echo "$e"
    echo "${e:0:80}"
    echo "${e}1"
    echo "${e:0:6}a${e:7}"
    echo "55${e:2}"
    echo "${e:0:27}5${e:28}"
    echo ".3.5.....${e:9}"
    printf '\x01\x02zz\n'
    echo "$e ED=1.2/1.2/1.2"
    echo "$e:1:$EASY_SOL"
    echo "  $e  "
  } >bad.txt
  run 0 solve bad.txt --stats s.csv
  expect_output out.txt <<END
$EASY_SOL
${e:0:80} invalid (line 3: expected 81 cells, got 80)
${e}1 invalid (line 4: expected 81 cells, got 82)
${e:0:6}a${e:7} invalid (line 5: bad character 'a' at column 7)
55${e:2} invalid (line 6: digit 5 twice in row 1)
${e:0:27}5${e:28} invalid (line 7: digit 5 twice in column 1)
.3.5.....${e:9} invalid (line 8: digit 5 twice in box 2)
\\x01\\x02zz invalid (line 9: bad character '\\x01' at column 1)
$EASY_SOL
$EASY_SOL
$EASY_SOL
END
  expect_output <(cut -d, -f1-4,9- s.csv) <<END
line,status,clues,solutions,error
2,solved,30,1,
3,invalid,0,0,"expected 81 cells, got 80"
4,invalid,0,0,"expected 81 cells, got 82"
5,invalid,0,0,bad character 'a' at column 7
6,invalid,0,0,digit 5 twice in row 1
7,invalid,0,0,digit 5 twice in column 1
8,invalid,0,0,digit 5 twice in box 2
9,invalid,0,0,bad character '\\x01' at column 1
10,solved,30,1,
11,solved,30,1,
12,solved,30,1,
END
  expect_err "^nonet: puzzles 11  solved 4  unique 0  multiple 0  unsolvable 0  invalid 7  "
}

case_huge_binary_line() {
  # 3 MB of 0xff bytes without a newline, between two puzzles, then a huge last line.
  {
    echo "$EASY"
    head -c 3000000 /dev/zero | tr '\0' '\377'
    echo
    echo "$TOP"
    echo "#$(head -c 200000 /dev/zero | tr '\0' x)"  # a huge comment is still a comment
    head -c 2000000 /dev/zero | tr '\0' '\001'
  } >huge.txt
  run 0 solve -q huge.txt --stats s.csv
  local ff01
  ff01=$(printf '\\xff%.0s' $(seq 100))
  expect_output out.txt <<END
$EASY_SOL
$ff01... invalid (line 2: line longer than 65536 bytes)
$TOP_SOL
$(printf '\\x01%.0s' $(seq 100))... invalid (line 5: line longer than 65536 bytes)
END
  expect_output <(cut -d, -f1-2,9 s.csv) <<END
line,status,error
1,solved,
2,invalid,line longer than 65536 bytes
3,solved,
5,invalid,line longer than 65536 bytes
END
}

# A puzzle with several solutions may show any of them first (search order): the first
# field is checked against the known set, the rest exactly.
case_count_modes() {
  printf '%s\n%s\n%s\n%s\n%s\n' "$NONE" "$EASY" "$TWO" "$FOUR" "$BLANK" >p.txt
  run 0 solve -q --count p.txt --stats s.csv
  expect_output <(sed -n 1,2p out.txt) <<END
$NONE unsolvable
$EASY_SOL unique
END
  grep -qxE "($TWO_A|$TWO_B) multiple" <(sed -n 3p out.txt) || fail "line 3: $(sed -n 3p out.txt)"
  grep -qxE "($TWO_A|$TWO_B|$FOUR_C|$FOUR_D) multiple" <(sed -n 4p out.txt) ||
    fail "line 4: $(sed -n 4p out.txt)"
  grep -qxE "[1-9]{81} multiple" <(sed -n 5p out.txt) || fail "line 5: $(sed -n 5p out.txt)"
  expect_output <(cut -d, -f1-4,9 s.csv) <<END
line,status,clues,solutions,error
1,unsolvable,9,0,
2,unique,30,1,
3,multiple,77,2,
4,multiple,73,2,
5,multiple,0,2,
END
  run 0 solve -q --count --limit 10 p.txt --stats s.csv
  expect_output <(cut -d, -f1-4 s.csv) <<END
line,status,clues,solutions
1,unsolvable,9,0
2,unique,30,1
3,multiple,77,2
4,multiple,73,4
5,multiple,0,10
END
  run 0 solve -q --count --limit 1 p.txt --stats s.csv
  expect_output <(cut -d, -f1-4 s.csv) <<END
line,status,clues,solutions
1,unsolvable,9,0
2,solved,30,1
3,solved,77,1
4,solved,73,1
5,solved,0,1
END
  run 0 solve --count p.txt -o /dev/null
  expect_err "^nonet: puzzles 5  solved 0  unique 1  multiple 3  unsolvable 1  invalid 0  "
}

case_all_solutions() {
  printf '%s\n%s\n%s\n' "$FOUR" "$NONE" "$EASY" >p.txt
  run 0 solve -q --all p.txt --stats s.csv
  expect_output <(sed -n 1,4p out.txt | LC_ALL=C sort) < <(
    printf '%s\n' "$TWO_A" "$TWO_B" "$FOUR_C" "$FOUR_D" | LC_ALL=C sort)
  expect_output <(sed -n '5,$p' out.txt) <<END
$NONE unsolvable
$EASY_SOL
END
  expect_output <(cut -d, -f1-4 s.csv) <<END
line,status,clues,solutions
1,multiple,73,4
2,unsolvable,9,0
3,unique,30,1
END
  run 0 solve -q --all --format csv p.txt
  expect_output <(LC_ALL=C sort out.txt) < <(LC_ALL=C sort <<END
line,puzzle,solution,status,solutions,error
1,$FOUR,$TWO_A,multiple,4,
1,$FOUR,$TWO_B,multiple,4,
1,$FOUR,$FOUR_C,multiple,4,
1,$FOUR,$FOUR_D,multiple,4,
2,$NONE,,unsolvable,0,
3,$EASY,$EASY_SOL,unique,1,
END
  )
  # Capped at --max-solutions, with a warning.
  run 0 solve --all --max-solutions 3 p.txt --stats s.csv
  [[ $(wc -l <out.txt) -eq 5 ]] || fail "capped output: $(cat out.txt)"
  grep -qxE "($TWO_A|$TWO_B|$FOUR_C|$FOUR_D)" <(sed -n 1,3p out.txt) || fail "capped solutions"
  expect_output <(sed -n '4,$p' out.txt) <<END
$NONE unsolvable
$EASY_SOL
END
  [[ $(sed -n 2p s.csv) == 1,multiple,73,3,* ]] || fail "capped stats: $(sed -n 2p s.csv)"
  expect_err "^nonet: warning: line 1: more than 3 solutions; wrote the first 3 \(--max-solutions\)$"
  expect_err "^nonet: warning: 1 puzzles had more than 3 solutions$"
}

case_singles_only() {
  printf '%s\n%s\n%s\n' "$EASY" "$HARD" "$NONE" >p.txt
  run 0 solve --singles-only p.txt
  expect_output out.txt <<END
$EASY_SOL
$HARD stuck
$NONE unsolvable
END
  expect_err "^nonet: puzzles 3  solved 1  unique 0  multiple 0  unsolvable 1  invalid 0  stuck 1  "
}

case_output_formats() {
  printf '%s\n%s\n12x\n' "$EASY" "$NONE" >p.txt
  run 0 solve -q --format grid p.txt
  expect_output out.txt <<END
line 1: solved
5 3 4 | 6 7 8 | 9 1 2
6 7 2 | 1 9 5 | 3 4 8
1 9 8 | 3 4 2 | 5 6 7
------+-------+------
8 5 9 | 7 6 1 | 4 2 3
4 2 6 | 8 5 3 | 7 9 1
7 1 3 | 9 2 4 | 8 5 6
------+-------+------
9 6 1 | 5 3 7 | 2 8 4
2 8 7 | 4 1 9 | 6 3 5
3 4 5 | 2 8 6 | 1 7 9

line 2: unsolvable
1 2 3 | 4 5 6 | 7 8 .
. . . | . . . | . . 9
. . . | . . . | . . .
------+-------+------
. . . | . . . | . . .
. . . | . . . | . . .
. . . | . . . | . . .
------+-------+------
. . . | . . . | . . .
. . . | . . . | . . .
. . . | . . . | . . .

line 3: invalid: expected 81 cells, got 3

END
  run 0 solve -q --format csv p.txt
  expect_output out.txt <<END
line,puzzle,solution,status,solutions,error
1,$EASY,$EASY_SOL,solved,1,
2,$NONE,,unsolvable,0,
3,12x,,invalid,0,"expected 81 cells, got 3"
END
  run 0 solve -q --format jsonl p.txt --stats s.jsonl
  expect_output <(sed -e 's/,"guesses".*//' out.txt) <<END
{"line":1,"puzzle":"$EASY","solution":"$EASY_SOL","status":"solved","stats":{"clues":30,"solutions":1
{"line":2,"puzzle":"$NONE","solution":null,"status":"unsolvable","stats":{"clues":9,"solutions":0
{"line":3,"puzzle":"12x","status":"invalid","error":"expected 81 cells, got 3"}
END
  expect_output <(sed -e 's/,"guesses":[0-9,":a-z_]*,"error"/,"error"/' s.jsonl) <<END
{"line":1,"status":"solved","clues":30,"solutions":1,"error":null}
{"line":2,"status":"unsolvable","clues":9,"solutions":0,"error":null}
{"line":3,"status":"invalid","clues":0,"solutions":0,"error":"expected 81 cells, got 3"}
END
}

case_stats_columns() {
  printf '%s\n' "$EASY" >a.txt
  printf '# b\n%s\nbad\n' "$TOP" >b.txt
  run 0 solve -q a.txt b.txt --stats s.csv --timing
  expect_output out.txt <<END
$EASY_SOL
$TOP_SOL
bad invalid (b.txt line 3: bad character 'b' at column 1)
END
  [[ $(head -1 s.csv) == file,line,status,clues,solutions,guesses,backtracks,naked_singles,hidden_singles,error,solve_ns ]] ||
    fail "header with file and timing: $(head -1 s.csv)"
  expect_output <(cut -d, -f1-5 s.csv | tail -n +2) <<END
a.txt,1,solved,30,1
b.txt,2,solved,18,1
b.txt,3,invalid,0,0
END
  grep -qE '^a\.txt,1,solved,30,1,[0-9]+,[0-9]+,[0-9]+,[0-9]+,,[0-9]+$' s.csv || fail "timing row"
  run 0 solve -q a.txt --stats s.csv
  [[ $(head -1 s.csv) == line,status,clues,solutions,guesses,backtracks,naked_singles,hidden_singles,error ]] ||
    fail "plain header: $(head -1 s.csv)"
}

case_single_puzzle_files() {
  cat >block.txt <<'END'
# The Wikipedia puzzle as a 9x9 block
53..7....
6..195...
.98....6.
8...6...3
4..8.3..1
7...2...6
.6....28.
...419..5
....8..79
END
  cat >boxed.txt <<'END'
5 3 . | . 7 . | . . .   first row
6 . . | 1 9 5 | . . .
. 9 8 | . . . | . 6 .
------+-------+------
8 . . | . 6 . | . . 3
4 . . | 8 . 3 | . . 1
7 . . | . 2 . | . . 6
------+-------+------
. 6 . | . . . | 2 8 .
. . . | 4 1 9 | . . 5
. . . | . 8 . | . 7 9
END
  cat >integers.txt <<'END'
5 3 0 0 7 0 0 0 0
6 0 0 1 9 5 0 0 0
0 9 8 0 0 0 0 6 0
8 0 0 0 6 0 0 0 3
4 0 0 8 0 3 0 0 1
7 0 0 0 2 0 0 0 6
0 6 0 0 0 0 2 8 0
0 0 0 4 1 9 0 0 5
0 0 0 0 8 0 0 7 9
END
  cat >matrix.m <<'END'
% Octave
A = [5 3 0 0 7 0 0 0 0; 6 0 0 1 9 5 0 0 0; 0 9 8 0 0 0 0 6 0;
     8 0 0 0 6 0 0 0 3; 4 0 0 8 0 3 0 0 1; 7 0 0 0 2 0 0 0 6;
     0 6 0 0 0 0 2 8 0; 0 0 0 4 1 9 0 0 5; 0 0 0 0 8 0 0 7 9];
END
  for file in block.txt boxed.txt integers.txt matrix.m; do
    run 0 solve "$file" --stats s.csv
    printf '%s\n' "$EASY_SOL" | expect_output out.txt
    expect_err "^nonet: puzzles 1  solved 1  "
  done
  run 0 solve -q --format csv block.txt
  printf 'line,puzzle,solution,status,solutions,error\n2,%s,%s,solved,1,\n' "$EASY" "$EASY_SOL" |
    expect_output out.txt
  # A block with clashing givens is one invalid puzzle, not nine bad lines.
  sed 's/^53\.\.7/55..7/' block.txt >clash.txt
  run 0 solve -q clash.txt
  [[ $(wc -l <out.txt) -eq 1 ]] && grep -q 'invalid (line 2: digit 5 twice in row 1)$' out.txt ||
    fail "clashing block: $(cat out.txt)"
  gzip -c block.txt | "$nonet" solve -q >gz.out
  printf '%s\n' "$EASY_SOL" | expect_output gz.out
}

case_write_failure() {
  printf '%s\n' "$EASY" >p.txt
  run 3 solve p.txt -o /dev/full
  expect_err "^nonet: error: cannot write to '/dev/full': No space left on device$"
  local status=0
  "$nonet" solve p.txt >/dev/full 2>err.txt || status=$?
  [[ $status -eq 3 ]] || fail "stdout to /dev/full: status $status"
  expect_err "^nonet: error: cannot write to standard output: No space left on device$"
  run 3 solve p.txt -o out2.txt --stats /dev/full
  expect_err "^nonet: error: cannot write to '/dev/full': No space left on device$"
}

case_broken_pipe() {
  for i in $(seq 30); do printf '%s\n%s\n' "$EASY" "$HARD"; done >p.txt
  for i in $(seq 200); do cat p.txt; done >big.txt  # 12,000 puzzles
  set +o pipefail
  "$nonet" solve big.txt 2>err.txt | head -1 >out.txt
  local statuses=("${PIPESTATUS[@]}")
  set -o pipefail
  printf '%s\n' "$EASY_SOL" | expect_output out.txt
  [[ ${statuses[0]} -eq 0 ]] || fail "nonet exit status ${statuses[0]}"
  expect_output err.txt </dev/null
}

case_io_and_usage_errors() {
  run 3 solve missing.txt -o out2.txt
  expect_err "^nonet: error: cannot open 'missing.txt': No such file or directory$"
  [[ ! -e out2.txt ]] || fail "output created although the input is missing"
  mkdir dir
  run 3 solve dir
  expect_err "^nonet: error: cannot read 'dir': Is a directory$"
  run 3 solve /dev/null -o no/such/dir/out.txt
  expect_err "^nonet: error: cannot open 'no/such/dir/out.txt': No such file or directory$"
  run 2 solve --bogus
  run 2 solve --limit 3 /dev/null
  run 2 solve --count --all /dev/null
  run 2 solve --format xml /dev/null
  run 2 solve --threads -1 /dev/null
  run 2 solve --stats - /dev/null
  run 2
  run 0 solve --help
  grep -q -- "--max-solutions" out.txt || fail "help text"
}

case_progress_flag() {
  printf '%s\n' "$EASY" >p.txt
  run 0 solve -q --progress p.txt
  grep -q $'\r' err.txt || fail "no progress bar with --progress"
  run 0 solve -q p.txt
  expect_output err.txt </dev/null
}

"case_$case_name"
