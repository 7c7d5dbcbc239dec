// The minlex search. Output rows are fixed one at a time, top to bottom; at each level the
// frontier holds every partial group element (orientation, source rows so far, column order,
// digit labels so far) whose output prefix equals the smallest prefix seen, so a branch is
// cut as soon as one of its cells is larger than the best row at that place.
//
// Columns are left open while every row placed so far is empty (an empty row says nothing
// about them). The first non-empty row fixes them as far as it can: its smallest form puts
// the stacks in ascending order of givens and, inside each stack, the empty columns first;
// every column order giving that form is enumerated (ties only), and from then on each state
// carries one explicit column order. Labels go to digits in order of first appearance, which
// is the smallest relabelling for a fixed cell order, so the digit part of the group needs no
// search at all.
#include <algorithm>
#include <array>
#include <cstdint>
#include <vector>

#include "nonet/canon.hpp"

namespace nonet {

namespace {

constexpr std::array<std::array<std::uint8_t, 3>, 6> kPermutations3{
    {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}}};

struct State {
  std::array<std::uint8_t, 9> rows;
  std::array<std::uint8_t, 9> columns;
  std::array<std::uint8_t, 10> labels;  // digit -> label, 0 while unlabelled
  std::uint8_t transpose;
  std::uint8_t columns_fixed;
  std::uint8_t next_label;
  std::uint8_t bands_used;  // bit per band
  std::uint16_t rows_used;  // bit per row
};

using Row = std::array<std::uint8_t, 9>;

// The frontiers live for the thread's lifetime: no allocation per grid once warmed up.
struct Frontiers {
  std::vector<State> current;
  std::vector<State> next;
  Frontiers() {
    current.reserve(1 << 15);
    next.reserve(1 << 15);
  }
};

State placed(const State& state, int level, int row) {
  State result = state;
  result.rows[level] = static_cast<std::uint8_t>(row);
  result.rows_used = static_cast<std::uint16_t>(result.rows_used | (1u << row));
  result.bands_used = static_cast<std::uint8_t>(result.bands_used | (1u << (row / 3)));
  return result;
}

// Every column order that gives `row` (read in orientation `state.transpose`) its smallest
// form, appended to `out` as states with that row placed and its digits labelled.
void expand_columns(const State& state, int level, int source_row, const std::uint8_t* row,
                    std::vector<State>& out) {
  std::array<int, 3> count{};
  for (int c = 0; c < 9; ++c) count[c / 3] += row[c] != 0;
  State base = placed(state, level, source_row);
  base.columns_fixed = 1;
  for (const auto& stacks : kPermutations3) {
    if (count[stacks[0]] > count[stacks[1]] || count[stacks[1]] > count[stacks[2]]) continue;
    // Inside each stack: the orders that put the empty columns first.
    std::array<std::array<int, 6>, 3> orders{};
    std::array<int, 3> order_count{};
    for (int s = 0; s < 3; ++s) {
      const int first = stacks[s] * 3;
      for (int p = 0; p < 6; ++p) {
        const auto& perm = kPermutations3[p];
        const bool a = row[first + perm[0]] != 0;
        const bool b = row[first + perm[1]] != 0;
        const bool c = row[first + perm[2]] != 0;
        if (a <= b && b <= c) orders[s][order_count[s]++] = p;
      }
    }
    for (int p0 = 0; p0 < order_count[0]; ++p0) {
      for (int p1 = 0; p1 < order_count[1]; ++p1) {
        for (int p2 = 0; p2 < order_count[2]; ++p2) {
          State result = base;
          const std::array<int, 3> chosen{orders[0][p0], orders[1][p1], orders[2][p2]};
          for (int s = 0; s < 3; ++s) {
            for (int k = 0; k < 3; ++k) {
              result.columns[3 * s + k] =
                  static_cast<std::uint8_t>(stacks[s] * 3 + kPermutations3[chosen[s]][k]);
            }
          }
          for (int j = 0; j < 9; ++j) {
            const std::uint8_t digit = row[result.columns[j]];
            if (digit != 0) result.labels[digit] = result.next_label++;
          }
          out.push_back(result);
        }
      }
    }
  }
}

// The smallest form of a row while the columns are open: stacks by ascending count, givens
// to the right, labels in order.
Row open_row_form(const std::uint8_t* row, std::uint8_t next_label) {
  std::array<int, 3> count{};
  for (int c = 0; c < 9; ++c) count[c / 3] += row[c] != 0;
  std::sort(count.begin(), count.end());
  Row form{};
  for (int s = 0; s < 3; ++s) {
    for (int k = 3 - count[s]; k < 3; ++k) form[3 * s + k] = 1;
  }
  for (int j = 0; j < 9; ++j) {
    if (form[j] != 0) form[j] = next_label++;
  }
  return form;
}

// -1, 0 or 1 as `a` sorts before, with or after `b`.
int compare_rows(const Row& a, const Row& b) {
  for (int j = 0; j < 9; ++j) {
    if (a[j] != b[j]) return a[j] < b[j] ? -1 : 1;
  }
  return 0;
}

}  // namespace

CanonicalForm canonical_form(const Grid& grid) {
  thread_local Frontiers frontiers;
  std::array<std::array<std::uint8_t, kCells>, 2> oriented;
  for (int r = 0; r < 9; ++r) {
    for (int c = 0; c < 9; ++c) {
      oriented[0][9 * r + c] = grid.cells[9 * r + c];
      oriented[1][9 * r + c] = grid.cells[9 * c + r];
    }
  }

  std::vector<State>& current = frontiers.current;
  std::vector<State>& next = frontiers.next;
  current.clear();
  for (std::uint8_t t = 0; t < 2; ++t) {
    State start{};
    start.transpose = t;
    start.next_label = 1;
    current.push_back(start);
  }

  Grid form;
  for (int level = 0; level < 9; ++level) {
    Row best;
    best.fill(10);  // above every label
    next.clear();
    for (const State& state : current) {
      // The source rows this level may take: a row of an unused band at a band's first row,
      // otherwise an unused row of the band in progress.
      int first_row = 0;
      int last_row = 8;
      if (level % 3 != 0) {
        first_row = state.rows[level - 1] / 3 * 3;
        last_row = first_row + 2;
      }
      for (int source = first_row; source <= last_row; ++source) {
        if (level % 3 == 0 ? (state.bands_used >> (source / 3)) & 1
                           : (state.rows_used >> source) & 1) {
          continue;
        }
        const std::uint8_t* row = oriented[state.transpose].data() + 9 * source;
        if (!state.columns_fixed) {
          const Row candidate = open_row_form(row, state.next_label);
          const int order = compare_rows(candidate, best);
          if (order > 0) continue;
          if (order < 0) {
            best = candidate;
            next.clear();
          }
          if (candidate[8] == 0) {
            next.push_back(placed(state, level, source));  // an empty row: columns stay open
          } else {
            expand_columns(state, level, source, row, next);
          }
          continue;
        }
        std::array<std::uint8_t, 10> labels = state.labels;
        std::uint8_t next_label = state.next_label;
        Row candidate;
        int order = 0;  // how the cells so far compare with `best`
        bool worse = false;
        for (int j = 0; j < 9; ++j) {
          const std::uint8_t digit = row[state.columns[j]];
          std::uint8_t value = 0;
          if (digit != 0) {
            if (labels[digit] == 0) labels[digit] = next_label++;
            value = labels[digit];
          }
          candidate[j] = value;
          if (order == 0 && value != best[j]) {
            if (value > best[j]) {
              worse = true;
              break;
            }
            order = -1;
          }
        }
        if (worse) continue;
        if (order < 0) {
          best = candidate;
          next.clear();
        }
        State result = placed(state, level, source);
        result.labels = labels;
        result.next_label = next_label;
        next.push_back(result);
      }
    }
    std::copy(best.begin(), best.end(), form.cells.begin() + 9 * level);
    std::swap(current, next);
  }

  CanonicalForm result;
  result.form = form;
  const State& chosen = current.front();
  result.transform.transpose = chosen.transpose != 0;
  result.transform.rows = chosen.rows;
  // Columns still open only when every row is empty: any order will do.
  if (chosen.columns_fixed) result.transform.columns = chosen.columns;
  std::array<std::uint8_t, 10> labels = chosen.labels;
  std::uint8_t next_label = chosen.next_label;
  for (int digit = 1; digit <= 9; ++digit) {
    if (labels[digit] == 0) labels[digit] = next_label++;
  }
  result.transform.digits = labels;
  result.automorphisms = static_cast<std::uint32_t>(current.size()) *
                         (chosen.columns_fixed ? 1u : 1296u);
  return result;
}

Grid minlex(const Grid& grid) { return canonical_form(grid).form; }

}  // namespace nonet
