// Each scale's step on the positions the technique tests share: the first step of Sudoku
// Explainer's whole ladder there (SE 1.18.1 and SE 1.2.1) and of HoDoKu's table, where each
// scale's order may pick another technique than the one a position was made for. Every expected
// step is the real program's on the same position: Sukaku Explainer 1.18.1's serate given it as
// 729 candidates; Sudoku Explainer 1.2.1 (serate 1.2.1.3's build) given its placed cells and
// candidates, asked for one hint as its rater asks; HoDoKu 2.2.0 given it in its library format
// (`:0000:x:GIVENS:DELETED:::`, every placed cell a given) with its `/vp` path.
#include <gtest/gtest.h>

#include <string_view>

#include "rating/sudoku_explainer/support.hpp"

namespace nonet {
namespace {

using testing::hodoku_first_step;
using testing::marks;
using testing::se_first_step;

struct FirstSteps {
  std::string_view position, sukaku_explainer_1_18_1, sudoku_explainer_1_2_1, hodoku;
};

TEST(FirstSteps, EachScaleOnSharedPositions) {
  const FirstSteps cases[] = {
      {testing::kDirectPointingPosition, "direct_pointing 1.7 r2c4=6", "direct_pointing 1.7 r2c4=6",
       "Naked Single r1c9=2"},
      {testing::kDirectHiddenPairPosition, "direct_hidden_pair 2.0 r4c1=1",
       "direct_hidden_pair 2.0 r4c1=1", "Naked Triple r2c1-6 r4c1-6"},
      {testing::kNakedSinglePosition, "naked_single 2.3 r6c1=1", "naked_single 2.3 r6c1=1",
       "Naked Single r6c1=1"},
      {testing::kPointingPosition, "pointing 2.6 r7c5-4", "pointing 2.6 r1c4-7 r1c5-7",
       "Locked Candidates Type 1 (Pointing) r1c4-7 r1c5-7"},
      {testing::kNakedPairPosition, "naked_pair 3.0 r2c2-4 r7c2-34",
       "naked_pair 3.0 r2c2-4 r7c2-34", "Naked Pair r2c2-4 r7c2-34"},
      {testing::kSwordfishPosition, "swordfish 3.8 r1c2-1 r1c8-1 r6c4-1",
       "swordfish 3.8 r1c2-1 r1c8-1 r6c4-1", "Swordfish r1c2-1 r1c8-1 r6c4-1"},
      {testing::kUniqueRectanglePosition, "skyscraper 4.3 r1c5-7 r2c5-7",
       "unique_rectangle 4.5 r1c5-7 r2c5-7", "Uniqueness Test 4 r1c5-7 r2c5-7"},
      {testing::kForcingChainPosition, "vwxyz_wing 6.3 r7c1-3 r9c1-3", "forcing_chain 7.0 r2c9-6",
       "Hidden Rectangle r9c2-2"},
      {testing::kChainPosition, "skyscraper 4.3 r4c3-8", "forcing_chain 7.1 r4c1-3",
       "W-Wing r6c4-3"},
  };
  for (const FirstSteps& expected : cases) {
    const CandidateGrid grid = marks(expected.position);
    EXPECT_EQ(se_first_step(grid), expected.sukaku_explainer_1_18_1) << expected.position;
    EXPECT_EQ(se_first_step(grid, SeVersion::explainer_1_2_1), expected.sudoku_explainer_1_2_1)
        << expected.position;
    EXPECT_EQ(hodoku_first_step(grid), expected.hodoku) << expected.position;
  }
}

}  // namespace
}  // namespace nonet
