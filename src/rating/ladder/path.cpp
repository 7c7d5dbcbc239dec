#include "rating/ladder/path.hpp"

#include <algorithm>
#include <array>

namespace nonet {

namespace {

// Sukaku Explainer 1.18.1, its default settings: the techniques it adds to Sudoku Explainer
// (strong-link chains, the ALS wings) in its order, lksudoku's BUG and UR/UL fixes on.
constexpr Rung kSukaku1181[] = {
    {Technique::full_house, find_full_house},
    {Technique::hidden_single_box, find_hidden_single},
    {Technique::direct_pointing, find_in<find_direct_pointing, SeVersion::sukaku_1_18_1>},
    {Technique::direct_claiming, find_in<find_direct_claiming, SeVersion::sukaku_1_18_1>},
    {Technique::direct_hidden_pair, find_direct_hidden_pair},
    {Technique::naked_single, find_naked_single},
    {Technique::direct_hidden_triplet, find_direct_hidden_triplet},
    {Technique::pointing, find_in<find_pointing, SeVersion::sukaku_1_18_1>},
    {Technique::claiming, find_in<find_claiming, SeVersion::sukaku_1_18_1>},
    {Technique::naked_pair, find_naked_pair},
    {Technique::x_wing, find_x_wing},
    {Technique::hidden_pair, find_hidden_pair},
    {Technique::naked_triplet, find_naked_triplet},
    {Technique::swordfish, find_swordfish},
    {Technique::hidden_triplet, find_hidden_triplet},
    {Technique::skyscraper, find_two_strong_links},
    {Technique::xy_wing, find_in<find_xy_wing, SeVersion::sukaku_1_18_1>},
    {Technique::xyz_wing, find_in<find_xyz_wing, SeVersion::sukaku_1_18_1>},
    {Technique::unique_rectangle, find_in<find_unique_rectangle, SeVersion::sukaku_1_18_1>},
    {Technique::naked_quad, find_naked_quad},
    {Technique::jellyfish, find_jellyfish},
    {Technique::hidden_quad, find_hidden_quad},
    {Technique::three_strong_links, find_three_strong_links},
    {Technique::wxyz_wing, find_wxyz_wing},
    {Technique::bug, find_bug},
    {Technique::four_strong_links, find_four_strong_links},
    {Technique::vwxyz_wing, find_vwxyz_wing},
    {Technique::aligned_pair_exclusion, find_aligned_pair_exclusion},
    {Technique::uvwxyz_wing, find_uvwxyz_wing},
    {Technique::x_chain, find_chain},
    {Technique::tuvwxyz_wing, find_tuvwxyz_wing, 75},
    {Technique::aligned_triplet_exclusion, find_aligned_triplet_exclusion, 75},
    {Technique::nishio_forcing_chain, find_nishio_forcing_chain, 75},
    {Technique::multiple_forcing_chain, find_multiple_forcing_chain, 80},
    {Technique::dynamic_forcing_chain, find_dynamic_forcing_chain, 85},
    {Technique::dynamic_forcing_chain_plus, find_dynamic_forcing_chain_plus, 90},
    {Technique::nested_forcing_chain, find_in<find_nested_forcing_chain, SeVersion::sukaku_1_18_1>,
     95},
};

// Sudoku Explainer 1.2.1 (serate 1.2.1.3): the same finders without the techniques Sukaku
// Explainer added, with its own search orders, unique loop search and nesting levels.
constexpr Rung kExplainer121[] = {
    {Technique::full_house, find_full_house},
    {Technique::hidden_single_box, find_hidden_single},
    {Technique::direct_pointing, find_in<find_direct_pointing, SeVersion::explainer_1_2_1>},
    {Technique::direct_claiming, find_in<find_direct_claiming, SeVersion::explainer_1_2_1>},
    {Technique::direct_hidden_pair, find_direct_hidden_pair},
    {Technique::naked_single, find_naked_single},
    {Technique::direct_hidden_triplet, find_direct_hidden_triplet},
    {Technique::pointing, find_in<find_pointing, SeVersion::explainer_1_2_1>},
    {Technique::claiming, find_in<find_claiming, SeVersion::explainer_1_2_1>},
    {Technique::naked_pair, find_naked_pair},
    {Technique::x_wing, find_x_wing},
    {Technique::hidden_pair, find_hidden_pair},
    {Technique::naked_triplet, find_naked_triplet},
    {Technique::swordfish, find_swordfish},
    {Technique::hidden_triplet, find_hidden_triplet},
    {Technique::xy_wing, find_in<find_xy_wing, SeVersion::explainer_1_2_1>},
    {Technique::xyz_wing, find_in<find_xyz_wing, SeVersion::explainer_1_2_1>},
    {Technique::unique_rectangle, find_in<find_unique_rectangle, SeVersion::explainer_1_2_1>},
    {Technique::naked_quad, find_naked_quad},
    {Technique::jellyfish, find_jellyfish},
    {Technique::hidden_quad, find_hidden_quad},
    {Technique::bug, find_bug},
    {Technique::aligned_pair_exclusion, find_aligned_pair_exclusion},
    {Technique::x_chain, find_chain},
    {Technique::aligned_triplet_exclusion, find_aligned_triplet_exclusion, 75},
    {Technique::nishio_forcing_chain, find_nishio_forcing_chain, 75},
    {Technique::multiple_forcing_chain, find_multiple_forcing_chain, 80},
    {Technique::dynamic_forcing_chain, find_dynamic_forcing_chain, 85},
    {Technique::dynamic_forcing_chain_plus, find_dynamic_forcing_chain_plus, 90},
    {Technique::nested_forcing_chain,
     find_in<find_nested_forcing_chain, SeVersion::explainer_1_2_1>, 95},
};

// lowest_from[i]: the lowest rating of any step of rungs i and later (0: not known).
template <std::size_t kSize>
constexpr std::array<int, kSize> lowest_from_table(const Rung (&ladder)[kSize]) {
  std::array<int, kSize> lowest{};
  int below = 1000;
  for (std::size_t i = kSize; i-- > 0;) {
    below = ladder[i].lowest_rating == 0 ? 0 : std::min(below, ladder[i].lowest_rating);
    lowest[i] = below;
  }
  return lowest;
}
constexpr auto kLowestFromSukaku1181 = lowest_from_table(kSukaku1181);
constexpr auto kLowestFromExplainer121 = lowest_from_table(kExplainer121);

std::span<const int> lowest_from(SeVersion version) {
  if (version == SeVersion::explainer_1_2_1) return kLowestFromExplainer121;
  return kLowestFromSukaku1181;
}

}  // namespace

std::span<const Rung> ladder(SeVersion version) {
  if (version == SeVersion::explainer_1_2_1) return kExplainer121;
  return kSukaku1181;
}

std::string_view to_string(SeVersion version) {
  return version == SeVersion::explainer_1_2_1 ? "1.2.1" : "1.18.1";
}

bool parse_se_version(std::string_view name, SeVersion& version) {
  for (SeVersion known : kSeVersions) {
    if (name == to_string(known)) {
      version = known;
      return true;
    }
  }
  return false;
}

PathSummary solve_path(CandidateGrid& grid, SeVersion version, const StepVisitor* visit,
                       const PathLimits& limits) {
  const std::span<const Rung> rungs = ladder(version);
  const std::span<const int> lowest = lowest_from(version);
  PathSummary summary;
  const TimeBudget unlimited;
  const ScopedTimeBudget scope(limits.budget ? *limits.budget : unlimited);
  Step step;
  while (!grid.solved()) {
    if (summary.steps == limits.max_steps || time_budget_expired()) {
      summary.stalled = summary.out_of_time = true;
      break;
    }
    bool progressed = false;
    for (std::size_t i = 0; i < rungs.size(); ++i) {
      if (limits.max_rating > 0 && lowest[i] > limits.max_rating) {
        summary.se_rating = lowest[i];
        summary.stalled = summary.above_limit = true;
        return summary;
      }
      step = Step{};
      if (!rungs[i].find(grid, step)) continue;
      progressed = true;
      break;
    }
    // A technique that gave up because the budget ran out found nothing it could prove.
    if (!progressed && time_budget_expired()) {
      summary.stalled = summary.out_of_time = true;
      break;
    }
    if (!progressed) {
      summary.stalled = true;
      break;
    }
    if (limits.max_rating > 0 && step.rating > limits.max_rating) {
      summary.se_rating = step.rating;
      summary.stalled = summary.above_limit = true;
      return summary;
    }
    if (visit) (*visit)(step, grid);
    apply(step, grid);
    ++summary.steps;
    ++summary.histogram[static_cast<int>(step.technique)];
    if (step.rating > summary.se_rating) {
      summary.se_rating = step.rating;
      summary.hardest = step.technique;
      summary.hardest_complexity = step.complexity;
    } else if (step.rating == summary.se_rating && step.technique == summary.hardest) {
      summary.hardest_complexity = std::max<int>(summary.hardest_complexity, step.complexity);
    }
    // Sudoku Explainer's ED is the rating after the first step, EP the rating reached when
    // the first value is placed.
    if (summary.se_first_step == kNoRating) summary.se_first_step = summary.se_rating;
    if (summary.se_first_placement == kNoRating && step.places()) {
      summary.se_first_placement = summary.se_rating;
    }
  }
  return summary;
}

}  // namespace nonet
