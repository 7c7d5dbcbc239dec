// What the link components tell the chain searches before they start: which "on" nodes may
// lie on a cycle of four links or more, which nodes reach their opposite, and (StaticReach)
// which assumptions reach a node together.
#include "link_components.hpp"

#include <gtest/gtest.h>

#include "ones_grid.hpp"
#include "rating/sudoku_explainer/chains/static_reach.hpp"

namespace nonet {
namespace {

using testing::cell_at;
using testing::ones_at;

int on(int cell) {
  return implication_node(cell, 1, true);
}
int off(int cell) {
  return implication_node(cell, 1, false);
}

TEST(LinkComponents, ARectangleOfStrongLinksIsACycleAStrongLinkAloneIsNot) {
  // Rows 0 and 4 and columns 0 and 4 each hold 1 twice: on(r0c0) -> off(r0c4) -> on(r4c4)
  // -> off(r4c0) -> on(r0c0).
  LinkComponents rectangle;
  rectangle.build(ones_at({cell_at(0, 0), cell_at(0, 4), cell_at(4, 0), cell_at(4, 4)}), false);
  EXPECT_TRUE(rectangle.on_cycle(on(cell_at(0, 0))));
  EXPECT_TRUE(rectangle.on_cycle(on(cell_at(4, 4))));

  // Row 0 alone holds 1 twice: back and forth over its strong link is no cycle the searches
  // count, and neither place reaches its own opposite.
  LinkComponents pair;
  pair.build(ones_at({cell_at(0, 0), cell_at(0, 4), cell_at(5, 7)}), false);
  EXPECT_FALSE(pair.on_cycle(on(cell_at(0, 0))));
  EXPECT_FALSE(pair.reaches_opposite(on(cell_at(0, 0))));
  EXPECT_FALSE(pair.reaches_opposite(off(cell_at(0, 0))));
}

TEST(LinkComponents, AnOddLoopReachesItsOpposite) {
  // on(r0c0) -> off(r0c4) -> on(r4c4) -> off(r4c1) -> on(r1c1) -> off(r0c0): each step a
  // house with two places of 1 (row 0, column 4, row 4, column 1, box 0).
  const CandidateGrid grid =
      ones_at({cell_at(0, 0), cell_at(0, 4), cell_at(4, 4), cell_at(4, 1), cell_at(1, 1)});
  LinkComponents loop;
  loop.build(grid, false);
  EXPECT_TRUE(loop.reaches_opposite(on(cell_at(0, 0))));
  // A place of 1 alone in its houses reaches nothing and is reached by nothing.
  LinkComponents lonely;
  lonely.build(ones_at({cell_at(0, 0), cell_at(4, 4), cell_at(8, 8)}), false);
  EXPECT_FALSE(lonely.reaches_opposite(on(cell_at(4, 4))));
  EXPECT_FALSE(lonely.on_cycle(on(cell_at(4, 4))));
}

TEST(StaticReach, AssumptionsMeetOnlyWhereTheirLinksJoin) {
  // Row 0: 1 in c0 and c4 (a strong link), row 8: 1 in c3 and c7; nothing links the rows.
  const CandidateGrid grid = ones_at({cell_at(0, 0), cell_at(0, 4), cell_at(8, 3), cell_at(8, 7)});
  StaticReach reach;
  reach.build(grid, false);
  const int row0[] = {cell_at(0, 0), cell_at(0, 4)};
  const int apart[] = {cell_at(0, 0), cell_at(8, 3)};
  // Each place of row 0 puts the other off and reaches nothing more: nothing in common.
  EXPECT_FALSE(reach.may_share(row0, 2, 1));
  EXPECT_FALSE(reach.may_share(apart, 2, 1));
  // With 1 in r8c0 too, r0c0 (its column) and r8c3 (its row) both put it off.
  const CandidateGrid joined =
      ones_at({cell_at(0, 0), cell_at(0, 4), cell_at(8, 3), cell_at(8, 7), cell_at(8, 0)});
  reach.build(joined, false);
  EXPECT_TRUE(reach.may_share(apart, 2, 1));
}

}  // namespace
}  // namespace nonet
