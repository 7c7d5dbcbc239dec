// Full house, naked and hidden single, found through the grid's queues (grid.hpp).
#include "rating/hodoku/finders.hpp"

namespace nonet::hodoku {

namespace {

Step placement(Technique technique, int cell, int digit) {
  Step step;
  step.technique = technique;
  step.cell = cell;
  step.digit = digit;
  return step;
}

}  // namespace

// A naked single whose cell is the last empty one of one of its houses: looked for among the
// queued naked singles, without taking them.
std::optional<Step> find_full_house(const HodokuGrid& grid, const Ask&, Memory&) {
  const SinglesQueue& queue = grid.naked_singles();
  for (std::size_t i = queue.begin(); i < queue.end(); ++i) {
    const int cell = queue[i].cell, digit = queue[i].digit;
    if (grid.value(cell) != 0) continue;
    for (int kind = 0; kind < 3; ++kind) {
      if ((grid.digits_in(house_of(cell, kind)) & ~(1u << (digit - 1))) == 0)
        return placement(Technique::full_house, cell, digit);
    }
  }
  return std::nullopt;
}

std::optional<Step> find_naked_single(HodokuGrid& grid, const Ask&, Memory&) {
  SinglesQueue::Entry entry{};
  while (grid.naked_singles().take(entry)) {
    if (grid.value(entry.cell) == 0) {
      return placement(Technique::naked_single, entry.cell, entry.digit);
    }
  }
  return std::nullopt;
}

// The first queued hidden single whose cell is still empty; when none of its houses has the
// digit in that one cell any more, there is no step this time (HoDoKu stops there too).
std::optional<Step> find_hidden_single(HodokuGrid& grid, const Ask&, Memory&) {
  SinglesQueue::Entry entry{};
  while (grid.hidden_singles().take(entry)) {
    if (grid.value(entry.cell) != 0) continue;
    for (int kind = 0; kind < 3; ++kind) {
      if (grid.free(house_of(entry.cell, kind), entry.digit) == 1) {
        return placement(Technique::hidden_single, entry.cell, entry.digit);
      }
    }
    return std::nullopt;
  }
  return std::nullopt;
}

}  // namespace nonet::hodoku
