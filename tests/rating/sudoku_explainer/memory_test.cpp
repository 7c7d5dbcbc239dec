// Techniques that remember, in the path's Memory, what they found on earlier grids (turbot fish
// per digit; chains: grids where X- or Y-links found nothing) must find what a search without
// that memory finds. Along real solving paths, each of their outcomes is checked against
// the same search from scratch.
#include <gtest/gtest.h>

#include <fstream>
#include <string>

#include "rating/sudoku_explainer/path.hpp"
#include "rating/sudoku_explainer/support.hpp"

namespace nonet {
namespace {

std::string fresh_search(FindTechnique finder, const CandidateGrid& grid) {
  return testing::find(finder, grid);  // from scratch
}

bool is_turbot(Technique t) {
  return t == Technique::skyscraper || t == Technique::two_string_kite ||
         t == Technique::turbot_fish;
}
bool is_chain(Technique t) {
  return t == Technique::x_chain || t == Technique::y_cycle || t == Technique::forcing_chain;
}

TEST(TechniqueMemory, PathsFindWhatSearchesWithoutMemoryFind) {
  std::ifstream in(std::string(NONET_DATASETS_DIR) + "/qqwing_se_calibration.txt");
  ASSERT_TRUE(in);
  std::string line;
  int puzzles = 0, turbot_steps = 0, turbot_passed = 0, chain_steps = 0, stalls = 0;
  int after_chains = 0;  // forcing-chain steps: the chain search found nothing before them
  while (puzzles < 150 && std::getline(in, line)) {
    // Serate rated these 6.5 or more: paths through turbot fish and chains.
    const auto er = line.find("ED=");
    if (er == std::string::npos || std::stod(line.substr(er + 3)) < 6.5) continue;
    ++puzzles;
    CandidateGrid grid = CandidateGrid::from_puzzle(parse_line(line).grid);
    auto visit = [&](const Step& step, const CandidateGrid& before) {
      // The ladder tried turbot fish on this grid when the step is one or comes later.
      if (step.technique < Technique::skyscraper) return;
      if (is_turbot(step.technique)) {
        ++turbot_steps;
        EXPECT_EQ(testing::summary(step), fresh_search(find_two_strong_links, before)) << line;
        return;
      }
      ++turbot_passed;
      EXPECT_EQ("none", fresh_search(find_two_strong_links, before)) << line;
      if (is_chain(step.technique)) {
        ++chain_steps;
        EXPECT_EQ(testing::summary(step), fresh_search(find_chain, before)) << line;
      } else if (step.technique > Technique::forcing_chain) {
        ++after_chains;
        EXPECT_EQ("none", fresh_search(find_chain, before)) << line;
      }
    };
    const StepVisitor visitor(visit);
    if (solve_path(grid, SeVersion::sukaku_1_18_1, &visitor).stalled) {
      ++stalls;
      EXPECT_EQ("none", fresh_search(find_two_strong_links, grid)) << line;
      EXPECT_EQ("none", fresh_search(find_chain, grid)) << line;
    }
  }
  EXPECT_EQ(puzzles, 150);
  EXPECT_GT(turbot_steps, 100);
  EXPECT_GT(turbot_passed, 500);
  EXPECT_GT(chain_steps, 300);
  EXPECT_GT(after_chains, 10);
  EXPECT_EQ(stalls, 0);  // Nishio, multiple and dynamic forcing chains finish these
}

}  // namespace
}  // namespace nonet
