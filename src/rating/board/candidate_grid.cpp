#include "rating/board/candidate_grid.hpp"

namespace nonet {

CandidateGrid CandidateGrid::from_puzzle(const Grid& puzzle) {
  // The same grid as placing each given in turn, built in one pass: an empty cell keeps the
  // digits no given among its peers holds. A clashing given is placed all the same, so the
  // grid still shows the puzzle, and the clash shows as a cell without candidates.
  std::array<std::uint16_t, kHouses> used{};
  std::array<std::uint8_t, kCells> values{};
  for (int cell = 0; cell < kCells; ++cell) {
    const int digit = puzzle.cells[cell];
    if (digit == 0) continue;
    values[cell] = static_cast<std::uint8_t>(digit);
    for (int house : cell_houses(cell)) used[house] |= digit_bit(digit);
  }
  std::array<std::uint16_t, kCells> candidates{};
  for (int cell = 0; cell < kCells; ++cell) {
    const auto& houses = cell_houses(cell);
    candidates[cell] =
        static_cast<std::uint16_t>(0x1ff & ~(used[houses[0]] | used[houses[1]] | used[houses[2]]));
  }
  return from_state(values, candidates);
}

CandidateGrid CandidateGrid::from_pencilmarks(const Pencilmarks& pencilmarks) {
  std::array<std::uint8_t, kCells> values{};
  for (int cell = 0; cell < kCells; ++cell) {
    const std::uint16_t candidates = pencilmarks[cell];
    if (std::popcount(candidates) != 1) continue;
    bool seen = false;
    kTables.peers[cell].for_each([&](int peer) { seen |= (pencilmarks[peer] & candidates) != 0; });
    if (!seen) values[cell] = static_cast<std::uint8_t>(std::countr_zero(candidates) + 1);
  }
  return from_state(values, pencilmarks);
}

CandidateGrid CandidateGrid::from_state(const std::array<std::uint8_t, kCells>& values,
                                        const std::array<std::uint16_t, kCells>& candidates) {
  CandidateGrid grid;
  for (int cell = 0; cell < kCells; ++cell) {
    if (values[cell] != 0) {
      grid.values_[cell] = values[cell];
      ++grid.placed_[values[cell] - 1];
      continue;
    }
    grid.empty_.add(cell);
    for (int house : cell_houses(cell)) ++grid.empty_in_[house];
    grid.candidates_[cell] = candidates[cell] & 0x1ff;
    for (std::uint16_t bits = grid.candidates_[cell]; bits; bits &= bits - 1) {
      const int digit = std::countr_zero(bits) + 1;
      grid.digit_cells_[digit - 1].add(cell);
      for (int k = 0; k < 3; ++k) {
        grid.places_[cell_houses(cell)[k]][digit - 1] |=
            static_cast<std::uint16_t>(1u << kTables.place_in_house[cell][k]);
      }
    }
  }
  return grid;
}

void CandidateGrid::place(int cell, int digit) {
  fill(cell, digit);
  const CellSet affected = kTables.peers[cell] & digit_cells_[digit - 1];
  affected.for_each([&](int peer) { drop(peer, digit); });
}

void CandidateGrid::fill(int cell, int digit) {
  values_[cell] = static_cast<std::uint8_t>(digit);
  ++placed_[digit - 1];
  for (std::uint16_t bits = candidates_[cell]; bits; bits &= bits - 1) {
    drop(cell, std::countr_zero(bits) + 1);
  }
  if (empty_.has(cell)) {
    for (int house : cell_houses(cell)) --empty_in_[house];
  }
  empty_.remove(cell);
}

Grid CandidateGrid::to_grid() const {
  Grid grid;
  for (int cell = 0; cell < kCells; ++cell) grid.cells[cell] = values_[cell];
  return grid;
}

}  // namespace nonet
