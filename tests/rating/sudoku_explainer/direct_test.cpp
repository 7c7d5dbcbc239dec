// Singles and Sudoku Explainer's "direct" techniques: positions from real solving paths (where
// the technique was the easiest step) and positions made by hand.
// Each position written out in full also carries every scale's first step there
// (testing::first_steps).
#include <gtest/gtest.h>

#include "rating/sudoku_explainer/support.hpp"

namespace nonet {
namespace {

using testing::find;
using testing::marks;
using testing::sparse;

// Direct pointing: the pointing leaves a hidden single in another box.
// From the path of
// ..4.3.5........1.771..8........293.8...47..59..5......92...4.1.......2.......3..5.
TEST(TechniqueDirectPointing, Applies) {
  const CandidateGrid grid = marks(testing::kDirectPointingPosition);
  EXPECT_EQ(find(find_direct_pointing, grid), "direct_pointing 1.7 r2c4=6");
}

// Direct hidden pair: the pair leaves another digit one place in its house.
// From the path of
// ..4.3.5........1.771..8........293.8...47..59..5......92...4.1.......2.......3..5.
TEST(TechniqueDirectHiddenPair, Applies) {
  const CandidateGrid grid = marks(testing::kDirectHiddenPairPosition);
  EXPECT_EQ(find(find_direct_hidden_pair, grid), "direct_hidden_pair 2.0 r4c1=1");
}

// Direct hidden triplet.
// From the path of
// .1.4.7.....7863....9...5.6.8....1.37..5.8.4....4...59..5...4.1....6.8.............
TEST(TechniqueDirectHiddenTriplet, Applies) {
  const CandidateGrid grid = marks(R"(
      =5 =1 =6 =4 =9 =7 23 =8 23
      =2 =4 =7 =8 =6 =3 =1 =5 =9
      =3 =9 =8 12 12 =5 =7 =6 =4
      =8 =2 =9 =5 =4 =1 =6 =3 =7
      67 367 =5 379 =8 69 =4 =2 =1
      =1 367 =4 237 237 26 =5 =9 =8
      679 =5 23 2379 237 =4 =8 =1 236
      479 37 123 =6 12357 =8 239 47 235
      4679 =8 123 12379 12357 29 239 47 2356)");
  EXPECT_EQ(find(find_direct_hidden_triplet, grid), "direct_hidden_triplet 2.5 r8c2=7");
  EXPECT_EQ(testing::first_steps(grid),
            "direct_hidden_triplet 2.5 r8c2=7 | direct_hidden_triplet 2.5 r8c2=7 | Locked "
            "Candidates Type 1 (Pointing) r8c2-3");
}

// Naked single.
// From the path of
// .9..3..18...95...........6.2...91.3...........6....459...8.....9....2341.14.6...5.
TEST(TechniqueNakedSingle, Applies) {
  const CandidateGrid grid = marks(testing::kNakedSinglePosition);
  EXPECT_EQ(find(find_naked_single, grid), "naked_single 2.3 r6c1=1");
}

// Hidden single in a box.
// From the path of
// ..9..........62...32....5........8.18752......6..3.29..8...9.1.1.....6.35..3......
TEST(TechniqueHiddenSingleBox, Applies) {
  const CandidateGrid grid = marks(R"(
      467 145 =9 14578 14578 134578 1347 234678 24678
      47 145 1478 145789 =6 =2 13479 3478 4789
      =3 =2 14678 14789 14789 1478 =5 4678 46789
      249 349 234 45679 4579 4567 =8 34567 =1
      =8 =7 =5 =2 149 146 34 346 46
      4 =6 14 14578 =3 14578 =2 =9 457
      2467 =8 23467 4567 2457 =9 47 =1 2457
      =1 49 247 4578 24578 4578 =6 24578 =3
      =5 49 2467 =3 12478 14678 479 2478 24789)");
  EXPECT_EQ(find(find_hidden_single, grid), "hidden_single_box 1.2 r1c6=3");
  EXPECT_EQ(testing::first_steps(grid),
            "hidden_single_box 1.2 r1c6=3 | hidden_single_box 1.2 r1c6=3 | Naked Single r6c1=4");
}

// Hidden single in a line (no box has one).
// From the path of
// ..9..........62...32....5........8.18752......6..3.29..8...9.1.1.....6.35..3......
TEST(TechniqueHiddenSingleLine, Applies) {
  const CandidateGrid grid = marks(R"(
      =6 145 =9 14578 4578 =3 147 2478 2478
      =7 145 48 14589 =6 =2 1349 348 489
      =3 =2 48 14789 478 478 =5 4678 46789
      =9 =3 =2 457 457 =6 =8 457 =1
      =8 =7 =5 =2 =9 =1 34 346 46
      =4 =6 =1 578 =3 578 =2 =9 57
      =2 =8 =3 =6 457 =9 47 =1 457
      =1 49 =7 458 =2 458 =6 458 =3
      =5 49 =6 =3 =1 478 479 2478 24789)");
  EXPECT_EQ(find(find_hidden_single, grid), "hidden_single_line 1.5 r3c4=1");
  EXPECT_EQ(testing::first_steps(grid),
            "hidden_single_line 1.5 r3c4=1 | hidden_single_line 1.5 r3c4=1 | Hidden Single r8c2=9");
}

// Full house.
// From the path of
// ..9..........62...32....5........8.18752......6..3.29..8...9.1.1.....6.35..3......
TEST(TechniqueFullHouse, Applies) {
  const CandidateGrid grid = marks(R"(
      467 145 =9 14578 14578 =3 147 24678 24678
      47 145 478 145789 =6 =2 13479 3478 4789
      =3 =2 4678 14789 14789 1478 =5 4678 46789
      =9 =3 =2 4567 457 4567 =8 4567 =1
      =8 =7 =5 =2 149 146 34 346 46
      4 =6 =1 4578 =3 4578 =2 =9 457
      2467 =8 =3 4567 2457 =9 47 =1 2457
      =1 49 47 4578 24578 4578 =6 24578 =3
      =5 49 467 =3 12478 14678 479 2478 24789)");
  EXPECT_EQ(find(find_full_house, grid), "full_house 1.0 r6c1=4");
  EXPECT_EQ(testing::first_steps(grid),
            "full_house 1.0 r6c1=4 | full_house 1.0 r6c1=4 | Full House r6c1=4");
}

TEST(TechniqueFullHouse, LastEmptyCellOfABoxFirst) {
  EXPECT_EQ(find(find_full_house, sparse({{"r1c9", "5"}})), "full_house 1.0 r1c9=5");
}

TEST(TechniqueFullHouse, NotWithTwoEmptyCellsInEveryHouse) {
  const CandidateGrid grid =
      sparse({{"r1c8", "56"}, {"r1c9", "56"}, {"r2c8", "56"}, {"r2c9", "56"}});
  EXPECT_EQ(find(find_full_house, grid), "none");
}

TEST(TechniqueHiddenSingle, BoxBeforeColumnBeforeRow) {
  // Digit 1 has one place in box 1 (r2c2) and one in row 9 (r9c9).
  const CandidateGrid grid = sparse({{"r9c8", "23"},
                                     {"r9c9", "12"},
                                     {"r2c2", "14"},
                                     {"r2c3", "34"},
                                     {"r1c1", "34"},
                                     {"r8c9", "23"}});
  EXPECT_EQ(find(find_hidden_single, grid), "hidden_single_box 1.2 r2c2=1");
}

TEST(TechniqueNakedSingle, FirstCellInReadingOrder) {
  EXPECT_EQ(find(find_naked_single, sparse({{"r2c2", "12"}, {"r3c4", "7"}, {"r5c5", "3"}})),
            "naked_single 2.3 r3c4=7");
  EXPECT_EQ(find(find_naked_single, sparse({{"r2c2", "12"}, {"r3c4", "78"}})), "none");
}

// A claiming whose elimination leaves a hidden single in another column of the stack.
TEST(TechniqueDirectClaiming, Applies) {
  const CandidateGrid grid =
      sparse({{"r1c1", "12"}, {"r2c1", "13"}, {"r3c2", "14"}, {"r7c2", "15"}});
  EXPECT_EQ(find(find_direct_claiming, grid), "direct_claiming 1.9 r7c2=1");
  // The plain claiming removes the 1 from r3c2.
  EXPECT_EQ(find(find_claiming, grid), "claiming 2.8 r3c2-1");
}

TEST(TechniqueDirectClaiming, NotWhenTwoPlacesRemain) {
  const CandidateGrid grid =
      sparse({{"r1c1", "12"}, {"r2c1", "13"}, {"r3c2", "14"}, {"r7c2", "15"}, {"r8c2", "16"}});
  EXPECT_EQ(find(find_direct_claiming, grid), "none");
  EXPECT_EQ(find(find_claiming, grid), "claiming 2.8 r3c2-1");
}

TEST(TechniqueDirect, NothingInAChainPosition) {
  const CandidateGrid grid = marks(testing::kChainPosition);
  for (FindTechnique finder : {find_full_house, find_hidden_single, find_direct_hidden_pair,
                               find_naked_single, find_direct_hidden_triplet}) {
    EXPECT_EQ(find(finder, grid), "none");
  }
  for (SeVersion version : kSeVersions) {
    EXPECT_EQ(find(find_direct_pointing, grid, version), "none");
    EXPECT_EQ(find(find_direct_claiming, grid, version), "none");
  }
}

}  // namespace
}  // namespace nonet
