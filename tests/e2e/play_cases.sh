#!/usr/bin/env bash
# End-to-end cases of `nonet play`, driven in a detached tmux session of a fixed size: keys
# go in with send-keys, screens come out with capture-pane and are compared with the
# expected text (the clock masked). Each case_* function is one ctest test
# (tests/e2e/CMakeLists.txt finds them by name).
set -euo pipefail
nonet=$1
case_name=$2
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

puzzle=53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79
solution=534678912672195348198342567859761423426853791713924856961537284287419635345286179
export TMUX_TMPDIR="$work"  # a tmux server of this case's own
session=play

# A session that outlives the cases' own, so that killing one of those never ends the server:
# a new session started while the server shuts down would meet "server exited unexpectedly".
keep_server() { tmux has-session -t keep 2>/dev/null || tmux new-session -d -s keep "sleep 600"; }

start() {  # start COLUMNS LINES ARGS...: nonet play in a new session, then wait for its screen
  local columns=$1 lines=$2
  shift 2
  keep_server
  tmux new-session -d -s "$session" -x "$columns" -y "$lines" \
    "TERM=xterm-256color $nonet play $*; echo \"exit status \$?\"; sleep 60"
  settle
}
settle() { sleep 0.4; }
keys() { tmux send-keys -t "$session" "$@"; settle; }
screen() { tmux capture-pane -p -t "$session" | sed -E 's/time [0-9]+:[0-9]{2}/time M:SS/'; }
# Polls (up to 15 s) rather than trusting one fixed wait: a loaded machine redraws late.
expect_screen_has() {
  local tries=0
  until screen | grep -qF -- "$1"; do
    ((++tries < 150)) || { screen >&2; fail "screen lacks: $1"; }
    sleep 0.1
  done
}
trap 'tmux kill-server 2>/dev/null || true; rm -rf "$work"' EXIT

case_not_a_terminal() {
  run 2 play "$puzzle" </dev/null
  expect_output err.txt <<<"nonet: error: nonet play is interactive: it needs a terminal on standard input and output"
}

case_bad_puzzle_is_usage_error() {
  # The argument is checked first: the same mistake with or without a terminal.
  local clash=55..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79
  run 2 play "$clash" </dev/null
  expect_output err.txt <<<"nonet: error: not a puzzle: digit 5 twice in row 1"
  echo "$clash" >clash.txt
  run 2 play clash.txt </dev/null
  expect_output err.txt <<<"nonet: error: no puzzle in 'clash.txt' (line 1: digit 5 twice in row 1)"
  run 2 play missing.txt </dev/null
  expect_output err.txt <<<"nonet: error: 'missing.txt' is neither a puzzle nor a readable file: No such file or directory"
  echo "$puzzle" | gzip | head -c 20 >cut.txt.gz
  run 2 play cut.txt.gz </dev/null
  expect_err "^nonet: error: .*cut.txt.gz"
}

# PUZZLE|FILE is read as every command reads its input, in bounded memory: an endless line is
# skipped without being held (play /dev/zero once reached 267 MB in 8 s), and the first puzzle
# after a long line is found (then play asks for a terminal, which comes after the puzzle).
case_endless_file_flat_memory() {
  { head -c 1000000 /dev/zero | tr '\0' 1; echo; echo "$puzzle"; } >long.txt
  run 2 play long.txt </dev/null
  expect_output err.txt <<<"nonet: error: nonet play is interactive: it needs a terminal on standard input and output"
  [[ -n ${NONET_SANITIZED:-} ]] && return 0
  timeout -s INT 3 /usr/bin/time -o rss.txt -f %M "$nonet" play /dev/zero </dev/null >/dev/null \
    2>/dev/null || true
  local rss
  rss=$(tail -1 rss.txt)
  ((rss < 32768)) || fail "peak RSS $rss KB reading /dev/zero"
}

# A terminal type ncurses cannot drive as a full screen is refused with nonet's own message.
case_terminal_types() {
  local term expected
  for term in "" bogus dumb; do
    case $term in
      "") expected="TERM is not set" ;;
      bogus) expected="terminal type 'bogus' is unknown (no terminfo entry)" ;;
      dumb) expected="terminal type 'dumb' cannot move the cursor" ;;
    esac
    keep_server
    tmux new-session -d -s "$session" -x 200 -y 24 \
      "TERM=$term $nonet play $puzzle; echo \"exit status \$?\"; sleep 60"
    expect_screen_has "nonet: error: $expected: nonet play needs a full-screen terminal (such as TERM=xterm-256color)"
    expect_screen_has "exit status 2"
    tmux kill-session -t "$session"
  done
}

# A compressed file is read as every command reads its input.
case_compressed_puzzle_file() {
  { echo "# a comment line"; echo "$puzzle"; } | gzip >p.txt.gz
  start 80 24 p.txt.gz
  expect_screen_has "Fill every cell"
  expect_screen_has "1 | 5 3 . | . 7 . | . . . |"
  if command -v zstd >/dev/null; then
    tmux kill-session -t "$session"
    echo "$puzzle" | zstd -q >p.zst
    start 80 24 p.zst
    expect_screen_has "1 | 5 3 . | . 7 . | . . . |"
  fi
}

case_start_screen() {
  start 80 24 "$puzzle"
  expect_screen_has "Fill every cell"
  screen | sed -e 's/[[:space:]]*$//' >screen.txt
  expect_output screen.txt <<'TEXT'
 nonet play  SE 1.2 (hidden single (box)), qqwing Simple              time M:SS

       1 2 3   4 5 6   7 8 9
      +-------+-------+-------+       arrows/hjkl  move
    1 | 5 3 . | . 7 . | . . . |       1-9          place a digit
    2 | 6 . . | 1 9 5 | . . . |       0 space Del  clear
    3 | . 9 8 | . . . | . 6 . |       p            pencil marks
      +-------+-------+-------+       u / r        undo / redo
    4 | 8 . . | . 6 . | . . 3 |       ?            hint
    5 | 4 . . | 8 . 3 | . . 1 |       c            check
    6 | 7 . . | . 2 . | . . 6 |       s            show solution
      +-------+-------+-------+       q            menu
    7 | . 6 . | . . . | 2 8 . |
    8 | . . . | 4 1 9 | . . 5 |
    9 | . . . | . 8 . | . 7 9 |
      +-------+-------+-------+

    cursor r1c3


 Fill every cell: each row, column and box holds 1-9 once.



TEXT
}

case_move_place_check_undo_hint() {
  start 80 24 "$puzzle"
  keys l l j            # r1c3 -> r1c5 -> r2c5 (moves stay on the board)
  expect_screen_has "cursor r2c5"
  keys k h Left         # back to r1c3
  expect_screen_has "cursor r1c3"
  keys 1                # wrong: the solution has 4 there
  expect_screen_has "1 | 5 3 1 | . 7 . |"
  keys c
  expect_screen_has "1 wrong cell marked with !"
  expect_screen_has "1 | 5 3 1!| . 7 . |"
  keys u
  expect_screen_has "1 | 5 3 . | . 7 . |"
  keys r
  expect_screen_has "1 | 5 3 1 | . 7 . |"
  keys '?'
  expect_screen_has "Hint: r1c3 = 1 is wrong"
  keys u '?'
  expect_screen_has "Hint: $("$nonet" explain "$puzzle" | sed -n 2p)"
  keys Home h h 7       # r1c1 is a given: nothing changes
  expect_screen_has "1 | 5 3 . | . 7 . |"
  keys p l l l 2 4      # pencil marks in r1c4
  expect_screen_has "cursor r1c4  marks 2 4  [pencil]"
  expect_screen_has "1 | 5 3 . | , 7 . |"
}

case_solve_to_the_end_and_quit() {
  start 80 24 "$puzzle"
  local row column
  for row in 0 1 2 3 4 5 6 7 8; do
    keys h h h h h h h h
    for column in 0 1 2 3 4 5 6 7 8; do
      if [[ ${puzzle:9*row+column:1} == . ]]; then
        tmux send-keys -t "$session" "${solution:9*row+column:1}"
      fi
      tmux send-keys -t "$session" l
    done
    tmux send-keys -t "$session" j
  done
  settle
  expect_screen_has "Solved in"
  expect_screen_has "9 | 3 4 5 | 2 8 6 | 1 7 9 |"
  keys q
  expect_screen_has "1  Play the puzzle given"
  keys q
  expect_screen_has "exit status 0"
  screen | grep -q "nonet play" && fail "the play screen is still shown after quitting"
  true
}

case_watch_step_by_step() {
  start 80 24 "$puzzle"
  keys q 4
  expect_screen_has "51 steps. Space for the first."
  keys Space
  expect_screen_has "Step 1/51: $("$nonet" explain "$puzzle" | sed -n 2p)"
  expect_screen_has "1 | 5 3 . | . 7 8 |"
}

case_check_a_grid_and_enter_a_puzzle() {
  start 80 24 "$puzzle"
  keys q 3
  local digits=${solution:0:80}1   # the last digit wrong: 1 twice in row 9
  tmux send-keys -t "$session" -l "$digits"
  keys Enter
  expect_screen_has "Check: not valid: digit 1 twice in row 9"
  keys 2
  tmux send-keys -t "$session" -l "$puzzle"
  keys Enter
  expect_screen_has "nonet play  SE 1.2"
}

# A 17-clue puzzle without its given r2c9: more than one solution. The grid typed stays, to
# be given more, with its undo history.
case_enter_keeps_a_grid_with_two_solutions() {
  start 80 24 "$puzzle"
  keys q 2
  local p1=.................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...
  tmux send-keys -t "$session" -l "${p1:0:17}.${p1:18}"
  keys Enter
  expect_screen_has "That puzzle has more than one solution: add givens, then Enter."
  expect_screen_has "3 | . . . | . . 2 | . 3 . |"
  expect_screen_has "9 | 6 2 . | . . 7 | . . . |"
  keys u # the last digit typed, r9c6
  expect_screen_has "9 | 6 2 . | . . . | . . . |"
  keys r k k k k k k k l l l 1 # redo it (back on r9c6), up to r2c9, give it its 1
  expect_screen_has "2 | . . . | . . . | . . 1 |"
  expect_screen_has "9 | 6 2 . | . . 7 | . . . |"
  keys Enter
  expect_screen_has "nonet play  SE"
}

# While the terminal is too small the board is hidden: keys do nothing to it, but quit.
case_small_terminal_ignores_keys() {
  start 80 24 "$puzzle"
  expect_screen_has "cursor r1c3"
  tmux resize-window -t "$session" -x 50 -y 12; settle
  expect_screen_has "Terminal too small: needs 64x24"
  keys 1 j s
  tmux resize-window -t "$session" -x 80 -y 24; settle
  expect_screen_has "cursor r1c3"
  expect_screen_has "1 | 5 3 . | . 7 . | . . . |"
  screen | grep -qF "The solution." && fail "s acted while the terminal was too small"
  tmux resize-window -t "$session" -x 50 -y 12; settle
  keys q
  tmux resize-window -t "$session" -x 80 -y 24; settle
  expect_screen_has "1  Play the puzzle given"
}

case_generated_puzzle_and_small_terminal() {
  start 50 12 --seed 5 --difficulty easy
  expect_screen_has "Terminal too small: needs 64x24"
  expect_screen_has "this one is 50x12"
  tmux resize-window -t "$session" -x 80 -y 24; settle
  expect_screen_has "1  Play a generated puzzle"
  keys 1
  expect_screen_has "qqwing Easy"
}

"case_$case_name"
