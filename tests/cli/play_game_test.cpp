// The game state of `nonet play`, without a terminal: placing, pencil marks, givens,
// undo/redo, check, solution and hints.
#include <gtest/gtest.h>

#include "cli/play/game.hpp"
#include "nonet/rating.hpp"

namespace nonet::play {
namespace {

constexpr const char* kPuzzle =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
constexpr const char* kSolution =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

Game new_game() {
  return Game(parse_line(kPuzzle).grid, parse_line(kSolution).grid, "SE 1.2");
}

TEST(PlayGame, StartsOnTheFirstEmptyCellAndMovesWithinTheBoard) {
  Game game = new_game();
  EXPECT_EQ(game.cursor(), 2);
  game.move(-3, -5);
  EXPECT_EQ(game.cursor(), 0);
  game.move(20, 20);
  EXPECT_EQ(game.cursor(), 80);
}

TEST(PlayGame, GivensNeverChange) {
  Game game = new_game();
  game.move_to(0);
  EXPECT_FALSE(game.press_digit(9));
  EXPECT_FALSE(game.clear());
  EXPECT_EQ(game.value(0), 5);
}

TEST(PlayGame, UndoAndRedoAreExactInverses) {
  Game game = new_game();
  game.move_to(2);
  EXPECT_TRUE(game.press_digit(1));
  EXPECT_TRUE(game.press_digit(4));
  EXPECT_TRUE(game.undo());
  EXPECT_EQ(game.value(2), 1);
  EXPECT_TRUE(game.undo());
  EXPECT_EQ(game.value(2), 0);
  EXPECT_FALSE(game.undo());
  EXPECT_TRUE(game.redo());
  EXPECT_TRUE(game.redo());
  EXPECT_EQ(game.value(2), 4);
  EXPECT_FALSE(game.redo());
}

TEST(PlayGame, PencilMarksToggleOnEmptyCellsAndAPlacementClearsThem) {
  Game game = new_game();
  game.move_to(2);
  game.toggle_pencil_mode();
  game.press_digit(2);
  game.press_digit(4);
  game.press_digit(2);
  EXPECT_EQ(game.marks(2), 1u << 3);
  game.toggle_pencil_mode();
  game.press_digit(4);
  EXPECT_EQ(game.marks(2), 0);
  game.undo();
  EXPECT_EQ(game.marks(2), 1u << 3);
}

TEST(PlayGame, CheckFlagsWrongDigitsOnly) {
  Game game = new_game();
  game.move_to(2);
  game.press_digit(1);  // wrong: 4
  game.move_to(3);
  game.press_digit(6);  // right
  EXPECT_EQ(game.check(), 1);
  EXPECT_TRUE(game.is_flagged_wrong(2));
  EXPECT_FALSE(game.is_flagged_wrong(3));
  game.move_to(2);
  game.press_digit(4);
  EXPECT_FALSE(game.is_flagged_wrong(2));
}

TEST(PlayGame, HintIsTheNextExplainStepOrNamesAWrongDigit) {
  Game game = new_game();
  EXPECT_EQ(game.hint(), explain(parse_line(kPuzzle).grid).steps.front().text);
  game.move_to(2);
  game.press_digit(1);
  EXPECT_EQ(game.hint(), "r1c3 = 1 is wrong: no step leads on from it (u undoes it).");
}

TEST(PlayGame, ShowingTheSolutionSolvesAndUndoTakesItBack) {
  Game game = new_game();
  game.show_solution();
  EXPECT_TRUE(game.is_solved());
  EXPECT_EQ(game.current().to_line(), kSolution);
  game.undo();
  EXPECT_FALSE(game.is_solved());
}

}  // namespace
}  // namespace nonet::play
