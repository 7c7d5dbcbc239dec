#!/usr/bin/env bash
# End-to-end cases of the manual pages and shell completions that nonet-docs writes into
# build/docs from the command line's own option definitions (src/cli/docs). Each case_*
# function is one ctest test (tests/e2e/CMakeLists.txt).
set -euo pipefail
nonet=$1
docs=$2
case_name=$3
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

# complete_bash WORDS...: what the bash completion offers for a command line whose last word
# is being typed (an empty last word: after a space), one candidate per line.
complete_bash() {
  bash -c '
    source "$1"
    shift
    COMP_WORDS=("$@")
    COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
    COMP_LINE="$*"
    _nonet
    printf "%s\n" "${COMPREPLY[@]}"
  ' complete_bash "$docs/bash-completion/nonet" "$@"
}

expect_completion() {
  local expected=$1
  shift
  local actual
  actual=$(complete_bash "$@" | sort | tr '\n' ' ')
  [[ $actual == "$expected " ]] || fail "completing '$*': got '$actual', expected '$expected'"
}

case_bash_completes_commands_options_and_values() {
  bash -c 'source "$1"; complete -p nonet' _ "$docs/bash-completion/nonet" >out.txt
  expect_output out.txt <<<"complete -F _nonet nonet"
  expect_completion "rate" nonet ra
  expect_completion "canon check" nonet c
  expect_completion "--format" nonet rate --for
  expect_completion "csv jsonl" nonet rate --format ""
  expect_completion "jsonl" nonet rate --format j
  expect_completion "jsonl" nonet rate --format = j
  expect_completion "random rotate180 rotate90" nonet generate --symmetry r
  expect_completion "easy expert" nonet generate --difficulty e
  expect_completion "line" nonet solve --format l
  # A number of the user's own: nothing to offer, not file names.
  expect_completion "" nonet generate --seed ""
  # Files where a file goes: the positional input and -o.
  touch puzzles.txt puzzles.gz
  expect_completion "puzzles.gz puzzles.txt" nonet rate puz
  expect_completion "puzzles.gz puzzles.txt" nonet solve -o puz
  expect_completion "puzzles.gz puzzles.txt" nonet rate --threads 2 puz
  # Options come after the command, whatever came before them.
  expect_completion "--no-progress --no-search" nonet rate puzzles.txt --no-
}

case_fish_completes_commands_and_values() {
  command -v fish >/dev/null || fail "fish is not installed (scripts/setup installs it)"
  fish -c "source $docs/fish/nonet.fish; complete -C 'nonet ra'" | cut -f1 >out.txt
  expect_output out.txt <<<"rate"
  fish -c "source $docs/fish/nonet.fish; complete -C 'nonet rate --format '" | cut -f1 >out.txt
  expect_output out.txt <<<$'csv\njsonl'
  fish -c "source $docs/fish/nonet.fish; complete -C 'nonet rate --for'" | cut -f1 >out.txt
  expect_output out.txt <<<"--format"
}

# Every option `nonet COMMAND --help` lists is in the command's manual page, and nonet(1)
# lists every command: the pages are written from the same definitions, this keeps it so.
case_manual_pages_cover_every_command_and_option() {
  run 0 --help
  local commands
  commands=$(sed -n '/^Subcommands:/,$p' out.txt | awk 'NR > 1 && NF {print $1}')
  [[ $(wc -w <<<"$commands") -ge 10 ]] || fail "too few commands in --help: $commands"
  for command in $commands; do
    local page="$docs/man1/nonet-$command.1.gz"
    [[ -f $page ]] || fail "no manual page for $command"
    zcat "$docs/man1/nonet.1.gz" | grep -qF "nonet\\-$command (1)" || fail "nonet(1) misses $command"
    run 0 "$command" --help
    # The options' own lines: "  -o,--output FILE  ...", not `--version` in a description.
    local options
    options=$(grep -oE -- '^ +(-[a-zA-Z],)?--[a-z][a-z0-9-]*' out.txt | sed -E 's/.*--/--/')
    [[ $(wc -w <<<"$options") -ge 2 ]] || fail "too few options in nonet $command --help"
    for option in $options; do
      zcat "$page" | grep -qF "\\fB${option//-/\\-}\\fR" || fail "nonet-$command(1) misses $option"
    done
  done
}

case_manual_pages_render() {
  command -v man >/dev/null || fail "man is not installed (scripts/setup installs man-db)"
  MANWIDTH=200 man -l "$docs/man1/nonet-rate.1.gz" 2>err.txt >out.txt
  [[ ! -s err.txt ]] || fail "man warns: $(cat err.txt)"
  grep -q "^NAME" out.txt || fail "no NAME section"
  grep -qE "^ +nonet-rate +- +Rate +every +puzzle" out.txt || fail "no name line: $(head -5 out.txt)"
  grep -qE -- "--format NAME" out.txt || fail "no --format entry"
  grep -qE "NAME +is +one +of +csv, +jsonl" out.txt || fail "no values of --format"
  grep -qE "^EXIT STATUS" out.txt || fail "no EXIT STATUS section"
  MANWIDTH=80 man -l "$docs/man1/nonet.1.gz" 2>err.txt >out.txt
  [[ ! -s err.txt ]] || fail "man warns: $(cat err.txt)"
  grep -qE "^ +nonet-solve\(1\)" out.txt || fail "nonet(1) lists no nonet-solve(1)"
}

# Every page renders without a warning, through man and through groff itself, and each
# command's page carries the sections its text (src/cli/manual/COMMAND.md) adds.
case_every_manual_page_renders_with_its_sections() {
  command -v man >/dev/null || fail "man is not installed (scripts/setup installs man-db)"
  local page
  for page in "$docs"/man1/*.1.gz; do
    MANWIDTH=100 man -l "$page" 2>err.txt >out.txt
    [[ ! -s err.txt ]] || fail "man warns on $(basename "$page"): $(cat err.txt)"
    # Every warning but a line that cannot be adjusted (a long CSV header, typography only).
    zcat "$page" | groff -man -Tutf8 -z -ww -Wbreak 2>err.txt
    [[ ! -s err.txt ]] || fail "groff warns on $(basename "$page"): $(cat err.txt)"
    grep -q "^EXIT STATUS" out.txt || fail "no EXIT STATUS in $(basename "$page")"
    [[ $page == */nonet.1.gz ]] || grep -q "^EXAMPLES" out.txt ||
      fail "no EXAMPLES in $(basename "$page")"
  done
  MANWIDTH=100 man -l "$docs/man1/nonet-solve.1.gz" >out.txt
  grep -qE "^ +line,status,clues,solutions,guesses,backtracks,naked_singles,hidden_singles,error" \
    out.txt || grep -q "line,status,clues,solutions,guesses" out.txt || fail "no --stats columns"
  grep -qE "^STATUS" out.txt || fail "no STATUS section in nonet-solve(1)"
}

"case_$case_name"
