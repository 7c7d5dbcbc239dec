#include "rating/board/step.hpp"

#include <bit>
#include <cstring>

namespace nonet {

int Step::elimination_count() const {
  int count = 0;
  for (std::uint16_t mask : eliminations) count += std::popcount(mask);
  return count;
}

void Step::add_house(int house) {
  for (auto& slot : houses) {
    if (slot < 0) {
      slot = static_cast<std::int8_t>(house);
      return;
    }
  }
}

void apply(const Step& step, CandidateGrid& grid) {
  if (step.places()) grid.place(step.cell, step.digit);
  // Most steps eliminate in a few cells: skip empty runs of four cells at once.
  auto eliminate_in = [&](int cell) {
    for (std::uint16_t bits = step.eliminations[cell]; bits; bits &= bits - 1) {
      grid.eliminate(cell, std::countr_zero(bits) + 1);
    }
  };
  for (int cell = 0; cell + 4 <= kCells; cell += 4) {
    std::uint64_t run = 0;
    std::memcpy(&run, &step.eliminations[cell], sizeof run);
    if (run == 0) continue;
    for (int c = cell; c < cell + 4; ++c) eliminate_in(c);
  }
  eliminate_in(kCells - 1);  // 81 = 4 * 20 + 1
}

}  // namespace nonet
