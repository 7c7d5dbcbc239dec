// Sudoku Explainer's forcing chains beyond single chains, on the forcing-chain search of
// rating/sudoku_explainer/chains/search.hpp (this file is the ladder's entry to it; the engine does
// not know it):
//   Nishio forcing chains (7.5): house links only, dynamic; an assumption that leads to a
//     contradiction is false (a candidate on -> it goes; off -> it is placed).
//   Multiple forcing chains (8.0): static links, both kinds; cell and region forcing chains.
//   Dynamic forcing chains (8.5): dynamic links; contradictions, double forcing, cell and
//     region forcing chains, cells with 2 digits included.
//   Dynamic forcing chains (+) (9.0): the same, with pointing, claiming, hidden and naked
//     pairs and X-wings applied inside the chains (rating/sudoku_explainer/chains/rules.hpp).
//   Nested forcing chains: the same with chains inside the chains
//   (rating/sudoku_explainer/chains/nested.hpp),
//     in Sudoku Explainer's order: cycles and forcing chains (9.5), and multiple forcing
//     chains (10.0), then dynamic forcing chains (10.5) of level 0, 1, 2 and 3 inside.
#include "rating/sudoku_explainer/chains/search.hpp"
#include "rating/sudoku_explainer/technique.hpp"

namespace nonet {

namespace {

ForcingSearch dynamic_level(int level, int nesting, int base, Memory& memory) {
  return {.rules = {.dynamic = true,
                    .cell_links = true,
                    .level = static_cast<std::uint8_t>(level),
                    .nesting = static_cast<std::uint8_t>(nesting),
                    .memory = &memory},
          .nishio = false,
          .base = base};
}

// A level of nested forcing chains: what is looked for inside
// (rating/sudoku_explainer/chains/nested.hpp) and the base rating.
struct NestedRung {
  int level;
  int nesting;
  int base;
};

// Each rung is tried only when the ones before find nothing.
bool find_nested(std::span<const NestedRung> rungs, const CandidateGrid& grid, Step& step,
                 Memory& memory) {
  for (const auto& [level, nesting, base] : rungs) {
    if (find_easiest_forcing_chain(dynamic_level(level, nesting, base, memory),
                                   Technique::nested_forcing_chain, grid, step)) {
      return true;
    }
  }
  return false;
}

}  // namespace

bool find_nishio_forcing_chain(const CandidateGrid& grid, Step& step, Memory& memory) {
  const ForcingSearch search{.rules = {.dynamic = true, .cell_links = false, .memory = &memory},
                             .nishio = true,
                             .base = 75};
  return find_easiest_forcing_chain(search, Technique::nishio_forcing_chain, grid, step);
}

bool find_multiple_forcing_chain(const CandidateGrid& grid, Step& step, Memory& memory) {
  const ForcingSearch search{.rules = {.dynamic = false, .cell_links = true, .memory = &memory},
                             .nishio = false,
                             .base = 80};
  return find_easiest_forcing_chain(search, Technique::multiple_forcing_chain, grid, step);
}

bool find_dynamic_forcing_chain(const CandidateGrid& grid, Step& step, Memory& memory) {
  return find_easiest_forcing_chain(dynamic_level(0, 0, 85, memory),
                                    Technique::dynamic_forcing_chain, grid, step);
}

bool find_dynamic_forcing_chain_plus(const CandidateGrid& grid, Step& step, Memory& memory) {
  return find_easiest_forcing_chain(dynamic_level(1, 0, 90, memory),
                                    Technique::dynamic_forcing_chain_plus, grid, step);
}

bool find_nested_forcing_chain(const CandidateGrid& grid, Step& step, SeVersion version,
                               Memory& memory) {
  // Sukaku Explainer's: level 4 with dynamic forcing chains of levels 0-3 inside. Sudoku
  // Explainer 1.2.1's: level 4 with those of level 0 inside (its level 5, rated 11.0, which
  // tries level 2 inside where level 0 finds nothing, is not implemented: a puzzle that needs
  // it is `beyond`).
  static constexpr NestedRung kSukaku[] = {{2, 0, 95},  {3, 0, 100}, {4, 0, 105},
                                           {4, 1, 105}, {4, 2, 105}, {4, 3, 105}};
  static constexpr NestedRung kExplainer121[] = {{2, 0, 95}, {3, 0, 100}, {4, 0, 105}};
  if (version == SeVersion::explainer_1_2_1) return find_nested(kExplainer121, grid, step, memory);
  return find_nested(kSukaku, grid, step, memory);
}

}  // namespace nonet
