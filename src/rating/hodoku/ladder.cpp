#include "rating/hodoku/ladder.hpp"

#include <iterator>

#include "rating/board/budget.hpp"
#include "rating/board/climb.hpp"
#include "rating/hodoku/finders.hpp"
#include "rating/hodoku/grid.hpp"

namespace nonet::hodoku {

namespace {

constexpr int kLevelCeiling[] = {800, 1000, 1600, 1800};

// A family's finder as a rung calls it (most only read the grid; the singles take from its
// queues).
template <auto kFind>
std::optional<Step> finder(HodokuGrid& grid, const Ask& ask, Memory& memory) {
  return kFind(grid, ask, memory);
}

// HoDoKu's tally of a path (climb): its score, the hardest step's level and the steps by
// technique; it stops when the time budget runs out.
struct ScoreTally {
  const TimeBudget* budget;
  bool keep_path;
  Memory& memory;
  HodokuRating rating;
  std::optional<Step> step;

  bool stop() const { return budget != nullptr && budget->expired(); }
  static bool give_up_at(std::size_t) { return false; }
  bool find(const TechniqueInfo& rung, HodokuGrid& grid) {
    step = rung.find(grid, rung.ask(), memory);
    if (!step) return false;
    rating.score += rung.score;
    if (rung.level > rating.level) rating.level = rung.level;
    ++rating.counts[static_cast<int>(rung.technique)];
    return true;
  }
  static void nothing_found() {}
  bool take(HodokuGrid& grid) {
    if (step->digit != 0) {
      grid.set_cell(step->cell, step->digit);
    } else {
      for (const auto& [cell, digit] : step->deletions) grid.delete_candidate(cell, digit);
    }
    if (keep_path) rating.path.push_back(std::move(*step));
    return true;
  }
};

// HoDoKu 2.2.0's table (its StepConfig with the default settings): the techniques in solving
// order with their names, base scores and levels, and each one's family finder with what it asks.
constexpr TechniqueInfo kTable[] = {
    {Technique::full_house, "Full House", 4, Level::easy, finder<find_full_house>},
    {Technique::naked_single, "Naked Single", 4, Level::easy, finder<find_naked_single>},
    {Technique::hidden_single, "Hidden Single", 14, Level::easy, finder<find_hidden_single>},
    {Technique::locked_pair, "Locked Pair", 40, Level::medium, finder<find_naked_subset>, 2, true},
    {Technique::locked_triple, "Locked Triple", 60, Level::medium, finder<find_naked_subset>, 3,
     true},
    {Technique::locked_candidates_1, "Locked Candidates Type 1 (Pointing)", 50, Level::medium,
     finder<find_locked_candidates>},
    {Technique::locked_candidates_2, "Locked Candidates Type 2 (Claiming)", 50, Level::medium,
     finder<find_locked_candidates>},
    {Technique::naked_pair, "Naked Pair", 60, Level::medium, finder<find_naked_subset>, 2, false},
    {Technique::naked_triple, "Naked Triple", 80, Level::medium, finder<find_naked_subset>, 3,
     false},
    {Technique::hidden_pair, "Hidden Pair", 70, Level::medium, finder<find_hidden_subset>, 2},
    {Technique::hidden_triple, "Hidden Triple", 100, Level::medium, finder<find_hidden_subset>, 3},
    {Technique::naked_quadruple, "Naked Quadruple", 120, Level::hard, finder<find_naked_subset>, 4,
     false},
    {Technique::hidden_quadruple, "Hidden Quadruple", 150, Level::hard, finder<find_hidden_subset>,
     4},
    {Technique::x_wing, "X-Wing", 140, Level::hard, finder<find_basic_fish>, 2},
    {Technique::swordfish, "Swordfish", 150, Level::hard, finder<find_basic_fish>, 3},
    {Technique::jellyfish, "Jellyfish", 160, Level::hard, finder<find_basic_fish>, 4},
    {Technique::remote_pair, "Remote Pair", 110, Level::hard, finder<find_remote_pair>},
    {Technique::bug_plus_one, "Bivalue Universal Grave + 1", 100, Level::hard,
     finder<find_bug_plus_one>},
    {Technique::skyscraper, "Skyscraper", 130, Level::hard, finder<find_skyscraper>},
    {Technique::two_string_kite, "2-String Kite", 150, Level::hard, finder<find_two_string_kite>},
    {Technique::turbot_fish, "Turbot Fish", 120, Level::hard, finder<find_turbot_fish>},
    {Technique::empty_rectangle, "Empty Rectangle", 120, Level::hard, finder<find_empty_rectangle>},
    {Technique::w_wing, "W-Wing", 150, Level::hard, finder<find_w_wing>},
    {Technique::xy_wing, "XY-Wing", 160, Level::hard, finder<find_xy_wing>},
    {Technique::xyz_wing, "XYZ-Wing", 180, Level::hard, finder<find_xyz_wing>},
    {Technique::uniqueness_1, "Uniqueness Test 1", 100, Level::hard, finder<find_uniqueness>},
    {Technique::uniqueness_2, "Uniqueness Test 2", 100, Level::hard, finder<find_uniqueness>},
    {Technique::uniqueness_3, "Uniqueness Test 3", 100, Level::hard, finder<find_uniqueness>},
    {Technique::uniqueness_4, "Uniqueness Test 4", 100, Level::hard, finder<find_uniqueness>},
    {Technique::uniqueness_5, "Uniqueness Test 5", 100, Level::hard, finder<find_uniqueness>},
    {Technique::uniqueness_6, "Uniqueness Test 6", 100, Level::hard, finder<find_uniqueness>},
    {Technique::hidden_rectangle, "Hidden Rectangle", 100, Level::hard, finder<find_uniqueness>},
    {Technique::avoidable_rectangle_1, "Avoidable Rectangle Type 1", 100, Level::hard,
     finder<find_avoidable_rectangle>},
    {Technique::avoidable_rectangle_2, "Avoidable Rectangle Type 2", 100, Level::hard,
     finder<find_avoidable_rectangle>},
    {Technique::finned_x_wing, "Finned X-Wing", 130, Level::hard, finder<find_finned_fish>, 2,
     false},
    {Technique::sashimi_x_wing, "Sashimi X-Wing", 150, Level::hard, finder<find_finned_fish>, 2,
     true},
    {Technique::finned_swordfish, "Finned Swordfish", 200, Level::unfair, finder<find_finned_fish>,
     3, false},
    {Technique::sashimi_swordfish, "Sashimi Swordfish", 240, Level::unfair,
     finder<find_finned_fish>, 3, true},
    {Technique::finned_jellyfish, "Finned Jellyfish", 250, Level::unfair, finder<find_finned_fish>,
     4, false},
    {Technique::sashimi_jellyfish, "Sashimi Jellyfish", 260, Level::unfair,
     finder<find_finned_fish>, 4, true},
    {Technique::sue_de_coq, "Sue de Coq", 250, Level::unfair, finder<find_sue_de_coq>},
    {Technique::simple_colors, "Simple Colors", 150, Level::hard, finder<find_simple_colors>},
    {Technique::multi_colors, "Multi Colors", 200, Level::hard, finder<find_multi_colors>},
    {Technique::x_chain, "X-Chain", 260, Level::unfair, finder<find_x_chain>},
    {Technique::xy_chain, "XY-Chain", 260, Level::unfair, finder<find_xy_chain>},
    {Technique::nice_loop, "Nice Loop/AIC", 280, Level::unfair, finder<find_nice_loop>},
    {Technique::grouped_nice_loop, "Grouped Nice Loop/AIC", 300, Level::unfair,
     finder<find_grouped_nice_loop>},
    {Technique::als_xz, "Almost Locked Set XZ-Rule", 300, Level::unfair, finder<find_als_xz>},
    {Technique::als_xy_wing, "Almost Locked Set XY-Wing", 320, Level::unfair,
     finder<find_als_xy_wing>},
    {Technique::als_xy_chain, "Almost Locked Set XY-Chain", 340, Level::unfair,
     finder<find_als_xy_chain>},
    {Technique::franken_x_wing, "Franken X-Wing", 300, Level::unfair, finder<find_franken_fish>, 2,
     false},
    {Technique::franken_swordfish, "Franken Swordfish", 350, Level::unfair,
     finder<find_franken_fish>, 3, false},
    {Technique::finned_franken_x_wing, "Finned Franken X-Wing", 390, Level::unfair,
     finder<find_franken_fish>, 2, true},
    {Technique::finned_franken_swordfish, "Finned Franken Swordfish", 410, Level::unfair,
     finder<find_franken_fish>, 3, true},
    {Technique::forcing_chain, "Forcing Chain", 500, Level::extreme, finder<find_forcing_chain>},
    {Technique::forcing_net, "Forcing Net", 700, Level::extreme, finder<find_forcing_net>},
    {Technique::brute_force, "Brute Force", 10000, Level::extreme, finder<find_brute_force>},
};
static_assert(std::size(kTable) == kTechniqueCount);

}  // namespace

std::span<const TechniqueInfo> techniques() {
  return kTable;
}

std::string_view level_name(Level level) {
  static constexpr std::string_view kNames[] = {"Easy", "Medium", "Hard", "Unfair", "Extreme"};
  return kNames[static_cast<int>(level)];
}

HodokuRating rate_hodoku(const Grid& puzzle, bool keep_path, const TimeBudget* budget,
                         Memory* kept) {
  HodokuGrid grid(puzzle);
  ScoreTally tally{budget, keep_path, kept != nullptr ? *kept : Memory::of_this_thread()};
  climb(grid, techniques(), tally);
  HodokuRating& rating = tally.rating;
  rating.complete = grid.solved();
  while (rating.level < Level::extreme &&
         rating.score > kLevelCeiling[static_cast<int>(rating.level)]) {
    rating.level = static_cast<Level>(static_cast<int>(rating.level) + 1);
  }
  return rating;
}

}  // namespace nonet::hodoku
