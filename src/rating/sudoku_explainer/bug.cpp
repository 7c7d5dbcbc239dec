// Bivalue universal grave, types 1-4 (SE 5.6 / 5.7 / 5.7+ / 5.7), on the BUG pattern of
// rating/techniques/bug.hpp. Type 1: one BUG cell, which then holds a BUG digit. Type 2: one BUG
// digit, so cells seeing every BUG cell lose it. Type 3: the BUG cells act as one cell of a naked
// set in a shared house. Type 4: two BUG cells in one house sharing a non-BUG digit. Sukaku
// Explainer 1.18.1 has lksudoku's BUG fix on: more type 2 patterns (find_bug_pattern), and type 3
// tried degree by degree over the shared houses, where Sudoku Explainer 1.2.1 tries house by house.
#include "rating/techniques/bug.hpp"

#include <bit>

#include "rating/sudoku_explainer/technique.hpp"

namespace nonet {

namespace {

// The house in `slot` (grid/houses.hpp) every BUG cell lies in, or -1.
int shared_house(const BugPattern& bug, int slot) {
  const int house = house_of(bug.cells[0], slot);
  for (int i = 1; i < bug.count; ++i) {
    if (house_of(bug.cells[i], slot) != house) return -1;
  }
  return house;
}

void describe(const BugPattern& bug, int rating, int type, Step& step) {
  step.technique = Technique::bug;
  step.rating = static_cast<std::uint8_t>(rating);
  step.digit = static_cast<std::uint8_t>(type);  // the explainer names the type
  step.digits = bug.all_digits;
  for (int i = 0; i < bug.count; ++i) step.cells.add(bug.cells[i]);
}

bool type2(const CandidateGrid& grid, const BugPattern& bug, Step& step) {
  if (!bug.has_common) return false;
  const int digit = std::countr_zero(bug.all_digits) + 1;
  const CellSet victims = bug.common & grid.cells_with(digit);
  if (victims.empty()) return false;
  describe(bug, 57, 2, step);
  victims.for_each([&](int cell) { step.eliminations[cell] = digit_bit(digit); });
  return true;
}

bool type4(const CandidateGrid& grid, const BugPattern& bug, Step& step) {
  const int c1 = bug.cells[0], c2 = bug.cells[1];
  const std::uint16_t common = grid.candidates(c1) & grid.candidates(c2) & ~bug.all_digits;
  if (std::popcount(common) != 1) return false;
  for (int slot : kBoxFirst) {
    const int house = shared_house(bug, slot);
    if (house < 0) continue;
    describe(bug, 57, 4, step);
    step.add_house(house);
    step.eliminations[c1] = grid.candidates(c1) & ~bug.digits[c1] & ~common;
    step.eliminations[c2] = grid.candidates(c2) & ~bug.digits[c2] & ~common;
    return true;
  }
  return false;
}

// The BUG cells as one cell of a naked set of `degree` cells with degree - 1 cells of `house`
// that see them all (subsets in increasing mask order): the set's digits leave the house's others.
bool naked_set(const CandidateGrid& grid, const BugPattern& bug, int house, int degree,
               Step& step) {
  std::array<int, 9> cells{};
  int count = 0;
  (bug.common & kTables.house_set[house]).for_each([&](int cell) { cells[count++] = cell; });
  if (count < degree) return false;
  for (unsigned mask = 0; mask < (1u << count); ++mask) {
    if (std::popcount(mask) != degree - 1) continue;
    std::uint16_t others = 0;
    bool ok = std::popcount(bug.all_digits) >= 2;
    for (unsigned bits = mask; bits; bits &= bits - 1) {
      const std::uint16_t candidates = grid.candidates(cells[std::countr_zero(bits)]);
      ok &= std::popcount(candidates) >= 2;
      others |= candidates;
    }
    const std::uint16_t naked = others | bug.all_digits;
    if (!ok || std::popcount(others) != degree || std::popcount(naked) != degree) continue;
    Step candidate;
    bool any = false;
    for (int i = 0; i < count; ++i) {
      if ((mask >> i) & 1) continue;
      const std::uint16_t removed = grid.candidates(cells[i]) & naked;
      candidate.eliminations[cells[i]] = removed;
      any |= removed != 0;
    }
    if (!any) continue;
    step = candidate;
    describe(bug, 57 + (degree - 1), 3, step);
    step.add_house(house);
    return true;
  }
  return false;
}

// Type 3 in the houses every BUG cell shares (box, row, column), sizes 2-6: house by house, or
// with lksudoku's fix size by size.
bool type3(const CandidateGrid& grid, const BugPattern& bug, bool degree_first, Step& step) {
  std::array<int, 3> houses{};
  int shared = 0;
  for (int slot : kBoxFirst) {
    const int house = shared_house(bug, slot);
    if (house >= 0) houses[shared++] = house;
  }
  for (int outer = 0; outer < (degree_first ? 5 : shared); ++outer) {
    for (int inner = 0; inner < (degree_first ? shared : 5); ++inner) {
      const int house = houses[degree_first ? inner : outer];
      const int degree = 2 + (degree_first ? outer : inner);
      if (naked_set(grid, bug, house, degree, step)) return true;
    }
  }
  return false;
}

}  // namespace

bool find_bug(const CandidateGrid& grid, Step& step, SeVersion version, Memory&) {
  const bool lksudoku_fix = version == SeVersion::sukaku_1_18_1;
  BugPattern bug;
  if (!find_bug_pattern(grid, bug, lksudoku_fix)) return false;
  if (bug.count == 1) {
    describe(bug, 56, 1, step);
    step.eliminations[bug.cells[0]] = grid.candidates(bug.cells[0]) & ~bug.all_digits;
    return step.eliminations[bug.cells[0]] != 0;
  }
  if (std::popcount(bug.all_digits) == 1) {
    if (type2(grid, bug, step)) return true;
    return bug.count == 2 && type4(grid, bug, step);
  }
  if (!bug.has_common || bug.common.empty()) return false;
  if (bug.count == 2 && type4(grid, bug, step)) return true;
  return type3(grid, bug, lksudoku_fix, step);
}

}  // namespace nonet
