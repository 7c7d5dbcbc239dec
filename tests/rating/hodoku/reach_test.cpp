// ReachSets against a plain search from every node, on small graphs with known answers and on
// random graphs of one to a few hundred nodes (several words a row), built at once or with
// links added after.
#include "rating/hodoku/reach.hpp"

#include <gtest/gtest.h>

#include <initializer_list>
#include <random>
#include <vector>

namespace nonet::hodoku {
namespace {

using Adjacency = std::vector<std::vector<int>>;

void build(ReachSets& reach, const Adjacency& graph, int kept = -1) {
  std::vector<int> first, links;
  for (const auto& out : graph) {
    first.push_back(static_cast<int>(links.size()));
    links.insert(links.end(), out.begin(), out.end());
  }
  first.push_back(static_cast<int>(links.size()));
  reach.build(first, links, kept < 0 ? static_cast<int>(graph.size()) : kept);
}

std::vector<bool> row(const ReachSets& reach, int node, int n) {
  std::vector<bool> bits(n);
  for (int v = 0; v < n; ++v) bits[v] = (reach.of(node)[v / 64] >> (v % 64)) & 1;
  return bits;
}

std::vector<bool> searched(const Adjacency& graph, int from) {
  std::vector<bool> seen(graph.size());
  std::vector<int> todo = {from};
  seen[from] = true;
  while (!todo.empty()) {
    const int v = todo.back();
    todo.pop_back();
    for (const int w : graph[v]) {
      if (!seen[w]) seen[w] = true, todo.push_back(w);
    }
  }
  return seen;
}

// n nodes, each with `degree` links to nodes drawn at random.
Adjacency random_graph(std::mt19937& random, int n, int degree) {
  Adjacency graph(n);
  std::uniform_int_distribution<int> node(0, n - 1);
  for (auto& out : graph) {
    for (int k = 0; k < degree; ++k) out.push_back(node(random));
  }
  return graph;
}

TEST(ReachSets, ChainCycleAndIsolatedNode) {
  // 0 -> 1 -> 2 -> 1 (a cycle), 2 -> 3, 4 alone.
  const Adjacency graph = {{1}, {2}, {1, 3}, {}, {}};
  ReachSets reach;
  build(reach, graph);
  EXPECT_EQ(reach.words(), 1u);
  EXPECT_EQ(row(reach, 0, 5), (std::vector<bool>{true, true, true, true, false}));
  EXPECT_EQ(row(reach, 1, 5), (std::vector<bool>{false, true, true, true, false}));
  EXPECT_EQ(row(reach, 2, 5), (std::vector<bool>{false, true, true, true, false}));
  EXPECT_EQ(row(reach, 3, 5), (std::vector<bool>{false, false, false, true, false}));
  EXPECT_EQ(row(reach, 4, 5), (std::vector<bool>{false, false, false, false, true}));
}

TEST(ReachSets, MatchesASearchFromEveryNodeOnRandomGraphs) {
  std::mt19937 random(2026);
  for (const int n : {1, 2, 63, 64, 65, 130, 400}) {
    for (const int degree : {0, 1, 2, 4}) {
      const Adjacency graph = random_graph(random, n, degree);
      ReachSets reach;
      build(reach, graph);
      ASSERT_EQ(reach.words(), static_cast<std::size_t>((n + 63) / 64));
      for (int v = 0; v < n; ++v) ASSERT_EQ(row(reach, v, n), searched(graph, v)) << n << " " << v;
    }
  }
}

TEST(ReachSets, KeepsOnlyTheFirstNodesButPassesTheOthers) {
  // 0 -> 3 -> 1, 2 -> 4 -> 2, 1 -> 0: nodes 3 and 4 are passed, not kept.
  const Adjacency graph = {{3}, {0}, {4}, {1}, {2}};
  ReachSets reach;
  build(reach, graph, 3);
  EXPECT_EQ(reach.words(), 1u);
  EXPECT_EQ(row(reach, 0, 5), (std::vector<bool>{true, true, false, false, false}));
  EXPECT_EQ(row(reach, 3, 5), (std::vector<bool>{true, true, false, false, false}));
  EXPECT_EQ(row(reach, 2, 5), (std::vector<bool>{false, false, true, false, false}));
  EXPECT_EQ(row(reach, 4, 5), (std::vector<bool>{false, false, true, false, false}));
  // 65 nodes, the first 64 kept: one word a row.
  Adjacency long_path(65);
  for (int v = 0; v + 1 < 65; ++v) long_path[v] = {v + 1};
  long_path[64] = {0};
  build(reach, long_path, 64);
  EXPECT_EQ(reach.words(), 1u);
  EXPECT_EQ(reach.of(64)[0], ~std::uint64_t{0});
}

// Random graphs of each size (0-2 links a node), built, then grown `rounds` times by
// `add(graph, reach, random, node, round)`, which adds the same links to both: after each round
// every row is what a search of the graph gives.
template <typename Add>
void check_growing(unsigned seed, std::initializer_list<int> sizes, int rounds, Add&& add) {
  std::mt19937 random(seed);
  for (const int n : sizes) {
    for (const int degree : {0, 1, 2}) {
      Adjacency graph = random_graph(random, n, degree);
      std::uniform_int_distribution<int> node(0, n - 1);
      ReachSets reach;
      build(reach, graph);
      for (int round = 0; round < rounds; ++round) {
        add(graph, reach, random, node, round);
        for (int v = 0; v < n; ++v)
          ASSERT_EQ(row(reach, v, n), searched(graph, v)) << n << " " << round << " " << v;
      }
    }
  }
}

TEST(ReachSets, LinksAddedOneByOneAsIfBuiltWithThem) {
  // Links added one after another, some closing cycles, some from nodes without links.
  check_growing(1126, {2, 65, 300}, 40,
                [](Adjacency& graph, ReachSets& reach, std::mt19937& random,
                   std::uniform_int_distribution<int>& node, int) {
                  const int from = node(random), to = node(random);
                  graph[from].push_back(to);
                  reach.add_link(from, to);
                });
  // A link from a node into the cycle it hangs off, and one out of it: 0 -> 1 -> 2 -> 1.
  Adjacency graph = {{1}, {2}, {1}, {}};
  ReachSets reach;
  build(reach, graph);
  reach.add_link(3, 0);
  EXPECT_EQ(row(reach, 3, 4), (std::vector<bool>{true, true, true, true}));
  reach.add_link(2, 3);
  for (int v = 0; v < 4; ++v) EXPECT_EQ(row(reach, v, 4), (std::vector<bool>(4, true))) << v;
}

TEST(ReachSets, LinksFromOneNodeAddedAtOnceAsIfBuiltWithThem) {
  // Each time a few links from one node, some closing cycles through it.
  check_growing(1127, {3, 65, 200}, 20,
                [](Adjacency& graph, ReachSets& reach, std::mt19937& random,
                   std::uniform_int_distribution<int>& node, int round) {
                  const int from = node(random);
                  std::vector<std::uint64_t> targets(reach.words());
                  for (int k = 0; k < 1 + round % 4; ++k) {
                    const int to = node(random);
                    graph[from].push_back(to);
                    targets[to / 64] |= std::uint64_t{1} << (to % 64);
                  }
                  reach.add_links(from, targets.data());
                });
}

TEST(ReachSets, BuildsAgainForAnotherGraph) {
  ReachSets reach;
  build(reach, {{1}, {0}, {}});
  build(reach, {{}, {0}});
  EXPECT_EQ(row(reach, 0, 2), (std::vector<bool>{true, false}));
  EXPECT_EQ(row(reach, 1, 2), (std::vector<bool>{true, true}));
}

}  // namespace
}  // namespace nonet::hodoku
