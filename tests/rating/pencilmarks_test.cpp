// Rating a position given as pencilmarks, from those candidates (as Sukaku Explainer's
// serate does), and the pencilmarks of a puzzle rated as the puzzle itself.
#include <gtest/gtest.h>

#include <fstream>
#include <string>

#include "nonet/rating.hpp"
#include "rating/board/candidate_grid.hpp"

namespace nonet {
namespace {

struct RatedPosition {
  const char* marks;
  int er, ep, ed;
};

// Positions from solving paths (before a unique loop, strong links, a 5-link chain serate
// leaves out of its ladder), with serate's ED=ER/EP/ED for the 729-character line (Sukaku
// Explainer 1.18.1: serate --format="%g ED=%r/%p/%d").
constexpr RatedPosition kPositions[] = {
    {
     ".......8......6.......5....1.........2.........3............7.....4....9...4....9"
     "...4......2...............9......7......5..8.....5..8......6...1..........3......"
     "..3...7..1..........3...7.......6......4.............9....5..8..2...........5..8."
     "1...5.7..........9.....6....2..5..8.1...5..8.12..5..8...3.........4..78....45.78."
     ".2.........3.........4.........5..89.....6.........7......5..8........891........"
     "1...5.7......5.7.........8...3......1...5...9...4......2............6.......5.7.9"
     "....567......5.7..12..........4.....1...5.78.12..56.8.........9..3...........678."
     "....56..9...4.......3...7......5..89..3.5.789....56.8.1..............78..2......."
     "..3..67.9.......8.12........2......91.3...7.912...6......4.........5.........67..",
     72, 71, 45},
    {
     "....5...91..........3.56....2..............8...3..6.....3..6..9......7.....4....."
     "..3..6......4...........7..........9....5......3..6...1...............8..2......."
     "..3..6..9.......8..2.............7..1...........4.......3..6..9....5...9....56..."
     "..3456...........9..3.56...1.3............7...2..........4.6...1...5...........8."
     "......7......56...1...........4.............9.......8..2.........3..........56..."
     "..34......2..............8.1.3...........6.......5.......4....91.......9......7.."
     ".......8...3..............9.....6......4...........7......5.....2.......1........"
     "1..............7.....4.........5.....2...............9.......8......6.....3......"
     ".2...........56.......56..........8...3......1..............7.....4.............9",
     46, 46, 46},
    {
     "..34....9..3.....91..........34............8..2...........5.........6.........7.."
     ".2...6.........78....4.6...1...........4..7......5...........89.2.4....9..3......"
     "..3...7......5.....2.4...8......6.....3...7..........9...4...8.1.........2.....8."
     "1.............6......4..7......5.7...2.........34.......3.....9.......8.....5...9"
     "..34..7.9.23....89.2.....8.....5.7..1.......9..34...8......6.....3.5....12.4....."
     "..34....9.23....89....5......3.....91.3..6..9..34.6.8.......7...2.4.....12.4....."
     "....5....1.....7....3.............8....4.6..91....6....2.............7.9...4.6..9"
     ".2...6...12...............9.234.........5..........7..1.34...8...34........4.6.8."
     ".......8....4......2...67...23.....9..3..6..91.3..6...1.3..........5.7......56..9",
     72, 72, 72},
    {
     "..3.......2...........5...9.......8.1...........45.7.9...45.7.9.....6......45...9"
     "...4.........5..89....5..89.2...........5.7.......6.......5.7.9..3......1........"
     ".....6...1..............7.....45...9..3.........45...9...45..89...4...8..2......."
     ".2..5..........7...2.45......3..............9...45.........6...1...............8."
     "1...5..8....45..8...3...........6......45.78.1..45.78..2...............9...45...."
     "1...5..89.....6...1..45..891..45.....2.......1..45..8....45..........7....3......"
     "12.....89..34...8912.4...89......7.....4...8.1..4...89..34...89....5.........6..."
     "....5..89..345..891..45..891..45...9.....6....2.........34...89...4...8.......7.."
     "......7.....45..89.....6......45...9...45..8...3......1.........2..........4....9",
     83, 83, 57},
    {
     "..345............91..4..78.....5.7...2.........34..78....4.67..1......8....4.67.."
     ".....6.....34...8....45.78.1...........45.7.9..34..789.2.4..7.........89.2.4..7.."
     ".2..........4...8.1..4..78......67.....4.67.9...4.6789..3......1......89....5...."
     "..345......34.6.8....45..8.........91............567......5678..2.........3..678."
     "1..............7......5...9.......8...3..6....2...........56..9...4.......3..6..9"
     "..3.5...9.....6.8..2..........4.......3.567......567..1...56789..3.5....1.3..6789"
     "......7..1..........34......2..........45...9...45...9...45..89.....6.....34...89"
     ".......8.....5.......4.6..9..3.........4.6..91..4.6..912.4....9......7..12.4....9"
     "...4....9.2.........34.6..9....567.........8.1..4.67..1..4....9..3.5....1.34....9",
     72, 71, 59},
};

Pencilmarks marks_of(const char* text) {
  const ParseResult parsed = parse_line(text, ClashCheck::check, LineForms::puzzle_or_pencilmarks);
  EXPECT_TRUE(parsed.has_pencilmarks) << parsed.error.message();
  return parsed.pencilmarks;
}

TEST(RatePencilmarks, AgreesWithSudokuExplainer) {
  for (const RatedPosition& position : kPositions) {
    const Rating rating = rate(marks_of(position.marks), RateOptions{.search_effort = false});
    EXPECT_EQ(rating.status, RatingStatus::rated) << position.marks;
    EXPECT_EQ(rating.se_rating, position.er) << position.marks;
    EXPECT_EQ(rating.se_first_placement, position.ep) << position.marks;
    EXPECT_EQ(rating.se_first_step, position.ed) << position.marks;
  }
}

// A puzzle's own pencilmarks (givens as lone candidates no peer holds, the other cells'
// candidates left by the givens) are the puzzle: the same rating, path and search effort.
TEST(RatePencilmarks, MarksOfAPuzzleRateAsThePuzzle) {
  std::ifstream in(std::string(NONET_DATASETS_DIR) + "/se_hard_calibration.txt");
  ASSERT_TRUE(in);
  std::string line;
  int checked = 0;
  while (checked < 100 && std::getline(in, line)) {
    const ParseResult parsed = parse_line(line);
    if (!parsed.ok()) continue;
    const CandidateGrid grid = CandidateGrid::from_puzzle(parsed.grid);
    Pencilmarks marks;
    for (int cell = 0; cell < kCells; ++cell) {
      marks[cell] = grid.value(cell) ? static_cast<std::uint16_t>(digit_bit(grid.value(cell)))
                                     : grid.candidates(cell);
    }
    const Rating expected = rate(parsed.grid, RateOptions{.relabellings = 4});
    const Rating rating = rate(marks, RateOptions{.relabellings = 4});
    EXPECT_EQ(rating.status, expected.status) << line;
    EXPECT_EQ(rating.se_rating, expected.se_rating) << line;
    EXPECT_EQ(rating.se_first_placement, expected.se_first_placement) << line;
    EXPECT_EQ(rating.se_first_step, expected.se_first_step) << line;
    EXPECT_EQ(rating.steps, expected.steps) << line;
    EXPECT_EQ(rating.histogram, expected.histogram) << line;
    EXPECT_EQ(rating.qqwing_class, expected.qqwing_class) << line;
    EXPECT_EQ(rating.search, expected.search) << line;
    ++checked;
  }
  EXPECT_EQ(checked, 100);
}

TEST(RatePencilmarks, StatusesOfBadPositions) {
  Pencilmarks all;
  all.fill(kAllCandidates);
  EXPECT_EQ(rate(all).status, RatingStatus::multiple);
  Pencilmarks none = all;
  none[40] = 0;
  EXPECT_EQ(rate(none).status, RatingStatus::unsolvable);
}

TEST(ExplainPencilmarks, StepsFromTheCandidates) {
  const Explanation explanation = explain(marks_of(kPositions[1].marks));
  EXPECT_EQ(explanation.rating.se_rating, 46);
  ASSERT_FALSE(explanation.steps.empty());
  EXPECT_EQ(explanation.steps[0].text,
            "r3c8 \u2260 9: unique loop type 2 on 3, 6: r1c6, r2c6, r2c1, r3c1, r3c7, r1c7");
  EXPECT_EQ(explanation.reached.to_line().find('.'), std::string::npos);
}

}  // namespace
}  // namespace nonet
