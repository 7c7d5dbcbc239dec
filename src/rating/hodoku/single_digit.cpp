// Single-digit patterns as HoDoKu finds them, the first one in its search order: skyscraper
// (two rows, or two columns, each holding a digit twice, one end of each in a shared column:
// cells seeing both other ends lose it) and two-string kite (a row and a column, each holding a
// digit twice, with an end of each in one box: the cell seeing both other ends loses it).
#include <bit>

#include "rating/hodoku/finders.hpp"

namespace nonet::hodoku {

namespace {

// The conjugate pairs of `digit` in `houses` (bit h: house h), in house order, after `count`.
int conjugate_pairs(const HodokuGrid& grid, int digit, std::uint32_t houses, int (*pairs)[2],
                    int count = 0) {
  for_each_conjugate_pair(grid, digit, houses, [&](int p, int q, int) {
    pairs[count][0] = p;
    pairs[count++][1] = q;
  });
  return count;
}

// Single-digit patterns see nothing but the digit's places: the searches skip the digits whose
// places are those they last found nothing in (bit d of `skip`: digit d, NothingFound).
std::optional<Step> remember_if_nothing(NothingFound& memo, const HodokuGrid& grid,
                                        std::optional<Step> step) {
  if (!step) memo.remember_all(grid);
  return step;
}

std::optional<Step> skyscraper(const HodokuGrid& grid, std::uint16_t skip, bool rows) {
  const auto line = rows ? column_of : row_of;  // the line the two bases share
  for (int digit = 1; digit <= 9; ++digit) {
    if ((skip >> digit) & 1) continue;
    int pairs[9][2];
    const int count = conjugate_pairs(grid, digit, rows ? kRowHouses : kColumnHouses, pairs);
    for (int i = 0; i < count; ++i) {
      for (int j = i + 1; j < count; ++j) {
        int other;
        if (line(pairs[i][0]) == line(pairs[j][0])) {
          other = 1;
        } else if (line(pairs[i][1]) == line(pairs[j][1])) {
          other = 0;
        } else {
          continue;
        }
        const int end1 = pairs[i][other], end2 = pairs[j][other];
        if (line(end1) == line(end2)) continue;  // an X-Wing
        Step step;
        step.technique = Technique::skyscraper;
        (grid.places_of(digit) & buddies(end1) & buddies(end2)).for_each([&](int cell) {
          step.deletions.emplace_back(cell, digit);
        });
        if (!step.deletions.empty()) return step;
      }
    }
  }
  return std::nullopt;
}

}  // namespace

std::optional<Step> find_skyscraper(const HodokuGrid& grid, const Ask&, Memory& memory) {
  struct Kept : NothingFound {};
  NothingFound& memo = memory.kept<Kept>();
  const std::uint16_t skip = memo.known_digits(grid);
  std::optional<Step> step = skyscraper(grid, skip, true);
  if (!step) step = skyscraper(grid, skip, false);
  return remember_if_nothing(memo, grid, std::move(step));
}

namespace {

std::optional<Step> two_string_kite(const HodokuGrid& grid, std::uint16_t skip) {
  for (int digit = 1; digit <= 9; ++digit) {
    if ((skip >> digit) & 1) continue;
    int pairs[18][2];
    const int rows = conjugate_pairs(grid, digit, kRowHouses, pairs);
    const int all = conjugate_pairs(grid, digit, kColumnHouses, pairs, rows);
    for (int i = 0; i < rows; ++i) {
      for (int j = rows; j < all; ++j) {
        // Turn the pairs so that their first cells share the box; HoDoKu keeps the turns.
        int* a = pairs[i];
        int* b = pairs[j];
        if (box_of(a[0]) == box_of(b[0])) {
        } else if (box_of(a[0]) == box_of(b[1])) {
          std::swap(b[0], b[1]);
        } else if (box_of(a[1]) == box_of(b[0])) {
          std::swap(a[0], a[1]);
        } else if (box_of(a[1]) == box_of(b[1])) {
          std::swap(b[0], b[1]);
          std::swap(a[0], a[1]);
        } else {
          continue;
        }
        if (a[0] == b[0] || a[0] == b[1] || a[1] == b[0] || a[1] == b[1]) continue;
        const int cross = row_of(b[1]) * 9 + column_of(a[1]);
        if (!grid.has(cross, digit)) continue;
        Step step;
        step.technique = Technique::two_string_kite;
        step.deletions.emplace_back(cross, digit);
        return step;
      }
    }
  }
  return std::nullopt;
}

}  // namespace

std::optional<Step> find_two_string_kite(const HodokuGrid& grid, const Ask&, Memory& memory) {
  struct Kept : NothingFound {};
  NothingFound& memo = memory.kept<Kept>();
  return remember_if_nothing(memo, grid, two_string_kite(grid, memo.known_digits(grid)));
}

namespace {

// An empty rectangle in `box`: the digit's places in the box all on the cross of `line` (a
// row) and `column`, with places off the crossing on both arms. A conjugate pair from a cell
// of the row outside the box, along its column, ends in a row whose cell in `column` loses the
// digit (and the same with rows and columns exchanged).
std::optional<Step> empty_rectangle_arm(const HodokuGrid& grid, int digit, int box, int line,
                                        int cross, bool columns) {
  const int arm_house = columns ? 9 + line : line;
  // The arm's places outside the box, in house order (ascending, rows and columns alike).
  CellSet arm = (grid.places_of(digit) & house_set(arm_house)).without(house_set(18 + box));
  for (int cell = arm.first(); cell >= 0; arm.remove(cell), cell = arm.first()) {
    const int pair_house = columns ? row_of(cell) : 9 + column_of(cell);
    if (grid.free(pair_house, digit) != 2) continue;
    CellSet pair = grid.places_of(digit) & house_set(pair_house);
    pair.remove(cell);
    const int partner = pair.first();
    // The partner's line crosses the other arm's line in one cell.
    const int target = columns ? 9 * cross + column_of(partner) : 9 * row_of(partner) + cross;
    if (!grid.has(target, digit) || box_of(target) == box) continue;
    Step step;
    step.technique = Technique::empty_rectangle;
    step.deletions.emplace_back(target, digit);
    return step;
  }
  return std::nullopt;
}

std::optional<Step> empty_rectangle(const HodokuGrid& grid, std::uint16_t skip) {
  for (int digit = 1; digit <= 9; ++digit) {
    if ((skip >> digit) & 1) continue;
    std::uint16_t rows[9];  // the digit's places, rows as masks of columns
    row_masks(grid.places_of(digit), rows);
    for (int box = 0; box < 9; ++box) {
      const int places = grid.free(18 + box, digit);
      if (places < 2 || places > 5) continue;
      const int top = box / 3 * 3, left = box % 3 * 3;
      // The box's places as bits of box positions (3 * row + column within the box).
      std::uint16_t in_box = 0;
      for (int i = 0; i < 3; ++i) in_box |= std::uint16_t(((rows[top + i] >> left) & 7) << (3 * i));
      // The nine crosses in HoDoKu's order: rows from the bottom up, columns right to left.
      for (int pattern = 0; pattern < 9; ++pattern) {
        const int row = top + 2 - pattern / 3, column = left + 2 - pattern % 3;
        const std::uint16_t on_row = in_box & std::uint16_t(7u << (3 * (row - top)));
        const std::uint16_t on_column = in_box & std::uint16_t(0x49u << (column - left));
        if ((in_box & ~(on_row | on_column)) != 0 || (on_row & ~on_column) == 0 ||
            (on_column & ~on_row) == 0)
          continue;
        // Two places only: not taken by default.
        if (std::popcount(on_row) < 2 && std::popcount(on_column) < 2) continue;
        if (auto step = empty_rectangle_arm(grid, digit, box, row, column, false)) return step;
        if (auto step = empty_rectangle_arm(grid, digit, box, column, row, true)) return step;
      }
    }
  }
  return std::nullopt;
}

}  // namespace

std::optional<Step> find_empty_rectangle(const HodokuGrid& grid, const Ask&, Memory& memory) {
  struct Kept : NothingFound {};
  NothingFound& memo = memory.kept<Kept>();
  return remember_if_nothing(memo, grid, empty_rectangle(grid, memo.known_digits(grid)));
}

}  // namespace nonet::hodoku
