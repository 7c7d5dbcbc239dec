// Wings, turbot fish (skyscraper, kite, empty rectangle), unique rectangles and BUG:
// positions from real solving paths and positions made by hand, each with Sudoku Explainer's
// step and, where HoDoKu has the technique, HoDoKu's step on the same position.
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

// Skyscraper: two rows (or columns) with two places each.
// From the path of
// ..9..........62...32....5........8.18752......6..3.29..8...9.1.1.....6.35..3......
TEST(TechniqueSkyscraper, Applies) {
  const CandidateGrid grid = marks(R"(
      =6 =1 =9 45 458 =3 47 278 2478
      =7 =5 48 =9 =6 =2 =1 =3 48
      =3 =2 48 =1 478 47 =5 =6 =9
      =9 =3 =2 457 45 =6 =8 57 =1
      =8 =7 =5 =2 =9 =1 =3 =4 =6
      =4 =6 =1 578 =3 58 =2 =9 57
      =2 =8 =3 =6 57 =9 47 =1 457
      =1 =9 =7 458 =2 458 =6 58 =3
      =5 =4 =6 =3 =1 78 =9 278 278)");
  EXPECT_EQ(find(find_two_strong_links, grid), "skyscraper 4.0 r4c4-5 r4c5-5 r6c9-5");
  EXPECT_EQ(testing::hodoku_find(hodoku::Technique::skyscraper, grid),
            "Skyscraper r4c4-5 r4c5-5 r6c9-5");
  EXPECT_EQ(
      testing::first_steps(grid),
      "skyscraper 4.0 r4c4-5 r4c5-5 r6c9-5 | xy_wing 4.2 r9c9-7 | Skyscraper r4c4-5 r4c5-5 r6c9-5");
}

// Two-string kite: a row and a column.
// From the path of
// ..4.3.5........1.771..8........293.8...47..59..5......92...4.1.......2.......3..5.
TEST(TechniqueTwoStringKite, Applies) {
  const CandidateGrid grid = marks_with(testing::kDirectHiddenPairPosition,
                                        {{"r2c3", "369"}, {"r3c3", "269"}, {"r5c1", "238"}});
  EXPECT_EQ(find(find_two_strong_links, grid), "two_string_kite 4.1 r3c3-6");
  EXPECT_EQ(testing::hodoku_find(hodoku::Technique::two_string_kite, grid), "2-String Kite r3c3-6");
}

// Turbot fish: a line and a box.
// From the path of
// .9.2...........3...2.7...5.5.....86.....6...216..25.......7.29..5.9....77..81.....
TEST(TechniqueTurbotFish, Applies) {
  const CandidateGrid grid =
      marks_with(testing::kNakedPairPosition, {{"r2c2", "18"}, {"r7c2", "18"}});
  EXPECT_EQ(find(find_two_strong_links, grid), "turbot_fish 4.1 r5c8-3");
  // HoDoKu meets another turbot fish first: column 2 (r4c2=r9c2), row 9, box 9 (r9c8=r7c9).
  EXPECT_EQ(testing::hodoku_find(hodoku::Technique::turbot_fish, grid), "Turbot Fish r4c9-3");
}

// Empty rectangle: a strong link and a box whose places lie on a cross.
// From the path of
// .6.....58.3.....6.7...1.......6....1.....398....2.9..68..95..7.52...7.1..9.3......
TEST(TechniqueEmptyRectangle, Applies) {
  const CandidateGrid grid = marks(R"(
      =9 =6 14 47 =3 =2 147 =5 =8
      24 =3 125 4578 =9 48 127 =6 247
      =7 =8 245 45 =1 =6 234 =9 234
      =3 47 =9 =6 =8 =5 47 =2 =1
      26 =5 26 =1 47 =3 =9 =8 47
      14 147 =8 =2 47 =9 =5 =3 =6
      =8 14 36 =9 =5 14 236 =7 23
      =5 =2 34 48 =6 =7 38 =1 =9
      16 =9 =7 =3 =2 18 68 =4 =5)");
  EXPECT_EQ(find(find_two_strong_links, grid), "turbot_fish 4.3 r2c4-4");
  EXPECT_EQ(testing::hodoku_find(hodoku::Technique::empty_rectangle, grid),
            "Empty Rectangle r2c4-4");
  EXPECT_EQ(testing::first_steps(grid),
            "turbot_fish 4.3 r2c4-4 | y_cycle 6.7 r2c4-4 r2c9-4 | Empty Rectangle r2c4-4");
}

// XY-wing.
// From the path of
// ..4.3.5........1.771..8........293.8...47..59..5......92...4.1.......2.......3..5.
TEST(TechniqueXYWing, Applies) {
  const CandidateGrid grid = marks(R"(
      68 68 =4 =1 =3 =7 =5 =9 =2
      35 35 =9 =6 =4 =2 =1 =8 =7
      =7 =1 =2 =9 =8 =5 =4 36 36
      =1 67 67 =5 =2 =9 =3 =4 =8
      =2 38 38 =4 =7 =1 =6 =5 =9
      =4 =9 =5 =3 =6 =8 =7 =2 =1
      =9 =2 36 =7 =5 =4 =8 =1 36
      35 357 =1 =8 =9 =6 =2 37 =4
      68 =4 678 =2 =1 =3 =9 67 =5)");
  EXPECT_EQ(find(find_xy_wing, grid), "xy_wing 4.2 r9c3-8");
  EXPECT_EQ(testing::hodoku_find(hodoku::Technique::xy_wing, grid), "XY-Wing r9c3-8");
  EXPECT_EQ(testing::first_steps(grid), "xy_wing 4.2 r9c3-8 | xy_wing 4.2 r9c3-8 | W-Wing r9c3-7");
}

// XYZ-wing.
// From the path
// of 5....4...96.....5......34.6.2.........672...1.1..46...6....25.9..5....3.23....74..
TEST(TechniqueXYZWing, Applies) {
  const CandidateGrid grid = marks(R"(
      =5 =8 =3 169 169 =4 19 =2 =7
      =9 =6 =4 =2 178 17 18 =5 =3
      =1 =7 =2 589 589 =3 =4 89 =6
      378 =2 789 13589 13589 1589 89 =6 =4
      =4 =5 =6 =7 =2 89 =3 89 =1
      38 =1 89 389 =4 =6 =2 =7 =5
      =6 =4 78 38 378 =2 =5 =1 =9
      78 =9 =5 =4 178 178 =6 =3 =2
      =2 =3 =1 569 569 59 =7 =4 =8)");
  EXPECT_EQ(find(find_xyz_wing, grid), "xyz_wing 4.4 r4c4-8");
  EXPECT_EQ(testing::hodoku_find(hodoku::Technique::xyz_wing, grid), "XYZ-Wing r4c4-8");
  EXPECT_EQ(testing::first_steps(grid),
            "xyz_wing 4.4 r4c4-8 | xyz_wing 4.4 r4c4-8 | W-Wing r6c4-3");
}

// Unique rectangle.
// From the path of
// .........2..1.6...1.4...6.85.26..4..9.6.587.....9......1.....5.7...4.....8.2.9..4.
TEST(TechniqueUniqueRectangle, Applies) {
  const CandidateGrid grid = marks(testing::kUniqueRectanglePosition);
  EXPECT_EQ(find(find_unique_rectangle, grid), "unique_rectangle 4.5 r1c5-7 r2c5-7");
  // A strong link on 8 in the roof's column: HoDoKu's type 4.
  EXPECT_EQ(testing::hodoku_find(hodoku::Technique::uniqueness_4, grid),
            "Uniqueness Test 4 r1c5-7 r2c5-7");
}

// Unique loop of six cells (or a rectangle of type 3).
// From the path
// of 2.....6.57.1.8..92.6.9....1.5..7.3.6..6.1..7....2.......9.6...73..1.........92....
TEST(TechniqueUniqueLoop6, Applies) {
  const CandidateGrid grid = marks(R"(
      =2 =9 =4 =7 =3 =1 =6 =8 =5
      =7 =3 =1 =6 =8 =5 =4 =9 =2
      58 =6 58 =9 =2 =4 =7 =3 =1
      =1 =5 28 48 =7 =9 =3 24 =6
      489 248 =6 35 =1 38 2589 =7 489
      489 =7 =3 =2 45 =6 1589 15 489
      458 148 =9 35 =6 38 128 24 =7
      =3 248 258 =1 45 =7 89 =6 489
      =6 148 =7 48 =9 =2 158 15 =3)");
  EXPECT_EQ(find(find_unique_rectangle, grid), "unique_rectangle 4.6 r5c7-89 r7c7-8");
  EXPECT_EQ(testing::first_steps(grid),
            "skyscraper 4.3 r7c1-8 | unique_rectangle 4.6 r5c7-89 r7c7-8 | Uniqueness Test 3 "
            "r5c7-89 r7c7-8");
}

// Unique rectangle or loop rated 4.7.
// From the path of
// .431.6..75.6....41..8.74..5.......2..5..8...3....1..7.........26.2...3...84..3.5..
TEST(TechniqueUniqueLoop8, Applies) {
  const CandidateGrid grid = marks(R"(
      29 =4 =3 =1 =5 =6 289 89 =7
      =5 =7 =6 =3 29 =8 29 =4 =1
      129 12 =8 29 =7 =4 =6 =3 =5
      48 =6 17 457 =3 579 14589 =2 489
      24 =5 17 467 =8 279 149 169 =3
      2348 23 =9 456 =1 25 458 =7 468
      37 39 =5 =8 469 =1 47 69 =2
      =6 19 =2 57 49 57 =3 18 48
      17 =8 =4 29 269 =3 17 =5 69)");
  EXPECT_EQ(find(find_unique_rectangle, grid), "unique_rectangle 4.7 r4c7-489");
  EXPECT_EQ(
      testing::first_steps(grid),
      "unique_rectangle 4.7 r4c7-489 | unique_rectangle 4.7 r4c7-489 | Uniqueness Test 3 r4c7-489");
}

// Unique rectangle rated 4.8.
// From the path
// of 61...8....926...7337.2.........4.96......2....2.39.14.........7...4..62....9..48..
TEST(TechniqueUniqueRectangleType3, Applies) {
  const CandidateGrid grid = marks(R"(
      =6 =1 =5 =7 =3 =8 =2 =9 =4
      =8 =9 =2 =6 =1 =4 =5 =7 =3
      =3 =7 =4 =2 =5 =9 =8 =1 =6
      157 358 138 158 =4 17 =9 =6 =2
      49 4568 1689 158 68 =2 =7 =3 58
      57 =2 678 =3 =9 67 =1 =4 58
      49 468 689 18 =2 16 =3 =5 =7
      157 358 1378 =4 78 35 =6 =2 =9
      =2 356 37 =9 67 35 =4 =8 =1)");
  EXPECT_EQ(find(find_unique_rectangle, grid), "unique_rectangle 4.8 r8c3-8");
  EXPECT_EQ(testing::hodoku_find(hodoku::Technique::uniqueness_3, grid),
            "Uniqueness Test 3 r8c3-8");
  EXPECT_EQ(testing::first_steps(grid),
            "unique_rectangle 4.8 r8c3-8 | unique_rectangle 4.8 r8c3-8 | Uniqueness Test 3 r8c3-8");
}

// Bivalue universal grave, type 1.
// From the path of
// .2.1..4..458...............5........2..5.78.1.1.9...7...62...85....4162.8....5..7.
TEST(TechniqueBugType1, Applies) {
  const CandidateGrid grid = marks(R"(
      =7 =2 =9 =1 35 68 =4 35 68
      =4 =5 =8 37 26 =9 37 =1 26
      =3 =6 =1 47 25 48 27 59 289
      =5 =8 =7 34 =1 46 23 69 29
      =2 =9 =4 =5 36 =7 =8 36 =1
      =6 =1 =3 =9 =8 =2 =5 =7 =4
      =1 =4 =6 =2 =7 =3 =9 =8 =5
      =9 =7 =5 =8 =4 =1 =6 =2 =3
      =8 =3 =2 =6 =9 =5 =1 =4 =7)");
  EXPECT_EQ(find(find_bug, grid), "bug 5.6 r3c9-89");
  EXPECT_EQ(testing::hodoku_find(hodoku::Technique::bug_plus_one, grid),
            "Bivalue Universal Grave + 1 r3c9-89");
  EXPECT_EQ(testing::first_steps(grid),
            "wxyz_wing 5.5 r2c7-7 r3c4-7 | bug 5.6 r3c9-89 | Bivalue Universal Grave + 1 r3c9-89");
}

// Bivalue universal grave rated 5.7.
// From the path of
// ...5.1......76..4.....4.8..1..8.7..3...19.............74...81..9.1..5..88..3...96.
TEST(TechniqueBugType2Or4, Applies) {
  const CandidateGrid grid = marks(R"(
      =4 29 =3 =5 =8 =1 =6 =7 29
      25 18 58 =7 =6 =9 =3 =4 12
      =6 17 79 =2 =4 =3 =8 =5 19
      =1 29 =4 =8 =5 =7 29 =6 =3
      =3 67 57 =1 =9 26 25 =8 =4
      25 68 589 =4 =3 26 259 =1 =7
      =7 =4 =6 =9 =2 =8 =1 =3 =5
      =9 =3 =1 =6 =7 =5 =4 =2 =8
      =8 =5 =2 =3 =1 =4 =7 =9 =6)");
  EXPECT_EQ(find(find_bug, grid), "bug 5.7 r6c3-8 r6c7-5");
  // HoDoKu has BUG+1 only: two cells hold a third candidate here.
  EXPECT_EQ(testing::hodoku_find(hodoku::Technique::bug_plus_one, grid), "none");
  EXPECT_EQ(testing::first_steps(grid),
            "wxyz_wing 5.5 r2c3-5 r6c1-5 | bug 5.7 r6c3-8 r6c7-5 | W-Wing r5c3-5 r6c7-5");
}

// Bivalue universal grave type 2 that only lksudoku's BUG fix finds (Sukaku Explainer 1.18.1).
// The houses holding 9 other than twice blame r1c9, r4c5 and r5c8, but r5c9 shares each of its
// houses with another cell of three candidates (row 5 and box 6: r5c8; column 9: r1c9), so no
// house blames it alone and Sudoku Explainer 1.2.1 finds no BUG. With the fix, as only 9 is held
// other than twice, each of its places there with three candidates or more is a BUG cell. Each
// version's step is the program's BUG search's own (its producer asked alone) and first step.
// From the path of
// .48...3..52..1.4...1..86.2......45........2..15.3...6....8..9..8...5.......2...4.
TEST(TechniqueBugType2, NeedsLksudokusFix) {
  const CandidateGrid grid = marks(R"(
      67 =4 =8 79  =2  =5 =3 19  169
      =5 =2 67 79  =1  =3 =4 =8  69
      39 =1 39 =4  =8  =6 =7 =2  =5
      36 =8 =2 =1  679 =4 =5 39  79
      =4 79 36 =5  69  =8 =2 139 179
      =1 =5 79 =3  79  =2 =8 =6  =4
      =2 =6 =1 =8  =4  =7 =9 =5  =3
      =8 =3 =4 =6  =5  =9 =1 =7  =2
      79 79 =5 =2  =3  =1 =6 =4  =8)");
  EXPECT_EQ(find(find_bug, grid, SeVersion::sukaku_1_18_1), "bug 5.7 r4c9-9");
  EXPECT_EQ(find(find_bug, grid, SeVersion::explainer_1_2_1), "none");
  EXPECT_EQ(testing::first_steps(grid),
            "bug 5.7 r4c9-9 | y_cycle 6.7 r5c8-9 r5c9-9 | W-Wing r5c9-9");
}

// Bivalue universal grave type 3 where the BUG cells (r1c1, r1c2, r1c3) share box 1 and row 1:
// Sudoku Explainer 1.2.1 tries house by house (box 1 first: a naked set of four, 5.9), Sukaku
// Explainer 1.18.1 size by size (row 1 first: a naked set of three, 5.8). Each the BUG search's
// own step in the program (its producer asked alone); the first step here is a hidden pair.
// From the path of
// ................12....34.........3......5.4.6.17.........8.7...42....9..6..1.....
TEST(TechniqueBugType3, SizeBySizeWithLksudokusFix) {
  const CandidateGrid grid = marks(R"(
      278 589 259 =6 =1 28 78 =4 =3
      78  34  34  =9 78 =5 =6 =1 =2
      =1  68  26  27 =3 =4 78 =5 =9
      =5  46  46  27 78 28 =3 =9 =1
      28  89  29  =3 =5 =1 =4 =7 =6
      =3  =1  =7  =4 =9 =6 =5 =2 =8
      =9  35  35  =8 =2 =7 =1 =6 =4
      =4  =2  =1  =5 =6 =3 =9 =8 =7
      =6  =7  =8  =1 =4 =9 =2 =3 =5)");
  EXPECT_EQ(find(find_bug, grid, SeVersion::sukaku_1_18_1), "bug 5.8 r1c7-8");
  EXPECT_EQ(find(find_bug, grid, SeVersion::explainer_1_2_1), "bug 5.9 r2c1-8");
  EXPECT_EQ(testing::first_steps(grid),
            "hidden_pair 3.4 r1c2-8 r1c3-2 | hidden_pair 3.4 r1c2-8 r1c3-2 | Naked Triple r1c2-8 "
            "r1c3-2");
}

// WXYZ-wing (Sukaku Explainer): a 3-cell almost locked set and a bivalue cell.
// From the path of
// .........2..1.6...1.4...6.85.26..4..9.6.587.....9......1.....5.7...4.....8.2.9..4.
TEST(TechniqueWXYZWing, Applies) {
  const CandidateGrid grid =
      marks_with(testing::kUniqueRectanglePosition, {{"r1c5", "289"}, {"r2c5", "389"}});
  EXPECT_EQ(find(find_wxyz_wing, grid), "wxyz_wing 5.5 r8c7-3");
}

// WXYZ-wing whose biggest cell holds 3 candidates: 5.6.
// From the path of
// .........2..1.6...1.4...6.85.26..4..9.6.587.....9......1.....5.7...4.....8.2.9..4.
TEST(TechniqueWXYZWingMiddleSize, Applies) {
  const CandidateGrid grid = marks_with(testing::kUniqueRectanglePosition,
                                        {{"r1c5", "289"}, {"r2c5", "389"}, {"r8c7", "189"}});
  EXPECT_EQ(find(find_wxyz_wing, grid), "wxyz_wing 5.6 r8c9-1");
}

// VWXYZ-wing (Sukaku Explainer): a 4-cell almost locked set and a bivalue cell.
// From the path
// of 58..13.4...4.8....2.9..43.....8..2....3..5..41..9.....63....1.29..1...........6.9.
TEST(TechniqueVWXYZWing, Applies) {
  const CandidateGrid grid = marks(R"(
      =5 =8 67 =2 =1 =3 =9 =4 67
      =3 16 =4 57 =8 =9 57 =2 16
      =2 17 =9 57 =6 =4 =3 58 1578
      47 56 56 =8 34 =1 =2 =9 37
      78 =9 =3 =6 =2 =5 78 =1 =4
      =1 24 28 =9 34 =7 58 =6 35
      =6 =3 57 =4 =9 =8 =1 57 =2
      =9 257 28 =1 57 =6 =4 =3 58
      48 457 =1 =3 57 =2 =6 578 =9)");
  EXPECT_EQ(find(find_vwxyz_wing, grid), "vwxyz_wing 6.3 r8c3-8");
  EXPECT_EQ(testing::first_steps(grid),
            "vwxyz_wing 6.3 r8c3-8 | forcing_chain 7.1 r6c3=8 r6c3-2 | W-Wing r6c9-5");
}

// VWXYZ-wing whose biggest cell holds 3 candidates: 6.4.
// From the path of
// ..4.3.5........1.771..8........293.8...47..59..5......92...4.1.......2.......3..5.
TEST(TechniqueVWXYZWingMiddleSize, Applies) {
  const CandidateGrid grid = marks_with(testing::kDirectHiddenPairPosition, {{"r5c1", "238"}});
  EXPECT_EQ(find(find_vwxyz_wing, grid), "vwxyz_wing 6.4 r5c1-8 r9c3-8");
}

// Unique rectangle type 3 with a hidden pair: serate (given this position as 729 candidates)
// says "Unique Rectangle type 3: Cells r7c3,r9c3,r9c6,r7c6 on 1, 2", 4.5. In column 6, 1 and 2
// lie only in r4c6 and the two extra cells, which act as one: r4c6 holds 1 or 2.
// From the path of
// ..5.2.7..4..7...13.1.6.9....96......2.4..7......3.4.6....4..93.......1.2.8.....5.
TEST(TechniqueUniqueRectangle, Type3HiddenPair) {
  const CandidateGrid grid = marks(R"(
      =8 =6 =5 =1 =2 =3 =7 49 49
      =4 =2 =9 =7 58 58 =6 =1 =3
      37 =1 37 =6 =4 =9 58 =2 58
      157 =9 =6 258 158 1258 =3 478 4578
      =2 =3 =4 589 =6 =7 58 89 =1
      157 57 =8 =3 159 =4 =2 =6 579
      567 57 12 =4 1578 12568 =9 =3 678
      569 =4 37 589 35789 568 =1 78 =2
      3679 =8 12 29 1379 126 =4 =5 67)");
  EXPECT_EQ(find(find_unique_rectangle, grid), "unique_rectangle 4.5 r4c6-58");
  EXPECT_EQ(testing::first_steps(grid),
            "unique_rectangle 4.5 r4c6-58 | forcing_chain 7.1 r4c9-8 | Uniqueness Test 3 r4c6-58");
}

// Unique loop of 6 cells, type 2 with three extra cells: serate (given this position as 729
// candidates) says "Unique Loop 6 type 2: Cells r1c6,r2c6,r2c1,r3c1,r3c7,r1c7 on 3, 6", 4.6.
// Each branch of the loop search counts only its own cells' extra digits.
// From the path of
// .1.2...74...95.1......1.........2.....14982....8.6....8.9.47..1..4...86.2.....7..
TEST(TechniqueUniqueLoop6, Type2WithThreeExtraCells) {
  const CandidateGrid grid = marks(R"(
      59 =1 356 =2 =8 36 369 =7 =4
      36 =4 =7 =9 =5 36 =1 =8 =2
      369 =8 =2 =7 =1 =4 369 59 56
      3456 =9 356 13 =7 =2 46 15 =8
      =7 56 =1 =4 =9 =8 =2 =3 56
      34 =2 =8 13 =6 =5 49 19 =7
      =8 =3 =9 =6 =4 =7 =5 =2 =1
      =1 =7 =4 =5 =2 =9 =8 =6 =3
      =2 56 56 =8 =3 =1 =7 =4 =9)");
  EXPECT_EQ(find(find_unique_rectangle, grid), "unique_rectangle 4.6 r3c8-9");
  EXPECT_EQ(testing::first_steps(grid),
            "unique_rectangle 4.6 r3c8-9 | forcing_chain 7.1 r3c7-9 | Nice Loop/AIC r1c3-6 r3c7-9 "
            "r4c1-3");
}

TEST(TechniqueSkyscraper, MadeByHand) {
  // Digit 1: columns 1 and 2 hold it twice; r7c1 and r7c2 share row 7, so r1c1 or r3c2 is 1.
  const CandidateGrid grid =
      sparse({{"r1c1", "12"}, {"r7c1", "13"}, {"r3c2", "14"}, {"r7c2", "15"}, {"r2c3", "16"}});
  EXPECT_EQ(find(find_two_strong_links, grid), "skyscraper 4.0 r2c3-1");
}

TEST(TechniqueSkyscraper, NotWithoutACommonVictim) {
  const CandidateGrid grid =
      sparse({{"r1c1", "12"}, {"r7c1", "13"}, {"r3c2", "14"}, {"r5c2", "15"}, {"r2c3", "16"}});
  EXPECT_EQ(find(find_two_strong_links, grid), "none");
}

TEST(TechniqueXYWing, MadeByHand) {
  // Pivot r1c1 {1,2}, wings r1c5 {1,3} and r5c1 {2,3}: r5c5 sees both wings and loses 3.
  const CandidateGrid grid =
      sparse({{"r1c1", "12"}, {"r1c5", "13"}, {"r5c1", "23"}, {"r5c5", "34"}});
  EXPECT_EQ(find(find_xy_wing, grid), "xy_wing 4.2 r5c5-3");
  const CandidateGrid broken =
      sparse({{"r1c1", "12"}, {"r1c5", "13"}, {"r5c1", "24"}, {"r5c5", "34"}});
  EXPECT_EQ(find(find_xy_wing, broken), "none");
}

// The versions of the scale try a pivot's peers in different orders: Sukaku Explainer
// ascending, Sudoku Explainer 1.2.1 box first, then row, then column; HoDoKu walks the three
// cells in ascending order and meets the wing Sukaku Explainer does. Positions from the paths
// of ...9..1..........9.31...78.8.7.51...1..4.69...6......17.48.........4...5..6..7... and
// 5....4...96.....5......34.6.2.........672...1.1..46...6....25.9..5....3.23....74.
TEST(TechniqueWings, OrderOfEachVersion) {
  const CandidateGrid xy = marks(R"(
    256 47 258 =9 37 348 =1 2346 23
    26 47 28 367 =1 348 =5 234 =9
    =9 =3 =1 56 =2 45 =7 =8 46
    =8 =9 =7 23 =5 =1 23 46 46
    =1 25 235 =4 =8 =6 =9 235 =7
    =4 =6 235 237 379 39 =8 235 =1
    =7 15 =4 =8 =6 59 23 19 23
    3 =8 =9 =1 =4 =2 =6 =7 =5
    235 12 =6 35 39 =7 =4 19 =8)");
  EXPECT_EQ(find(find_xy_wing, xy, SeVersion::sukaku_1_18_1), "xy_wing 4.2 r4c4-3 r6c4-3");
  EXPECT_EQ(find(find_xy_wing, xy, SeVersion::explainer_1_2_1), "xy_wing 4.2 r9c1-3");
  EXPECT_EQ(testing::hodoku_find(hodoku::Technique::xy_wing, xy), "XY-Wing r4c4-3 r6c4-3");
  const CandidateGrid xyz = marks(R"(
    =5 =8 =3 169 169 =4 19 =2 =7
    =9 =6 =4 =2 178 17 18 =5 =3
    =1 =7 =2 589 589 =3 =4 89 =6
    78 =2 789 1359 13589 1589 89 =6 =4
    =4 =5 =6 =7 =2 89 =3 89 =1
    38 =1 89 389 =4 =6 =2 =7 =5
    =6 =4 78 38 37 =2 =5 =1 =9
    78 =9 =5 =4 178 178 =6 =3 =2
    =2 =3 =1 569 569 59 =7 =4 =8)");
  EXPECT_EQ(find(find_xyz_wing, xyz, SeVersion::sukaku_1_18_1), "xyz_wing 4.4 r4c5-8 r4c6-8");
  EXPECT_EQ(find(find_xyz_wing, xyz, SeVersion::explainer_1_2_1), "xyz_wing 4.4 r6c1-8");
  EXPECT_EQ(testing::hodoku_find(hodoku::Technique::xyz_wing, xyz), "XYZ-Wing r4c5-8 r4c6-8");
  EXPECT_EQ(testing::first_steps(xy),
            "full_house 1.0 r8c1=3 | full_house 1.0 r8c1=3 | Full House r8c1=3");
  EXPECT_EQ(testing::first_steps(xyz),
            "hidden_single_box 1.2 r6c1=3 | hidden_single_box 1.2 r6c1=3 | Hidden Single r6c1=3");
}

TEST(TechniqueWings, NothingInAChainPosition) {
  const CandidateGrid grid = marks(testing::kChainPosition);
  for (FindTechnique finder : {find_wxyz_wing, find_vwxyz_wing}) {
    EXPECT_EQ(find(finder, grid), "none");
  }
  for (SeVersion version : kSeVersions) {
    for (FindInVersion finder : {find_xy_wing, find_xyz_wing, find_unique_rectangle, find_bug}) {
      EXPECT_EQ(find(finder, grid, version), "none");
    }
  }
}

}  // namespace
}  // namespace nonet
