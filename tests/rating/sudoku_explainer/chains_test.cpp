// Chains and cycles with Sudoku Explainer's ratings and length penalties: positions from real
// solving paths.
// Each position written out in full also carries every scale's first step there
// (testing::first_steps).
#include <gtest/gtest.h>

#include "rating/sudoku_explainer/support.hpp"

namespace nonet {
namespace {

using testing::find;
using testing::marks;
using testing::marks_with;
using testing::sparse;

// X-cycle (6.5).
// From the path of
// ........7.5.2...686..5..3.44....8.....2.4..5..7.......847.96......7.4...5.......6.
TEST(TechniqueXCycle, Applies) {
  const CandidateGrid grid =
      marks_with(testing::kSwordfishPosition, {{"r2c6", "139"}, {"r4c8", "139"}, {"r8c9", "139"}});
  EXPECT_EQ(find(find_chain, grid), "x_chain 6.5 r2c6-1 r8c9-1");
}

// Forcing X-chain (6.6).
// From the path
// of 28.......9..1.......4.9..5...1.......7.85...2.5....3.......452.4..3..1.8..3....9..
TEST(TechniqueXChain, Applies) {
  const CandidateGrid grid = marks(R"(
      =2 =8 67 =5 34 367 4679 13467 19
      =9 36 =5 =1 34678 23678 24678 34678 467
      17 136 =4 26 =9 23678 2678 =5 67
      368 =4 =1 267 367 23679 6789 68 =5
      36 =7 =9 =8 =5 136 46 146 =2
      68 =5 =2 =4 167 1679 =3 1678 19
      17 16 =8 =9 67 =4 =5 =2 =3
      =4 =9 67 =3 =2 =5 =1 67 =8
      =5 =2 =3 67 18 18 467 =9 467)");
  EXPECT_EQ(find(find_chain, grid), "x_chain 6.6 r1c8-7 r2c8-7 r4c5-7 r4c6-7");
  EXPECT_EQ(testing::first_steps(grid),
            "three_strong_links 5.5 r3c7-7 | x_chain 6.6 r1c8-7 r2c8-7 r4c5-7 r4c6-7 | Hidden "
            "Rectangle r6c1-6");
}

// Longer X-chain: length penalty.
// From the path
// of 6.2....8....5.1.7..5..4...61.48......9.67..........2....9..465.5..7......27...8...
TEST(TechniqueXChainLonger, Applies) {
  const CandidateGrid grid = marks(R"(
      =6 14 =2 39 39 =7 =5 =8 14
      =9 348 38 =5 =6 =1 34 =7 =2
      =7 =5 13 =2 =4 =8 =9 13 =6
      =1 36 =4 =8 39 =2 =7 69 =5
      =2 =9 358 =6 =7 35 =1 =4 38
      38 =7 3568 =4 =1 359 =2 369 389
      38 38 =9 =1 =2 =4 =6 =5 =7
      =5 16 16 =7 =8 39 34 =2 349
      =4 =2 =7 39 =5 =6 =8 139 19)");
  EXPECT_EQ(find(find_chain, grid), "x_chain 6.8 r2c2-3");
  EXPECT_EQ(testing::first_steps(grid),
            "three_strong_links 5.7 r2c2-3 | x_chain 6.8 r2c2-3 | Hidden Rectangle r6c3-3");
}

// Y-cycle with a length penalty.
// From the path of
// .....7.425..3......6...91.....2.......5..1........6.3.2..49.6.7.3....59.7.1..53...
TEST(TechniqueYCycle, Applies) {
  const CandidateGrid grid = marks(R"(
      189 18 =3 =5 =6 =7 89 =4 =2
      =5 28 29 =3 =1 =4 =7 68 69
      =4 =6 =7 =8 =2 =9 =1 =5 =3
      139 14 =6 =2 345 =8 49 =7 15
      38 2478 =5 79 34 =1 248 68 69
      18 12478 29 79 45 =6 248 =3 15
      =2 =5 =8 =4 =9 =3 =6 =1 =7
      =6 =3 =4 =1 =7 =2 =5 =9 =8
      =7 =9 =1 =6 =8 =5 =3 =2 =4)");
  EXPECT_EQ(find(find_chain, grid), "y_cycle 6.6 r1c1-8 r4c5-4 r6c2-1");
  EXPECT_EQ(testing::first_steps(grid),
            "wxyz_wing 5.5 r4c5-4 r5c2-4 | y_cycle 6.6 r1c1-8 r4c5-4 r6c2-1 | Sue de Coq r4c5-4 "
            "r5c2-8 r6c2-18");
}

// Forcing chain with mixed links (7.0).
// From the path
// of 76.8.943...43...7...1......85...........8756........43...71..59............945.1..
TEST(TechniqueForcingChain, Applies) {
  const CandidateGrid grid = marks(testing::kForcingChainPosition);
  EXPECT_EQ(find(find_chain, grid), "forcing_chain 7.0 r2c9-6");
}

// Forcing chain, 7.1.
// From the path of
// ..4.3.5........1.771..8........293.8...47..59..5......92...4.1.......2.......3..5.
TEST(TechniqueForcingChain71, Applies) {
  const CandidateGrid grid = marks_with(testing::kDirectHiddenPairPosition, {{"r5c1", "238"}});
  EXPECT_EQ(find(find_chain, grid), "forcing_chain 7.1 r5c1-3");
}

// Forcing chain, 7.3.
// From the path
// of 76.8.943...43...7...1......85...........8756........43...71..59............945.1..
TEST(TechniqueForcingChain73, Applies) {
  const CandidateGrid grid =
      marks_with(testing::kForcingChainPosition,
                 {{"r2c9", "58"}, {"r7c1", "346"}, {"r9c2", "27"}, {"r9c3", "378"}});
  EXPECT_EQ(find(find_chain, grid), "forcing_chain 7.3 r5c1-9");
}

TEST(TechniqueChain, TheChainPosition) {
  EXPECT_EQ(find(find_chain, marks(testing::kChainPosition)), testing::kChainStep);
}

TEST(TechniqueChain, NothingOnASolvedGrid) {
  EXPECT_EQ(find(find_chain, sparse({})), "none");
}

}  // namespace
}  // namespace nonet
