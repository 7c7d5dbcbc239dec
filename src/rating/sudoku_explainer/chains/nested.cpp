#include "rating/sudoku_explainer/chains/nested.hpp"

#include <bit>
#include <optional>

#include "rating/board/budget.hpp"
#include "rating/sudoku_explainer/chains/hint_cache.hpp"
#include "rating/sudoku_explainer/chains/hints.hpp"
#include "rating/sudoku_explainer/chains/nesting_pool.hpp"
#include "rating/sudoku_explainer/chains/search.hpp"
#include "rating/sudoku_explainer/chains/unary.hpp"

namespace nonet {

namespace {

// Nested searches nest themselves (level 4): each depth lists its hints apart (working objects
// of the path's Memory).
struct HintLists : NestingPool<ChainHintList> {};

// The working grid of a chain that starts on `source`, made when a search first needs it (a
// grid whose hints are cached needs none).
class WorkingGrid {
 public:
  WorkingGrid(const CandidateGrid& source, const std::array<std::uint16_t, kCells>& work)
      : source_(source), work_(work) {}
  const std::array<std::uint16_t, kCells>& candidates() const { return work_; }
  const CandidateGrid& grid() {
    if (!grid_) {
      // The source with what the chain took away: fewer candidates than the grid has.
      grid_ = source_;
      for (int cell = 0; cell < kCells; ++cell) {
        for (auto lost = static_cast<std::uint16_t>(source_.candidates(cell) & ~work_[cell]); lost;
             lost &= lost - 1) {
          grid_->eliminate(cell, std::countr_zero(lost) + 1);
        }
      }
    }
    return *grid_;
  }

 private:
  const CandidateGrid& source_;
  const std::array<std::uint16_t, kCells>& work_;
  std::optional<CandidateGrid> grid_;
};

// Gives `sink` the hints of `kind` on `work` that rely on `source`: from the cache, or listed
// by `search` (the hints keep every candidate `work` lacks that they rely on) and kept.
// Returns whether any relied on `source`.
template <typename Search>
bool emit_hints(HintCache::Kind kind, const CandidateGrid& source, WorkingGrid& work,
                ChainRuleSink& sink, Memory& memory, Search search) {
  const HintCache::Key key = HintCache::key(kind, source, work.candidates());
  if (const HintSet* known = memory.kept<HintCache>().find(key)) return known->emit(sink, source);
  NestingPool<ChainHintList>::Scope scope(memory.working<HintLists>());
  if (!scope.usable()) return false;
  ChainHintList& list = scope.object();
  list.clear();
  search(work.grid(), list);
  const HintSet& hints = list.done();
  // A search the time budget cut short found only a part: it is not kept.
  if (!memory.budget_expired()) memory.kept<HintCache>().keep(key, hints);
  return hints.emit(sink, source);
}

}  // namespace

bool find_nested_chain_eliminations(const CandidateGrid& source,
                                    const std::array<std::uint16_t, kCells>& work,
                                    const ImplicationRules& rules, ChainRuleSink& sink,
                                    bool unary_known_empty) {
  WorkingGrid reduced(source, work);
  Memory& memory = *rules.memory;
  if (rules.level >= 4) {
    // Dynamic forcing chains of the nesting level inside (Sudoku Explainer rates them
    // 8.5 + 0.5 per level).
    const ForcingSearch inner{
        .rules = {.dynamic = true, .cell_links = true, .level = rules.nesting, .memory = &memory},
        .nishio = false,
        .base = 85 + 5 * rules.nesting};
    const auto kind = static_cast<HintCache::Kind>(HintCache::kDynamic + rules.nesting);
    return emit_hints(kind, source, reduced, sink, memory,
                      [&](const CandidateGrid& grid, ChainHintList& list) {
                        list_forcing_chains(inner, ChainRule::dynamic_forcing_chain, grid, list);
                      });
  }
  if (!unary_known_empty && !unary_chains_excluded(source, work, memory) &&
      emit_hints(HintCache::kUnary, source, reduced, sink, memory,
                 [&](const CandidateGrid& grid, ChainHintList& list) {
                   list_unary_chain_hints(grid, list, memory);
                 })) {
    return true;
  }
  if (rules.level < 3) return false;
  const ForcingSearch multiple{.rules = {.dynamic = false, .cell_links = true, .memory = &memory},
                               .nishio = false,
                               .base = 80};
  return emit_hints(HintCache::kMultiple, source, reduced, sink, memory,
                    [&](const CandidateGrid& grid, ChainHintList& list) {
                      list_forcing_chains(multiple, ChainRule::multiple_forcing_chain, grid, list);
                    });
}

}  // namespace nonet
