// HoDoKu's techniques one by one, each on a position from a solving path: the step HoDoKu 2.2.0
// itself took there (its `/vp` path of the puzzle, scripts/hodoku-reference's build), which the
// rung's finder must find from scratch on the same position. The positions are the grids before
// that step, HoDoKu's earlier steps replayed from the puzzle. Sudoku Explainer's step on each
// position too, on both its versions: the first step of its whole ladder there (se_first_step),
// each the step the real program takes (same technique, rating, placement and eliminations):
// Sukaku Explainer 1.18.1's serate given the position as 729 candidates, and Sudoku Explainer
// 1.2.1 (serate 1.2.1.3's build) given its placed cells and candidates and asked for one hint as
// its rater asks. Where Sudoku Explainer has the family (chains, forcing chains), its
// finder's step on the position as well; the families both scales have in full are tested with
// both in tests/rating/sudoku_explainer (subsets_test, wings_test).
#include <gtest/gtest.h>

#include <string_view>

#include "rating/support.hpp"

namespace nonet {
namespace {

using testing::find;
using testing::hodoku_find;
using testing::marks;
using testing::se_first_step;

// Locked Pair: HoDoKu's step 44 on the puzzle, from the position before it.
TEST(HodokuTechnique, LockedPair) {
  const std::string_view puzzle =
      "6158..2...8.......4.2.653.........8...3.........6924.3.....16.....9....2....23194";
  const CandidateGrid grid = marks(R"(
      =6  =1  =5  =8 =3  79 =2 =4 79
      =3  =8  =7  =2 14  49 =5 =6 19
      =4  =9  =2  17 =6  =5 =3 17 =8
      25  26  146 =3 47  47 =9 =8 15
      =9  45  =3  15 145 =8 =7 =2 =6
      178 57  18  =6 =9  =2 =4 15 =3
      25  23  =9  =4 =8  =1 =6 37 57
      17  345 14  =9 57  =6 =8 35 =2
      78  567 68  57 =2  =3 =1 =9 =4)");
  EXPECT_EQ(hodoku_find(hodoku::Technique::locked_pair, grid, puzzle), "Locked Pair r4c3-4 r5c5-4");
  EXPECT_EQ(se_first_step(grid), "pointing 2.6 r5c2-5");
  EXPECT_EQ(se_first_step(grid, SeVersion::explainer_1_2_1), "pointing 2.6 r5c2-5");
}

// Locked Triple: HoDoKu's step 37 on the puzzle, from the position before it.
TEST(HodokuTechnique, LockedTriple) {
  const std::string_view puzzle =
      "..7..19...........2..3...1...6.9....1.9..85.23.8.567.1....8..79.6....35......36..";
  const CandidateGrid grid = marks(R"(
      468 38  =7  28  26  =1  =9 34 =5
      68  =1  345 789 46  579 =2 34 67
      =2  =9  45  =3  46  57  =8 =1 67
      57  257 =6  =1  =9  27  =4 =8 =3
      =1  47  =9  47  =3  =8  =5 =6 =2
      =3  24  =8  24  =5  =6  =7 =9 =1
      45  35  23  =6  =8  24  =1 =7 =9
      78  =6  12  29  127 249 =3 =5 48
      =9  78  14  =5  17  =3  =6 =2 48)");
  EXPECT_EQ(hodoku_find(hodoku::Technique::locked_triple, grid, puzzle),
            "Locked Triple r1c4-2 r8c5-2");
  EXPECT_EQ(se_first_step(grid), "direct_hidden_pair 2.0 r1c5=2");
  EXPECT_EQ(se_first_step(grid, SeVersion::explainer_1_2_1), "direct_hidden_pair 2.0 r1c5=2");
}

// Remote Pair: HoDoKu's step 48 on the puzzle, from the position before it.
TEST(HodokuTechnique, RemotePair) {
  const std::string_view puzzle =
      ".42........5....7.1.74.....3...5...12.416....65..73.......1.2......9..34...6...1.";
  const CandidateGrid grid = marks(R"(
      =9 =4 =2 57 =3 567 =1 =8 56
      =8 36 =5 =9 =2 =1  =4 =7 36
      =1 36 =7 =4 =8 56  35 =9 =2
      =3 =7 =9 =8 =5 =4  =6 =2 =1
      =2 =8 =4 =1 =6 =9  37 =5 37
      =6 =5 =1 =2 =7 =3  =9 =4 =8
      =4 =9 =8 =3 =1 57  =2 =6 57
      57 =1 =6 57 =9 =2  =8 =3 =4
      57 =2 =3 =6 =4 =8  57 =1 =9)");
  EXPECT_EQ(hodoku_find(hodoku::Technique::remote_pair, grid, puzzle),
            "Remote Pair r1c9-5");
  EXPECT_EQ(find(find_chain, grid), "x_chain 6.6 r1c4-5");
  EXPECT_EQ(se_first_step(grid), "skyscraper 4.0 r1c9-5 r9c7-5");
  EXPECT_EQ(se_first_step(grid, SeVersion::explainer_1_2_1), "bug 5.6 r1c6-67");
}

// W-Wing: HoDoKu's step 49 on the puzzle, from the position before it.
TEST(HodokuTechnique, WWing) {
  const std::string_view puzzle =
      "3...62.....4.5.37.......5.2......1954......3..5..21..7..1.4..5.....3.7...7.2.56..";
  const CandidateGrid grid = marks(R"(
      =3  89  =5  =7  =6 =2 489 148 1489
      126 269 =4  19  =5 =8 =3  =7  69
      16  689 =7  =4  19 =3 =5  68  =2
      =7  =3  =2  =6  =8 =4 =1  =9  =5
      =4  =1  68  =5  =7 =9 =2  =3  68
      89  =5  689 =3  =2 =1 48  468 =7
      26  26  =1  89  =4 =7 89  =5  =3
      =5  =4  89  189 =3 =6 =7  =2  189
      89  =7  =3  =2  19 =5 =6  148 149)");
  EXPECT_EQ(hodoku_find(hodoku::Technique::w_wing, grid, puzzle), "W-Wing r8c9-9");
  EXPECT_EQ(se_first_step(grid), "unique_rectangle 4.5 r2c1-6 r2c2-6");
  EXPECT_EQ(se_first_step(grid, SeVersion::explainer_1_2_1), "unique_rectangle 4.5 r2c1-6 r2c2-6");
}

// Uniqueness Test 1: HoDoKu's step 38 on the puzzle, from the position before it.
TEST(HodokuTechnique, UniquenessTest1) {
  const std::string_view puzzle =
      "..7.8......95....2158.47.3..2...5.8..8....4.......1.59472...........25.....9.....";
  const CandidateGrid grid = marks(R"(
      =2  36 =7 36   =8  =9 =1 =4 =5
      36  =4 =9 =5   =1  36 =8 =7 =2
      =1  =5 =8 =2   =4  =7 =9 =3 =6
      367 =2 =1 =4   =9  =5 36 =8 37
      =9  =8 =5 37   =2  36 =4 16 137
      37  36 =4 =8   367 =1 =2 =5 =9
      =4  =7 =2 16   =5  =8 36 =9 13
      =8  =9 36 1367 37  =2 =5 16 =4
      =5  =1 36 =9   36  =4 =7 =2 =8)");
  EXPECT_EQ(hodoku_find(hodoku::Technique::uniqueness_1, grid, puzzle),
            "Uniqueness Test 1 r8c5-3");
  EXPECT_EQ(se_first_step(grid), "three_strong_links 5.4 r2c1-6 r6c2-6");
  EXPECT_EQ(se_first_step(grid, SeVersion::explainer_1_2_1), "x_chain 6.7 r1c2=6 r1c2-3");
}

// Uniqueness Test 2: HoDoKu's step 25 on the puzzle, from the position before it.
TEST(HodokuTechnique, UniquenessTest2) {
  const std::string_view puzzle =
      "....1......74.91..6....2.5........9784.9..5.6..2..5..8.........9.6..7...5..2.87..";
  const CandidateGrid grid = marks(R"(
      234  2358 3489  35  =1   36  689 =7  234
      23   58   =7    =4  568  =9  =1  68  23
      =6   138  13489 =7  38   =2  89  =5  34
      13   =6   =5    =8  =2   134 34  =9  =7
      =8   =4   13    =9  =7   13  =5  =2  =6
      =7   =9   =2    =6  34   =5  34  =1  =8
      1234 =7   148   135 3459 346 268 348 159
      =9   1238 =6    135 345  =7  28  348 15
      =5   13   14    =2  3469 =8  =7  346 19)");
  EXPECT_EQ(hodoku_find(hodoku::Technique::uniqueness_2, grid, puzzle),
            "Uniqueness Test 2 r1c3-4");
  EXPECT_EQ(se_first_step(grid), "unique_rectangle 4.5 r1c3-4");
  EXPECT_EQ(se_first_step(grid, SeVersion::explainer_1_2_1), "unique_rectangle 4.5 r1c3-4");
}

// Uniqueness Test 5: HoDoKu's step 47 on the puzzle, from the position before it.
TEST(HodokuTechnique, UniquenessTest5) {
  const std::string_view puzzle =
      "..74....8......4.3.36.....7..4......8..63.........8........57.151.7.2..66...8.35.";
  const CandidateGrid grid = marks(R"(
      12  259 =7  =4  125 =3 259 =6  =8
      129 =8  25  259 =7  =6 =4  19  =3
      =4  =3  =6  =8  125 19 259 129 =7
      =3  =6  =4  259 125 =7 129 =8  259
      =8  259 259 =6  =3  19 12  =7  =4
      =7  29  =1  259 =4  =8 =6  =3  59
      29  =4  =8  =3  =6  =5 =7  29  =1
      =5  =1  =3  =7  =9  =2 =8  =4  =6
      =6  =7  29  =1  =8  =4 =3  =5  29)");
  EXPECT_EQ(hodoku_find(hodoku::Technique::uniqueness_5, grid, puzzle),
            "Uniqueness Test 5 r4c5-2");
  EXPECT_EQ(se_first_step(grid), "skyscraper 4.3 r1c2-2");
  EXPECT_EQ(se_first_step(grid, SeVersion::explainer_1_2_1), "unique_rectangle 4.5 r4c5-2");
}

// Uniqueness Test 6: HoDoKu's step 30 on the puzzle, from the position before it.
TEST(HodokuTechnique, UniquenessTest6) {
  const std::string_view puzzle =
      "...78......82..7.9.1.5.9.4.....1..9....3.42...4...8.....5......7.9..213....1..97.";
  const CandidateGrid grid = marks(R"(
      2459 59  346 =7 =8  136 356 256 1236
      36   56  =8  =2 =4  13  =7  156 =9
      26   =1  =7  =5 36  =9  =8  =4  236
      38   =7  =2  =6 =1  =5  34  =9  348
      59   589 16  =3 =7  =4  =2  58  16
      356  =4  13  =9 =2  =8  356 156 =7
      =1   =3  =5  48 =9  =7  46  268 246
      =7   68  =9  48 56  =2  =1  =3  45
      468  =2  46  =1 356 36  =9  =7  58)");
  EXPECT_EQ(hodoku_find(hodoku::Technique::uniqueness_6, grid, puzzle),
            "Uniqueness Test 6 r1c1-9 r5c2-9");
  EXPECT_EQ(se_first_step(grid), "vwxyz_wing 6.4 r3c1-6 r9c1-6");
  EXPECT_EQ(se_first_step(grid, SeVersion::explainer_1_2_1), "forcing_chain 7.1 r1c9-3");
}

// Hidden Rectangle: HoDoKu's step 35 on the puzzle, from the position before it.
TEST(HodokuTechnique, HiddenRectangle) {
  const std::string_view puzzle =
      "6.......9.1..9.32......3.5..528....64.8.3.1..1....29....4...5...6..4....2......4.";
  const CandidateGrid grid = marks(R"(
      =6 24 =3  27  =5 47   =8 =1 =9
      58 =1 57  =6  =9 48   =3 =2 47
      89 24 79  =1  28 =3   =6 =5 47
      =7 =5 =2  =8  =1 =9   =4 =3 =6
      =4 =9 =8  =5  =3 =6   =1 =7 =2
      =1 =3 =6  =4  =7 =2   =9 =8 =5
      39 =7 =4  239 28 18   =5 =6 138
      35 =6 15  37  =4 1578 =2 =9 138
      =2 =8 159 39  =6 15   =7 =4 13)");
  EXPECT_EQ(hodoku_find(hodoku::Technique::hidden_rectangle, grid, puzzle),
            "Hidden Rectangle r8c9-1");
  EXPECT_EQ(se_first_step(grid), "wxyz_wing 5.6 r8c4-3");
  EXPECT_EQ(se_first_step(grid, SeVersion::explainer_1_2_1), "forcing_chain 7.1 r7c9-3");
}

// Avoidable Rectangle Type 1: HoDoKu's step 32 on the puzzle, from the position before it.
TEST(HodokuTechnique, AvoidableRectangleType1) {
  const std::string_view puzzle =
      "....2.....1..8....5.4..3.....8..5..9..3..96..12.8..5..4......18...1.29.6...3....4";
  const CandidateGrid grid = marks(R"(
      =3 =8   67   5679 =2   =1 =4  69  57
      29 =1   267  569  =8   =4 37  69  357
      =5 679  =4   679  679  =3 =8  =2  =1
      =6 =4   =8   =2   37   =5 =1  37  =9
      =7 =5   =3   =4   =1   =9 =6  =8  =2
      =1 =2   =9   =8   367  67 =5  =4  37
      =4 3679 2567 679  5679 67 237 =1  =8
      =8 37   57   =1   =4   =2 =9  357 =6
      29 679  =1   =3   5679 =8 27  57  =4)");
  EXPECT_EQ(hodoku_find(hodoku::Technique::avoidable_rectangle_1, grid, puzzle),
            "Avoidable Rectangle Type 1 r8c2-3");
  EXPECT_EQ(se_first_step(grid), "three_strong_links 5.7 r7c2-7 r7c3-7");
  EXPECT_EQ(se_first_step(grid, SeVersion::explainer_1_2_1), "forcing_chain 7.1 r2c4-6");
}

// Avoidable Rectangle Type 2: HoDoKu's step 8 on the puzzle, from the position before it.
TEST(HodokuTechnique, AvoidableRectangleType2) {
  const std::string_view puzzle =
      "..3.5.....5....1..7....2..4.1.9...3...9......8....7..2.....8.4.6...7.....8.26...7";
  const CandidateGrid grid = marks(R"(
      1249  2469 =3   1467 =5  1469 26789 26789 689
      249   =5   2468 3467 389 469  =1    2679  369
      =7    69   168  136  389 =2   3569  569   =4
      25    =1   2567 =9   =4  56   5678  =3    568
      45    467  =9   =8   =2  =3   4567  1567  156
      =8    =3   456  56   =1  =7   4569  569   =2
      12359 279  1257 135  39  =8   23569 =4    13569
      =6    249  1245 1345 =7  1459 23589 12589 13589
      13459 =8   145  =2   =6  1459 359   159   =7)");
  EXPECT_EQ(hodoku_find(hodoku::Technique::avoidable_rectangle_2, grid, puzzle),
            "Avoidable Rectangle Type 2 r4c3-5 r6c3-5 r7c1-5 r9c1-5");
  EXPECT_EQ(se_first_step(grid), "multiple_forcing_chain 8.4 r9c1-1");
  EXPECT_EQ(se_first_step(grid, SeVersion::explainer_1_2_1), "multiple_forcing_chain 8.4 r9c1-1");
}

// Finned X-Wing: HoDoKu's step 33 on the puzzle, from the position before it.
TEST(HodokuTechnique, FinnedXWing) {
  const std::string_view puzzle =
      "8...4....91.62..5..4...5..843.152....2...3.........4.......9....8.56....2.38...65";
  const CandidateGrid grid = marks(R"(
      =8  56  25  =3 =4 =1 679  279 679
      =9  =1  =7  =6 =2 =8 =3   =5  =4
      =3  =4  26  79 79 =5 16   12  =8
      =4  =3  689 =1 =5 =2 6789 789 679
      67  =2  689 =4 79 =3 =5   189 169
      57  579 =1  79 =8 =6 =4   =3  =2
      567 567 45  =2 =3 =9 18   48  17
      =1  =8  49  =5 =6 =7 =2   49  =3
      =2  79  =3  =8 =1 =4 79   =6  =5)");
  EXPECT_EQ(hodoku_find(hodoku::Technique::finned_x_wing, grid, puzzle), "Finned X-Wing r5c8-9");
  EXPECT_EQ(se_first_step(grid), "skyscraper 4.3 r5c8-9");
  EXPECT_EQ(se_first_step(grid, SeVersion::explainer_1_2_1), "x_chain 6.7 r5c8-9");
}

// Sashimi X-Wing: HoDoKu's step 20 on the puzzle, from the position before it.
TEST(HodokuTechnique, SashimiXWing) {
  const std::string_view puzzle =
      "......8.55...7.314..6....722.........1.....3...3..4..6.4..5...36.72...4..216...8.";
  const CandidateGrid grid = marks(R"(
      1479 379 49   1349  1239 123  =8  =6 =5
      =5   89  =2   89    =7   =6   =3  =1 =4
      148  38  =6   13458 138  1358 =9  =7 =2
      =2   =6  4589 35789 389  3578 47  59 =1
      479  =1  459  579   =6   257  247 =3 =8
      789  789 =3   15789 1289 =4   27  59 =6
      89   =4  89   17    =5   17   =6  =2 =3
      =6   =5  =7   =2    38   38   =1  =4 =9
      =3   =2  =1   =6    =4   =9   =5  =8 =7)");
  EXPECT_EQ(hodoku_find(hodoku::Technique::sashimi_x_wing, grid, puzzle),
            "Sashimi X-Wing r6c2-9");
  EXPECT_EQ(se_first_step(grid), "skyscraper 4.3 r6c2-9");
  EXPECT_EQ(se_first_step(grid, SeVersion::explainer_1_2_1), "forcing_chain 7.2 r3c4-3");
}

// Finned Swordfish: HoDoKu's step 23 on the puzzle, from the position before it.
TEST(HodokuTechnique, FinnedSwordfish) {
  const std::string_view puzzle =
      ".31.......2.9....88..7...3.1.8..42.7.9.2...83...6.8.9......6...3..17...6.4.8.....";
  const CandidateGrid grid = marks(R"(
      4679 =3 =1   =5 =8 =2 4679  46   49
      4567 =2 4567 =9 46 =3 14567 1456 =8
      =8   56 4569 =7 46 =1 459   =3   =2
      =1   56 =8   =3 =9 =4 =2    56   =7
      456  =9 456  =2 15 =7 156   =8   =3
      =2   =7 =3   =6 15 =8 145   =9   145
      579  =1 2579 =4 =3 =6 =8    257  59
      =3   =8 259  =1 =7 59 459   245  =6
      5679 =4 5679 =8 =2 59 =3    157  159)");
  EXPECT_EQ(hodoku_find(hodoku::Technique::finned_swordfish, grid, puzzle),
            "Finned Swordfish r2c7-6");
  EXPECT_EQ(se_first_step(grid), "three_strong_links 5.5 r2c7-6");
  EXPECT_EQ(se_first_step(grid, SeVersion::explainer_1_2_1), "x_chain 6.7 r2c7-6");
}

// Sashimi Swordfish: HoDoKu's step 30 on the puzzle, from the position before it.
TEST(HodokuTechnique, SashimiSwordfish) {
  const std::string_view puzzle =
      "...74....4..2...15....6..2..5...3..7.7.....9....4.12....19..64.7....2....96......";
  const CandidateGrid grid = marks(R"(
      259  =1 25  =7 =4  589 389 38 =6
      =4   =6 78  =2 =3  89  789 =1 =5
      3589 38 578 =1 =6  589 479 =2 49
      12   =5 24  =8 =9  =3  14  =6 =7
      18   =7 348 =5 =2  =6  38  =9 14
      =6   38 =9  =4 =7  =1  =2  =5 38
      358  =2 =1  =9 58  =7  =6  =4 38
      =7   =4 358 =6 158 =2  159 38 19
      58   =9 =6  =3 158 =4  15  =7 =2)");
  EXPECT_EQ(hodoku_find(hodoku::Technique::sashimi_swordfish, grid, puzzle),
            "Sashimi Swordfish r5c1-8");
  EXPECT_EQ(se_first_step(grid), "three_strong_links 5.7 r5c1-8");
  EXPECT_EQ(se_first_step(grid, SeVersion::explainer_1_2_1),
            "y_cycle 6.7 r3c1-8 r7c1-8 r8c7-1 r9c5-5");
}

// Finned Jellyfish: HoDoKu's step 36 on the puzzle, from the position before it.
TEST(HodokuTechnique, FinnedJellyfish) {
  const std::string_view puzzle =
      "43..6...1...2...7....3.7..8.81.......64.............152..5..7....6.......7.1.8..6";
  const CandidateGrid grid = marks(R"(
      =4  =3 =7 =8 =6   59   259  29   =1
      16  59 =8 =2 159  =4   3569 =7   39
      16  59 =2 =3 159  =7   4569 46   =8
      35  =8 =1 46 2579 2359 39   346  23479
      359 =6 =4 79 2579 =1   =8   239  237
      =7  =2 39 46 =8   39   46   =1   =5
      =2  =1 39 =5 349  =6   =7   =8   49
      =8  =4 =6 79 2379 29   =1   =5   239
      39  =7 =5 =1 234  =8   239  2349 =6)");
  EXPECT_EQ(hodoku_find(hodoku::Technique::finned_jellyfish, grid, puzzle),
            "Finned Jellyfish r5c5-9");
  EXPECT_EQ(se_first_step(grid), "four_strong_links 6.1 r2c9-9");
  EXPECT_EQ(se_first_step(grid, SeVersion::explainer_1_2_1), "forcing_chain 7.2 r9c5-3");
}

// Sashimi Jellyfish: HoDoKu's step 34 on the puzzle, from the position before it.
TEST(HodokuTechnique, SashimiJellyfish) {
  const std::string_view puzzle =
      "..73...........4.........68..3...1.........86..12.63.55...2.81.3...487....41.5.3.";
  const CandidateGrid grid = marks(R"(
      2469 2469  =7  =3  =8 249 =5 29  =1
      =1   259   =8  59  =6 29  =4 =7  =3
      249  =3    259 45  =1 =7  29 =6  =8
      269  2469  =3  =8  =5 49  =1 249 =7
      2479 24579 259 479 =3 =1  29 =8  =6
      789  48    =1  =2  79 =6  =3 49  =5
      =5   79    =6  79  =2 =3  =8 =1  =4
      =3   =1    29  =6  =4 =8  =7 =5  29
      78   2789  =4  =1  79 =5  =6 =3  29)");
  EXPECT_EQ(hodoku_find(hodoku::Technique::sashimi_jellyfish, grid, puzzle),
            "Sashimi Jellyfish r5c4-9");
  EXPECT_EQ(se_first_step(grid), "forcing_chain 7.1 r5c2-4");
  EXPECT_EQ(se_first_step(grid, SeVersion::explainer_1_2_1), "forcing_chain 7.1 r5c2-4");
}

// Sue de Coq: HoDoKu's step 36 on the puzzle, from the position before it.
TEST(HodokuTechnique, SueDeCoq) {
  const std::string_view puzzle =
      ".3.6.......94.1...671.3..9........855...8764.....1.3...........1.78.4..94.5......";
  const CandidateGrid grid = marks(R"(
      28 =3 =4 =6 =9 58 17  1257 278
      28 =5 =9 =4 =7 =1 28  =6   =3
      =6 =7 =1 =2 =3 58 458 =9   48
      =7 =1 =6 =3 =4 =2 =9  =8   =5
      =5 =2 =3 =9 =8 =7 =6  =4   =1
      =9 =4 =8 =5 =1 =6 =3  27   27
      =3 =8 =2 17 56 =9 147 157  467
      =1 =6 =7 =8 25 =4 25  =3   =9
      =4 =9 =5 17 26 =3 178 127  678)");
  EXPECT_EQ(hodoku_find(hodoku::Technique::sue_de_coq, grid, puzzle),
            "Sue de Coq r1c9-8");
  EXPECT_EQ(se_first_step(grid), "wxyz_wing 5.6 r1c8-2 r8c7-2");
  EXPECT_EQ(se_first_step(grid, SeVersion::explainer_1_2_1), "forcing_chain 7.1 r7c7-1");
}

// Simple Colors Trap: HoDoKu's step 40 on the puzzle, from the position before it.
TEST(HodokuTechnique, SimpleColorsTrap) {
  const std::string_view puzzle =
      ".1..87....7.9..1..8......3.16.......5...63........2..79..2.15......9.2...2..5.68.";
  const CandidateGrid grid = marks(R"(
      26  =1  35 34 =8 =7 49 59  26
      26  =7  34 =9 34 56 =1 25  =8
      =8  45  =9 =1 =2 56 =7 =3  456
      =1  =6  27 =8 47 =9 =3 245 25
      =5  49  27 47 =6 =3 =8 129 12
      34  39  =8 =5 =1 =2 49 =6  =7
      =9  =8  =6 =2 37 =1 =5 47  34
      347 345 45 =6 =9 =8 =2 17  13
      37  =2  =1 37 =5 =4 =6 =8  =9)");
  EXPECT_EQ(hodoku_find(hodoku::Technique::simple_colors, grid, puzzle), "Simple Colors r8c2-4");
  EXPECT_EQ(se_first_step(grid), "three_strong_links 5.4 r8c2-4");
  EXPECT_EQ(se_first_step(grid, SeVersion::explainer_1_2_1), "x_chain 6.5 r8c2-4");
}

// Simple Colors Wrap: HoDoKu's step 46 on the puzzle, from the position before it. Two cells of
// one color see each other, so that color is false everywhere.
TEST(HodokuTechnique, SimpleColorsWrap) {
  const std::string_view puzzle =
      ".................1..2.34.5......6..7..3.......51.........81..3..7.3.....6.....2..";
  const CandidateGrid grid = marks(R"(
      =5  48  67 269  289  =1  489 27 =3
      =3  489 67 2569 289  589 49  27 =1
      89  =1  =2 =7   =3   =4  =6  =5 89
      28  28  49 =1   =5   =6  =3  49 =7
      49  =6  =3 29   2789 789 =1  48 =5
      =7  =5  =1 49   489  =3  89  =6 =2
      249 29  45 =8   =1   59  =7  =3 =6
      =1  =7  89 =3   =6   =2  =5  89 =4
      =6  =3  58 459  47   579 =2  =1 89)");
  EXPECT_EQ(hodoku_find(hodoku::Technique::simple_colors, grid, puzzle),
            "Simple Colors r3c1-9 r4c8-9 r5c1-9 r7c2-9 r8c3-9 r9c9-9");
  EXPECT_EQ(se_first_step(grid), "three_strong_links 5.5 r1c7-9 r2c7-9");
  EXPECT_EQ(se_first_step(grid, SeVersion::explainer_1_2_1), "x_chain 6.7 r1c7-9");
}

// Multi Colors 1: HoDoKu's step 26 on the puzzle, from the position before it.
TEST(HodokuTechnique, MultiColors1) {
  const std::string_view puzzle =
      "...4...9.....83.4.4.6.2...7....9....2.......6...2.7....3.9...18.826...797....23..";
  const CandidateGrid grid = marks(R"(
      38    =7   38     =4  56   16   15  =9 =2
      59    =2   159    =7  =8   =3   =6  =4 15
      =4    15   =6     15  =2   =9   =8  =3 =7
      1358  56   13478  135 =9   1468 147 =2 134
      =2    149  134789 135 145  148  179 58 =6
      13589 1469 13489  =2  1456 =7   19  58 134
      =6    =3   45     =9  =7   45   =2  =1 =8
      15    =8   =2     =6  =3   145  45  =7 =9
      =7    149  1459   =8  14   =2   =3  =6 45)");
  EXPECT_EQ(hodoku_find(hodoku::Technique::multi_colors, grid, puzzle),
            "Multi Colors r9c3-1");
  EXPECT_EQ(se_first_step(grid), "three_strong_links 5.4 r9c3-1");
  EXPECT_EQ(se_first_step(grid, SeVersion::explainer_1_2_1), "x_chain 6.7 r9c3-1");
}

// Multi Colors 2: HoDoKu's step 30 on the puzzle, from the position before it.
TEST(HodokuTechnique, MultiColors2) {
  const std::string_view puzzle =
      ".8.6...716.3....8......29.......3...9.7..4...4..2..73...5...8.2..1...34..4...1...";
  const CandidateGrid grid = marks(R"(
      25   =8  29 =6   =3   59   =4  =7 =1
      =6   179 =3 1479 1479 79   =2  =8 =5
      157  157 =4 1578 578  =2   =9  =6 =3
      15   =2  68 789  6789 =3   156 59 =4
      =9   =3  =7 158  1568 =4   15  =2 68
      =4   15  68 =2   15   89   =7  =3 689
      37   679 =5 3479 479  679  =8  =1 =2
      278  679 =1 5789 2578 5689 =3  =4 79
      2378 =4  29 389  2789 =1   56  59 679)");
  EXPECT_EQ(hodoku_find(hodoku::Technique::multi_colors, grid, puzzle),
            "Multi Colors r1c6-9 r2c2-9 r9c3-9");
  EXPECT_EQ(se_first_step(grid), "three_strong_links 5.5 r9c3-9");
  EXPECT_EQ(se_first_step(grid, SeVersion::explainer_1_2_1), "x_chain 6.7 r1c3=9 r1c3-2");
}

// X-Chain: HoDoKu's step 20 on the puzzle, from the position before it.
TEST(HodokuTechnique, XChain) {
  const std::string_view puzzle =
      "8..4..7...9......5...9.284...6..43..48...39..2..5.6.8........3.......26.7..32....";
  const CandidateGrid grid = marks(R"(
      =8   1235 1235  =4  =6    15    =7 19 139
      13   =9   =4    178 1378  178   =6 =2 =5
      =6   357  357   =9  135   =2    =8 =4 13
      159  157  =6    178 1789  =4    =3 57 =2
      =4   =8   157   =2  17    =3    =9 57 =6
      =2   37   379   =5  79    =6    14 =8 14
      159  1245 12589 =6  14578 1789  15 =3 1789
      1359 1345 13589 178 14578 15789 =2 =6 1789
      =7   =6   1589  =3  =2    1589  45 19 489)");
  EXPECT_EQ(hodoku_find(hodoku::Technique::x_chain, grid, puzzle),
            "X-Chain r9c3-1");
  EXPECT_EQ(find(find_chain, grid), "x_chain 6.7 r9c3-1");
  EXPECT_EQ(se_first_step(grid), "three_strong_links 5.5 r9c3-1");
  EXPECT_EQ(se_first_step(grid, SeVersion::explainer_1_2_1), "x_chain 6.7 r9c3-1");
}

// XY-Chain: HoDoKu's step 32 on the puzzle, from the position before it.
TEST(HodokuTechnique, XYChain) {
  const std::string_view puzzle =
      "673.....8......17..8.9...........9..3....9..2..153.8.....75.......1...3.8..2.3.6.";
  const CandidateGrid grid = marks(R"(
      =6  =7  =3  =4 =2  =1 =5  =9 =8
      45  =9  =2  =3 68  58 =1  =7 46
      =1  =8  45  =9 67  57 =3  =2 46
      257 245 =8  =6 147 47 =9  15 =3
      =3  45  457 =8 147 =9 =6  15 =2
      =9  =6  =1  =5 =3  =2 =8  =4 =7
      24  =3  =9  =7 =5  =6 24  =8 =1
      257 245 =6  =1 489 48 247 =3 59
      =8  =1  457 =2 49  =3 47  =6 59)");
  EXPECT_EQ(hodoku_find(hodoku::Technique::xy_chain, grid, puzzle), "XY-Chain r8c7-4");
  EXPECT_EQ(find(find_chain, grid), "forcing_chain 7.1 r5c3-5");
  EXPECT_EQ(se_first_step(grid), "forcing_chain 7.1 r5c3-5");
  EXPECT_EQ(se_first_step(grid, SeVersion::explainer_1_2_1), "forcing_chain 7.1 r5c3-5");
}

// Discontinuous Nice Loop: HoDoKu's step 17 on the puzzle, from the position before it.
TEST(HodokuTechnique, DiscontinuousNiceLoop) {
  const std::string_view puzzle =
      ".583......6.....8...1..94......4.83....1...5.5.9..621...3......21...3.....45..9..";
  const CandidateGrid grid = marks(R"(
      =4  =5  =8  =3    267   27   =1 =9   267
      =9  =6  27  247   1257  1247 =3 =8   257
      37  237 =1  2678  25678 =9   =4 67   2567
      =1  27  267 279   =4    =5   =8 =3   679
      38  348 267 =1    23789 278  67 =5   4679
      =5  348 =9  78    378   =6   =2 =1   47
      678 =9  =3  24678 2678  2478 =5 2467 =1
      =2  =1  =5  4679  679   =3   67 467  =8
      678 78  =4  =5    12678 1278 =9 267  =3)");
  EXPECT_EQ(hodoku_find(hodoku::Technique::nice_loop, grid, puzzle), "Nice Loop/AIC r2c4-7");
  EXPECT_EQ(find(find_chain, grid), "forcing_chain 7.3 r2c4-7");
  EXPECT_EQ(se_first_step(grid), "three_strong_links 5.7 r5c3-7");
  EXPECT_EQ(se_first_step(grid, SeVersion::explainer_1_2_1), "forcing_chain 7.3 r2c4-7");
}

// Continuous Nice Loop: HoDoKu's step 17 on the puzzle, from the position before it.
TEST(HodokuTechnique, ContinuousNiceLoop) {
  const std::string_view puzzle =
      ".....1.....6...2.7.3.98.6......4.......7.8..31......5...78...95.....5.....4.2.3..";
  const CandidateGrid grid = marks(R"(
      2478  2478  28    26  67  =1   =5   =3   =9
      =9    =1    =6    345 35  34   =2   =8   =7
      257   =3    25    =9  =8  27   =6   14   14
      25678 25678 23589 15  =4  2369 789  1267 1268
      2456  2456  259   =7  15  =8   149  246  =3
      =1    24678 2389  236 369 2369 4789 =5   2468
      236   26    =7    =8  136 346  14   =9   =5
      368   689   =1    346 79  =5   478  2467 2468
      568   5689  =4    16  =2  79   =3   167  168)");
  EXPECT_EQ(hodoku_find(hodoku::Technique::nice_loop, grid, puzzle),
            "Nice Loop/AIC r2c4-3");
  EXPECT_EQ(find(find_chain, grid), "forcing_chain 7.1 r7c6-6");
  EXPECT_EQ(se_first_step(grid), "wxyz_wing 5.6 r7c6-6");
  EXPECT_EQ(se_first_step(grid, SeVersion::explainer_1_2_1), "forcing_chain 7.1 r7c6-6");
}

// AIC: HoDoKu's step 25 on the puzzle, from the position before it.
TEST(HodokuTechnique, Aic) {
  const std::string_view puzzle =
      "86......4..1..4...9...678..6....3....9..1....4.2....733.92....8....41....27.9....";
  const CandidateGrid grid = marks(R"(
      =8 =6 =5 19   23  29  =7    139   =4
      =2 =7 =1 589  358 =4  3569  3569  569
      =9 =3 =4 15   =6  =7  =8    125   125
      =6 15 =8 =7   25  =3  12459 12459 1259
      =7 =9 =3 =4   =1  256 256   =8    256
      =4 15 =2 5689 58  689 156   =7    =3
      =3 =4 =9 =2   =7  56  156   156   =8
      =5 =8 =6 =3   =4  =1  29    29    =7
      =1 =2 =7 568  =9  568 34    34    56)");
  EXPECT_EQ(hodoku_find(hodoku::Technique::nice_loop, grid, puzzle), "Nice Loop/AIC r1c8-9 r2c8-9");
  EXPECT_EQ(find(find_chain, grid), "forcing_chain 7.1 r6c6-8");
  EXPECT_EQ(se_first_step(grid), "forcing_chain 7.1 r6c6-8");
  EXPECT_EQ(se_first_step(grid, SeVersion::explainer_1_2_1), "forcing_chain 7.1 r6c6-8");
}

// Grouped Discontinuous Nice Loop: HoDoKu's step 29 on the puzzle, from the position before it.
TEST(HodokuTechnique, GroupedDiscontinuousNiceLoop) {
  const std::string_view puzzle =
      "..39....751..3..4..4....9..7.1..........2..7.25...73......6.52196............3..4";
  const CandidateGrid grid = marks(R"(
      68 =2 =3 =9   1458 14568 18 1568 =7
      =5 =1 =9 =7   =3   68    =2 =4   68
      68 =4 =7 1256 158  12568 =9 135  356
      =7 39 =1 356  89   568   =4 568  =2
      =4 39 68 35   =2   156   18 =7   589
      =2 =5 68 146  1489 =7    =3 168  69
      =3 =7 =4 =8   =6   =9    =5 =2   =1
      =9 =6 25 14   145  1245  =7 38   38
      =1 =8 25 25   =7   =3    =6 =9   =4)");
  EXPECT_EQ(hodoku_find(hodoku::Technique::grouped_nice_loop, grid, puzzle),
            "Grouped Nice Loop/AIC r1c6-6");
  EXPECT_EQ(se_first_step(grid), "wxyz_wing 5.6 r5c6-6");
  EXPECT_EQ(se_first_step(grid, SeVersion::explainer_1_2_1),
            "aligned_triplet_exclusion 7.5 r4c6-5");
}

// Grouped Continuous Nice Loop: HoDoKu's step 37 on the puzzle, from the position before it.
TEST(HodokuTechnique, GroupedContinuousNiceLoop) {
  const std::string_view puzzle =
      "..3.4..1....192......3....7..4.6....5...34..2.8.9.........7...67......58.29....3.";
  const CandidateGrid grid = marks(R"(
      2689 56   =3   578  =4  578  2568  =1   59
      48   4567 578  =1   =9  =2   34568 468  35
      1489 19   258  =3   58  =6   2458  489  =7
      239  379  =4   2578 =6  1578 1358  789  1359
      =5   1679 167  78   =3  =4   168   6789 =2
      236  =8   1267 =9   125 157  13456 467  1345
      138  35   58   =4   =7  39   19    =2   =6
      =7   34   16   26   12  39   49    =5   =8
      146  =2   =9   568  158 158  =7    =3   14)");
  EXPECT_EQ(hodoku_find(hodoku::Technique::grouped_nice_loop, grid, puzzle),
            "Grouped Nice Loop/AIC r4c1-3");
  EXPECT_EQ(se_first_step(grid), "multiple_forcing_chain 8.4 r5c7-1");
  EXPECT_EQ(se_first_step(grid, SeVersion::explainer_1_2_1), "multiple_forcing_chain 8.4 r5c7-1");
}

// Grouped AIC: HoDoKu's step 17 on the puzzle, from the position before it.
TEST(HodokuTechnique, GroupedAic) {
  const std::string_view puzzle =
      "..2...1.6....56.32...1...7...73.1..956..72.8...8....27.9....6..2...3....8.5......";
  const CandidateGrid grid = marks(R"(
      379 34578 =2  4789 49   34789 =1 45   =6
      179 1478  149 4789 =5   =6    89 =3   =2
      =6  3458  349 =1   =2   3489  89 =7   45
      =4  =2    =7  =3   =8   =1    =5 =6   =9
      =5  =6    39  49   =7   =2    34 =8   =1
      139 13    =8  4569 469  459   34 =2   =7
      137 =9    134 =2   14   4578  =6 145  3458
      =2  14    =6  589  =3   4589  =7 1459 458
      =8  1347  =5  4679 1469 479   =2 149  34)");
  EXPECT_EQ(hodoku_find(hodoku::Technique::grouped_nice_loop, grid, puzzle),
            "Grouped Nice Loop/AIC r6c5-4 r9c4-4");
  EXPECT_EQ(se_first_step(grid), "multiple_forcing_chain 8.3 r7c8-4");
  EXPECT_EQ(se_first_step(grid, SeVersion::explainer_1_2_1), "multiple_forcing_chain 8.3 r7c8-4");
}

// Almost Locked Set XZ-Rule: HoDoKu's step 21 on the puzzle, from the position before it.
TEST(HodokuTechnique, AlmostLockedSetXZRule) {
  const std::string_view puzzle =
      "..7.........81.6...3...72.1.......2.4.1.....6....821.7....6.3...79......1...4..8.";
  const CandidateGrid grid = marks(R"(
      56   =1   =7   23456 2359 3456 459 3459 =8
      259  459  245  =8    =1   3459 =6  =7   345
      5689 =3   468  4569  59   =7   =2  459  =1
      =7   5689 3568 146   359  146  459 =2   345
      =4   =2   =1   359   =7   359  =8  359  =6
      369  569  356  46    =8   =2   =1  3459 =7
      258  458  2458 =7    =6   589  =3  =1   259
      238  =7   =9   1235  235  1358 45  =6   245
      =1   56   2356 2359  =4   359  =7  =8   259)");
  EXPECT_EQ(hodoku_find(hodoku::Technique::als_xz, grid, puzzle),
            "Almost Locked Set XZ-Rule r7c2-8");
  EXPECT_EQ(se_first_step(grid), "multiple_forcing_chain 8.3 r4c2-6");
  EXPECT_EQ(se_first_step(grid, SeVersion::explainer_1_2_1), "multiple_forcing_chain 8.3 r4c2-6");
}

// Almost Locked Set XY-Wing: HoDoKu's step 27 on the puzzle, from the position before it.
TEST(HodokuTechnique, AlmostLockedSetXYWing) {
  const std::string_view puzzle =
      ".49.8..2..8..423.....5......2..16..3..3.....616..2.....3...9.8.2.......4..4.5....";
  const CandidateGrid grid = marks(R"(
      3567 =4   =9   167  =8   137 17    =2   157
      567  =8   1567 1679 =4   =2  =3    5679 1579
      367  17   =2   =5   3679 137 46789 4679 1789
      49   =2   578  79   =1   =6  4578  457  =3
      49   57   =3   =8   79   45  =2    =1   =6
      =1   =6   578  =3   =2   45  4789  4579 5789
      567  =3   1567 =4   67   =9  157   =8   =2
      =2   1579 167  167  367  =8  1579  3579 =4
      =8   179  =4   =2   =5   137 167   367  179)");
  EXPECT_EQ(hodoku_find(hodoku::Technique::als_xy_wing, grid, puzzle),
            "Almost Locked Set XY-Wing r3c7-6");
  EXPECT_EQ(se_first_step(grid), "nishio_forcing_chain 7.7 r9c9-1");
  EXPECT_EQ(se_first_step(grid, SeVersion::explainer_1_2_1), "nishio_forcing_chain 7.7 r9c9-1");
}

// Almost Locked Set Chain: HoDoKu's step 32 on the puzzle, from the position before it.
TEST(HodokuTechnique, AlmostLockedSetChain) {
  const std::string_view puzzle =
      "..1...9...38.......2......7...2...78.9.86.3.2.5.7..6..5.61..........27.6..3.9...1";
  const CandidateGrid grid = marks(R"(
      67  =4 =1 36   2578 35678 =9  2368 35
      679 =3 =8 49   2457 1567  124 126  45
      69  =2 =5 3469 134  1368  148 3468 =7
      =3  =6 =4 =2   15   =9    15  =7   =8
      =1  =9 =7 =8   =6   45    =3  45   =2
      =8  =5 =2 =7   134  134   =6  149  49
      =5  78 =6 =1   3478 347   24  239  349
      =4  =1 =9 35   38   =2    =7  358  =6
      =2  78 =3 456  =9   678   458 458  =1)");
  EXPECT_EQ(hodoku_find(hodoku::Technique::als_xy_chain, grid, puzzle),
            "Almost Locked Set XY-Chain r8c5-3");
  EXPECT_EQ(se_first_step(grid), "multiple_forcing_chain 8.4 r1c6-5");
  EXPECT_EQ(se_first_step(grid, SeVersion::explainer_1_2_1), "multiple_forcing_chain 8.4 r1c6-5");
}

// Plain Franken Swordfish and Finned Franken X-Wing never come up in HoDoKu's default paths of the
// bundled corpora: earlier rungs take their deletions first. Their positions come from paths of
// top1465 with HoDoKu 2.2.0's order changed so that Franken X-Wing, Franken Swordfish and Finned
// Franken X-Wing come right after Jellyfish (their StepConfig indexes 2410-2430, through its `/c`
// option); a finder's step depends on its position alone, not on the order.

// Franken Swordfish: HoDoKu's step 62 on the puzzle in that order, from the position before it.
TEST(HodokuTechnique, FrankenSwordfish) {
  const std::string_view puzzle =
      ".......4...2..4..1.7..5..9...3..7....4..6....6..1..8...2....1..85.9...6.....8...3";
  const CandidateGrid grid = marks(R"(
      15 =3 58 267 12 =9  27 =4 68
      =9 =6 =2 =8  37 =4  =5 37 =1
      14 =7 48 236 =5 126 23 =9 68
      =2 =8 =3 45  =9 =7  =6 =1 45
      57 =4 =1 35  =6 =8  39 =2 579
      =6 =9 57 =1  24 23  =8 37 457
      =3 =2 69 467 47 =5  =1 =8 79
      =8 =5 47 =9  13 13  47 =6 =2
      47 =1 69 267 =8 26  49 =5 =3)");
  EXPECT_EQ(hodoku_find(hodoku::Technique::franken_swordfish, grid, puzzle),
            "Franken Swordfish r7c4-7");
  EXPECT_EQ(se_first_step(grid), "turbot_fish 4.1 r7c4-7");
  EXPECT_EQ(se_first_step(grid, SeVersion::explainer_1_2_1), "x_chain 6.5 r7c4-7");
}

// Finned Franken X-Wing: HoDoKu's step 6 on the puzzle in that order, from the position before it.
TEST(HodokuTechnique, FinnedFrankenXWing) {
  const std::string_view puzzle =
      "53..2.9...24.3..5...9..........1.827...7.........981.............64....91.2.5.43.";
  const CandidateGrid grid = marks(R"(
      =5    =3    178  168  =2   1467  =9   14678 1468
      678   =2    =4   1689 =3   1679  67   =5    168
      678   1678  =9   1568 4678 14567 23   14678 23
      3469  4569  35   356  =1   3456  =8   =2    =7
      23468 14568 1358 =7   46   23456 356  =9    3456
      23467 4567  357  2356 =9   =8    =1   46    3456
      49    49    3578 123  678  123   2567 1678  12568
      378   578   =6   =4   78   123   257  178   =9
      =1    78    =2   689  =5   679   =4   =3    68)");
  EXPECT_EQ(hodoku_find(hodoku::Technique::finned_franken_x_wing, grid, puzzle),
            "Finned Franken X-Wing r3c2-7");
  EXPECT_EQ(se_first_step(grid), "turbot_fish 4.3 r3c2-7");
  EXPECT_EQ(se_first_step(grid, SeVersion::explainer_1_2_1), "unique_rectangle 4.5 r4c1-4 r4c2-4");
}

// Finned Franken Swordfish: HoDoKu's step 29 on the puzzle, from the position before it.
TEST(HodokuTechnique, FinnedFrankenSwordfish) {
  const std::string_view puzzle =
      "4....1.9..3..847......7..1831.....26..92..8...4...3..96...9..4....43.........6...";
  const CandidateGrid grid = marks(R"(
      =4    78    78  56  25 =1   36 =9  235
      129   =3    125 569 =8 =4   =7 56  25
      259   259   =6  =3  =7 259  =4 =1  =8
      =3    =1    78  789 =4 79   =5 =2  =6
      57    =6    =9  =2  =1 57   =8 =3  =4
      258   =4    25  58  =6 =3   =1 =7  =9
      =6    578   =3  157 =9 58   =2 =4  157
      15789 2589  15  =4  =3 2578 69 568 17
      12578 25789 =4  157 25 =6   39 58  137)");
  EXPECT_EQ(hodoku_find(hodoku::Technique::finned_franken_swordfish, grid, puzzle),
            "Finned Franken Swordfish r8c6-5");
  EXPECT_EQ(se_first_step(grid), "nishio_forcing_chain 7.8 r8c6-5");
  EXPECT_EQ(se_first_step(grid, SeVersion::explainer_1_2_1), "nishio_forcing_chain 7.8 r8c6-5");
}

// Forcing Chain: HoDoKu's step 30 on the puzzle, from the position before it.
TEST(HodokuTechnique, ForcingChain) {
  const std::string_view puzzle =
      "...7.......7...1595...694...3.697....46..3.1.....1...59...3.6....81..5.........4.";
  const CandidateGrid grid = marks(R"(
      248  89  49  =7  =5 =1  28 =3 =6
      236  268 =7  238 =4 28  =1 =5 =9
      =5   =1  23  238 =6 =9  =4 =7 28
      =1   =3  =5  =6  =9 =7  28 28 =4
      28   =4  =6  =5  28 =3  =9 =1 =7
      =7   289 29  248 =1 48  =3 =6 =5
      =9   =7  124 24  =3 =5  =6 28 128
      2346 26  =8  =1  =7 246 =5 =9 23
      236  =5  123 =9  28 268 =7 =4 123)");
  EXPECT_EQ(hodoku_find(hodoku::Technique::forcing_chain, grid, puzzle), "Forcing Chain r1c2=9");
  EXPECT_EQ(find(find_multiple_forcing_chain, grid), "multiple_forcing_chain 8.3 r2c1-2");
  EXPECT_EQ(se_first_step(grid), "multiple_forcing_chain 8.3 r2c1-2");
  EXPECT_EQ(se_first_step(grid, SeVersion::explainer_1_2_1), "multiple_forcing_chain 8.3 r2c1-2");
}

// Forcing Net: HoDoKu's step 27 on the puzzle, from the position before it.
TEST(HodokuTechnique, ForcingNet) {
  const std::string_view puzzle =
      "4..7...6..3.....7.......9.29.3..5.2...1.2.4.66...3...91.94....7.....9...2...7....";
  const CandidateGrid grid = marks(R"(
      =4  =9    258  =7    158  128   1358  =6  1358
      58  =3    2568 1256  =9   12468 158   =7  1458
      578 =1    5678 35    458  368   =9    458 =2
      =9  478   =3   16    146  =5    178   =2  18
      578 578   =1   =9    =2   78    =4    =3  =6
      =6  =2    47   18    =3   1478  578   15  =9
      =1  568   =9   =4    568  23    23    58  =7
      =3  45678 578  12568 1568 =9    12568 14  145
      =2  4568  458  13568 =7   1368  13568 =9  1345)");
  EXPECT_EQ(hodoku_find(hodoku::Technique::forcing_net, grid, puzzle),
            "Forcing Net r2c9=4");
  EXPECT_EQ(find(find_dynamic_forcing_chain, grid), "dynamic_forcing_chain 9.0 r3c1-8");
  EXPECT_EQ(se_first_step(grid), "dynamic_forcing_chain 9.0 r3c1-8");
  EXPECT_EQ(se_first_step(grid, SeVersion::explainer_1_2_1), "dynamic_forcing_chain 9.0 r3c1-8");
}

// Brute Force (HoDoKu's last resort: the middle empty cell, from the solution): HoDoKu's step 15 on
// the puzzle, from the position before it.
TEST(HodokuTechnique, BruteForce) {
  const std::string_view puzzle =
      "7.8...3.....2.1...5.........4.....263...8.......1...9..9.6....4....7.5...........";
  const CandidateGrid grid = marks(R"(
      =7    126   =8      459   4569  4569   =3    1456  1259
      469   36    3469    =2    34569 =1     467   45678 578
      =5    1236  123469  78    3469  78     12469 146   129
      189   =4    1579    3579  59    3579   178   =2    =6
      =3    1267  1269    479   =8    2469   147   1457  157
      268   25678 2567    =1    2456  24567  478   =9    =3
      128   =9    1357    =6    125   2358   127   1378  =4
      12468 12368 12346   3489  =7    23489  =5    1368  1289
      12468 35678 1234567 34589 12459 234589 12679 13678 12789)");
  EXPECT_EQ(hodoku_find(hodoku::Technique::brute_force, grid, puzzle), "Brute Force r5c7=1");
  EXPECT_EQ(se_first_step(grid), "dynamic_forcing_chain 9.3 r6c2-2");
  EXPECT_EQ(se_first_step(grid, SeVersion::explainer_1_2_1), "dynamic_forcing_chain 9.3 r6c2-2");
}

}  // namespace
}  // namespace nonet
