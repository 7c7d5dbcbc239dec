#include "rating/chains/nested.hpp"

#include "rating/chains/hints.hpp"
#include "rating/chains/nesting_pool.hpp"
#include "rating/chains/search.hpp"
#include "rating/chains/unary.hpp"

namespace nonet {

namespace {

// Nested searches nest themselves (level 4): each depth lists its hints apart.
thread_local NestingPool<ChainHintList> hint_lists;

}  // namespace

bool find_nested_chain_eliminations(const CandidateGrid& source,
                                    const std::array<std::uint16_t, kCells>& work,
                                    const ImplicationRules& rules, ChainRuleSink& sink) {
  NestingPool<ChainHintList>::Scope scope(hint_lists);
  if (!scope.usable()) return false;
  std::array<std::uint8_t, kCells> values{};
  for (int cell = 0; cell < kCells; ++cell)
    values[cell] = static_cast<std::uint8_t>(source.value(cell));
  const CandidateGrid reduced = CandidateGrid::from_state(values, work);
  const NestContext nest{source, reduced};
  ChainHintList& list = scope.object();
  if (rules.level >= 4) {
    // Dynamic forcing chains of the nesting level inside (Sudoku Explainer rates them
    // 8.5 + 0.5 per level).
    const ForcingSearch inner{
        .rules = {.dynamic = true, .cell_links = true, .level = rules.nesting},
        .nishio = false,
        .base = 85 + 5 * rules.nesting};
    list.clear();
    list_forcing_chains(inner, ChainRule::dynamic_forcing_chain, nest, list);
    return list.emit(sink);
  }
  list.clear();
  list_unary_chain_hints(nest, list);
  if (list.emit(sink)) return true;
  if (rules.level < 3) return false;
  const ForcingSearch multiple{
      .rules = {.dynamic = false, .cell_links = true}, .nishio = false, .base = 80};
  list.clear();
  list_forcing_chains(multiple, ChainRule::multiple_forcing_chain, nest, list);
  return list.emit(sink);
}

}  // namespace nonet
