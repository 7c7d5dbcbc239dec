#include "cli/play/game.hpp"

#include <algorithm>

#include "nonet/rating.hpp"

namespace nonet::play {

Game::Game(const Grid& puzzle, const Grid& solution, std::string rating)
    : puzzle_(puzzle), solution_(solution), rating_(std::move(rating)) {
  for (int cell = 0; cell < 81; ++cell) value_[cell] = puzzle.cells[cell];
  cursor_ = static_cast<int>(std::find(value_.begin(), value_.end(), 0) - value_.begin()) % 81;
}

void Game::move(int rows, int columns) {
  const int row = std::clamp(cursor_ / 9 + rows, 0, 8);
  const int column = std::clamp(cursor_ % 9 + columns, 0, 8);
  cursor_ = 9 * row + column;
}

void Game::move_to(int cell) { cursor_ = std::clamp(cell, 0, 80); }

void Game::set(int cell, std::uint8_t value, std::uint16_t marks) {
  value_[cell] = value;
  marks_[cell] = marks;
  wrong_[cell] = false;  // a changed cell is no longer known to be wrong
}

bool Game::apply(int cell, std::uint8_t value, std::uint16_t marks) {
  if (is_given(cell) || (value_[cell] == value && marks_[cell] == marks)) return false;
  undo_.push_back({cell, value_[cell], value, marks_[cell], marks});
  redo_.clear();
  set(cell, value, marks);
  return true;
}

bool Game::press_digit(int digit) {
  if (digit < 1 || digit > 9) return false;
  if (pencil_mode_) {
    if (value_[cursor_] != 0) return false;  // marks belong to empty cells
    return apply(cursor_, 0, marks_[cursor_] ^ static_cast<std::uint16_t>(1u << (digit - 1)));
  }
  return apply(cursor_, static_cast<std::uint8_t>(digit), 0);
}

bool Game::clear() { return apply(cursor_, 0, 0); }

bool Game::undo() {
  if (undo_.empty()) return false;
  const Edit edit = undo_.back();
  undo_.pop_back();
  set(edit.cell, edit.value_before, edit.marks_before);
  redo_.push_back(edit);
  cursor_ = edit.cell;
  solution_shown_ = false;
  return true;
}

bool Game::redo() {
  if (redo_.empty()) return false;
  const Edit edit = redo_.back();
  redo_.pop_back();
  set(edit.cell, edit.value_after, edit.marks_after);
  undo_.push_back(edit);
  cursor_ = edit.cell;
  return true;
}

int Game::check() {
  int wrong = 0;
  for (int cell = 0; cell < 81; ++cell) {
    wrong_[cell] = value_[cell] != 0 && value_[cell] != solution_.cells[cell];
    wrong += wrong_[cell];
  }
  return wrong;
}

void Game::show_solution() {
  // One undoable edit per cell that changes; redo history is dropped as for any edit.
  for (int cell = 0; cell < 81; ++cell) apply(cell, solution_.cells[cell], 0);
  solution_shown_ = true;
}

bool Game::is_solved() const {
  for (int cell = 0; cell < 81; ++cell)
    if (value_[cell] != solution_.cells[cell]) return false;
  return true;
}

Grid Game::current() const {
  Grid grid;
  for (int cell = 0; cell < 81; ++cell) grid.cells[cell] = value_[cell];
  return grid;
}

std::string Game::hint() const {
  if (is_solved()) return "Solved: there is nothing left to find.";
  for (int cell = 0; cell < 81; ++cell)
    if (value_[cell] != 0 && value_[cell] != solution_.cells[cell])
      return cell_name(cell) + " = " + std::to_string(value_[cell]) +
             " is wrong: no step leads on from it (u undoes it).";
  const Explanation explanation = explain(current());
  if (!explanation.steps.empty()) return explanation.steps.front().text;
  return "No logical step from here: the grader's techniques stall (s shows the solution).";
}

}  // namespace nonet::play
