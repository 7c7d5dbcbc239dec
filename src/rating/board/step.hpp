// A step of the grader: one deduction on a candidate grid and the pattern behind it. The
// ladder's techniques and the forcing-chain searches fill steps; the step path applies them;
// the explainer describes them.
#pragma once

#include <array>
#include <cstdint>

#include "nonet/rating.hpp"
#include "rating/board/candidate_grid.hpp"

namespace nonet {

// How a multiple or dynamic forcing chain concludes (Step::forcing).
enum class ForcingKind : std::uint8_t {
  none,
  contradiction,   // the assumption chain[0] leads to a contradiction: its opposite holds
  double_forcing,  // chain[0] on and chain[0] off both imply chain[1]
  cell,            // every digit of the cell of chain[0] implies chain[1]
  region,          // every place of the digit in houses[0] implies chain[1]
};

// One deduction: a placement and/or eliminations, with the cells, digits and houses of the
// pattern. Sudoku Explainer's "direct" techniques place their hidden single and eliminate
// nothing; the others eliminate only. A chain keeps its nodes for the explanation.
struct Step {
  Technique technique = Technique::full_house;
  std::uint8_t rating = 0;  // Sudoku Explainer rating in tenths
  std::int8_t cell = -1;    // the placement, if any
  std::uint8_t digit = 0;
  std::uint16_t digits = 0;  // digits of the pattern (bit d-1)
  CellSet cells;             // cells of the pattern
  // Houses of the pattern in the technique's order (base houses, then cover houses), -1 ends.
  std::array<std::int8_t, 12> houses{-1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1};
  std::array<std::uint16_t, kCells> eliminations{};  // candidates removed, per cell
  // Chains: nodes as 2 * (9 * cell + digit - 1) + (1 when the candidate is true).
  static constexpr int kMaxChain = 40;
  std::uint8_t chain_length = 0;
  // Chains: the length Sudoku Explainer's length penalty counts (0 for other techniques).
  std::uint16_t complexity = 0;
  std::array<std::uint16_t, kMaxChain> chain{};
  ForcingKind forcing = ForcingKind::none;
  // Forcing chains: what was looked for inside the chains (ImplicationRules::level, nesting).
  std::uint8_t chain_level = 0;
  std::uint8_t chain_nesting = 0;

  bool places() const { return cell >= 0; }
  int elimination_count() const;
  void add_house(int house);
};

// Applies a step: the placement, then the eliminations.
void apply(const Step& step, CandidateGrid& grid);

}  // namespace nonet
