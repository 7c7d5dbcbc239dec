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

start() {  # start COLUMNS LINES ARGS...: nonet play in a new session, then wait for its screen
  local columns=$1 lines=$2
  shift 2
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
  run 2 play 55..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79 </dev/null
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
