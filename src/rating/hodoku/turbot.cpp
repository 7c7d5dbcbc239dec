// Turbot fish: a strong link, any link, a strong link, all on one digit (chains HoDoKu's
// skyscraper and two-string kite searches have not taken); cells seeing both ends lose the
// digit. HoDoKu builds the links cell by cell, walks every such chain from every start, sorts
// the results (most deletions first, then the smaller index sum, ties in the order found) and
// takes the first.
#include <algorithm>
#include <bitset>

#include "rating/hodoku/finders.hpp"

namespace nonet::hodoku {

namespace {

using Cells = std::bitset<kCells>;

struct Link {
  int cell;
  bool strong;
};

int index_sum(const std::vector<std::pair<int, int>>& deletions) {
  int sum = 0, offset = 1;
  for (const auto& [cell, digit] : deletions) {
    sum += cell * offset + digit;
    offset += 80;
  }
  return sum;
}

}  // namespace

std::optional<Step> find_turbot_fish(const HodokuGrid& grid) {
  // links[cell][digit]: the digit's other places in the cell's row, column and box (box places
  // off its row and column), strong when the house holds the digit twice.
  std::array<std::array<std::vector<Link>, 10>, kCells> links;
  std::array<Cells, kCells> buddies{};
  std::array<Cells, 10> with{};
  for (int cell = 0; cell < kCells; ++cell) {
    for (int kind = 0; kind < 3; ++kind) {
      for (const int other : house_cells(house_of(cell, kind)))
        buddies[cell][other] = other != cell;
    }
    for (int digit = 1; digit <= 9; ++digit) {
      with[digit][cell] = grid.has(cell, digit);
      if (!grid.has(cell, digit)) continue;
      for (int kind = 0; kind < 3; ++kind) {
        const int house = house_of(cell, kind);
        const bool strong = grid.free(house, digit) == 2;
        for (const int peer : house_cells(house)) {
          if (peer == cell || !grid.has(peer, digit)) continue;
          if (kind == 2 && (peer / 9 == cell / 9 || peer % 9 == cell % 9)) continue;
          links[cell][digit].push_back({peer, strong});
        }
      }
    }
  }
  struct Found {
    Step step;
  };
  std::vector<Found> found;
  for (int start = 0; start < kCells; ++start) {
    if (grid.value(start) != 0) continue;
    for (int digit = 1; digit <= 9; ++digit) {
      if (!grid.has(start, digit)) continue;
      const Cells start_sees = buddies[start] & with[digit];
      for (const Link& first : links[start][digit]) {
        if (!first.strong) continue;
        // The middle link may be weak or strong; the last must be strong; no cell twice but the
        // start, to which the chain may come back (then the start holds the digit).
        for (const Link& middle : links[first.cell][digit]) {
          if (middle.cell == start || middle.cell == first.cell) continue;
          for (const Link& last : links[middle.cell][digit]) {
            if (!last.strong || last.cell == middle.cell) continue;
            if (last.cell == first.cell) continue;
            const Cells deleted = start_sees & buddies[last.cell];
            if (deleted.none()) continue;
            Step step;
            step.technique = Technique::turbot_fish;
            for (int cell = 0; cell < kCells; ++cell) {
              if (deleted[cell]) step.deletions.emplace_back(cell, digit);
            }
            found.push_back({std::move(step)});
          }
        }
      }
    }
  }
  if (found.empty()) return std::nullopt;
  std::stable_sort(found.begin(), found.end(), [](const Found& a, const Found& b) {
    const auto& x = a.step.deletions;
    const auto& y = b.step.deletions;
    if (x.size() != y.size()) return x.size() > y.size();
    if (x != y) return index_sum(x) < index_sum(y);
    return false;
  });
  return found.front().step;
}

}  // namespace nonet::hodoku
