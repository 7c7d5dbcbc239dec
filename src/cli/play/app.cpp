#include "cli/play/app.hpp"

#include <curses.h>

#include <chrono>
#include <cstdio>
#include <string>
#include <vector>

#include "cli/play/screen.hpp"
#include "nonet/check.hpp"
#include "nonet/rating.hpp"
#include "nonet/solver.hpp"

namespace nonet::play {

namespace {

using Clock = std::chrono::steady_clock;

constexpr int kEscape = 27;

bool is_enter(int key) { return key == '\n' || key == '\r' || key == KEY_ENTER; }
bool is_clear(int key) {
  return key == '0' || key == ' ' || key == KEY_DC || key == KEY_BACKSPACE || key == 127 ||
         key == 8;
}

// Arrow keys and h/j/k/l move the cursor; returns whether `key` was one of them.
bool move_cursor(Game& game, int key) {
  switch (key) {
    case KEY_UP: case 'k': game.move(-1, 0); return true;
    case KEY_DOWN: case 'j': game.move(1, 0); return true;
    case KEY_LEFT: case 'h': game.move(0, -1); return true;
    case KEY_RIGHT: case 'l': game.move(0, 1); return true;
    default: return false;
  }
}

std::string clock_text(Clock::duration elapsed) {
  const long long seconds = std::chrono::duration_cast<std::chrono::seconds>(elapsed).count();
  char text[32];
  std::snprintf(text, sizeof text, "time %lld:%02lld", seconds / 60, seconds % 60);
  return text;
}

std::string rating_text(const Grid& puzzle) {
  RateOptions options;
  options.search_effort = false;
  const Rating rating = rate(puzzle, options);
  std::string text = "SE ";
  text += rating.status == RatingStatus::rated ? format_se(rating.se_rating)
                                               : ">" + format_se(rating.se_rating);
  text += " (" + std::string(to_string(rating.hardest)) + "), qqwing ";
  text += to_string(rating.qqwing_class);
  return text;
}

struct Session {
  Terminal& terminal;
  const PlayOptions& options;
  std::uint64_t next_index = 0;

  // Draws with `draw` and returns the next key (-1: a tick). While the terminal is too small
  // nothing but a note is shown, so no key acts on the hidden screen but quit.
  template <typename Draw>
  int frame(Draw draw, int timeout_ms) {
    while (terminal.too_small()) {
      terminal.draw_too_small();
      const int key = terminal.read_key(timeout_ms);
      if (key == 'q' || key == kEscape || key == -1) return key;
    }
    draw();
    return terminal.read_key(timeout_ms);
  }

  // The puzzle to play or watch: the one given on the command line, else a generated one.
  bool next_puzzle(Grid& puzzle, Grid& solution, std::string& message) {
    if (options.puzzle) {
      puzzle = *options.puzzle;
      const SolveResult solved = solve(puzzle, {.mode = SolveMode::count, .limit = 2});
      solution = solved.solution;
      return true;
    }
    draw_menu({"nonet play", "Generating a puzzle..."}, "");
    const Generated generated = generate(options.generate, options.seed, next_index++);
    if (!generated.found) {
      message = "No puzzle in that band within the tries allowed (--max-tries): try another.";
      return false;
    }
    puzzle = generated.puzzle;
    solution = generated.solution;
    return true;
  }

  void play(Game game) {
    const std::vector<std::string> keys = {
        "arrows/hjkl  move",     "1-9          place a digit", "0 space Del  clear",
        "p            pencil marks", "u / r        undo / redo", "?            hint",
        "c            check",    "s            show solution", "q            menu"};
    const Clock::time_point start = Clock::now();
    Clock::duration finished{};
    bool over = false;
    std::string message = "Fill every cell: each row, column and box holds 1-9 once.";
    for (;;) {
      BoardView view{"nonet play  " + game.rating(),
                     clock_text(over ? finished : Clock::now() - start), keys, message};
      const int key = frame([&] { draw_board(game, view); }, 1000);
      if (key == -1 || key == KEY_RESIZE) continue;
      if (key == 'q' || key == kEscape) return;
      if (move_cursor(game, key)) continue;
      if (over && key != 'u') continue;  // a finished grid only takes undo and quit
      message.clear();
      if (key >= '1' && key <= '9') {
        game.press_digit(key - '0');
      } else if (is_clear(key)) {
        game.clear();
      } else if (key == 'p') {
        game.toggle_pencil_mode();
        message = game.pencil_mode() ? "Pencil marks: digits toggle marks in empty cells."
                                     : "Digits: digits place.";
      } else if (key == 'u') {
        if (!game.undo()) message = "Nothing to undo.";
        over = false;
      } else if (key == 'r') {
        if (!game.redo()) message = "Nothing to redo.";
      } else if (key == '?' || key == 'H') {
        message = "Hint: " + game.hint();
      } else if (key == 'c') {
        const int wrong = game.check();
        message = wrong == 0 ? "No mistakes so far."
                             : std::to_string(wrong) + " wrong cell" + (wrong == 1 ? "" : "s") +
                                   " marked with !";
      } else if (key == 's') {
        game.show_solution();
        message = "The solution. u takes it back, q for the menu.";
        over = true;
        finished = Clock::now() - start;
        continue;
      }
      if (game.is_solved()) {
        over = true;
        finished = Clock::now() - start;
        message = "Solved in " + clock_text(finished).substr(5) + "! q for the menu.";
      }
    }
  }

  // The player fills `board` (with its undo history); Enter returns true, q false.
  bool edit(Game& board, const std::string& title, const std::string& message) {
    const std::vector<std::string> keys = {"arrows/hjkl  move", "1-9          place a digit",
                                           "0 space Del  clear", "u / r        undo / redo",
                                           "Enter        done", "q            menu"};
    for (;;) {
      BoardView view{title, "", keys, message};
      const int key = frame([&] { draw_board(board, view); }, -1);
      if (key == 'q' || key == kEscape) return false;
      if (is_enter(key)) return true;
      if (move_cursor(board, key)) continue;
      if ((key >= '1' && key <= '9') || key == '0' || key == '.' || key == ' ') {
        // Typing the grid left to right, row by row: 0, . and space for an empty cell.
        if (key >= '1' && key <= '9')
          board.press_digit(key - '0');
        else
          board.clear();
        board.move_to(board.cursor() + 1);
      } else if (is_clear(key)) {
        board.clear();
      } else if (key == 'u') {
        board.undo();
      } else if (key == 'r') {
        board.redo();
      }
    }
  }

  std::string enter_puzzle() {
    std::string message = "Type the givens row by row (0, . or space for an empty cell), then Enter.";
    // One board for every try: a grid that is not yet a puzzle stays, to be corrected.
    Game board(Grid{}, Grid{}, "");
    for (;;) {
      if (!edit(board, "nonet play  enter a puzzle", message)) return "";
      const Grid puzzle = board.current();
      const SolveResult solved = solve(puzzle, {.mode = SolveMode::count, .limit = 2});
      switch (solved.status) {
        case SolveStatus::unique:
          play(Game(puzzle, solved.solution, rating_text(puzzle)));
          return "";
        case SolveStatus::multiple:
          message = "That puzzle has more than one solution: add givens, then Enter.";
          break;
        case SolveStatus::invalid:
          message = "Two equal digits share a house: " + find_clash(puzzle).message() + ".";
          break;
        default:
          message = "That puzzle has no solution: change a given, then Enter.";
          break;
      }
    }
  }

  std::string check_grid_mode() {
    Game board(Grid{}, Grid{}, "");
    if (!edit(board, "nonet play  check a completed grid",
              "Type the 81 digits of a grid, then Enter.")) {
      return "";
    }
    CheckReport report;
    check_grid(board.current(), report);
    if (report.valid()) return "Check: the grid is a valid solution.";
    std::string text = "Check: not valid: ";
    for (const CheckReason& reason : report.reasons()) {
      if (&reason != report.reasons().data()) text += "; ";
      text += reason_text(report, reason);
    }
    return text;
  }

  std::string watch() {
    Grid puzzle, solution;
    std::string message;
    if (!next_puzzle(puzzle, solution, message)) return message;
    const Explanation explanation = explain(puzzle);
    Game board(puzzle, solution, "");
    const std::vector<std::string> keys = {"space/Enter  next step", "q            menu"};
    std::size_t next = 0;
    int highlight = -1;
    message = std::to_string(explanation.steps.size()) + " steps. Space for the first.";
    for (;;) {
      BoardView view{"nonet play  watch: " + rating_text(puzzle), "", keys, message, highlight,
                     false};
      const int key = frame([&] { draw_board(board, view); }, -1);
      if (key == 'q' || key == kEscape) return "";
      if (!(key == ' ' || is_enter(key) || key == 'n' || key == KEY_RIGHT)) continue;
      if (next == explanation.steps.size()) {
        if (!explanation.guesses.empty()) message = "Logic stalls here; a search guesses.";
        continue;
      }
      const ExplainedStep& step = explanation.steps[next++];
      highlight = step.placed_cell;
      if (step.placed_cell >= 0) {
        board.move_to(step.placed_cell);
        board.press_digit(step.placed_digit);
      }
      message = "Step " + std::to_string(next) + "/" + std::to_string(explanation.steps.size()) +
                ": " + step.text;
      if (next == explanation.steps.size() && board.is_solved()) message += "  (solved)";
    }
  }

  int run() {
    std::string message;
    if (options.puzzle) play(Game(*options.puzzle, solve_unique(*options.puzzle),
                                  rating_text(*options.puzzle)));
    for (;;) {
      const std::string source = options.puzzle ? "the puzzle given" : "a generated puzzle";
      const int key = frame(
          [&] {
            draw_menu({"nonet play", "1  Play " + source, "2  Enter a puzzle cell by cell",
                       "3  Check a completed grid", "4  Watch " + source + " solved step by step",
                       "q  Quit"},
                      message);
          },
          -1);
      message.clear();
      if (key == 'q' || key == kEscape) return 0;
      if (key == '1') {
        Grid puzzle, solution;
        if (next_puzzle(puzzle, solution, message))
          play(Game(puzzle, solution, rating_text(puzzle)));
      } else if (key == '2') {
        message = enter_puzzle();
      } else if (key == '3') {
        message = check_grid_mode();
      } else if (key == '4') {
        message = watch();
      }
    }
  }

  static Grid solve_unique(const Grid& puzzle) {
    return solve(puzzle, {.mode = SolveMode::count, .limit = 2}).solution;
  }
};

}  // namespace

int run_play(const PlayOptions& options) {
  Terminal terminal;
  Session session{terminal, options};
  return session.run();
}

}  // namespace nonet::play
