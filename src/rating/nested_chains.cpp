#include "rating/nested_chains.hpp"

#include <memory>

#include "rating/chain_hints.hpp"
#include "rating/forcing_search.hpp"
#include "rating/unary_chains.hpp"

namespace nonet {

namespace {

// Nested searches nest themselves (level 4): each depth lists its hints apart.
constexpr int kMaxDepth = 8;
thread_local int list_depth = 0;

ChainHintList& hint_list(int depth) {
  thread_local std::array<std::unique_ptr<ChainHintList>, kMaxDepth> lists;
  if (!lists[depth]) lists[depth] = std::make_unique<ChainHintList>();
  return *lists[depth];
}

struct DepthScope {
  int depth;
  DepthScope() : depth(list_depth++) {}
  ~DepthScope() { --list_depth; }
  DepthScope(const DepthScope&) = delete;
  DepthScope& operator=(const DepthScope&) = delete;
};

}  // namespace

bool find_nested_chain_eliminations(const CandidateGrid& source,
                                    const std::array<std::uint16_t, kCells>& work,
                                    const ImplicationRules& rules, ChainRuleSink& sink) {
  const DepthScope scope;
  if (scope.depth >= kMaxDepth) return false;
  std::array<std::uint8_t, kCells> values{};
  for (int cell = 0; cell < kCells; ++cell) values[cell] = static_cast<std::uint8_t>(source.value(cell));
  const CandidateGrid reduced = CandidateGrid::from_state(values, work);
  const NestContext nest{source, reduced};
  ChainHintList& list = hint_list(scope.depth);
  if (rules.level >= 4) {
    // Dynamic forcing chains of the nesting level inside (Sudoku Explainer rates them
    // 8.5 + 0.5 per level).
    const ForcingSearch inner{.rules = {.dynamic = true, .cell_links = true, .level = rules.nesting},
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
  const ForcingSearch multiple{.rules = {.dynamic = false, .cell_links = true}, .nishio = false, .base = 80};
  list.clear();
  list_forcing_chains(multiple, ChainRule::multiple_forcing_chain, nest, list);
  return list.emit(sink);
}

}  // namespace nonet
