// Naked subsets (N cells of a house holding N digits between them: the digits leave the
// houses the cells share), locked ones (a pair or triple sharing a line and a box, with
// deletions in both), and hidden subsets (N digits of a house confined to N cells: the cells
// lose their other digits). Searched in boxes, then rows, then columns, each house's sets by
// first member, as HoDoKu does (rating/techniques/closed_sets.hpp).
#include <bit>

#include "rating/hodoku/finders.hpp"
#include "rating/techniques/closed_sets.hpp"

namespace nonet::hodoku {

namespace {

constexpr int kBoxes = 18, kRows = 0, kColumns = 9;

Technique naked_type(int size, bool locked) {
  if (size == 2) return locked ? Technique::locked_pair : Technique::naked_pair;
  if (size == 3) return locked ? Technique::locked_triple : Technique::naked_triple;
  return Technique::naked_quadruple;
}

Technique hidden_type(int size) {
  return size == 2   ? Technique::hidden_pair
         : size == 3 ? Technique::hidden_triple
                     : Technique::hidden_quadruple;
}

// The step of the naked subset `cells` (holding the digits `digits`), when it deletes anything
// and is locked exactly when `locked` asks for it.
std::optional<Step> naked_step(const HodokuGrid& grid, const int* cells, int size,
                               std::uint16_t digits, bool locked) {
  bool same[3] = {true, true, true};
  for (int i = 1; i < size; ++i) {
    for (int kind = 0; kind < 3; ++kind) {
      same[kind] = same[kind] && house_of(cells[i], kind) == house_of(cells[0], kind);
    }
  }
  // Most subsets found have deleted what they delete already: a shared house holds one of the
  // digits elsewhere when it holds it more often than the subset's cells do.
  bool any = false;
  for (int kind = 0; kind < 3 && !any; ++kind) {
    if (!same[kind]) continue;
    for (std::uint16_t rest = digits; rest != 0 && !any; rest &= rest - 1) {
      const int digit = std::countr_zero(rest) + 1;
      int held = 0;
      for (int i = 0; i < size; ++i) held += grid.has(cells[i], digit);
      any = grid.free(house_of(cells[0], kind), digit) > held;
    }
  }
  if (!any) return std::nullopt;
  const int box = house_of(cells[0], 2);
  Step step;
  // Houses with deletions, counting a line only for deletions outside the subset's box.
  int houses_with_deletions = 0;
  for (int kind = 0; kind < 3; ++kind) {
    if (!same[kind]) continue;
    bool counted = false;
    for (const int cell : house_cells(house_of(cells[0], kind))) {
      bool member = false;
      for (int i = 0; i < size; ++i) member = member || cells[i] == cell;
      const std::uint16_t lost = member ? 0 : grid.candidates(cell) & digits;
      for (std::uint16_t rest = lost; rest != 0; rest &= rest - 1) {
        step.deletions.emplace_back(cell, std::countr_zero(rest) + 1);
        if (!counted && (kind == 2 || house_of(cell, 2) != box)) {
          counted = true;
          ++houses_with_deletions;
        }
      }
    }
  }
  if (step.deletions.empty()) return std::nullopt;
  const bool is_locked = size < 4 && houses_with_deletions > 1 && same[2] && (same[0] || same[1]);
  if (is_locked != locked) return std::nullopt;
  step.technique = naked_type(size, locked);
  return step;
}

// A subset stands on its house's cells: only houses with a cell changed since the search last
// found nothing can hold a new one (ChangedCells). `hidden_searched`: the largest hidden subsets
// the ladder searched before (and found nothing): a naked subset of N in a house of M empty
// cells deletes what the hidden subset of the other M - N cells deletes (see hidden_in_houses).
std::optional<Step> naked_in_houses(const HodokuGrid& grid, const CellSet& changed, int first_house,
                                    int size, bool locked, int hidden_searched) {
  for (int house = first_house; house < first_house + 9; ++house) {
    if (!changed.intersects(house_set(house))) continue;
    int empty = 0, usable = 0;  // cells with candidates, and with 1 to `size` of them
    for (const int cell : house_cells(house)) {
      const int count = std::popcount(grid.candidates(cell));
      empty += count != 0;
      usable += static_cast<unsigned>(count - 1) < static_cast<unsigned>(size);
    }
    if (usable < size || (empty - size >= 2 && empty - size <= hidden_searched)) continue;
    std::optional<Step> step;
    for_each_naked_set(grid.board(), house, size, 1, SetOrder::by_first,
                       [&](std::uint16_t places, std::uint16_t digits) {
                         int chosen[4];
                         int n = 0;
                         for (std::uint16_t rest = places; rest != 0; rest &= rest - 1)
                           chosen[n++] = house_cells(house)[std::countr_zero(rest)];
                         step = naked_step(grid, chosen, size, digits, locked);
                         return step.has_value();
                       });
    if (step) return step;
  }
  return std::nullopt;
}

// `naked_searched`: the largest naked subsets the ladder searched before (and found nothing). A
// hidden subset of N in a house of M empty cells leaves the other M - N digits in the other
// M - N cells: a naked subset that deletes what it deletes (and maybe more, in another house
// the cells share). When the ladder found none of that size, the house holds no hidden subset
// that deletes.
std::optional<Step> hidden_in_houses(const HodokuGrid& grid, const CellSet& changed,
                                     int first_house, int size, int naked_searched) {
  for (int house = first_house; house < first_house + 9; ++house) {
    if (!changed.intersects(house_set(house))) continue;
    const auto& cells = house_cells(house);
    int empty = 0;
    for (const int cell : cells) empty += grid.candidates(cell) != 0;
    if (empty <= size) continue;
    if (empty - size >= 2 && empty - size <= naked_searched) continue;
    std::optional<Step> step;
    for_each_hidden_set(grid.board(), house, size, 1, SetOrder::by_first,
                        [&](std::uint16_t digits, std::uint16_t places) {
                          Step found;
                          found.technique = hidden_type(size);
                          for (std::uint16_t rest = places; rest != 0; rest &= rest - 1) {
                            const int cell = cells[std::countr_zero(rest)];
                            const std::uint16_t others = grid.candidates(cell) & ~digits;
                            for (std::uint16_t o = others; o != 0; o &= o - 1)
                              found.deletions.emplace_back(cell, std::countr_zero(o) + 1);
                          }
                          if (found.deletions.empty()) return false;
                          step = std::move(found);
                          return true;
                        });
    if (step) return step;
  }
  return std::nullopt;
}

}  // namespace

std::optional<Step> find_naked_subset(const HodokuGrid& grid, const Ask& ask, Memory& memory) {
  const int size = ask.size;
  const bool locked = ask.variant;
  struct Kept {
    ChangedCells by_kind[3][2];  // by size (2-4) and locked
  };
  // The ladder asks for naked quadruples after hidden pairs and triples (from scratch: none
  // assumed).
  const int hidden_searched = memory.from_scratch() || size < 4 ? 0 : 3;
  return where_changed(
      memory.kept<Kept>().by_kind[size - 2][locked], grid, [&](const CellSet& changed) {
        // Every locked subset lies in a box: the boxes alone find them all.
        std::optional<Step> step =
            naked_in_houses(grid, changed, kBoxes, size, locked, hidden_searched);
        if (!step && !locked)
          step = naked_in_houses(grid, changed, kRows, size, locked, hidden_searched);
        if (!step && !locked)
          step = naked_in_houses(grid, changed, kColumns, size, locked, hidden_searched);
        return step;
      });
}

std::optional<Step> find_hidden_subset(const HodokuGrid& grid, const Ask& ask, Memory& memory) {
  const int size = ask.size;
  struct Kept {
    ChangedCells by_size[3];  // 2-4
  };
  // The ladder asks for hidden pairs and triples after naked pairs and triples, for hidden
  // quadruples after naked quadruples too (from scratch: none assumed).
  const int naked_searched = memory.from_scratch() ? 0 : size == 4 ? 4 : 3;
  return where_changed(memory.kept<Kept>().by_size[size - 2], grid, [&](const CellSet& changed) {
    std::optional<Step> step = hidden_in_houses(grid, changed, kBoxes, size, naked_searched);
    if (!step) step = hidden_in_houses(grid, changed, kRows, size, naked_searched);
    if (!step) step = hidden_in_houses(grid, changed, kColumns, size, naked_searched);
    return step;
  });
}

}  // namespace nonet::hodoku
