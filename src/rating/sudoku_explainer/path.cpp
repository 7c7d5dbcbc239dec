#include "rating/sudoku_explainer/path.hpp"

#include <algorithm>
#include <array>

#include "rating/board/climb.hpp"

namespace nonet {

namespace {

constexpr SeVersion kSukaku = SeVersion::sukaku_1_18_1;
constexpr SeVersion kExplainer = SeVersion::explainer_1_2_1;

// A rung's finder in each version of the scale, indexed by SeVersion, and whether the version
// has the technique at all (a flag rather than a null finder: with -fsanitize=undefined, GCC
// no longer takes a function's address != nullptr as a constant expression).
struct Finders {
  std::array<FindTechnique, kSeVersions.size()> find{};
  std::array<bool, kSeVersions.size()> present{};
};
constexpr Finders in_both(FindTechnique find) {
  return {{find, find}, {true, true}};
}
constexpr Finders sukaku_only(FindTechnique find) {
  return {{find, nullptr}, {true, false}};
}
// A finder whose search differs between the versions.
template <FindInVersion kFind>
constexpr Finders per_version() {
  return {{find_in<kFind, kSukaku>, find_in<kFind, kExplainer>}, {true, true}};
}

struct LadderRow {
  Technique technique;
  Finders find;
  int lowest_rating = 0;  // as Rung::lowest_rating
};

// The ladders of both versions in one table, in Sukaku Explainer 1.18.1's producer order (Sudoku
// Explainer 1.2.1's is the same without the rungs it lacks): 1.18.1 adds the strong-link chains
// and the ALS wings, and lksudoku's UR/UL fix; the searches that differ are per_version.
constexpr LadderRow kRows[] = {
    {Technique::full_house, in_both(find_full_house)},
    {Technique::hidden_single_box, in_both(find_hidden_single)},
    {Technique::direct_pointing, per_version<find_direct_pointing>()},
    {Technique::direct_claiming, per_version<find_direct_claiming>()},
    {Technique::direct_hidden_pair, in_both(find_direct_hidden_pair)},
    {Technique::naked_single, in_both(find_naked_single)},
    {Technique::direct_hidden_triplet, in_both(find_direct_hidden_triplet)},
    {Technique::pointing, per_version<find_pointing>()},
    {Technique::claiming, per_version<find_claiming>()},
    {Technique::naked_pair, in_both(find_naked_pair)},
    {Technique::x_wing, in_both(find_x_wing)},
    {Technique::hidden_pair, in_both(find_hidden_pair)},
    {Technique::naked_triplet, in_both(find_naked_triplet)},
    {Technique::swordfish, in_both(find_swordfish)},
    {Technique::hidden_triplet, in_both(find_hidden_triplet)},
    {Technique::skyscraper, sukaku_only(find_two_strong_links)},
    {Technique::xy_wing, per_version<find_xy_wing>()},
    {Technique::xyz_wing, per_version<find_xyz_wing>()},
    {Technique::unique_rectangle, per_version<find_unique_rectangle>()},
    {Technique::naked_quad, in_both(find_naked_quad)},
    {Technique::jellyfish, in_both(find_jellyfish)},
    {Technique::hidden_quad, in_both(find_hidden_quad)},
    {Technique::three_strong_links, sukaku_only(find_three_strong_links)},
    {Technique::wxyz_wing, sukaku_only(find_wxyz_wing)},
    {Technique::bug, per_version<find_bug>()},
    {Technique::four_strong_links, sukaku_only(find_four_strong_links)},
    {Technique::vwxyz_wing, sukaku_only(find_vwxyz_wing)},
    {Technique::aligned_pair_exclusion, in_both(find_aligned_pair_exclusion)},
    {Technique::uvwxyz_wing, sukaku_only(find_uvwxyz_wing)},
    {Technique::x_chain, in_both(find_chain)},
    {Technique::tuvwxyz_wing, sukaku_only(find_tuvwxyz_wing), 75},
    {Technique::aligned_triplet_exclusion, in_both(find_aligned_triplet_exclusion), 75},
    {Technique::nishio_forcing_chain, in_both(find_nishio_forcing_chain), 75},
    {Technique::multiple_forcing_chain, in_both(find_multiple_forcing_chain), 80},
    {Technique::dynamic_forcing_chain, in_both(find_dynamic_forcing_chain), 85},
    {Technique::dynamic_forcing_chain_plus, in_both(find_dynamic_forcing_chain_plus), 90},
    {Technique::nested_forcing_chain, per_version<find_nested_forcing_chain>(), 95},
};

template <SeVersion kVersion>
constexpr std::size_t rung_count() {
  std::size_t count = 0;
  for (const LadderRow& row : kRows) count += row.find.present[static_cast<int>(kVersion)];
  return count;
}

// A version's ladder: the rows it has, with its finders.
template <SeVersion kVersion>
constexpr std::array<Rung, rung_count<kVersion>()> ladder_of() {
  std::array<Rung, rung_count<kVersion>()> rungs{};
  std::size_t i = 0;
  for (const LadderRow& row : kRows) {
    const int version = static_cast<int>(kVersion);
    if (row.find.present[version]) {
      rungs[i++] = {row.technique, row.find.find[version], row.lowest_rating};
    }
  }
  return rungs;
}
constexpr auto kSukakuLadder = ladder_of<kSukaku>();
constexpr auto kExplainerLadder = ladder_of<kExplainer>();

// lowest_from[i]: the lowest rating of any step of rungs i and later (0: not known).
template <std::size_t kSize>
constexpr std::array<int, kSize> lowest_from_table(const std::array<Rung, kSize>& ladder) {
  std::array<int, kSize> lowest{};
  int below = 1000;
  for (std::size_t i = kSize; i-- > 0;) {
    below = ladder[i].lowest_rating == 0 ? 0 : std::min(below, ladder[i].lowest_rating);
    lowest[i] = below;
  }
  return lowest;
}
constexpr auto kSukakuLowestFrom = lowest_from_table(kSukakuLadder);
constexpr auto kExplainerLowestFrom = lowest_from_table(kExplainerLadder);

std::span<const int> lowest_from(SeVersion version) {
  if (version == kExplainer) return kExplainerLowestFrom;
  return kSukakuLowestFrom;
}

// Sudoku Explainer's tally of a path (climb): its steps by technique, the hardest, ED and EP;
// it stops at the path's limits.
struct PathTally {
  std::span<const int> lowest;
  const StepVisitor* visit;
  const PathLimits& limits;
  Memory& memory;
  PathSummary summary;
  Step step;

  bool stop() {
    if (summary.steps != limits.max_steps && !memory.budget_expired()) return false;
    summary.stalled = summary.out_of_time = true;
    return true;
  }
  bool give_up_at(std::size_t rung) {
    if (limits.max_rating == 0 || lowest[rung] <= limits.max_rating) return false;
    summary.se_rating = lowest[rung];
    summary.stalled = summary.above_limit = true;
    return true;
  }
  bool find(const Rung& rung, const CandidateGrid& grid) {
    step = Step{};
    return rung.find(grid, step, memory);
  }
  void nothing_found() {
    // A technique that gave up because the budget ran out found nothing it could prove.
    summary.stalled = true;
    summary.out_of_time = memory.budget_expired();
  }
  bool take(CandidateGrid& grid) {
    if (limits.max_rating > 0 && step.rating > limits.max_rating) {
      summary.se_rating = step.rating;
      summary.stalled = summary.above_limit = true;
      return false;
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
    return true;
  }
};

}  // namespace

std::span<const Rung> ladder(SeVersion version) {
  if (version == kExplainer) return kExplainerLadder;
  return kSukakuLadder;
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
                       const PathLimits& limits, Memory* kept) {
  Memory fresh;
  Memory& memory = kept != nullptr ? *kept : fresh;
  const TimeBudget unlimited;
  const Memory::Spending spending(memory, limits.budget ? *limits.budget : unlimited);
  PathTally tally{lowest_from(version), visit, limits, memory};
  climb(grid, ladder(version), tally);
  return tally.summary;
}

}  // namespace nonet
