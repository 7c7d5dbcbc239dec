// Puzzles from complete grids: clues removed in random symmetric groups while the solution
// stays unique, and the tries of one output index.
#include <algorithm>
#include <cstdlib>

#include "generate/parts.hpp"
#include "nonet/canon.hpp"
#include "nonet/solver.hpp"

namespace nonet {

namespace {

constexpr Symmetry kDrawnSymmetries[] = {Symmetry::rotate180, Symmetry::rotate90, Symmetry::mirror,
                                         Symmetry::flip, Symmetry::diagonal};

}  // namespace

bool has_unique_solution(const Grid& puzzle) {
  return solve(puzzle, {.mode = SolveMode::count, .limit = 2}).status == SolveStatus::unique;
}

bool is_minimal(const Grid& puzzle) {
  if (!has_unique_solution(puzzle)) return false;
  Grid fewer = puzzle;
  for (int cell = 0; cell < kCells; ++cell) {
    const std::uint8_t clue = fewer.cells[cell];
    if (clue == 0) continue;
    fewer.cells[cell] = 0;
    const bool unique = has_unique_solution(fewer);
    fewer.cells[cell] = clue;
    if (unique) return false;
  }
  return true;
}

Grid carve_puzzle(const Grid& solution, Symmetry symmetry, int target_clues, RandomStream& random) {
  const detail::SymmetryGroups& groups = detail::symmetry_groups(symmetry);
  std::array<std::uint8_t, kCells> order;
  for (int g = 0; g < groups.count; ++g) order[g] = static_cast<std::uint8_t>(g);
  for (int i = groups.count - 1; i > 0; --i) {
    std::swap(order[i], order[random.below(static_cast<std::uint32_t>(i + 1))]);
  }

  Grid puzzle = solution;
  int clues = puzzle.clues();
  for (int i = 0; i < groups.count && clues > target_clues; ++i) {
    const int g = order[i];
    const int size = groups.size[g];
    if (clues - size < target_clues) continue;
    for (int k = 0; k < size; ++k) puzzle.cells[groups.cells[g][k]] = 0;
    if (has_unique_solution(puzzle)) {
      clues -= size;
    } else {
      for (int k = 0; k < size; ++k) {
        const int cell = groups.cells[g][k];
        puzzle.cells[cell] = solution.cells[cell];
      }
    }
  }
  return puzzle;
}

std::string check_options(const GenerateOptions& options, bool has_seeds) {
  if (options.max_tries == 0) return "--max-tries must be at least 1";
  if (options.max_remove < 0 || options.max_remove > kMaxMoveSize || options.max_add < 0 ||
      options.max_add > kMaxMoveSize || options.max_remove + options.max_add == 0) {
    return "--remove and --add must be from 0 to " + std::to_string(kMaxMoveSize) + ", not both 0";
  }
  if (options.searches() || has_seeds) {
    const std::string why = has_seeds        ? "--from"
                            : options.search ? "--search"
                                             : "--rating " + format_band(*options.rating);
    if (options.grids) return "--grids does not apply to the search (" + why + ")";
    if (options.difficulty)
      return "--difficulty does not apply to the search (" + why + "): use --rating";
    if (!options.hodoku_level.empty())
      return "--hodoku does not apply to the search (" + why + "): use --rating";
    if (options.symmetry == Symmetry::random) {
      return "--symmetry random does not apply to the search (" + why + "): name one";
    }
    if (!options.rating) return "the search (" + why + ") needs a band: --rating MIN:MAX";
  }
  if (options.target_clues != 0 &&
      (options.target_clues < kMinClues || options.target_clues > kCells)) {
    return "--clues must be from " + std::to_string(kMinClues) + " to " + std::to_string(kCells) +
           " (no puzzle with fewer than 17 clues has one solution)";
  }
  if (options.grids) {
    if (options.minimal) return "--grids writes complete grids: --minimal does not apply";
    if (options.symmetry != Symmetry::none) {
      return "--grids writes complete grids: --symmetry does not apply";
    }
    if (options.target_clues != 0) return "--grids writes complete grids: --clues does not apply";
    if (options.difficulty) return "--grids writes complete grids: --difficulty does not apply";
    if (!options.hodoku_level.empty())
      return "--grids writes complete grids: --hodoku does not apply";
    if (options.rating) return "--grids writes complete grids: --rating does not apply";
  }
  if (options.rating && options.rating->min > options.rating->max) {
    return "--rating MIN:MAX needs MIN <= MAX";
  }
  return {};
}

Generated generate(const GenerateOptions& options, std::uint64_t seed, std::uint64_t index,
                   FunctionRef<void()> on_try) {
  const int target = options.target_clues;
  Generated best;
  std::uint64_t attempt = 0;
  for (; attempt < options.max_tries; ++attempt) {
    if (options.stop.stop_requested()) break;
    on_try();
    RandomStream random(stream_seed(seed, index, attempt));
    Generated candidate;
    candidate.tries = attempt + 1;
    candidate.solution = random_grid(random);
    if (options.grids) {
      candidate.puzzle = candidate.solution;
      candidate.found = candidate.clues_reached = true;
      return candidate;
    }
    candidate.symmetry = options.symmetry;
    if (candidate.symmetry == Symmetry::random) {
      candidate.symmetry = kDrawnSymmetries[random.below(std::size(kDrawnSymmetries))];
    }
    // A minimal puzzle cannot stop early: the whole pass runs and the target is checked after.
    candidate.puzzle =
        carve_puzzle(candidate.solution, candidate.symmetry, options.minimal ? 0 : target, random);
    // Groups that cannot go may still hold single clues that could.
    if (options.minimal && candidate.symmetry != Symmetry::none && !is_minimal(candidate.puzzle)) {
      continue;
    }
    if (options.needs_grader()) {
      // Rated up to the band's top: a candidate known to lie above it is dropped at once.
      const int top =
          options.rating && options.rating->max < kMaxRatingBand ? options.rating->max : 0;
      candidate.rating = rate(candidate.puzzle, {.search_effort = false,
                                                 .max_seconds = options.max_seconds,
                                                 .stop = options.stop,
                                                 .max_rating = top,
                                                 .hodoku = !options.hodoku_level.empty(),
                                                 .se_version = options.se_version});
      if (!detail::in_bands(options, *candidate.rating)) continue;
    }
    if (options.known != nullptr && options.known->contains_form(minlex(candidate.puzzle)))
      continue;
    candidate.found = true;
    const int clues = candidate.puzzle.clues();
    candidate.clues_reached = target == 0 || clues == target;
    if (candidate.clues_reached) return candidate;
    if (!best.found || std::abs(clues - target) < std::abs(best.puzzle.clues() - target)) {
      best = candidate;
    }
  }
  best.tries = attempt;  // a stop (--time-limit, a signal) ends it before max_tries
  return best;
}

Generated generate(const GenerateOptions& options, std::uint64_t seed, std::uint64_t index) {
  return generate(options, seed, index, [] {});
}

}  // namespace nonet
