// Locked candidates, naked and hidden sets, fish: positions from real solving paths and
// positions made by hand, each with Sudoku Explainer's step and, where HoDoKu has the family,
// HoDoKu's step on the same position (its search order can pick another instance).
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

// Pointing: a box's places of a digit on one line.
// From the path of
// ..9..........62...32....5........8.18752......6..3.29..8...9.1.1.....6.35..3......
TEST(TechniquePointing, Applies) {
  const CandidateGrid grid = marks(testing::kPointingPosition);
  EXPECT_EQ(find(find_pointing, grid), "pointing 2.6 r7c5-4");
  // HoDoKu goes box by box: box 3's 7s, all in row 1, come before box 9's 4s.
  EXPECT_EQ(testing::hodoku_find(hodoku::Technique::locked_candidates_1, grid),
            "Locked Candidates Type 1 (Pointing) r1c4-7 r1c5-7");
}

// Claiming: a line's places of a digit inside one box.
// From the path of
// ..9..........62...32....5........8.18752......6..3.29..8...9.1.1.....6.35..3......
TEST(TechniqueClaiming, Applies) {
  const CandidateGrid grid =
      marks_with(testing::kPointingPosition, {{"r1c4", "458"}, {"r1c5", "458"}, {"r7c5", "57"}});
  EXPECT_EQ(find(find_claiming, grid), "claiming 2.8 r4c5-7 r6c6-7");
  EXPECT_EQ(testing::hodoku_find(hodoku::Technique::locked_candidates_2, grid),
            "Locked Candidates Type 2 (Claiming) r4c5-7 r6c6-7");
}

// The versions of the scale meet locked candidates in different orders: Sukaku Explainer digit
// first, Sudoku Explainer 1.2.1 house first (as serate 1.2.1.3's path of
// ..9..........62...32....5........8.18752......6..3.29..8...9.1.1.....6.35..3..... shows:
// claiming 7 in column 3 before 1 in column 5, pointing 5 in box 1 before 4 in box 6).
TEST(TechniqueLockedCandidates, OrderOfEachVersion) {
  const CandidateGrid claiming = marks(R"(
    67 145 =9 14578 14578 =3 147 24678 24678
    7 145 478 145789 =6 =2 13479 3478 4789
    =3 =2 4678 14789 1478 478 =5 4678 46789
    =9 =3 =2 4567 457 4567 =8 4567 =1
    =8 =7 =5 =2 =9 =1 34 346 46
    =4 =6 =1 578 =3 578 =2 =9 57
    =2 =8 =3 4567 457 =9 47 =1 457
    =1 49 47 4578 24578 4578 =6 24578 =3
    =5 49 467 =3 12478 4678 479 2478 24789)");
  EXPECT_EQ(find(find_claiming, claiming, SeVersion::sukaku_1_18_1), "claiming 2.8 r1c5-1 r3c5-1");
  EXPECT_EQ(find(find_claiming, claiming, SeVersion::explainer_1_2_1),
            "claiming 2.8 r2c3-7 r3c3-7");
  const CandidateGrid pointing = marks(R"(
    =6 145 =9 4578 4578 =3 147 2478 2478
    =7 145 48 =9 =6 =2 134 348 48
    =3 =2 48 =1 478 478 =5 =6 =9
    =9 =3 =2 457 457 =6 =8 457 =1
    =8 =7 =5 =2 =9 =1 34 34 =6
    =4 =6 =1 578 =3 578 =2 =9 57
    =2 =8 =3 =6 457 =9 47 =1 457
    =1 =9 =7 458 =2 458 =6 458 =3
    =5 4 =6 =3 =1 478 =9 2478 2478)");
  EXPECT_EQ(find(find_pointing, pointing, SeVersion::sukaku_1_18_1), "pointing 2.6 r4c8-4");
  EXPECT_EQ(find(find_pointing, pointing, SeVersion::explainer_1_2_1), "pointing 2.6 r1c2-5");
  EXPECT_EQ(testing::first_steps(claiming),
            "hidden_single_box 1.2 r9c3=6 | hidden_single_box 1.2 r9c3=6 | Naked Single r2c1=7");
  EXPECT_EQ(testing::first_steps(pointing),
            "full_house 1.0 r9c2=4 | full_house 1.0 r9c2=4 | Full House r9c2=4");
}

// Naked pair.
// From the path of
// .9.2...........3...2.7...5.5.....86.....6...216..25.......7.29..5.9....77..81.....
TEST(TechniqueNakedPair, Applies) {
  const CandidateGrid grid = marks(testing::kNakedPairPosition);
  EXPECT_EQ(find(find_naked_pair, grid), "naked_pair 3.0 r2c2-4 r7c2-34");
  EXPECT_EQ(testing::hodoku_find(hodoku::Technique::naked_pair, grid), "Naked Pair r2c2-4 r7c2-34");
}

// Naked triplet.
// From the path of
// .378..4...9..347.121..6..........64...2....3......69.8.....28.3.....8.69..6..3.1..
TEST(TechniqueNakedTriplet, Applies) {
  const CandidateGrid grid = marks(R"(
      =5 =3 =7 =8 =2 =1 =4 =9 =6
      =6 =9 =8 =5 =3 =4 =7 =2 =1
      =2 =1 =4 79 =6 79 =3 =8 =5
      1789 58 159 =3 189 79 =6 =4 =2
      89 =6 =2 =4 89 =5 =1 =3 =7
      34 47 13 =2 17 =6 =9 =5 =8
      19 45 19 =6 45 =2 =8 =7 =3
      34 2457 35 =1 457 =8 25 =6 =9
      78 258 =6 79 59 =3 25 =1 =4)");
  EXPECT_EQ(find(find_naked_triplet, grid), "naked_triplet 3.6 r8c2-45 r9c2-5");
  EXPECT_EQ(testing::hodoku_find(hodoku::Technique::naked_triple, grid),
            "Naked Triple r8c2-45 r9c2-5");
  EXPECT_EQ(testing::first_steps(grid),
            "naked_triplet 3.6 r8c2-45 r9c2-5 | naked_triplet 3.6 r8c2-45 r9c2-5 | Naked Triple "
            "r8c2-45 r9c2-5");
}

// Naked quad.
// From the path
// of 3.69...5..5.......9....84..4.2.6.3.....8..96....15...483..1....69...4........5....
TEST(TechniqueNakedQuad, Applies) {
  const CandidateGrid grid = marks(R"(
      =3 =4 =6 =9 27 =1 78 =5 28
      =2 =5 =8 =4 37 =6 17 39 19
      =9 =7 =1 =5 23 =8 =4 23 =6
      =4 =8 =2 =7 =6 =9 =3 =1 =5
      =5 =1 =3 =8 =4 =2 =9 =6 =7
      =7 =6 =9 =1 =5 =3 =2 =8 =4
      =8 =3 45 26 =1 =7 56 249 29
      =6 =9 57 23 =8 =4 15 27 123
      =1 =2 47 36 =9 =5 68 47 38)");
  EXPECT_EQ(find(find_naked_quad, grid), "naked_quad 5.0 r8c9-2");
  EXPECT_EQ(testing::hodoku_find(hodoku::Technique::naked_quadruple, grid),
            "Naked Quadruple r8c9-2");
  EXPECT_EQ(testing::first_steps(grid),
            "naked_quad 5.0 r8c9-2 | naked_quad 5.0 r8c9-2 | Naked Quadruple r8c9-2");
}

// Hidden pair.
// From the path of
// ..4.3.5........1.771..8........293.8...47..59..5......92...4.1.......2.......3..5.
TEST(TechniqueHiddenPair, Applies) {
  const CandidateGrid grid =
      marks_with(testing::kDirectPointingPosition, {{"r1c9", "26"}, {"r2c1", "356"}});
  EXPECT_EQ(find(find_hidden_pair, grid), "hidden_pair 3.4 r2c1-6");
  EXPECT_EQ(testing::hodoku_find(hodoku::Technique::hidden_pair, grid), "Hidden Pair r2c1-6");
}

// Hidden triplet.
// From the path of
// .9..3..18...95...........6.2...91.3...........6....459...8.....9....2341.14.6...5.
TEST(TechniqueHiddenTriplet, Applies) {
  const CandidateGrid grid = marks_with(testing::kNakedSinglePosition,
                                        {{"r3c3", "2578"}, {"r4c3", "578"}, {"r6c1", "18"}});
  EXPECT_EQ(find(find_hidden_triplet, grid), "hidden_triplet 4.0 r3c3-8");
  EXPECT_EQ(testing::hodoku_find(hodoku::Technique::hidden_triple, grid), "Hidden Triple r3c3-8");
}

// Hidden quad.
// From the path of
// ......2.8..6...5.9.5........31.8...256.9...1.2.9...6.......3.84...14.3.....2.6.9..
TEST(TechniqueHiddenQuad, Applies) {
  const CandidateGrid grid = marks(R"(
      134 79 34 347 1356 14579 =2 367 =8
      1348 =2 =6 3478 13 147 =5 37 =9
      3789 =5 378 378 236 29 =4 367 =1
      47 =3 =1 =6 =8 457 =9 45 =2
      =5 =6 47 =9 23 247 =8 =1 37
      =2 =8 =9 347 135 1457 =6 45 37
      =6 =1 =2 =5 =9 =3 =7 =8 =4
      79 79 =5 =1 =4 =8 =3 =2 =6
      38 =4 38 =2 =7 =6 =1 =9 =5)");
  EXPECT_EQ(find(find_hidden_quad, grid), "hidden_quad 5.4 r1c5-13 r1c6-147 r3c5-3");
  EXPECT_EQ(testing::hodoku_find(hodoku::Technique::hidden_quadruple, grid),
            "Hidden Quadruple r1c5-13 r1c6-147 r3c5-3");
  EXPECT_EQ(testing::first_steps(grid),
            "hidden_quad 5.4 r1c5-13 r1c6-147 r3c5-3 | hidden_quad 5.4 r1c5-13 r1c6-147 r3c5-3 | "
            "Hidden Quadruple r1c5-13 r1c6-147 r3c5-3");
}

// X-wing.
// From the path of
// ...8..6.2....2.8.4.......5.1...3....38.2....6.7416..8..6..1...8..........2..85.13.
TEST(TechniqueXWing, Applies) {
  const CandidateGrid grid = marks(R"(
      79 3459 1579 =8 4579 1347 =6 379 =2
      =6 359 179 3579 =2 137 =8 379 =4
      =8 349 =2 3479 479 =6 79 =5 =1
      =1 59 =6 457 =3 =8 2479 2479 79
      =3 =8 59 =2 457 47 =1 479 =6
      =2 =7 =4 =1 =6 =9 =3 =8 =5
      4579 =6 =3 479 =1 247 24579 2479 =8
      4579 =1 =8 3479 479 2347 24579 =6 79
      479 =2 79 =6 =8 =5 479 =1 =3)");
  EXPECT_EQ(find(find_x_wing, grid), "x_wing 3.2 r1c2-5");
  EXPECT_EQ(testing::hodoku_find(hodoku::Technique::x_wing, grid), "X-Wing r1c2-5");
  EXPECT_EQ(testing::first_steps(grid), "x_wing 3.2 r1c2-5 | x_wing 3.2 r1c2-5 | X-Wing r1c2-5");
}

// Swordfish.
// From the path of
// ........7.5.2...686..5..3.44....8.....2.4..5..7.......847.96......7.4...5.......6.
TEST(TechniqueSwordfish, Applies) {
  const CandidateGrid grid = marks(testing::kSwordfishPosition);
  EXPECT_EQ(find(find_swordfish, grid), "swordfish 3.8 r1c2-1 r1c8-1 r6c4-1");
  EXPECT_EQ(testing::hodoku_find(hodoku::Technique::swordfish, grid),
            "Swordfish r1c2-1 r1c8-1 r6c4-1");
}

// Jellyfish.
// From the path of
// .....8.....2....373......8...35......516.7.....9..3..5.971.5..3...7.6.51..6...7.9.
TEST(TechniqueJellyfish, Applies) {
  const CandidateGrid grid = marks(R"(
      19 67 45 =3 57 =8 1249 14 246
      19 =8 =2 49 =6 14 =5 =3 =7
      =3 67 45 29 57 12 19 =8 46
      67 24 =3 =5 =1 =9 246 247 =8
      =8 =5 =1 =6 24 =7 =3 =9 24
      67 24 =9 24 =8 =3 16 17 =5
      24 =9 =7 =1 24 =5 =8 =6 =3
      24 =3 =8 =7 =9 =6 24 =5 =1
      =5 =1 =6 =8 =3 24 =7 24 =9)");
  EXPECT_EQ(find(find_jellyfish, grid), "jellyfish 5.2 r4c7-2");
  EXPECT_EQ(testing::hodoku_find(hodoku::Technique::jellyfish, grid), "Jellyfish r4c7-2");
  EXPECT_EQ(testing::first_steps(grid),
            "jellyfish 5.2 r4c7-2 | jellyfish 5.2 r4c7-2 | Jellyfish r4c7-2");
}

TEST(TechniquePointing, NotWhenTheBoxPlacesAreNotAligned) {
  const CandidateGrid grid = sparse({{"r1c1", "12"}, {"r2c2", "13"}, {"r1c5", "14"}});
  EXPECT_EQ(find(find_pointing, grid), "none");
}

TEST(TechniqueNakedPair, NeedsFourEmptyCellsInTheHouse) {
  // Sudoku Explainer leaves a naked pair alone in a house with three empty cells: the third
  // cell is then a hidden single anyway.
  EXPECT_EQ(find(find_naked_pair, sparse({{"r1c1", "12"}, {"r1c2", "12"}, {"r1c3", "123"}})),
            "none");
  EXPECT_EQ(find(find_naked_pair,
                 sparse({{"r1c1", "12"}, {"r1c2", "12"}, {"r1c3", "123"}, {"r1c4", "34"}})),
            "naked_pair 3.0 r1c3-12");
}

TEST(TechniqueHiddenPair, NeedsMoreThanFourEmptyCellsInTheHouse) {
  // 1 and 2 only in r1c1 and r1c2.
  const CandidateGrid four =
      sparse({{"r1c1", "123"}, {"r1c2", "124"}, {"r1c4", "34"}, {"r1c5", "34"}});
  EXPECT_EQ(find(find_hidden_pair, four), "none");
  const CandidateGrid five =
      sparse({{"r1c1", "123"}, {"r1c2", "124"}, {"r1c4", "345"}, {"r1c5", "34"}, {"r1c6", "35"}});
  EXPECT_EQ(find(find_hidden_pair, five), "hidden_pair 3.4 r1c1-3 r1c2-4");
}

TEST(TechniqueXWing, ColumnsFirst) {
  // Digit 1: columns 1 and 5 hold it in rows 1 and 4 only; rows 1 and 4 lose it elsewhere.
  const CandidateGrid grid = sparse({{"r1c1", "12"},
                                     {"r4c1", "13"},
                                     {"r1c5", "14"},
                                     {"r4c5", "15"},
                                     {"r1c8", "16"},
                                     {"r4c9", "17"}});
  EXPECT_EQ(find(find_x_wing, grid), "x_wing 3.2 r1c8-1 r4c9-1");
  EXPECT_EQ(find(find_swordfish, grid), "none");
}

TEST(TechniqueSubsets, NothingInAChainPosition) {
  const CandidateGrid grid = marks(testing::kChainPosition);
  for (FindTechnique finder :
       {find_naked_pair, find_x_wing, find_hidden_pair, find_naked_triplet, find_swordfish,
        find_hidden_triplet, find_naked_quad, find_jellyfish, find_hidden_quad}) {
    EXPECT_EQ(find(finder, grid), "none");
  }
  for (SeVersion version : kSeVersions) {
    EXPECT_EQ(find(find_pointing, grid, version), "none");
    EXPECT_EQ(find(find_claiming, grid, version), "none");
  }
  using hodoku::Technique;
  for (const Technique technique :
       {Technique::locked_pair, Technique::locked_candidates_1, Technique::locked_candidates_2,
        Technique::naked_pair, Technique::naked_triple, Technique::hidden_pair,
        Technique::hidden_triple, Technique::naked_quadruple, Technique::hidden_quadruple,
        Technique::x_wing, Technique::swordfish, Technique::jellyfish}) {
    EXPECT_EQ(testing::hodoku_find(technique, grid), "none");
  }
}

}  // namespace
}  // namespace nonet
