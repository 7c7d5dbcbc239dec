#include "rating/hodoku/ladder.hpp"

#include "rating/hodoku/finders.hpp"
#include "rating/hodoku/grid.hpp"

namespace nonet::hodoku {

namespace {

constexpr int kLevelCeiling[] = {800, 1000, 1600, 1800};

std::optional<Step> find(HodokuGrid& grid, Technique technique) {
  switch (technique) {
    case Technique::full_house:
      return find_full_house(grid);
    case Technique::naked_single:
      return find_naked_single(grid);
    case Technique::hidden_single:
      return find_hidden_single(grid);
    case Technique::locked_pair:
      return find_naked_subset(grid, 2, true);
    case Technique::locked_triple:
      return find_naked_subset(grid, 3, true);
    case Technique::locked_candidates_1:
    case Technique::locked_candidates_2:
      return find_locked_candidates(grid, technique);
    case Technique::naked_pair:
      return find_naked_subset(grid, 2, false);
    case Technique::naked_triple:
      return find_naked_subset(grid, 3, false);
    case Technique::hidden_pair:
      return find_hidden_subset(grid, 2);
    case Technique::hidden_triple:
      return find_hidden_subset(grid, 3);
    case Technique::naked_quadruple:
      return find_naked_subset(grid, 4, false);
    case Technique::hidden_quadruple:
      return find_hidden_subset(grid, 4);
    case Technique::x_wing:
      return find_basic_fish(grid, 2);
    case Technique::swordfish:
      return find_basic_fish(grid, 3);
    case Technique::jellyfish:
      return find_basic_fish(grid, 4);
    case Technique::remote_pair:
      return find_remote_pair(grid);
    case Technique::bug_plus_one:
      return find_bug_plus_one(grid);
    case Technique::skyscraper:
      return find_skyscraper(grid);
    case Technique::two_string_kite:
      return find_two_string_kite(grid);
    case Technique::turbot_fish:
      return find_turbot_fish(grid);
    case Technique::empty_rectangle:
      return find_empty_rectangle(grid);
    case Technique::w_wing:
      return find_w_wing(grid);
    case Technique::xy_wing:
      return find_xy_wing(grid);
    case Technique::xyz_wing:
      return find_xyz_wing(grid);
    case Technique::uniqueness_1:
    case Technique::uniqueness_2:
    case Technique::uniqueness_3:
    case Technique::uniqueness_4:
    case Technique::uniqueness_5:
    case Technique::uniqueness_6:
    case Technique::hidden_rectangle:
      return find_uniqueness(grid, technique);
    case Technique::avoidable_rectangle_1:
    case Technique::avoidable_rectangle_2:
      return find_avoidable_rectangle(grid, technique);
    case Technique::finned_x_wing:
      return find_finned_fish(grid, 2, false);
    case Technique::sashimi_x_wing:
      return find_finned_fish(grid, 2, true);
    case Technique::finned_swordfish:
      return find_finned_fish(grid, 3, false);
    case Technique::sashimi_swordfish:
      return find_finned_fish(grid, 3, true);
    case Technique::finned_jellyfish:
      return find_finned_fish(grid, 4, false);
    case Technique::sashimi_jellyfish:
      return find_finned_fish(grid, 4, true);
    case Technique::sue_de_coq:
      return find_sue_de_coq(grid);
    case Technique::simple_colors:
      return find_simple_colors(grid);
    case Technique::multi_colors:
      return find_multi_colors(grid);
    case Technique::x_chain:
      return find_x_chain(grid);
    case Technique::xy_chain:
      return find_xy_chain(grid);
    case Technique::nice_loop:
      return find_nice_loop(grid);
    case Technique::grouped_nice_loop:
      return find_grouped_nice_loop(grid);
    case Technique::als_xz:
      return find_als_xz(grid);
    case Technique::als_xy_wing:
      return find_als_xy_wing(grid);
    case Technique::als_xy_chain:
      return find_als_xy_chain(grid);
    case Technique::franken_x_wing:
      return find_franken_fish(grid, 2, false);
    case Technique::franken_swordfish:
      return find_franken_fish(grid, 3, false);
    case Technique::finned_franken_x_wing:
      return find_franken_fish(grid, 2, true);
    case Technique::finned_franken_swordfish:
      return find_franken_fish(grid, 3, true);
  }
  return std::nullopt;
}

void apply(HodokuGrid& grid, const Step& step) {
  if (step.digit != 0) return grid.set_cell(step.cell, step.digit);
  for (const auto& [cell, digit] : step.deletions) grid.delete_candidate(cell, digit);
}

}  // namespace

const std::vector<TechniqueInfo>& techniques() {
  static const std::vector<TechniqueInfo> all = {
      {Technique::full_house, "Full House", 4, Level::easy},
      {Technique::naked_single, "Naked Single", 4, Level::easy},
      {Technique::hidden_single, "Hidden Single", 14, Level::easy},
      {Technique::locked_pair, "Locked Pair", 40, Level::medium},
      {Technique::locked_triple, "Locked Triple", 60, Level::medium},
      {Technique::locked_candidates_1, "Locked Candidates Type 1 (Pointing)", 50, Level::medium},
      {Technique::locked_candidates_2, "Locked Candidates Type 2 (Claiming)", 50, Level::medium},
      {Technique::naked_pair, "Naked Pair", 60, Level::medium},
      {Technique::naked_triple, "Naked Triple", 80, Level::medium},
      {Technique::hidden_pair, "Hidden Pair", 70, Level::medium},
      {Technique::hidden_triple, "Hidden Triple", 100, Level::medium},
      {Technique::naked_quadruple, "Naked Quadruple", 120, Level::hard},
      {Technique::hidden_quadruple, "Hidden Quadruple", 150, Level::hard},
      {Technique::x_wing, "X-Wing", 140, Level::hard},
      {Technique::swordfish, "Swordfish", 150, Level::hard},
      {Technique::jellyfish, "Jellyfish", 160, Level::hard},
      {Technique::remote_pair, "Remote Pair", 110, Level::hard},
      {Technique::bug_plus_one, "Bivalue Universal Grave + 1", 100, Level::hard},
      {Technique::skyscraper, "Skyscraper", 130, Level::hard},
      {Technique::two_string_kite, "2-String Kite", 150, Level::hard},
      {Technique::turbot_fish, "Turbot Fish", 120, Level::hard},
      {Technique::empty_rectangle, "Empty Rectangle", 120, Level::hard},
      {Technique::w_wing, "W-Wing", 150, Level::hard},
      {Technique::xy_wing, "XY-Wing", 160, Level::hard},
      {Technique::xyz_wing, "XYZ-Wing", 180, Level::hard},
      {Technique::uniqueness_1, "Uniqueness Test 1", 100, Level::hard},
      {Technique::uniqueness_2, "Uniqueness Test 2", 100, Level::hard},
      {Technique::uniqueness_3, "Uniqueness Test 3", 100, Level::hard},
      {Technique::uniqueness_4, "Uniqueness Test 4", 100, Level::hard},
      {Technique::uniqueness_5, "Uniqueness Test 5", 100, Level::hard},
      {Technique::uniqueness_6, "Uniqueness Test 6", 100, Level::hard},
      {Technique::hidden_rectangle, "Hidden Rectangle", 100, Level::hard},
      {Technique::avoidable_rectangle_1, "Avoidable Rectangle Type 1", 100, Level::hard},
      {Technique::avoidable_rectangle_2, "Avoidable Rectangle Type 2", 100, Level::hard},
      {Technique::finned_x_wing, "Finned X-Wing", 130, Level::hard},
      {Technique::sashimi_x_wing, "Sashimi X-Wing", 150, Level::hard},
      {Technique::finned_swordfish, "Finned Swordfish", 200, Level::unfair},
      {Technique::sashimi_swordfish, "Sashimi Swordfish", 240, Level::unfair},
      {Technique::finned_jellyfish, "Finned Jellyfish", 250, Level::unfair},
      {Technique::sashimi_jellyfish, "Sashimi Jellyfish", 260, Level::unfair},
      {Technique::sue_de_coq, "Sue de Coq", 250, Level::unfair},
      {Technique::simple_colors, "Simple Colors", 150, Level::hard},
      {Technique::multi_colors, "Multi Colors", 200, Level::hard},
      {Technique::x_chain, "X-Chain", 260, Level::unfair},
      {Technique::xy_chain, "XY-Chain", 260, Level::unfair},
      {Technique::nice_loop, "Nice Loop/AIC", 280, Level::unfair},
      {Technique::grouped_nice_loop, "Grouped Nice Loop/AIC", 300, Level::unfair},
      {Technique::als_xz, "Almost Locked Set XZ-Rule", 300, Level::unfair},
      {Technique::als_xy_wing, "Almost Locked Set XY-Wing", 320, Level::unfair},
      {Technique::als_xy_chain, "Almost Locked Set XY-Chain", 340, Level::unfair},
      {Technique::franken_x_wing, "Franken X-Wing", 300, Level::unfair},
      {Technique::franken_swordfish, "Franken Swordfish", 350, Level::unfair},
      {Technique::finned_franken_x_wing, "Finned Franken X-Wing", 390, Level::unfair},
      {Technique::finned_franken_swordfish, "Finned Franken Swordfish", 410, Level::unfair},
  };
  return all;
}

std::string_view level_name(Level level) {
  static constexpr std::string_view kNames[] = {"Easy", "Medium", "Hard", "Unfair", "Extreme"};
  return kNames[static_cast<int>(level)];
}

HodokuRating rate_hodoku(const Grid& puzzle, bool keep_path) {
  HodokuRating rating;
  HodokuGrid grid(puzzle);
  while (!grid.solved()) {
    std::optional<Step> step;
    for (const TechniqueInfo& info : techniques()) {
      step = find(grid, info.technique);
      if (!step) continue;
      rating.score += info.score;
      if (info.level > rating.level) rating.level = info.level;
      ++rating.counts[static_cast<int>(info.technique)];
      break;
    }
    if (!step) break;
    apply(grid, *step);
    if (keep_path) rating.path.push_back(std::move(*step));
  }
  rating.complete = grid.solved();
  // What the ladder lacks (forcing chains and nets, brute force) is all Extreme: HoDoKu's level
  // of a puzzle left incomplete is Extreme whatever its score.
  if (!rating.complete) rating.level = Level::extreme;
  while (rating.level < Level::extreme &&
         rating.score > kLevelCeiling[static_cast<int>(rating.level)]) {
    rating.level = static_cast<Level>(static_cast<int>(rating.level) + 1);
  }
  return rating;
}

}  // namespace nonet::hodoku
