// The strongly connected components walk: every component completes after the components it
// reaches, with its nodes in the order met, and each link into a completed component is told.
#include "rating/board/strong_components.hpp"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace nonet {
namespace {

// What the walk told its callbacks, as text: "e3" entered 3, "l2>3" link from 2 to 3 done,
// "c3:3,4" the component of root 3 completed with nodes 3 and 4.
std::string walk(const std::vector<std::vector<int>>& graph) {
  std::vector<int> first{0}, links;
  for (const auto& out : graph) {
    links.insert(links.end(), out.begin(), out.end());
    first.push_back(static_cast<int>(links.size()));
  }
  std::string told;
  StrongComponents components;
  components.walk(
      first.data(), links.data(), static_cast<int>(graph.size()),
      [&](int v) { told += "e" + std::to_string(v) + " "; },
      [&](int v, int w) { told += "l" + std::to_string(v) + ">" + std::to_string(w) + " "; },
      [&](int root, const int* nodes, int count) {
        told += "c" + std::to_string(root) + ":";
        for (int i = 0; i < count; ++i) told += (i ? "," : "") + std::to_string(nodes[i]);
        told += " ";
      });
  return told;
}

TEST(StrongComponents, CompletesSuccessorsFirst) {
  // 0 -> 1 -> 2 -> 0 and 2 -> 3 <-> 4 -> 5 (no links); 6 -> 0; 7 alone.
  const std::string told = walk({{1}, {2}, {0, 3}, {4}, {3, 5}, {}, {0}, {}});
  EXPECT_EQ(told,
            "e0 e1 e2 e3 e4 e5 c5:5 l4>5 c3:3,4 l2>3 c0:0,1,2 e6 l6>0 c6:6 e7 c7:7 ");
}

TEST(StrongComponents, OneCycleIsOneComponent) {
  EXPECT_EQ(walk({{1}, {2}, {0}}), "e0 e1 e2 c0:0,1,2 ");
  // Links back into the cycle from inside it are not told: their target is not complete yet.
  EXPECT_EQ(walk({{1, 2}, {0, 2}, {1}}), "e0 e1 e2 c0:0,1,2 ");
}

TEST(StrongComponents, LinksToCompletedComponentsAreToldEachTime) {
  // 0 -> 2 and 1 -> 2 -> 3 (no links): 2 completes in 0's walk; 1 meets it done.
  EXPECT_EQ(walk({{2}, {2, 3}, {3}, {}}), "e0 e2 e3 c3:3 l2>3 c2:2 l0>2 c0:0 e1 l1>2 l1>3 c1:1 ");
}

}  // namespace
}  // namespace nonet
