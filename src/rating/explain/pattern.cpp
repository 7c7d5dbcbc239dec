#include "rating/explain/pattern.hpp"

#include "rating/explain/forcing_text.hpp"
#include "rating/sudoku_explainer/chains/implication.hpp"

namespace nonet {

namespace {

ChainNode chain_node(int n) {
  return {.cell = static_cast<std::uint8_t>(implication_cell(n)),
          .digit = static_cast<std::uint8_t>(implication_digit(n)),
          .on = (n & 1) != 0};
}

// What Step::chain holds: implication nodes, the cells of a pattern, or a forcing chain's
// source and conclusion (its branches are found again).
enum class ChainHolds { nothing, nodes, cells, forcing };

ChainHolds chain_holds(Technique technique) {
  switch (technique) {
    case Technique::skyscraper:
    case Technique::two_string_kite:
    case Technique::turbot_fish:
    case Technique::three_strong_links:
    case Technique::four_strong_links:
    case Technique::x_chain:
    case Technique::y_cycle:
    case Technique::forcing_chain:
      return ChainHolds::nodes;
    case Technique::xy_wing:
    case Technique::xyz_wing:
    case Technique::unique_rectangle:
    case Technique::wxyz_wing:
    case Technique::vwxyz_wing:
    case Technique::uvwxyz_wing:
    case Technique::tuvwxyz_wing:
    case Technique::aligned_pair_exclusion:
    case Technique::aligned_triplet_exclusion:
      return ChainHolds::cells;
    case Technique::nishio_forcing_chain:
    case Technique::multiple_forcing_chain:
    case Technique::dynamic_forcing_chain:
    case Technique::dynamic_forcing_chain_plus:
    case Technique::nested_forcing_chain:
      return ChainHolds::forcing;
    default:
      return ChainHolds::nothing;
  }
}

int house_count(const Step& step) {
  int houses = 0;
  while (houses < static_cast<int>(step.houses.size()) && step.houses[houses] >= 0) ++houses;
  return houses;
}

// A chain that closes on itself, as text.cpp words it: a strong-link loop has one joining
// house more than an open chain; an X-, Y- or XY-cycle does not end on its start's opposite.
bool is_cycle(const Step& step) {
  if (step.chain_length == 0) return false;
  switch (step.technique) {
    case Technique::skyscraper:
    case Technique::two_string_kite:
    case Technique::turbot_fish:
    case Technique::three_strong_links:
    case Technique::four_strong_links:
      return house_count(step) == step.chain_length;
    default:
      return (step.chain[0] ^ 1) != step.chain[step.chain_length - 1];
  }
}

}  // namespace

void describe_pattern(const Step& step, const CandidateGrid& before, ExplainedStep& out) {
  out.before = before.to_grid();
  for (int cell = 0; cell < kCells; ++cell) {
    out.candidates_before[cell] = before.value(cell) == 0 ? before.candidates(cell) : 0;
    out.eliminated[cell] = step.eliminations[cell];
  }
  out.digits = step.digits;
  for (int i = 0; i < house_count(step); ++i) {
    out.houses.push_back(static_cast<std::uint8_t>(step.houses[i]));
  }
  CellSet cells = step.cells;
  switch (chain_holds(step.technique)) {
    case ChainHolds::nodes: {
      ExplainedChain chain;
      for (int i = 0; i < step.chain_length; ++i) chain.nodes.push_back(chain_node(step.chain[i]));
      chain.cycle = is_cycle(step);
      out.chains.push_back(std::move(chain));
      break;
    }
    case ChainHolds::cells:
      for (int i = 0; i < step.chain_length; ++i) cells.add(step.chain[i]);
      break;
    case ChainHolds::forcing:
      for (const ForcingBranch& branch : forcing_branches(step, before)) {
        ExplainedChain chain;
        for (const BranchNode& n : branch) chain.nodes.push_back(chain_node(n.node));
        out.chains.push_back(std::move(chain));
      }
      break;
    case ChainHolds::nothing:
      break;
  }
  cells.for_each([&](int cell) { out.cells.push_back(static_cast<std::uint8_t>(cell)); });
}

}  // namespace nonet
