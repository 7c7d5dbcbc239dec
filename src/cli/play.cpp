// `nonet play`: the interactive terminal (src/cli/play/): play a generated or given puzzle,
// enter one, check a grid, watch one solved step by step.
#include <unistd.h>

#include <fstream>
#include <memory>
#include <random>
#include <sstream>

#include "cli/command.hpp"
#include "cli/option_checks.hpp"
#include "cli/play/app.hpp"
#include "nonet/solver.hpp"

namespace nonet::cli {

namespace {

struct PlayArguments {
  std::string puzzle;
  std::string rating;
  std::optional<std::uint64_t> seed;
  play::PlayOptions options;
};

// The puzzle of PUZZLE|FILE: the text itself as a puzzle line, else the file's first puzzle
// line, else the file as one block (9x9, integers, matrix). Empty string: why not.
std::string read_puzzle(const std::string& target, Grid& puzzle) {
  const ParseResult direct = parse_line(target);
  if (direct.ok() && ::access(target.c_str(), F_OK) != 0) {
    puzzle = direct.grid;
    return "";
  }
  std::ifstream in(target, std::ios::binary);
  if (!in) return "'" + target + "' is neither a puzzle nor a readable file";
  std::stringstream whole;
  whole << in.rdbuf();
  const std::string text = whole.str();
  std::istringstream lines(text);
  for (std::string line; std::getline(lines, line);) {
    const ParseResult parsed = parse_line(line);
    if (parsed.ok()) {
      puzzle = parsed.grid;
      return "";
    }
  }
  const ParseResult block = parse_block(text);
  if (block.ok()) {
    puzzle = block.grid;
    return "";
  }
  return "no puzzle in '" + target + "'";
}

int run(PlayArguments& arguments) {
  if (!::isatty(STDIN_FILENO) || !::isatty(STDOUT_FILENO)) {
    print_error("nonet play is interactive: it needs a terminal on standard input and output");
    return kExitUsage;
  }
  play::PlayOptions& options = arguments.options;
  if (!arguments.puzzle.empty()) {
    Grid puzzle;
    if (const std::string problem = read_puzzle(arguments.puzzle, puzzle); !problem.empty()) {
      print_error(problem);
      return kExitUsage;
    }
    const SolveResult solved = solve(puzzle, {.mode = SolveMode::count, .limit = 2});
    if (solved.status != SolveStatus::unique) {
      print_error("the puzzle must have exactly one solution; it is " +
                  std::string(to_string(solved.status)));
      return kExitUsage;
    }
    options.puzzle = puzzle;
  }
  if (!arguments.rating.empty()) {
    options.generate.rating = parse_rating_band(arguments.rating);
    if (!options.generate.rating) {
      print_error("--rating needs MIN:MAX on the SE scale (e.g. 2.5:4.0, 7:, :2.3); got '" +
                  arguments.rating + "'");
      return kExitUsage;
    }
  }
  if (const std::string problem = check_options(options.generate); !problem.empty()) {
    print_error(problem);
    return kExitUsage;
  }
  std::random_device device;
  options.seed = arguments.seed ? *arguments.seed
                                : (std::uint64_t{device()} << 32 ^ std::uint64_t{device()});
  return play::run_play(options);
}

CommandRun setup(CLI::App& command) {
  auto arguments = std::make_shared<PlayArguments>();
  command.add_option("puzzle", arguments->puzzle,
                     "A puzzle (81 cells) or a file holding one, played instead of generated "
                     "puzzles");
  const std::vector<std::pair<std::string, QqwingClass>> classes{
      {"simple", QqwingClass::simple},
      {"easy", QqwingClass::easy},
      {"intermediate", QqwingClass::intermediate},
      {"expert", QqwingClass::expert}};
  auto* difficulty =
      command
          .add_option("--difficulty", arguments->options.generate.difficulty,
                      "Generated puzzles of qqwing's class: simple, easy, intermediate, expert")
          ->transform(one_of(classes));
  command
      .add_option("--rating", arguments->rating,
                  "Generated puzzles whose Sudoku Explainer rating is in MIN:MAX (e.g. 2.5:4.0)")
      ->excludes(difficulty);
  command
      .add_option("--seed", arguments->seed,
                  "Random seed of the generated puzzles (default: drawn)")
      ->check(whole_number(0, UINT64_MAX));
  return [arguments] { return run(*arguments); };
}

const CommandRegistration registration{
    "play", "The interactive terminal: play, enter, check or watch a puzzle step by step", 90,
    setup};

}  // namespace

}  // namespace nonet::cli
