// The minlex search. Output rows are fixed one at a time, top to bottom; at each level the
// frontier holds every partial group element (orientation, source rows so far, column order,
// digit labels so far) whose output prefix equals the smallest prefix seen, so a branch is
// cut as soon as one of its cells is larger than the best row at that place. Each level first
// ranks every (state, source row) pair by a key that costs a few bit operations (where the
// row's first given would land) and places only the best-ranked pairs.
//
// Columns are left open while every row placed so far is empty (an empty row says nothing
// about them). The first non-empty row fixes them as far as it can: its smallest form puts
// the stacks in ascending order of givens and, inside each stack, the empty columns first;
// every column order giving that form is enumerated (ties only), and from then on each state
// carries one explicit column order. Labels go to digits in order of first appearance, which
// is the smallest relabelling for a fixed cell order, so the digit part of the group needs no
// search at all.
#include "minlex.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <cstring>
#include <vector>

namespace nonet {

namespace {

constexpr std::array<std::array<std::uint8_t, 3>, 6> kPermutations3{
    {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}}};

// digit -> label (0 while unlabelled), four bits a digit: one register, where ten bytes in
// memory would make each lookup wait for the store before it.
struct Labels {
  std::uint64_t packed = 0;
  std::uint8_t operator[](unsigned digit) const { return packed >> (4 * digit) & 15; }
  void set(unsigned digit, std::uint8_t label) {
    packed = (packed & ~(std::uint64_t{15} << (4 * digit))) | std::uint64_t{label} << (4 * digit);
  }
};

struct State {
  std::array<std::uint8_t, 9> rows;
  std::array<std::uint8_t, 9> columns;
  Labels labels;
  std::uint8_t transpose;
  std::uint8_t columns_fixed;
  std::uint8_t next_label;
  std::uint8_t bands_used;  // bit per band
  std::uint16_t rows_used;  // bit per row
  // Bit j set: output column j starts a group. The columns of a group have been empty in
  // every row placed so far, so any order of them gives the same prefix: the state stands
  // for all those orders at once.
  std::uint16_t group_starts;
};

constexpr std::uint16_t kStackStarts = 1 | 1 << 3 | 1 << 6;

using Row = std::array<std::uint8_t, 9>;

// A source row a state may take at the level in progress, with its key (see canonical_form).
struct Candidate {
  std::uint32_t state;
  std::uint8_t source;
  std::uint16_t key;
};

// The frontiers live for the thread's lifetime: no allocation per grid once warmed up.
struct Frontiers {
  std::vector<State> current;
  std::vector<State> next;
  std::vector<Candidate> candidates;
  Frontiers() {
    current.reserve(1 << 15);
    next.reserve(1 << 15);
    candidates.reserve(1 << 15);
  }
};

// Records that `state` (already at the end of `next`) took source row `row` at `level`.
void mark_placed(State& state, int level, int row) {
  state.rows[level] = static_cast<std::uint8_t>(row);
  state.rows_used = static_cast<std::uint16_t>(state.rows_used | (1u << row));
  state.bands_used = static_cast<std::uint8_t>(state.bands_used | (1u << (row / 3)));
}

// A digit's label in the row being placed (0 for an empty cell); a digit not labelled yet
// takes the next label. No branch: labels[0] stays 0.
std::uint8_t label_of(std::uint8_t digit, Labels& labels, std::uint8_t& next_label) {
  const std::uint8_t label = labels[digit];
  const bool fresh = digit != 0 && label == 0;
  labels.packed |= std::uint64_t{fresh ? next_label : std::uint8_t{0}} << (4 * digit);
  const std::uint8_t value = fresh ? next_label : label;
  next_label = static_cast<std::uint8_t>(next_label + fresh);
  return value;
}

// Places `row` on a state whose columns are fixed up to its groups (`columns`, `group_starts`:
// the state's own, or one of kStackOrderColumns with each stack a group): inside each group the
// empty cells go first, then the digits already labelled by ascending label, then the new digits,
// which take the next labels. That is the smallest row the state allows; `out` gets it, and each
// order of the new digits inside a group (the same row, other labels) becomes a state of its
// own, pushed on `next`. False, and nothing pushed, when the row sorts after `best`; `order`
// gets -1 when it sorts before (and `next` is cleared first), 0 when equal.
//
// The new state is built in its place at the end of `next`, field by field: a copy of a
// state just written byte by byte would stall on every load of the copy.
bool place_row(const State& state, const std::uint8_t* columns, unsigned group_starts, int level,
               int source_row, const std::uint8_t* row, const Row& best, Row& out, int& order,
               std::vector<State>& next) {
  const std::size_t slot = next.size();
  next.push_back(state);
  State* result = &next[slot];
  Labels labels = state.labels;
  std::uint8_t next_label = state.next_label;
  // Groups holding two or more new digits: where they start and how many.
  std::array<std::uint8_t, 9> tie_start;
  std::array<std::uint8_t, 9> tie_size;
  int ties = 0;
  unsigned starts = 0;
  group_starts |= 1u << 9;
  order = 0;
  // Output column p shows source column `column`'s digit; false once the row sorts after
  // `best`.
  const auto take = [&](int p, std::uint8_t column) {
    const std::uint8_t value = label_of(row[column], labels, next_label);
    out[p] = value;
    if (order != 0 || value == best[p]) return true;
    order = value < best[p] ? -1 : 1;
    return order < 0;
  };
  const auto reject = [&] {
    next.pop_back();
    return false;
  };
  int j = 0;
  while (j < 9) {
    const int end = std::countr_zero(group_starts & ~((2u << j) - 1));
    if (end == j + 1) {  // a single column: nothing to sort
      result->columns[j] = columns[j];
      starts |= 1u << j;
      if (!take(j, columns[j])) return reject();
      j = end;
      continue;
    }
    // Sort the group (a stack or part of one: at most three columns): empties, labelled
    // digits by label, new digits in their present order. A key per column and an insertion
    // sort, no per-kind lists: the copies of those cost more than the sort.
    std::array<std::uint8_t, 3> keys, sorted;
    int n_empty = 0, n_fresh = 0;
    for (int k = j; k < end; ++k) {
      const std::uint8_t column = columns[k];
      const std::uint8_t digit = row[column];
      std::uint8_t key = 0;
      if (digit != 0) {
        const std::uint8_t label = labels[digit];
        key = label != 0 ? label : static_cast<std::uint8_t>(16 + k);
        n_fresh += label == 0;
      } else {
        ++n_empty;
      }
      int at = k - j;
      while (at > 0 && keys[at - 1] > key) {
        keys[at] = keys[at - 1];
        sorted[at] = sorted[at - 1];
        --at;
      }
      keys[at] = key;
      sorted[at] = column;
    }
    // Starts: one group for the empties, then every digit alone.
    for (int k = j; k < end; ++k) {
      result->columns[k] = sorted[k - j];
      if (k - j >= n_empty || k == j) starts |= 1u << k;
    }
    if (n_fresh > 1) {
      tie_start[ties] = static_cast<std::uint8_t>(end - n_fresh);
      tie_size[ties++] = static_cast<std::uint8_t>(n_fresh);
    }
    for (int p = j; p < end; ++p) {
      if (!take(p, sorted[p - j])) return reject();
    }
    j = end;
  }
  if (order < 0 && slot > 0) {  // a better row: the states before this one go
    next.front() = *result;
    next.resize(1);
    result = &next.front();
  }
  mark_placed(*result, level, source_row);
  result->columns_fixed = 1;
  result->group_starts = static_cast<std::uint16_t>(starts);
  result->labels = labels;
  result->next_label = next_label;
  if (ties == 0) return true;
  // Every order of the new digits in each tied group: they differ in labels only. The first
  // order is the state already pushed.
  const State base = *result;
  const std::uint8_t first_new_label = state.next_label;
  std::array<int, 9> choice{};
  for (;;) {
    int t = 0;
    for (; t < ties; ++t) {
      if (++choice[t] < (tie_size[t] == 2 ? 2 : 6)) break;
      choice[t] = 0;
    }
    if (t == ties) break;
    State& variant = next.emplace_back(base);
    for (t = 0; t < ties; ++t) {
      const int size = tie_size[t];
      const int at = tie_start[t];
      if (size == 2) {
        variant.columns[at] = base.columns[at + (choice[t] & 1)];
        variant.columns[at + 1] = base.columns[at + 1 - (choice[t] & 1)];
      } else {
        for (int e = 0; e < 3; ++e)
          variant.columns[at + e] = base.columns[at + kPermutations3[choice[t]][e]];
      }
    }
    // Relabel the new digits in their new order.
    std::uint8_t label = first_new_label;
    for (int p = 0; p < 9; ++p) {
      const std::uint8_t digit = row[variant.columns[p]];
      if (digit != 0 && base.labels[digit] >= first_new_label) variant.labels.set(digit, label++);
    }
  }
  return true;
}

// Where the smallest form of `row` under a state with fixed columns has its first given (9:
// none). Inside a group the givens go last, so it is the end of the first group holding
// givens less their count. A row whose first given comes before the best row's sorts after
// it whatever the labels: the search skips it without placing it.
// `row_givens`: bit c set when source column c holds a given.
int first_given(const State& state, unsigned row_givens) {
  unsigned givens = 0;  // bit p: output column p holds a given, before sorting inside groups
  for (int p = 0; p < 9; ++p) givens |= (row_givens >> state.columns[p] & 1u) << p;
  if (givens == 0) return 9;
  const int first = std::countr_zero(givens);
  const unsigned later_starts = (state.group_starts | 1u << 9) & ~((2u << first) - 1);
  const int end = std::countr_zero(later_starts);
  return end - std::popcount(givens & ((1u << end) - 1));
}

// A row's givens per stack, and their sort key while the columns are open: the counts in
// ascending order, four bits each, which sort as the row's smallest open forms do (fewer
// givens in the first stack means more leading zeros, and so on).
struct StackCounts {
  std::array<std::uint8_t, 3> count;
  std::uint16_t key;
};

// `givens`: bit c set when column c holds a given.
constexpr StackCounts stack_counts(unsigned givens) {
  StackCounts result{};
  for (int s = 0; s < 3; ++s)
    result.count[s] = static_cast<std::uint8_t>(std::popcount(givens >> (3 * s) & 7u));
  std::array<std::uint8_t, 3> sorted = result.count;
  std::sort(sorted.begin(), sorted.end());
  result.key = static_cast<std::uint16_t>(sorted[0] << 8 | sorted[1] << 4 | sorted[2]);
  return result;
}

// Every row's stack counts, by its given mask: 512 entries, 3 KB.
constexpr std::array<StackCounts, 512> kStackCounts = [] {
  std::array<StackCounts, 512> table{};
  for (unsigned givens = 0; givens < 512; ++givens) table[givens] = stack_counts(givens);
  return table;
}();

// Bit c set when row[c] is not 0, c < 9: the bytes' "not zero" bits (top bit of each byte
// once its low seven bits are carried up) gathered by one multiplication.
unsigned given_mask(const std::uint8_t* row) {
  constexpr std::uint64_t kLow7 = 0x7F7F7F7F7F7F7F7Fu;
  std::uint64_t bytes;
  std::memcpy(&bytes, row, sizeof bytes);
  const std::uint64_t top = (((bytes & kLow7) + kLow7) | bytes) & ~kLow7;
  return static_cast<unsigned>((top * 0x0002040810204081u) >> 56) |
         static_cast<unsigned>(row[8] != 0) << 8;
}

// The column order of each stack order (kPermutations3), every stack's columns in place:
// open columns become fixed ones by one of these.
constexpr std::array<std::array<std::uint8_t, 9>, 6> kStackOrderColumns = [] {
  std::array<std::array<std::uint8_t, 9>, 6> orders{};
  for (int i = 0; i < 6; ++i) {
    for (int s = 0; s < 3; ++s) {
      for (int k = 0; k < 3; ++k)
        orders[i][3 * s + k] = static_cast<std::uint8_t>(kPermutations3[i][s] * 3 + k);
    }
  }
  return orders;
}();

// The smallest form of a row while the columns are open: stacks by ascending count, givens
// to the right, labels in order.
Row open_row_form(std::uint16_t key, std::uint8_t next_label) {
  Row form{};
  for (int s = 0; s < 3; ++s) {
    const int count = key >> (4 * (2 - s)) & 0xF;
    for (int k = 3 - count; k < 3; ++k) form[3 * s + k] = 1;
  }
  for (int j = 0; j < 9; ++j) {
    if (form[j] != 0) form[j] = next_label++;
  }
  return form;
}

}  // namespace

CanonicalForm general_minlex_form(const Grid& grid) {
  thread_local Frontiers frontiers;
  const Orientations oriented = orientations(grid);
  std::array<std::array<unsigned, 9>, 2> givens;  // per orientation and row: bit per column
  std::array<std::array<StackCounts, 9>, 2> counts;
  bool complete = true;  // a solved grid: every first given is at the start, keys rank nothing
  for (int t = 0; t < 2; ++t) {
    for (int r = 0; r < 9; ++r) {
      givens[t][r] = given_mask(oriented[t].data() + 9 * r);
      counts[t][r] = kStackCounts[givens[t][r]];
      complete = complete && givens[t][r] == 0x1FF;
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
    // First pass: every (state, source row) pair the level allows, with a cheap key that
    // sorts as the pair's smallest row would where it decides, lowest best. A level's states
    // have all open columns or all fixed ones (their prefixes are equal, and the columns stay
    // open only while that prefix is empty). Open: the row's stack-count key, which decides
    // the row outright. Fixed: 9 less where the row's first given lands (an earlier first
    // given loses whatever the labels). Only the pairs with the lowest key are placed.
    std::vector<Candidate>& candidates = frontiers.candidates;
    candidates.clear();
    std::uint16_t lowest = 0xFFFF;
    for (std::uint32_t index = 0; index < current.size(); ++index) {
      const State& state = current[index];
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
        std::uint16_t key = 0;
        if (!state.columns_fixed)
          key = counts[state.transpose][source].key;
        else if (!complete)
          key = static_cast<std::uint16_t>(9 - first_given(state, givens[state.transpose][source]));
        if (key > lowest) continue;
        lowest = key;
        candidates.push_back({index, static_cast<std::uint8_t>(source), key});
      }
    }

    // Second pass: place them, in the order of the first.
    Row best;
    best.fill(10);  // above every label
    if (!current.front().columns_fixed) best = open_row_form(lowest, current.front().next_label);
    next.clear();
    for (const Candidate& candidate : candidates) {
      if (candidate.key != lowest) continue;
      const State& state = current[candidate.state];
      const int source = candidate.source;
      const std::uint8_t* row = oriented[state.transpose].data() + 9 * source;
      if (!state.columns_fixed) {
        if (lowest == 0) {
          next.push_back(state);  // an empty row: columns stay open
          mark_placed(next.back(), level, source);
          continue;
        }
        // The stack orders that put the stacks in ascending order of givens.
        const std::array<std::uint8_t, 3>& count = counts[state.transpose][source].count;
        for (int i = 0; i < 6; ++i) {
          const auto& stacks = kPermutations3[i];
          if (count[stacks[0]] > count[stacks[1]] || count[stacks[1]] > count[stacks[2]]) continue;
          Row out;
          int ignored = 0;
          place_row(state, kStackOrderColumns[i].data(), kStackStarts, level, source, row, best,
                    out, ignored, next);
        }
        continue;
      }
      Row placed_row;
      int order = 0;
      if (!place_row(state, state.columns.data(), state.group_starts, level, source, row, best,
                     placed_row, order, next)) {
        continue;
      }
      if (order < 0) best = placed_row;
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
  std::uint8_t next_label = chosen.next_label;
  result.transform.digits[0] = 0;
  for (unsigned digit = 1; digit <= 9; ++digit) {
    const std::uint8_t label = chosen.labels[digit];
    result.transform.digits[digit] = label != 0 ? label : next_label++;
  }
  // Each state stands for every order of its groups' columns (columns empty throughout).
  std::uint64_t automorphisms = 0;
  for (const State& state : current) {
    if (!state.columns_fixed) {
      automorphisms += 1296;
      continue;
    }
    std::uint64_t orders = 1;
    int size = 0;
    for (int j = 0; j <= 9; ++j) {
      if (j == 9 || (state.group_starts >> j) & 1) {
        for (int k = 2; k <= size; ++k) orders *= static_cast<std::uint64_t>(k);
        size = 0;
      }
      ++size;
    }
    automorphisms += orders;
  }
  result.automorphisms = static_cast<std::uint32_t>(automorphisms);
  return result;
}

CanonicalForm canonical_form(const Grid& grid) {
  if (auto solved = solved_grid_form(grid)) return *solved;
  return general_minlex_form(grid);
}

Grid minlex(const Grid& grid) {
  return canonical_form(grid).form;
}

}  // namespace nonet
