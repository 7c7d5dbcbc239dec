#include "generate/climb.hpp"

#include <algorithm>

#include "nonet/canon.hpp"
#include "rating/board/length_penalty.hpp"

namespace nonet::detail {

namespace {

// Fitness: the distance to the band in tenths times kFitnessScale, plus below the band three
// tie-breaks of 8 bits each: the hardest chain's progress, the hard steps, EP.
constexpr std::int64_t kFitnessScale = std::int64_t{1} << 24;
constexpr int kChainProgressScale = 1 << 16, kHardStepsScale = 1 << 8;

// 64 bits of a grid, for the set of grids a search has graded.
std::uint64_t grid_hash(const Grid& grid) {
  std::uint64_t hash = 0x6e6f6e6574ull;
  for (int cell = 0; cell < kCells; cell += 16) {
    std::uint64_t word = 0;
    for (int k = cell; k < std::min(cell + 16, kCells); ++k) word = word << 4 | grid.cells[k];
    hash = stream_seed(hash, word, 0);
  }
  return hash;
}

// How far a chain of `complexity` has come from the length its tenth starts at towards the
// length of the next tenth (Sudoku Explainer's length penalty), 0-255.
int progress_to_next_tenth(int complexity) {
  if (complexity <= 0) return 0;
  const int penalty = chain_length_penalty(complexity);
  int first = complexity, next = complexity + 1;
  while (first > 1 && chain_length_penalty(first - 1) == penalty) --first;
  while (chain_length_penalty(next) == penalty) ++next;
  return (complexity - first) * 256 / (next - first);
}

// How far the rating lies from the band: 0 inside, minus the distance outside; nothing for a
// candidate the grader could not finish (stuck, or out of time).
std::optional<std::int64_t> fitness_of(const Rating& rating, const RatingBand& band) {
  if (rating.status == RatingStatus::beyond && rating.above_limit) {
    return (band.max - rating.se_rating) * kFitnessScale;
  }
  if (rating.status != RatingStatus::rated) return std::nullopt;
  if (rating.se_rating < band.min) {
    // Below the band, ties are broken by how long the hardest chain is against the length
    // that rates a tenth more, then by the steps that took dynamic forcing chains or harder
    // (a path that needs many is closer to needing harder ones), then by EP.
    int hard_steps = 0;
    for (int t = static_cast<int>(Technique::dynamic_forcing_chain); t < kTechniqueCount; ++t) {
      hard_steps += rating.histogram[t];
    }
    return (rating.se_rating - band.min) * kFitnessScale +
           progress_to_next_tenth(rating.se_hardest_complexity) * kChainProgressScale +
           std::min(hard_steps, 255) * kHardStepsScale +
           std::clamp(rating.se_first_placement, 0, 255);
  }
  if (rating.se_rating > band.max) return (band.max - rating.se_rating) * kFitnessScale;
  return 0;
}

}  // namespace

Climb::Climb(SearchContext& context, std::uint64_t search)
    : context_(context),
      options_(context.options),
      groups_(symmetry_groups(context.options.symmetry)),
      search_(search),
      random_(stream_seed(context.seed, search, 0)),
      drops_unneeded_clues_(context.options.minimal ||
                            (context.seeds.empty() && context.options.target_clues == 0)) {}

std::optional<SearchHit> Climb::next_hit(std::stop_token stop) {
  std::uint64_t fruitless = 0;
  while (found_.empty()) {
    if (out_of_tries() || stop.stop_requested()) return std::nullopt;
    if (pool_.empty() || since_progress_ >= kRestartAfter || fruitless >= kFruitlessMoves) {
      start(stop);
      fruitless = 0;
      continue;
    }
    const std::optional<Grid> candidate = move();
    if (!candidate) {
      ++fruitless;
      continue;
    }
    const SolveResult solved = solve(*candidate, {.mode = SolveMode::count, .limit = 2});
    if (solved.status != SolveStatus::unique || !seen_.insert(grid_hash(*candidate)).second) {
      ++fruitless;
      continue;
    }
    fruitless = 0;
    grade(*candidate, solved.solution, stop);
  }
  SearchHit hit = found_.front();
  found_.pop_front();
  return hit;
}

void Climb::start(std::stop_token stop) {
  pool_.clear();
  seen_.clear();
  since_progress_ = 0;
  best_fitness_ = -kMaxRatingBand * kFitnessScale;
  if (context_.seeds.empty()) {
    if (elite_.empty()) {
      start_from_carving(stop);
    } else {
      for (const Member& member : elite_) {
        seen_.insert(grid_hash(member.puzzle));
        pool_.push_back({.puzzle = member.puzzle, .fitness = member.fitness, .born = candidates_});
      }
      best_fitness_ = elite_.front().fitness;
    }
    return;
  }
  const Grid& seed =
      context_.seeds[random_.below(static_cast<std::uint32_t>(context_.seeds.size()))];
  seen_.insert(grid_hash(seed));
  const Grid solution = solve(seed, {.mode = SolveMode::first}).solution;
  grade(seed, solution, stop);
  // A seed the grader cannot finish still starts the climb, from the bottom of the pool.
  if (pool_.empty()) keep(seed, -kMaxRatingBand * kFitnessScale);
}

void Climb::start_from_carving(std::stop_token stop) {
  for (int graded = 0; graded < kCarvedStarts && !stop.stop_requested();) {
    if (out_of_tries()) return;
    const Grid solution = random_grid(random_);
    Grid puzzle = carve_puzzle(solution, options_.symmetry, 0, random_);
    if (options_.minimal && options_.symmetry != Symmetry::none && !is_minimal(puzzle)) continue;
    seen_.insert(grid_hash(puzzle));
    grade(puzzle, solution, stop);
    ++graded;
  }
}

std::optional<Grid> Climb::move() {
  // Tournament of two: the fitter of two members drawn at random (the younger on a tie).
  const Member& a = pool_[random_.below(static_cast<std::uint32_t>(pool_.size()))];
  const Member& b = pool_[random_.below(static_cast<std::uint32_t>(pool_.size()))];
  const bool a_wins = a.fitness != b.fitness ? a.fitness > b.fitness : a.born >= b.born;
  const Grid parent = a_wins ? a.puzzle : b.puzzle;
  int remove = 0, add = 0;
  while (remove + add == 0) {
    remove = static_cast<int>(random_.below(static_cast<std::uint32_t>(options_.max_remove + 1)));
    add = static_cast<int>(random_.below(static_cast<std::uint32_t>(options_.max_add + 1)));
  }
  std::optional<Grid> moved = neighbour(parent, groups_, remove, add, random_);
  if (!moved || !drops_unneeded_clues_) return moved;
  if (!has_unique_solution(*moved)) return std::nullopt;
  drop_unneeded_groups(*moved, groups_, random_);
  if (options_.minimal && options_.symmetry != Symmetry::none && !is_minimal(*moved))
    return std::nullopt;
  return moved;
}

void Climb::grade(const Grid& puzzle, const Grid& solution, std::stop_token stop) {
  ++candidates_;
  ++since_progress_;
  context_.candidates.fetch_add(1, std::memory_order_relaxed);
  const RatingBand& band = context_.band;
  const Rating rating = rate(puzzle, {.search_effort = false,
                                      .max_seconds = options_.max_seconds,
                                      .stop = stop,
                                      .max_rating = band.max < kMaxRatingBand ? band.max : 0,
                                      .se_version = options_.se_version});
  if (stop.stop_requested()) return;
  if (rating.status == RatingStatus::rated) {
    int best = context_.best_rating.load(std::memory_order_relaxed);
    while (rating.se_rating > best &&
           !context_.best_rating.compare_exchange_weak(best, rating.se_rating)) {
    }
  }
  const std::optional<std::int64_t> fitness = fitness_of(rating, band);
  if (!fitness) return;
  keep(puzzle, *fitness);
  if (*fitness != 0 || !is_find(puzzle, rating)) return;
  since_progress_ = 0;
  last_progress_at_ = candidates_;
  found_.push_back(SearchHit{.puzzle = puzzle,
                             .solution = solution,
                             .rating = rating,
                             .search = search_,
                             .candidates = candidates_});
}

void Climb::keep(const Grid& puzzle, std::int64_t fitness) {
  if (fitness > best_fitness_) {
    best_fitness_ = fitness;
    since_progress_ = 0;
  }
  if (context_.seeds.empty()) remember_elite(puzzle, fitness);
  const Member member{.puzzle = puzzle, .fitness = fitness, .born = candidates_};
  if (pool_.size() < kPoolSize) {
    pool_.push_back(member);
    return;
  }
  // The least fit, the oldest on a tie, gives way to one at least as fit.
  auto worst = std::min_element(pool_.begin(), pool_.end(), [](const Member& x, const Member& y) {
    return x.fitness != y.fitness ? x.fitness < y.fitness : x.born < y.born;
  });
  if (fitness >= worst->fitness) *worst = member;
}

void Climb::remember_elite(const Grid& puzzle, std::int64_t fitness) {
  if (elite_.empty() || fitness > elite_.front().fitness) last_progress_at_ = candidates_;
  if (elite_.size() == kEliteSize && fitness <= elite_.back().fitness) return;
  for (const Member& member : elite_) {
    if (member.puzzle.cells == puzzle.cells) return;
  }
  const Member member{.puzzle = puzzle, .fitness = fitness, .born = candidates_};
  auto place = std::find_if(elite_.begin(), elite_.end(),
                            [&](const Member& other) { return other.fitness < fitness; });
  elite_.insert(place, member);
  if (elite_.size() > kEliteSize) elite_.pop_back();
}

std::uint64_t Climb::patience() const {
  // A tenth below the band: fitness -1 tenth plus the tie-breaks (below one tenth).
  const bool near_band =
      context_.patient_near_band && !elite_.empty() && elite_.front().fitness >= -kFitnessScale;
  return options_.max_tries * (near_band ? kNearBandPatience : 1);
}

bool Climb::is_find(const Grid& puzzle, const Rating& rating) {
  if (rating.status != RatingStatus::rated) return false;
  if (options_.target_clues != 0 && puzzle.clues() != options_.target_clues) return false;
  const Grid form = minlex(puzzle);
  if ((context_.known != nullptr && context_.known->contains_form(form)) ||
      own_finds_.contains_form(form)) {
    return false;
  }
  own_finds_.add_form(form);
  return true;
}

}  // namespace nonet::detail
