// The state of one game of `nonet play`, kept apart from the terminal so that it can be
// tested without one: the puzzle and its solution, the player's digits and pencil marks,
// the cursor, undo/redo, checking and hints.
//
// Representation: `value[cell]` is the digit in a cell (0: empty; givens are copied from
// the puzzle and never change), `marks[cell]` the pencil marks as a 9-bit mask (bit d-1 for
// digit d). Every change the player makes is one Edit holding the cell's value and marks
// before and after, so undo and redo are exact inverses of each other.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "nonet/grid.hpp"

namespace nonet::play {

class Game {
 public:
  // A puzzle with exactly one solution (the caller checks it); `rating` is shown as it is.
  Game(const Grid& puzzle, const Grid& solution, std::string rating);

  const Grid& puzzle() const { return puzzle_; }
  const Grid& solution() const { return solution_; }
  const std::string& rating() const { return rating_; }
  int cursor() const { return cursor_; }
  int value(int cell) const { return value_[cell]; }
  std::uint16_t marks(int cell) const { return marks_[cell]; }
  bool is_given(int cell) const { return puzzle_.cells[cell] != 0; }
  bool pencil_mode() const { return pencil_mode_; }
  bool is_flagged_wrong(int cell) const { return wrong_[cell]; }
  bool solution_shown() const { return solution_shown_; }

  // Moves the cursor by rows and columns, staying on the board.
  void move(int rows, int columns);
  void move_to(int cell);
  void toggle_pencil_mode() { pencil_mode_ = !pencil_mode_; }

  // In pencil mode a digit toggles that mark; otherwise it places the digit (clearing the
  // cell's marks). Both do nothing on a given. Returns whether anything changed.
  bool press_digit(int digit);
  // Empties the cell and its marks (not a given).
  bool clear();
  bool undo();
  bool redo();

  // Flags every filled cell whose digit differs from the solution; returns how many.
  int check();
  // Fills every cell with the solution (an edit that undo takes back).
  void show_solution();
  // Every cell filled and equal to the solution.
  bool is_solved() const;

  // The grid as the player has it (givens and placed digits).
  Grid current() const;
  // The next step of the logical path from the current grid, in words ("r3c5 = 7: hidden
  // single in box 2"), or why there is none (a wrong digit, a finished grid).
  std::string hint() const;

 private:
  struct Edit {
    int cell;
    std::uint8_t value_before, value_after;
    std::uint16_t marks_before, marks_after;
  };
  bool apply(int cell, std::uint8_t value, std::uint16_t marks);
  void set(int cell, std::uint8_t value, std::uint16_t marks);

  Grid puzzle_;
  Grid solution_;
  std::string rating_;
  std::array<std::uint8_t, 81> value_{};
  std::array<std::uint16_t, 81> marks_{};
  std::array<bool, 81> wrong_{};
  std::vector<Edit> undo_;
  std::vector<Edit> redo_;
  int cursor_ = 0;
  bool pencil_mode_ = false;
  bool solution_shown_ = false;
};

}  // namespace nonet::play
