#!/usr/bin/env bash
# End-to-end tests of datasets as people download them: small files in the exact layouts of
# the public Sudoku datasets (sudoku-3m `id,puzzle,solution,clues,difficulty`; the 1 million
# `quizzes,solutions`; the 9 million and machine-learning sets `question,answer,rating`,
# `source,question,answer,rating`, TSV, 0 for an empty cell), with quoted fields, CRLF, a
# missing column and a short row, through solve, check, rate, explain and bench; results
# joined to the rows (--keep-columns); the SUDOKU.TXT seed layout; 729-character pencilmarks.
# Each case_* function is one ctest test (tests/e2e/CMakeLists.txt finds them by name).
#   usage: datasets_cases.sh NONET_BINARY DATASETS_DIR CASE
set -euo pipefail

nonet=$1
datasets=$2
case_name=$3
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

EASY=53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79
EASY_SOL=534678912672195348198342567859761423426853791713924856961537284287419635345286179
TOP=4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........
TOP_SOL=468931527751624839392578461134756298289413675675289314846192753513867942927345186
EASY0=${EASY//./0}
TOP0=${TOP//./0}
# EASY's solution with a unique rectangle emptied: two solutions.
TWO=534..8912672195348198342567859..1423426853791713924856961537284287419635345286179

# sudoku-3m.csv: CRLF line ends, a quoted puzzle, a short row (no solution column), a row
# whose puzzle is too short.
make_3m() {
  printf '%s\r\n' "id,puzzle,solution,clues,difficulty" \
    "1,$EASY,$EASY_SOL,30,0.0" \
    "2,\"$TOP\",$TOP_SOL,17,3.4" \
    "3" \
    "4,1..5,,3,1.0" >3m.csv
}

case_sudoku_3m_solve() {
  make_3m
  run 0 solve 3m.csv
  expect_output out.txt <<OUT
$EASY_SOL
$TOP_SOL
3 invalid (line 4: row has 1 field, no column 2 (puzzle))
1..5 invalid (line 5: expected 81 cells, got 4)
OUT
  grep -q "^nonet: puzzles 4  solved 2 .* invalid 2 " err.txt || fail "summary: $(cat err.txt)"
}

case_sudoku_3m_keep_columns() {
  make_3m
  run 0 solve 3m.csv --keep-columns --count
  expect_output out.txt <<OUT
id,puzzle,solution,clues,difficulty,solution,status,solutions,error
1,$EASY,$EASY_SOL,30,0.0,$EASY_SOL,unique,1,
2,"$TOP",$TOP_SOL,17,3.4,$TOP_SOL,unique,1,
3,,invalid,0,"row has 1 field, no column 2 (puzzle)"
4,1..5,,3,1.0,,invalid,0,"expected 81 cells, got 4"
OUT
}

case_sudoku_3m_check_and_rate() {
  make_3m
  run 1 check 3m.csv
  expect_output out.txt <<OUT
valid
valid
invalid (line 4): row has 1 field, no column 2 (puzzle)
invalid (line 5): empty answer in column 3 (solution)
OUT
  printf '%s\n' "puzzle;answer" "$EASY;" "$EASY; " >empty.csv
  run 1 check empty.csv
  expect_output out.txt <<OUT
invalid (line 2): empty answer in column 2 (answer)
invalid (line 3): empty answer in column 2 (answer)
OUT
  run 1 check 3m.csv --keep-columns
  expect_output out.txt <<OUT
id,puzzle,solution,clues,difficulty,status,reasons
1,$EASY,$EASY_SOL,30,0.0,valid,
2,"$TOP",$TOP_SOL,17,3.4,valid,
3,invalid,"row has 1 field, no column 2 (puzzle)"
4,1..5,,3,1.0,invalid,empty answer in column 3 (solution)
OUT
  run 0 rate 3m.csv --keep-columns
  expect_lines out.txt 5
  [[ $(head -1 out.txt) == "id,puzzle,solution,clues,difficulty,status,se_rating,se_first_placement,se_first_step,se_at_least,qqwing_class,search,backtracks,steps,hardest_technique,histogram,error" ]] ||
    fail "rate header: $(head -1 out.txt)"
  # The same ratings as the puzzles alone give.
  printf '%s\n' "$EASY" "$TOP" >plain.txt
  "$nonet" rate -q plain.txt | cut -d, -f3- | tail -2 >alone.txt
  sed -n 2,3p out.txt | cut -d, -f6- >joined.txt
  expect_same alone.txt joined.txt
  sed -n 4p out.txt | grep -qx '3,invalid,,,,,,,,,,,"row has 1 field, no column 2 (puzzle)"' ||
    fail "short row: $(sed -n 4p out.txt)"
}

case_one_million_layout() {
  # quizzes,solutions with 0 for empty cells; a wrong answer; check finds the answer column.
  WRONG=${EASY_SOL:0:80}8
  printf '%s\n' quizzes,solutions "$EASY0,$EASY_SOL" "$TOP0,$TOP_SOL" "$EASY0,$WRONG" >1m.csv
  run 1 check 1m.csv -q
  expect_output out.txt <<OUT
valid
valid
invalid (line 4): digit 8 twice in row 9 (c5, c9); digit 8 twice in column 9 (r2, r9); digit 8 twice in box 9 (r7c8, r9c9); r9c9 = 8 contradicts the given 9
OUT
  run 0 solve 1m.csv -q
  expect_output out.txt <<OUT
$EASY_SOL
$TOP_SOL
$EASY_SOL
OUT
}

case_nine_million_and_ml_layouts() {
  # question,answer,rating; source,question,answer,rating (the puzzle not first); TSV.
  printf '%s\n' question,answer,rating "$TOP0,$TOP_SOL,4" "$TWO,$EASY_SOL,1" >9m.csv
  run 0 solve 9m.csv -q --count
  expect_output out.txt <<OUT
$TOP_SOL unique
$EASY_SOL multiple
OUT
  printf '%s\n' source,question,answer,rating "forum,$TOP0,$TOP_SOL,4" "kaggle,$EASY,$EASY_SOL,0" >ml.csv
  run 0 solve ml.csv -q
  expect_output out.txt <<OUT
$TOP_SOL
$EASY_SOL
OUT
  run 0 check ml.csv -q
  expect_output out.txt <<OUT
valid
valid
OUT
  tr , '\t' <ml.csv >ml.tsv
  echo kaggle >>ml.tsv  # a short row
  run 0 solve ml.tsv -q --keep-columns
  expect_output out.txt <<OUT
source	question	answer	rating	solution	status	solutions	error
forum	$TOP0	$TOP_SOL	4	$TOP_SOL	solved	1	
kaggle	$EASY	$EASY_SOL	0	$EASY_SOL	solved	1	
kaggle		invalid	0	row has 1 field, no column 2 (question)
OUT
  # Semicolons, a header of unknown names: the first column holding grids.
  printf '%s\n' "nr;grid_text;note" "1;$EASY;\"a; b\"" >semi.csv
  run 0 solve semi.csv -q --keep-columns
  expect_output out.txt <<OUT
nr;grid_text;note;solution;status;solutions;error
1;$EASY;"a; b";$EASY_SOL;solved;1;
OUT
}

case_column_option() {
  make_3m
  run 0 solve 3m.csv -q --column solution
  expect_output <(head -2 out.txt) <<OUT
$EASY_SOL
$TOP_SOL
OUT
  run 0 solve 3m.csv -q --column 3
  expect_output <(head -2 out.txt) <<OUT
$EASY_SOL
$TOP_SOL
OUT
  run 3 solve 3m.csv -q --column grid
  expect_output err.txt <<'OUT'
nonet: error: '3m.csv': --column 'grid': no such column (the header has id, puzzle, solution, clues, difficulty)
OUT
  # --answer-column for check: the puzzle checked against another column.
  run 1 check 3m.csv -q --column solution --answer-column puzzle
  sed -n 1p out.txt | grep -q '^invalid (line 2): r1c3 is empty' || fail "answer column: $(head -1 out.txt)"
}

case_quoted_fields_and_bad_quotes() {
  {
    echo 'id,puzzle,comment'
    echo "1,\"$EASY\",\"say \"\"hi\"\", twice\""
    echo "2,\"$TOP"
    echo "3,$TOP,plain"
  } >quoted.csv
  run 0 solve quoted.csv -q --keep-columns
  expect_output out.txt <<OUT
id,puzzle,comment,solution,status,solutions,error
1,"$EASY","say ""hi"", twice",$EASY_SOL,solved,1,
2,"$TOP,,invalid,0,quoted field not closed in column 2
3,$TOP,plain,$TOP_SOL,solved,1,
OUT
}

case_quoted_fields_across_lines() {
  # RFC 4180: a quoted field may hold line breaks (CRLF or LF); the row is one record, and
  # the records after it keep their own line numbers. A quote that never closes stays a bad
  # row on its own line.
  {
    printf 'id,puzzle,comment\r\n'
    printf '1,%s,"two\r\nlines"\r\n' "$EASY"
    printf '2,%s,"a ""quoted""\nword, and\nthree lines"\n' "$TOP"
    printf '3,bad,x\n'
    printf '4,"%s\n' "$TOP"
    printf '5,%s,plain\n' "$EASY"
  } >multi.csv
  run 0 solve multi.csv --count -q
  expect_output out.txt <<OUT
$EASY_SOL unique
$TOP_SOL unique
bad invalid (line 7: bad character 'b' at column 1)
4,"$TOP invalid (line 8: quoted field not closed in column 2)
$EASY_SOL unique
OUT
  run 0 solve multi.csv --count -q --keep-columns
  expect_lines out.txt 9
  sed -n 4,6p out.txt | tr '\n' '|' | grep -qx "2,$TOP,\"a \"\"quoted\"\"|word, and|three lines\",$TOP_SOL,unique,1,|" ||
    fail "joined row: $(sed -n 4,6p out.txt)"
}

case_keep_columns_same_at_any_thread_count() {
  {
    echo "id,puzzle,solution,clues,difficulty"
    awk '!/^#/ && n++ < 3000 { print n "," $1 ",,17," n % 7 }' "$datasets/puzzles2_17_clue.txt"
    echo "3001,12345"
  } >big.csv
  "$nonet" solve -q big.csv --keep-columns --threads 1 >one.csv
  "$nonet" solve -q big.csv --keep-columns --threads 2 >two.csv
  "$nonet" solve -q big.csv --keep-columns --threads 4 >four.csv
  expect_same one.csv two.csv
  expect_same one.csv four.csv
  expect_lines one.csv 3002
  # Every input column kept, in input order, the solutions those of the puzzles alone.
  cmp -s <(sed -n 2,3001p one.csv | cut -d, -f1-5) <(sed -n 2,3001p big.csv) ||
    fail "input columns changed"
  [[ $(tail -1 one.csv) == '3001,12345,,invalid,0,"expected 81 cells, got 5"' ]] ||
    fail "last row: $(tail -1 one.csv)"
  awk '!/^#/ && n++ < 3000' "$datasets/puzzles2_17_clue.txt" | "$nonet" solve -q >alone.txt
  sed -n '2,3001p' one.csv | cut -d, -f6 | cmp -s - alone.txt || fail "solutions differ"
}

case_keep_columns_with_all_solutions_in_pieces() {
  # More solutions than a batch holds are written in pieces of 4,096; 8,192 makes the last
  # piece hold none, which must add no row.
  local empty
  empty=$(printf '.%.0s' {1..81})
  printf '%s\n' "id,puzzle" "1,$empty" "2,$EASY" >all.csv
  for max in 4096 5000 8192; do
    "$nonet" solve -q all.csv --all --max-solutions "$max" --keep-columns >kept.csv 2>/dev/null
    "$nonet" solve -q all.csv --all --max-solutions "$max" --format csv >plain.csv 2>/dev/null
    expect_lines kept.csv $((max + 2))
    # The same solutions, row for row, as the CSV format writes them.
    cmp -s <(tail -n +2 kept.csv | cut -d, -f3) <(tail -n +2 plain.csv | cut -d, -f3) ||
      fail "--max-solutions $max: kept rows differ from the csv rows"
    [[ $(tail -1 kept.csv) == "2,$EASY,$EASY_SOL,unique,1," ]] || fail "last row: $(tail -1 kept.csv)"
  done
}

case_explain_and_bench_read_tables() {
  make_3m
  run 0 explain 3m.csv --format json
  expect_lines out.txt 4
  sed -n 1p out.txt | grep -q "^{\"line\":2,\"puzzle\":\"$EASY\"" || fail "explain: $(head -c 200 out.txt)"
  sed -n 3p out.txt | grep -qx '{"line":4,"status":"invalid","error":"row has 1 field, no column 2 (puzzle)"}' ||
    fail "explain short row: $(sed -n 3p out.txt)"
  run 0 bench 3m.csv --min-time 0.01 --csv
  [[ $(tail -1 out.txt | cut -d, -f1,4) == 3m.csv,2 ]] || fail "bench: $(tail -1 out.txt)"
  grep -q "line 4: row has 1 field, no column 2 (puzzle)" err.txt || fail "bench warning: $(cat err.txt)"
}

case_seed_layout_with_free_text() {
  # SUDOKU.TXT: the grid in the first 9 characters of the first 9 lines; the rest free text.
  # Fixed width: a space is an empty cell, so every row keeps its 9 characters.
  printf '%s\n' "53  7      the 5 and 3 are given" "6  195     row 2" " 98    6 " \
    "8   6   3  rows 4 to 6: 3 clues each" "4  8 3  1" "7   2   6" " 6    28 " "   419  5" \
    "    8  79" "Notes: solved on 12 May 2024 in 7 minutes." "Source: page 42." >SUDOKU.TXT
  run 0 solve SUDOKU.TXT
  expect_output out.txt <<OUT
$EASY_SOL
OUT
  grep -q "^nonet: puzzles 1  solved 1 " err.txt || fail "summary: $(cat err.txt)"
}


# Pencilmarks: 729 characters, each cell's nine candidates (Sukaku Explainer, tdoku). This
# position comes from the solving path of the calibration puzzle below; serate, given it,
# says ED=4.6/4.6/4.6 (a unique loop first).
PENCILMARKS=....5...91..........3.56....2..............8...3..6.....3..6..9......7.....4.......3..6......4...........7..........9....5......3..6...1...............8..2.........3..6..9.......8..2.............7..1...........4.......3..6..9....5...9....56.....3456...........9..3.56...1.3............7...2..........4.6...1...5...........8.......7......56...1...........4.............9.......8..2.........3..........56.....34......2..............8.1.3...........6.......5.......4....91.......9......7.........8...3..............9.....6......4...........7......5.....2.......1........1..............7.....4.........5.....2...............9.......8......6.....3.......2...........56.......56..........8...3......1..............7.....4.............9
PENCILMARKS_SOURCE=.1.2...74...95.1......1.........2.....14982....8.6....8.9.47..1..4...86.2.....7..
PENCILMARKS_SOL=513286974647953182982714356495372618761498235328165497839647521174529863256831749

case_pencilmarks() {
  # r1c4 holds '7' where only 4 may stand: an invalid record in its place, the run goes on.
  local bad="${PENCILMARKS:0:30}7${PENCILMARKS:31}"
  printf '%s\n' "# a position as pencilmarks" "$PENCILMARKS" "$bad" "$PENCILMARKS_SOURCE" >in.txt
  run 0 solve in.txt --count
  expect_output out.txt <<OUT
$PENCILMARKS_SOL unique
${bad:0:100}... invalid (line 3: pencilmarks: digit 7 at column 31, where only 4 or an empty mark may stand)
$PENCILMARKS_SOL unique
OUT
  run 0 solve in.txt --format csv
  sed -n 2p out.txt | grep -qx "2,$PENCILMARKS,$PENCILMARKS_SOL,solved,1," || fail "csv: $(sed -n 2p out.txt)"
  run 0 rate in.txt --no-search -q
  sed -n 2p out.txt | grep -q "^2,$PENCILMARKS,rated,4.6,4.6,4.6,,Expert,,,24,unique_rectangle," ||
    fail "rate: $(sed -n 2p out.txt)"
  sed -n 3p out.txt | grep -q ",invalid,.*pencilmarks: digit 7 at column 31" || fail "rate bad: $(sed -n 3p out.txt)"
  run 0 explain "$PENCILMARKS"
  sed -n 2p out.txt | grep -qx "r3c8 ≠ 9: unique loop type 2 on 3, 6: r1c6, r2c6, r2c1, r3c1, r3c7, r1c7" ||
    fail "explain: $(sed -n 2p out.txt)"
  # Commands that read 81-cell puzzles only say so.
  run 0 canon in.txt
  grep -q "729-character pencilmarks, where this command reads 81-cell puzzles" out.txt ||
    fail "canon: $(head -c 300 out.txt)"
}

"case_$case_name"
