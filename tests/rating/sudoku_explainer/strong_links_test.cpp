// Strong links of 2 to 4 houses (Sukaku Explainer's StrongLinks rungs): positions from real
// solving paths (se_hard_calibration.txt, qqwing_se_calibration.txt), each checked with serate
// (Sukaku Explainer 1.18.1) given the position as 729 candidates: its first step there is the
// one quoted, at the same rating.
// Each position written out in full also carries every scale's first step there
// (testing::first_steps).
#include <gtest/gtest.h>

#include "rating/sudoku_explainer/support.hpp"

namespace nonet {
namespace {

using testing::find;
using testing::marks;

// serate: "Grouped Skyscraper 111: Cell r6c1,r6c4,r7c4,r7c3 on value 8", 4.3. Row 6 holds 8
// in r6c4 or in r6c1/r6c3, row 7 in r7c3 or r7c4, and column 4 joins them.
TEST(TechniqueStrongLinks, GroupedSkyscraper) {
  EXPECT_EQ(find(find_two_strong_links, marks(testing::kChainPosition)), "skyscraper 4.3 r4c3-8");
}

// serate: "Grouped 3 Strong links 1102: Cell r4c3,r4c6,r1c6,r3c4,r3c8,r8c8 on value 4", 5.7.
TEST(TechniqueStrongLinks, GroupedThreeLinks) {
  const CandidateGrid grid = marks(R"(
      =3 =2 59 =8 =1 4579 4579 =6 459
      =4 589 589 =2 57 =6 579 =3 =1
      =6 =1 =7 459 =3 459 4589 48 =2
      25 =7 245 =3 =9 45 =6 =1 =8
      158 458 =3 =6 4578 14578 =2 =9 45
      1589 =6 14589 145 =2 1458 45 =7 =3
      1289 3489 12489 =7 48 1489 3489 =5 =6
      589 34589 14589 1459 =6 =2 3489 48 =7
      =7 4589 =6 459 458 =3 =1 =2 49)");
  EXPECT_EQ(find(find_two_strong_links, grid), "none");
  EXPECT_EQ(find(find_three_strong_links, grid), "three_strong_links 5.7 r8c3-4");
  EXPECT_EQ(testing::first_steps(grid),
            "three_strong_links 5.7 r8c3-4 | nishio_forcing_chain 7.7 r8c3-4 | Grouped Nice "
            "Loop/AIC r1c7-4");
}

// serate: "Grouped 3 Strong links 2001: Cell r2c1,r1c2,r1c5,r3c4,r7c4,r7c1 on value 2", 5.7.
// Box 9 holds 2 on both arms of the heart r8c9, once each (r8c8, r9c9): serate pairs the row's
// place against the column's and the heart only, so a chain into box 9 by row 8 ends in r9c9
// or r8c9, and only r2c9 sees both that end and r2c1 (serate's "2010" takes r2c9 alone). Of
// serate's 5.7 chains with one elimination its sort takes "2001", as here.
// From the path of
// ...3.874.......5...64..18..3.75.2...8...1.....1.76........7..8.6.5...3........69.
TEST(TechniqueStrongLinks, GroupedLinkWithALonePlaceOnEachArm) {
  const CandidateGrid grid = marks(R"(
      1259 259   129  =3    29 =8 =7  =4  =6
      29   38    38   =6    =4 =7 =5  12  129
      =7   =6    =4   29    =5 =1 =8  23  239
      =3   49    =7   =5    =8 =2 149 =6  14
      =8   2459  =6   49    =1 349 249 357 37
      2459 =1    29   =7    =6 349 249 35  =8
      1249 2349  1239 1249  =7 =6 14  =8  =5
      =6   24789 =5   12489 29 49 =3  127 1247
      124  2478  128  1248  =3 =5 =6  =9  1247)");
  EXPECT_EQ(find(find_three_strong_links, grid), "three_strong_links 5.7 r9c1-2");
  EXPECT_EQ(testing::first_steps(grid),
            "three_strong_links 5.7 r9c1-2 | forcing_chain 7.1 r5c7-9 | Nice Loop/AIC r1c1-2");
}

// serate: "Grouped 4 Strong links 20111: Cell r4c6,r5c4,r8c4,r8c3,r9c3,r9c8,r2c8,r2c4 on
// value 3", 6.1.
TEST(TechniqueStrongLinks, GroupedFourLinks) {
  const CandidateGrid grid = marks(R"(
      39 =6 =7 18 =5 134 289 239 2348
      =8 =1 24 39 23 347 57 3579 =6
      359 35 24 689 236 467 789 =1 348
      36 =4 =8 =7 =9 36 125 25 12
      =7 23 =5 123 =8 13 =4 =6 =9
      =1 29 69 26 =4 =5 =3 =8 =7
      =4 78 =1 =5 36 =9 2678 237 238
      =2 79 369 36 =1 =8 679 =4 =5
      56 58 39 =4 =7 =2 168 39 18)");
  EXPECT_EQ(find(find_three_strong_links, grid), "none");
  EXPECT_EQ(find(find_four_strong_links, grid), "four_strong_links 6.1 r1c6-3");
  EXPECT_EQ(testing::first_steps(grid),
            "four_strong_links 6.1 r1c6-3 | forcing_chain 7.2 r1c8-9 | XY-Chain r1c8-9");
}

// serate: "(3 Strong Links) X-Loop 0112: Cell r3c6,r3c9,r2c7,r6c7,r6c5,r1c5 on value 2", 5.5:
// the outer ends share column 6 too, so each of the three weak links eliminates.
TEST(TechniqueStrongLinks, ThreeLinkLoop) {
  const CandidateGrid grid = marks(R"(
      258 458 2458 =1 25 =6 =7 =3 =9
      2569 569 256 =7 =3 =8 24 =1 245
      =7 =1 =3 =4 =9 25 =8 56 256
      2569 4569 12456 =8 =7 249 =3 469 1246
      =3 =7 248 =6 =1 249 =5 489 248
      2689 4689 12468 =5 24 =3 1246 46789 1467
      =4 =3 568 =9 56 =7 16 =2 1568
      =1 568 =7 =2 456 45 =9 568 =3
      56 =2 =9 =3 =8 =1 46 4567 4567)");
  EXPECT_EQ(find(find_three_strong_links, grid), "three_strong_links 5.5 r2c9-2 r6c1-2 r6c3-2");
  EXPECT_EQ(testing::first_steps(grid),
            "three_strong_links 5.5 r2c9-2 r6c1-2 r6c3-2 | x_chain 6.5 r2c9-2 r6c1-2 r6c3-2 | "
            "Finned Swordfish r6c1-2");
}

// serate: "(4 Strong Links) X-Loop 01221: Cell r2c3,r2c5,r1c4,r9c4,r9c8,r6c8,r5c7,r5c3 on
// value 5", 5.9.
TEST(TechniqueStrongLinks, FourLinkLoop) {
  const CandidateGrid grid = marks(R"(
      345 =9 1478 57 =2 3478 467 18 467
      =6 348 4578 =1 4579 34789 247 89 247
      =2 48 1478 67 4679 46789 =3 189 =5
      345 3468 458 =9 =1 567 5678 =2 3678
      =1 =7 59 =8 36 =2 569 =4 369
      359 68 =2 =4 3567 567 156789 35 136789
      =7 =1 34 =2 459 459 4589 =6 3489
      =8 =5 469 =3 469 1469 1249 =7 1249
      49 =2 3469 567 =8 1467 149 35 1349)");
  EXPECT_EQ(find(find_four_strong_links, grid), "four_strong_links 5.9 r4c3-5 r4c7-5 r6c7-5");
  EXPECT_EQ(testing::first_steps(grid),
            "four_strong_links 5.9 r4c3-5 r4c7-5 r6c7-5 | x_chain 6.6 r4c3-5 r4c7-5 r6c7-5 | "
            "Hidden Rectangle r3c3-8");
}

}  // namespace
}  // namespace nonet
