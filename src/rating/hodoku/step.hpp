// One step of HoDoKu's solving path: its technique and what it does (a placement, or
// candidates to delete, in the order HoDoKu deletes them: the order feeds the singles queues).
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string_view>
#include <utility>
#include <vector>

namespace nonet {
class Memory;
}

namespace nonet::hodoku {

// HoDoKu's techniques enabled by default, in its default solving order.
enum class Technique : std::uint8_t {
  full_house,
  naked_single,
  hidden_single,
  locked_pair,
  locked_triple,
  locked_candidates_1,  // pointing
  locked_candidates_2,  // claiming
  naked_pair,
  naked_triple,
  hidden_pair,
  hidden_triple,
  naked_quadruple,
  hidden_quadruple,
  x_wing,
  swordfish,
  jellyfish,
  remote_pair,
  bug_plus_one,
  skyscraper,
  two_string_kite,
  turbot_fish,
  empty_rectangle,
  w_wing,
  xy_wing,
  xyz_wing,
  uniqueness_1,
  uniqueness_2,
  uniqueness_3,
  uniqueness_4,
  uniqueness_5,
  uniqueness_6,
  hidden_rectangle,
  avoidable_rectangle_1,
  avoidable_rectangle_2,
  finned_x_wing,
  sashimi_x_wing,
  finned_swordfish,
  sashimi_swordfish,
  finned_jellyfish,
  sashimi_jellyfish,
  sue_de_coq,
  simple_colors,
  multi_colors,
  x_chain,
  xy_chain,
  nice_loop,
  grouped_nice_loop,
  als_xz,
  als_xy_wing,
  als_xy_chain,
  franken_x_wing,
  franken_swordfish,
  finned_franken_x_wing,
  finned_franken_swordfish,
  forcing_chain,
  forcing_net,
  brute_force,  // the middle empty cell set from the solution
};
inline constexpr int kTechniqueCount = 57;

enum class Level : std::uint8_t { easy, medium, hard, unfair, extreme };

class HodokuGrid;
struct Step;

// What a rung of HoDoKu's table asks of its family's finder: its technique (for the finders of
// several), and where a family varies, a size (subsets and fish: cells or lines) and a variant
// (locked subsets, sashimi fish, finned Franken fish).
struct Ask {
  Technique technique{};
  int size = 0;
  bool variant = false;
};
// The step HoDoKu would take for the rung, if any; `memory` keeps what the searches of a rating
// run keep.
using FindStep = std::optional<Step> (*)(HodokuGrid& grid, const Ask& ask, Memory& memory);

// A rung of HoDoKu's table.
struct TechniqueInfo {
  Technique technique;
  std::string_view name;  // as HoDoKu names it
  int score;              // its base score, added once per step
  Level level;
  FindStep find;
  int size = 0;  // as Ask
  bool variant = false;
  Ask ask() const { return {technique, size, variant}; }
};
// Every technique above with HoDoKu 2.2.0's default score and level and its finder, in
// solving order.
std::span<const TechniqueInfo> techniques();
std::string_view level_name(Level level);

struct Step {
  Technique technique{};
  int cell = -1;  // a placement: cell and digit
  int digit = 0;
  std::vector<std::pair<int, int>> deletions;  // (cell, digit)
};

// HoDoKu's tie-break between steps with different deletions of equal number: the smaller sum
// of cell * (1 + 80 k) + digit over the k-th deletion (deletions sorted by digit, then cell).
inline int index_sum(const std::vector<std::pair<int, int>>& deletions) {
  int sum = 0, offset = 1;
  for (const auto& [cell, digit] : deletions) {
    sum += cell * offset + digit;
    offset += 80;
  }
  return sum;
}

// Where a step stands in HoDoKu's sort of the steps a search found, whose first it takes: most
// deletions first, then the smaller index sum; of steps tying there, the one found first (the sort
// is stable), or, for a search that meets steps out of HoDoKu's order, the smaller `place` in it.
// A search keeps the key of the step that sorts first so far (none: count 0).
struct SortKey {
  int count = 0;
  int index_sum = 0;
  std::int64_t place = 0;

  static SortKey of(const Step& step, std::int64_t place = 0) {
    return {static_cast<int>(step.deletions.size()), hodoku::index_sum(step.deletions), place};
  }
  bool before(const SortKey& other) const {
    if (count != other.count) return count > other.count;
    return index_sum != other.index_sum ? index_sum < other.index_sum : place < other.place;
  }
};

}  // namespace nonet::hodoku
