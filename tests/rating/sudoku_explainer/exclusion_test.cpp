// Aligned pair exclusion (6.2) and aligned triplet exclusion (7.5) on positions from real
// solving paths. Each expected step was checked with Sukaku Explainer 1.18.1's serate on the
// same position (given as pencilmarks, with only singles and the aligned exclusions enabled):
// same base cells, same eliminations.
// Each position written out in full also carries every scale's first step there
// (testing::first_steps).
#include <gtest/gtest.h>

#include "rating/sudoku_explainer/support.hpp"

namespace nonet {
namespace {

using testing::find;
using testing::marks;
using testing::marks_with;

// From the path of
// ..25...........8..7.3.12........8.3..9...1...8.532........36..5.19....7.2.....9.8
// r1c9 {1347} and r3c9 {469} share the bivalue excluders r1c8 {16}, r3c7 {46}, r4c9 {67} and
// r8c9 {36}: r3c9 = 6 leaves no digit of r1c9 that spares all four.
constexpr std::string_view kPairPosition = R"(
    169 =8 =2 =5 46 39 13467 16 1347
    169 45 14 =7 46 39 =8 1256 123
    =7 456 =3 =8 =1 =2 46 569 469
    16 =2 147 46 =9 =8 =5 =3 67
    =3 =9 47 46 =5 =1 267 =8 2467
    =8 46 =5 =3 =2 =7 146 169 1469
    =4 =7 =8 =9 =3 =6 12 12 =5
    =5 =1 =9 =2 =8 =4 36 =7 36
    =2 =3 =6 =1 =7 =5 =9 =4 =8)";

TEST(TechniqueAlignedPairExclusion, Applies) {
  EXPECT_EQ(find(find_aligned_pair_exclusion, marks(kPairPosition)),
            "aligned_pair_exclusion 6.2 r3c9-6");
  EXPECT_EQ(testing::first_steps(marks(kPairPosition)),
            "skyscraper 4.3 r3c7-6 r3c9-6 | aligned_pair_exclusion 6.2 r3c9-6 | Finned X-Wing "
            "r3c7-6 r3c9-6");
}

// With a third candidate in r1c8 it is no longer an excluder of the pair; the other pairs of
// the grid exclude nothing either.
TEST(TechniqueAlignedPairExclusion, NeedsTheExcluders) {
  const CandidateGrid grid = marks_with(kPairPosition, {{"r1c8", "136"}, {"r8c9", "369"}});
  EXPECT_EQ(find(find_aligned_pair_exclusion, grid), "none");
}

// The step names its base cells in the search order and its excluders.
TEST(TechniqueAlignedPairExclusion, KeepsTheCellsForTheExplanation) {
  Step step;
  Memory memory;
  ASSERT_TRUE(find_aligned_pair_exclusion(marks(kPairPosition), step, memory));
  ASSERT_EQ(step.chain_length, 2);
  EXPECT_EQ(cell_name(step.chain[0]), "r1c9");
  EXPECT_EQ(cell_name(step.chain[1]), "r3c9");
  EXPECT_EQ(step.cells.count(), 4);
  for (const char* name : {"r1c8", "r3c7", "r4c9", "r8c9"}) {
    const int cell = 9 * (name[1] - '1') + (name[3] - '1');
    EXPECT_TRUE(step.cells.has(cell)) << name;
  }
}

// From the path of
// 34..5....7.21.....6......7.....4.3...5.72...9.....8.5..8.9.31........8.62......3.
// (serate takes the same step, its 18th): r5c6 {16}, r8c4 {245} and r9c4 {458} with the
// excluders r4c4 {56}, r6c4 {36}, r8c6 {25} and r9c6 {145}; r9c4 = 5 fits no combination.
constexpr std::string_view kTripletPosition = R"(
    =3 =4 =8 26 =5 =7 269 1269 12
    =7 =9 =2 =1 38 46 45 468 3458
    =6 =1 =5 2348 389 249 24 =7 38
    189 267 1679 56 =4 1569 =3 1268 1278
    148 =5 =3 =7 =2 16 46 1468 =9
    149 267 1469 36 139 =8 2467 =5 1247
    45 =8 47 =9 =6 =3 =1 24 2457
    1459 =3 1479 245 17 25 =8 49 =6
    =2 67 14679 458 178 145 4579 =3 457)";

TEST(TechniqueAlignedTripletExclusion, Applies) {
  EXPECT_EQ(find(find_aligned_triplet_exclusion, marks(kTripletPosition)),
            "aligned_triplet_exclusion 7.5 r9c4-5");
  EXPECT_EQ(testing::first_steps(marks(kTripletPosition)),
            "skyscraper 4.3 r4c8-6 | aligned_triplet_exclusion 7.5 r9c4-5 | Finned X-Wing r4c8-6");
}

// Pairs alone find nothing here: the triplet is needed.
TEST(TechniqueAlignedTripletExclusion, IsMoreThanPairs) {
  EXPECT_EQ(find(find_aligned_pair_exclusion, marks(kTripletPosition)), "none");
}

// A cell with a single candidate anywhere in sight of a base cell disqualifies it (Sudoku
// Explainer leaves such positions to the singles): with r5c6 reduced to 6 the first triplet
// found is another one, or none.
TEST(TechniqueAlignedTripletExclusion, SkipsBaseCellsThatSeeASingle) {
  const CandidateGrid grid = marks_with(kTripletPosition, {{"r5c6", "6"}});
  EXPECT_NE(find(find_aligned_triplet_exclusion, grid), "aligned_triplet_exclusion 7.5 r9c4-5");
}

}  // namespace
}  // namespace nonet
