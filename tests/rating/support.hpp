// Helpers for the grader's tests: positions written as pencilmarks, steps as one line.
#pragma once

#include <gtest/gtest.h>

#include <initializer_list>
#include <sstream>
#include <string>
#include <string_view>

#include "nonet/rating.hpp"
#include "rating/board/candidate_grid.hpp"
#include "rating/hodoku/finders.hpp"
#include "rating/sudoku_explainer/path.hpp"
#include "rating/sudoku_explainer/technique.hpp"

namespace nonet::testing {

// 81 fields separated by white space, row by row: "=5" for a placed 5, "347" for an empty
// cell with candidates 3, 4 and 7.
inline CandidateGrid marks(std::string_view text) {
  std::array<std::uint8_t, kCells> values{};
  std::array<std::uint16_t, kCells> candidates{};
  std::istringstream in{std::string(text)};
  std::string field;
  int cell = 0;
  while (in >> field) {
    EXPECT_LT(cell, kCells) << "more than 81 fields";
    if (cell >= kCells) break;
    if (field[0] == '=') {
      values[cell] = static_cast<std::uint8_t>(field[1] - '0');
    } else {
      for (char c : field) candidates[cell] |= static_cast<std::uint16_t>(digit_bit(c - '0'));
    }
    ++cell;
  }
  EXPECT_EQ(cell, kCells) << "a position has 81 fields";
  return CandidateGrid::from_state(values, candidates);
}

// "naked_pair 3.0 r2c2-4 r7c2-34", "hidden_single_box 1.2 r3c5=7": technique, rating, the
// placement and the eliminations in cell order.
inline std::string summary(const Step& step) {
  std::string out = std::string(technique_key(step.technique)) + " " + format_se(step.rating);
  if (step.places()) out += " " + cell_name(step.cell) + "=" + std::to_string(step.digit);
  for (int cell = 0; cell < kCells; ++cell) {
    if (step.eliminations[cell] == 0) continue;
    out += " " + cell_name(cell) + "-";
    for (int digit = 1; digit <= 9; ++digit) {
      if ((step.eliminations[cell] >> (digit - 1)) & 1) out += static_cast<char>('0' + digit);
    }
  }
  return out;
}

// The finder's step on `grid`, from scratch (nothing remembered from an earlier grid),
// summarised, or "none".
inline std::string find(FindTechnique finder, const CandidateGrid& grid) {
  Step step;
  Memory afresh(Memory::Mode::from_scratch);
  return finder(grid, step, afresh) ? summary(step) : "none";
}

// The same for a finder whose search differs between the versions of the scale.
inline std::string find(FindInVersion finder, const CandidateGrid& grid,
                        SeVersion version = SeVersion::sukaku_1_18_1) {
  Step step;
  Memory afresh(Memory::Mode::from_scratch);
  return finder(grid, step, version, afresh) ? summary(step) : "none";
}

// Sudoku Explainer's step on a position: the first step its whole ladder takes there (the
// easiest technique that makes progress), summarised.
inline std::string se_first_step(const CandidateGrid& position,
                                 SeVersion version = SeVersion::sukaku_1_18_1) {
  CandidateGrid grid = position;
  std::string first;
  auto keep_first = [&](const Step& step, const CandidateGrid&) {
    if (first.empty()) first = summary(step);
  };
  const StepVisitor visit(keep_first);
  PathLimits limits;
  limits.max_steps = 1;
  solve_path(grid, version, &visit, limits);
  return first.empty() ? "none" : first;
}

// The same position on HoDoKu's grid: the placed cells set in cell order, as givens unless
// `givens` says which were (a puzzle line: HoDoKu's avoidable rectangles stand on placed cells
// that are not), then every other cell's candidates cut to those marked. So one position tests a
// family on both scales.
inline hodoku::HodokuGrid hodoku_grid(const CandidateGrid& marked, std::string_view givens = {}) {
  Grid placed;
  for (int cell = 0; cell < kCells; ++cell) {
    const bool given = givens.empty() || (givens[cell] >= '1' && givens[cell] <= '9');
    placed.cells[cell] = static_cast<std::uint8_t>(given ? marked.value(cell) : 0);
  }
  hodoku::HodokuGrid grid(placed);
  for (int cell = 0; cell < kCells; ++cell) {
    if (marked.value(cell) != 0 && placed.cells[cell] == 0) grid.set_cell(cell, marked.value(cell));
  }
  for (int cell = 0; cell < kCells; ++cell) {
    if (marked.value(cell) != 0) continue;
    for (int digit = 1; digit <= 9; ++digit) {
      if (grid.has(cell, digit) && !marked.has(cell, digit)) grid.delete_candidate(cell, digit);
    }
  }
  for (int cell = 0; cell < kCells; ++cell) {
    EXPECT_EQ(grid.candidates(cell), marked.candidates(cell))
        << cell_name(cell) << ": a marked candidate that the placed cells rule out";
  }
  return grid;
}

// "Naked Pair r2c2-4 r7c2-34": HoDoKu's name of the step's technique and its deletions in cell
// order (its placement as "r3c5=7"), or "none".
inline std::string hodoku_summary(const std::optional<hodoku::Step>& step) {
  if (!step) return "none";
  std::string out;
  for (const hodoku::TechniqueInfo& info : hodoku::techniques()) {
    if (info.technique == step->technique) out = info.name;
  }
  if (step->cell >= 0) out += " " + cell_name(step->cell) + "=" + std::to_string(step->digit);
  std::array<std::uint16_t, kCells> deleted{};
  for (const auto& [cell, digit] : step->deletions) deleted[cell] |= digit_bit(digit);
  for (int cell = 0; cell < kCells; ++cell) {
    if (deleted[cell] == 0) continue;
    out += " " + cell_name(cell) + "-";
    for (int digit = 1; digit <= 9; ++digit) {
      if ((deleted[cell] >> (digit - 1)) & 1) out += static_cast<char>('0' + digit);
    }
  }
  return out;
}

// The step of HoDoKu's rung `technique` on the position, from scratch (nothing remembered from
// an earlier grid), summarised; `givens` as hodoku_grid.
inline std::string hodoku_find(hodoku::Technique technique, const CandidateGrid& position,
                               std::string_view givens = {}) {
  Memory afresh(Memory::Mode::from_scratch);
  hodoku::HodokuGrid grid = hodoku_grid(position, givens);
  const hodoku::TechniqueInfo& rung = hodoku::techniques()[static_cast<int>(technique)];
  return hodoku_summary(rung.find(grid, rung.ask(), afresh));
}

// HoDoKu's step on a position: the first rung of its table that finds a step there, summarised;
// `givens` as hodoku_grid.
inline std::string hodoku_first_step(const CandidateGrid& position, std::string_view givens = {}) {
  Memory afresh(Memory::Mode::from_scratch);
  hodoku::HodokuGrid grid = hodoku_grid(position, givens);
  for (const hodoku::TechniqueInfo& rung : hodoku::techniques()) {
    if (auto step = rung.find(grid, rung.ask(), afresh)) return hodoku_summary(step);
  }
  return "none";
}

// Each scale's first step on a position, "SE 1.18.1 | SE 1.2.1 | HoDoKu": se_first_step on both
// versions, then hodoku_first_step (every placed cell a given). So a family's position carries
// every scale's step. The expected strings in the tests are the real programs' steps on the
// position: Sukaku Explainer 1.18.1's serate on its 729 candidates, Sudoku Explainer 1.2.1 given
// its placed cells and candidates and asked for one hint, HoDoKu 2.2.0 on its library format.
inline std::string first_steps(const CandidateGrid& position) {
  return se_first_step(position) + " | " + se_first_step(position, SeVersion::explainer_1_2_1) +
         " | " + hodoku_first_step(position);
}

// A position where only a chain makes progress (the path of
// 5....4...96.....5......34.6.2.........672...1.1..46...6....25.9..5....3.23....74.): every easier
// technique must find nothing here.
inline constexpr std::string_view kChainPosition = R"(
    =5 =8 =3 169 169 =4 19 =2 =7
    =9 =6 =4 =2 178 17 18 =5 =3
    =1 =7 =2 589 589 =3 =4 89 =6
    378 =2 789 1359 13589 1589 89 =6 =4
    =4 =5 =6 =7 =2 89 =3 89 =1
    38 =1 89 389 =4 =6 =2 =7 =5
    =6 =4 78 38 37 =2 =5 =1 =9
    78 =9 =5 =4 178 178 =6 =3 =2
    =2 =3 =1 569 569 59 =7 =4 =8)";
inline constexpr std::string_view kChainStep = "forcing_chain 7.1 r4c1-3";

// A position made by hand: every cell is filled (with a 9) except the listed ones, given as
// "r1c1" and their candidates. Only the technique under test looks at it.
inline CandidateGrid sparse(
    std::initializer_list<std::pair<std::string_view, std::string_view>> cells) {
  std::array<std::uint8_t, kCells> values{};
  std::array<std::uint16_t, kCells> candidates{};
  values.fill(9);
  for (const auto& [name, digits] : cells) {
    const int cell = 9 * (name[1] - '1') + (name[3] - '1');
    values[cell] = 0;
    for (char c : digits) candidates[cell] |= static_cast<std::uint16_t>(digit_bit(c - '0'));
  }
  return CandidateGrid::from_state(values, candidates);
}

}  // namespace nonet::testing
