#include "rating/hodoku/ladder.hpp"

#include "rating/board/budget.hpp"
#include "rating/hodoku/finders.hpp"
#include "rating/hodoku/grid.hpp"

namespace nonet::hodoku {

namespace {

constexpr int kLevelCeiling[] = {800, 1000, 1600, 1800};

void apply(HodokuGrid& grid, const Step& step) {
  if (step.digit != 0) return grid.set_cell(step.cell, step.digit);
  for (const auto& [cell, digit] : step.deletions) grid.delete_candidate(cell, digit);
}

}  // namespace

const std::vector<TechniqueInfo>& techniques() {
  static const std::vector<TechniqueInfo> all = {
      {Technique::full_house, "Full House", 4, Level::easy,
       [](HodokuGrid& g, Memory&) { return find_full_house(g); }},
      {Technique::naked_single, "Naked Single", 4, Level::easy,
       [](HodokuGrid& g, Memory&) { return find_naked_single(g); }},
      {Technique::hidden_single, "Hidden Single", 14, Level::easy,
       [](HodokuGrid& g, Memory&) { return find_hidden_single(g); }},
      {Technique::locked_pair, "Locked Pair", 40, Level::medium,
       [](HodokuGrid& g, Memory& m) { return find_naked_subset(g, 2, true, m); }},
      {Technique::locked_triple, "Locked Triple", 60, Level::medium,
       [](HodokuGrid& g, Memory& m) { return find_naked_subset(g, 3, true, m); }},
      {Technique::locked_candidates_1, "Locked Candidates Type 1 (Pointing)", 50, Level::medium,
       [](HodokuGrid& g, Memory& m) {
         return find_locked_candidates(g, Technique::locked_candidates_1, m);
       }},
      {Technique::locked_candidates_2, "Locked Candidates Type 2 (Claiming)", 50, Level::medium,
       [](HodokuGrid& g, Memory& m) {
         return find_locked_candidates(g, Technique::locked_candidates_2, m);
       }},
      {Technique::naked_pair, "Naked Pair", 60, Level::medium,
       [](HodokuGrid& g, Memory& m) { return find_naked_subset(g, 2, false, m); }},
      {Technique::naked_triple, "Naked Triple", 80, Level::medium,
       [](HodokuGrid& g, Memory& m) { return find_naked_subset(g, 3, false, m); }},
      {Technique::hidden_pair, "Hidden Pair", 70, Level::medium,
       [](HodokuGrid& g, Memory& m) { return find_hidden_subset(g, 2, m); }},
      {Technique::hidden_triple, "Hidden Triple", 100, Level::medium,
       [](HodokuGrid& g, Memory& m) { return find_hidden_subset(g, 3, m); }},
      {Technique::naked_quadruple, "Naked Quadruple", 120, Level::hard,
       [](HodokuGrid& g, Memory& m) { return find_naked_subset(g, 4, false, m); }},
      {Technique::hidden_quadruple, "Hidden Quadruple", 150, Level::hard,
       [](HodokuGrid& g, Memory& m) { return find_hidden_subset(g, 4, m); }},
      {Technique::x_wing, "X-Wing", 140, Level::hard,
       [](HodokuGrid& g, Memory& m) { return find_basic_fish(g, 2, m); }},
      {Technique::swordfish, "Swordfish", 150, Level::hard,
       [](HodokuGrid& g, Memory& m) { return find_basic_fish(g, 3, m); }},
      {Technique::jellyfish, "Jellyfish", 160, Level::hard,
       [](HodokuGrid& g, Memory& m) { return find_basic_fish(g, 4, m); }},
      {Technique::remote_pair, "Remote Pair", 110, Level::hard,
       [](HodokuGrid& g, Memory& m) { return find_remote_pair(g, m); }},
      {Technique::bug_plus_one, "Bivalue Universal Grave + 1", 100, Level::hard,
       [](HodokuGrid& g, Memory&) { return find_bug_plus_one(g); }},
      {Technique::skyscraper, "Skyscraper", 130, Level::hard,
       [](HodokuGrid& g, Memory& m) { return find_skyscraper(g, m); }},
      {Technique::two_string_kite, "2-String Kite", 150, Level::hard,
       [](HodokuGrid& g, Memory& m) { return find_two_string_kite(g, m); }},
      {Technique::turbot_fish, "Turbot Fish", 120, Level::hard,
       [](HodokuGrid& g, Memory& m) { return find_turbot_fish(g, m); }},
      {Technique::empty_rectangle, "Empty Rectangle", 120, Level::hard,
       [](HodokuGrid& g, Memory& m) { return find_empty_rectangle(g, m); }},
      {Technique::w_wing, "W-Wing", 150, Level::hard,
       [](HodokuGrid& g, Memory& m) { return find_w_wing(g, m); }},
      {Technique::xy_wing, "XY-Wing", 160, Level::hard,
       [](HodokuGrid& g, Memory& m) { return find_xy_wing(g, m); }},
      {Technique::xyz_wing, "XYZ-Wing", 180, Level::hard,
       [](HodokuGrid& g, Memory& m) { return find_xyz_wing(g, m); }},
      {Technique::uniqueness_1, "Uniqueness Test 1", 100, Level::hard,
       [](HodokuGrid& g, Memory& m) { return find_uniqueness(g, Technique::uniqueness_1, m); }},
      {Technique::uniqueness_2, "Uniqueness Test 2", 100, Level::hard,
       [](HodokuGrid& g, Memory& m) { return find_uniqueness(g, Technique::uniqueness_2, m); }},
      {Technique::uniqueness_3, "Uniqueness Test 3", 100, Level::hard,
       [](HodokuGrid& g, Memory& m) { return find_uniqueness(g, Technique::uniqueness_3, m); }},
      {Technique::uniqueness_4, "Uniqueness Test 4", 100, Level::hard,
       [](HodokuGrid& g, Memory& m) { return find_uniqueness(g, Technique::uniqueness_4, m); }},
      {Technique::uniqueness_5, "Uniqueness Test 5", 100, Level::hard,
       [](HodokuGrid& g, Memory& m) { return find_uniqueness(g, Technique::uniqueness_5, m); }},
      {Technique::uniqueness_6, "Uniqueness Test 6", 100, Level::hard,
       [](HodokuGrid& g, Memory& m) { return find_uniqueness(g, Technique::uniqueness_6, m); }},
      {Technique::hidden_rectangle, "Hidden Rectangle", 100, Level::hard,
       [](HodokuGrid& g, Memory& m) { return find_uniqueness(g, Technique::hidden_rectangle, m); }},
      {Technique::avoidable_rectangle_1, "Avoidable Rectangle Type 1", 100, Level::hard,
       [](HodokuGrid& g, Memory& m) {
         return find_avoidable_rectangle(g, Technique::avoidable_rectangle_1, m);
       }},
      {Technique::avoidable_rectangle_2, "Avoidable Rectangle Type 2", 100, Level::hard,
       [](HodokuGrid& g, Memory& m) {
         return find_avoidable_rectangle(g, Technique::avoidable_rectangle_2, m);
       }},
      {Technique::finned_x_wing, "Finned X-Wing", 130, Level::hard,
       [](HodokuGrid& g, Memory& m) { return find_finned_fish(g, 2, false, m); }},
      {Technique::sashimi_x_wing, "Sashimi X-Wing", 150, Level::hard,
       [](HodokuGrid& g, Memory& m) { return find_finned_fish(g, 2, true, m); }},
      {Technique::finned_swordfish, "Finned Swordfish", 200, Level::unfair,
       [](HodokuGrid& g, Memory& m) { return find_finned_fish(g, 3, false, m); }},
      {Technique::sashimi_swordfish, "Sashimi Swordfish", 240, Level::unfair,
       [](HodokuGrid& g, Memory& m) { return find_finned_fish(g, 3, true, m); }},
      {Technique::finned_jellyfish, "Finned Jellyfish", 250, Level::unfair,
       [](HodokuGrid& g, Memory& m) { return find_finned_fish(g, 4, false, m); }},
      {Technique::sashimi_jellyfish, "Sashimi Jellyfish", 260, Level::unfair,
       [](HodokuGrid& g, Memory& m) { return find_finned_fish(g, 4, true, m); }},
      {Technique::sue_de_coq, "Sue de Coq", 250, Level::unfair,
       [](HodokuGrid& g, Memory& m) { return find_sue_de_coq(g, m); }},
      {Technique::simple_colors, "Simple Colors", 150, Level::hard,
       [](HodokuGrid& g, Memory& m) { return find_simple_colors(g, m); }},
      {Technique::multi_colors, "Multi Colors", 200, Level::hard,
       [](HodokuGrid& g, Memory& m) { return find_multi_colors(g, m); }},
      {Technique::x_chain, "X-Chain", 260, Level::unfair,
       [](HodokuGrid& g, Memory& m) { return find_x_chain(g, m); }},
      {Technique::xy_chain, "XY-Chain", 260, Level::unfair,
       [](HodokuGrid& g, Memory& m) { return find_xy_chain(g, m); }},
      {Technique::nice_loop, "Nice Loop/AIC", 280, Level::unfair,
       [](HodokuGrid& g, Memory& m) { return find_nice_loop(g, m); }},
      {Technique::grouped_nice_loop, "Grouped Nice Loop/AIC", 300, Level::unfair,
       [](HodokuGrid& g, Memory& m) { return find_grouped_nice_loop(g, m); }},
      {Technique::als_xz, "Almost Locked Set XZ-Rule", 300, Level::unfair,
       [](HodokuGrid& g, Memory& m) { return find_als_xz(g, m); }},
      {Technique::als_xy_wing, "Almost Locked Set XY-Wing", 320, Level::unfair,
       [](HodokuGrid& g, Memory& m) { return find_als_xy_wing(g, m); }},
      {Technique::als_xy_chain, "Almost Locked Set XY-Chain", 340, Level::unfair,
       [](HodokuGrid& g, Memory& m) { return find_als_xy_chain(g, m); }},
      {Technique::franken_x_wing, "Franken X-Wing", 300, Level::unfair,
       [](HodokuGrid& g, Memory& m) { return find_franken_fish(g, 2, false, m); }},
      {Technique::franken_swordfish, "Franken Swordfish", 350, Level::unfair,
       [](HodokuGrid& g, Memory& m) { return find_franken_fish(g, 3, false, m); }},
      {Technique::finned_franken_x_wing, "Finned Franken X-Wing", 390, Level::unfair,
       [](HodokuGrid& g, Memory& m) { return find_franken_fish(g, 2, true, m); }},
      {Technique::finned_franken_swordfish, "Finned Franken Swordfish", 410, Level::unfair,
       [](HodokuGrid& g, Memory& m) { return find_franken_fish(g, 3, true, m); }},
      {Technique::forcing_chain, "Forcing Chain", 500, Level::extreme,
       [](HodokuGrid& g, Memory& m) { return find_forcing_chain(g, m); }},
      {Technique::forcing_net, "Forcing Net", 700, Level::extreme,
       [](HodokuGrid& g, Memory& m) { return find_forcing_net(g, m); }},
      {Technique::brute_force, "Brute Force", 10000, Level::extreme,
       [](HodokuGrid& g, Memory&) { return find_brute_force(g); }},
  };
  return all;
}

std::string_view level_name(Level level) {
  static constexpr std::string_view kNames[] = {"Easy", "Medium", "Hard", "Unfair", "Extreme"};
  return kNames[static_cast<int>(level)];
}

HodokuRating rate_hodoku(const Grid& puzzle, bool keep_path, const TimeBudget* budget,
                         Memory* kept) {
  HodokuRating rating;
  HodokuGrid grid(puzzle);
  Memory fresh;
  Memory& memory = kept != nullptr ? *kept : fresh;
  while (!grid.solved() && (budget == nullptr || !budget->expired())) {
    std::optional<Step> step;
    for (const TechniqueInfo& info : techniques()) {
      step = info.find(grid, memory);
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
  while (rating.level < Level::extreme &&
         rating.score > kLevelCeiling[static_cast<int>(rating.level)]) {
    rating.level = static_cast<Level>(static_cast<int>(rating.level) + 1);
  }
  return rating;
}

}  // namespace nonet::hodoku
