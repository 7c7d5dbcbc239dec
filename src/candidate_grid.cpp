#include "candidate_grid.hpp"

namespace nonet {

CandidateGrid CandidateGrid::from_puzzle(const Grid& puzzle) {
  CandidateGrid grid;
  for (int cell = 0; cell < kCells; ++cell) {
    grid.candidates_[cell] = 0x1ff;
    grid.empty_.add(cell);
  }
  for (auto& cells : grid.digit_cells_) cells = grid.empty_;
  for (auto& house : grid.places_) house.fill(0x1ff);
  for (int cell = 0; cell < kCells; ++cell) {
    const int digit = puzzle.cells[cell];
    // A clashing given finds its digit already gone; it is placed all the same so the
    // grid still shows the puzzle, and the clash shows as a cell without candidates.
    if (digit != 0 && grid.values_[cell] == 0) grid.place(cell, digit);
  }
  return grid;
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
    grid.candidates_[cell] = candidates[cell] & 0x1ff;
    for (std::uint16_t bits = grid.candidates_[cell]; bits; bits &= bits - 1) {
      const int digit = std::countr_zero(bits) + 1;
      grid.digit_cells_[digit - 1].add(cell);
      for (int k = 0; k < 3; ++k) {
        grid.places_[kTables.cell_houses[cell][k]][digit - 1] |=
            static_cast<std::uint16_t>(1u << kTables.place_in_house[cell][k]);
      }
    }
  }
  return grid;
}

void CandidateGrid::drop(int cell, int digit) {
  candidates_[cell] &= ~digit_bit(digit);
  digit_cells_[digit - 1].remove(cell);
  for (int k = 0; k < 3; ++k) {
    places_[kTables.cell_houses[cell][k]][digit - 1] &= ~(1u << kTables.place_in_house[cell][k]);
  }
}

void CandidateGrid::place(int cell, int digit) {
  values_[cell] = static_cast<std::uint8_t>(digit);
  ++placed_[digit - 1];
  for (std::uint16_t bits = candidates_[cell]; bits; bits &= bits - 1) {
    drop(cell, std::countr_zero(bits) + 1);
  }
  empty_.remove(cell);
  const CellSet affected = kTables.peers[cell] & digit_cells_[digit - 1];
  affected.for_each([&](int peer) { drop(peer, digit); });
}

bool CandidateGrid::eliminate(int cell, int digit) {
  if (!has(cell, digit)) return false;
  drop(cell, digit);
  return true;
}

Grid CandidateGrid::to_grid() const {
  Grid grid;
  for (int cell = 0; cell < kCells; ++cell) grid.cells[cell] = values_[cell];
  return grid;
}

}  // namespace nonet
