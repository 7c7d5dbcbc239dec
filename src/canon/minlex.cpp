// The minlex search. Output rows are fixed one at a time, top to bottom; at each level the
// frontier holds every partial group element (orientation, source rows so far, column order,
// digit labels so far) whose output prefix equals the smallest prefix seen, so a branch is
// cut as soon as one of its cells is larger than the best row at that place. Each level first
// ranks every (state, source row) pair by a key that costs a few bit operations (where the
// row's first given would land) and places only the best-ranked pairs. Rows are handled as
// sixteen-byte vectors (byte_vector.hpp): a row read in a state's column order is one shuffle,
// its labels another, its comparison with the best row one compare and a bit scan.
//
// Columns are left open while every row placed so far is empty (an empty row says nothing
// about them). The first non-empty row fixes them as far as it can: its smallest form puts
// the stacks in ascending order of givens and, inside each stack, the empty columns first;
// every column order giving that form is enumerated (ties only), and from then on each state
// carries one explicit column order. Labels go to digits in order of first appearance, which
// is the smallest relabelling for a fixed cell order, so the digit part of the group needs no
// search at all.
//
// A grid that gives a digit twice in a row or column is no puzzle, but it has a minlex form
// too. Sorting each group alone assumes each digit once per row, and so does ranking open rows
// by their pattern of givens: such grids take a slower exact way at those two places.
#include "minlex.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <cstring>
#include <vector>

#include "byte_vector.hpp"

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
  // Output column j shows source column columns[j]; bytes 9-15 stay 0, so that the columns
  // load as one ByteVector and index the row's bytes.
  std::array<std::uint8_t, 16> columns;
  Labels labels;
  std::array<std::uint8_t, 9> rows;
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

// A row of labels; only the first nine bytes count (the rest pad it to a ByteVector).
using Row = std::array<std::uint8_t, 16>;

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

// Records in `result` that `from` took source row `row` at `level`: rows, rows and bands used,
// read from `from` (not from `result`, being written).
void mark_placed(State& result, const State& from, int level, int row) {
  result.rows = from.rows;
  result.rows[level] = static_cast<std::uint8_t>(row);
  result.rows_used = static_cast<std::uint16_t>(from.rows_used | (1u << row));
  result.bands_used = static_cast<std::uint8_t>(from.bands_used | (1u << (row / 3)));
}

// Groups of columns of a row whose orders are tried every way (at most three groups, of two or
// three columns each): where each starts and how many columns it has.
struct TiedGroups {
  std::array<std::uint8_t, 3> start;
  std::array<std::uint8_t, 3> size;
  int count = 0;

  void add(int at, int columns) {
    start[count] = static_cast<std::uint8_t>(at);
    size[count++] = static_cast<std::uint8_t>(columns);
  }
  // Steps `choice` (an order per group, an index into kPermutations3 or 0/1 for a pair) to
  // the next combination; false, and back to the first, after the last.
  bool next(std::array<int, 3>& choice) const {
    for (int t = 0; t < count; ++t) {
      if (++choice[t] < (size[t] == 2 ? 2 : 6)) return true;
      choice[t] = 0;
    }
    return false;
  }
  // `to` gets the columns of `from` with each group in its chosen order.
  void arrange(const std::uint8_t* from, std::uint8_t* to, const std::array<int, 3>& choice) const {
    for (int t = 0; t < count; ++t) {
      const int at = start[t];
      if (size[t] == 2) {
        to[at] = from[at + (choice[t] & 1)];
        to[at + 1] = from[at + 1 - (choice[t] & 1)];
      } else {
        for (int e = 0; e < 3; ++e) to[at + e] = from[at + kPermutations3[choice[t]][e]];
      }
    }
  }
};

// Pushes on `next` the state that `state` becomes by taking source row `source_row` at `level`
// in the column order `columns` (sixteen bytes), with the labels that row left. Every field is
// written from values at hand, none read back from the new state: a load from memory being
// written in pieces waits for the stores.
State& push_placed(std::vector<State>& next, const State& state, const std::uint8_t* columns,
                   int level, int source_row, unsigned group_starts, Labels labels,
                   std::uint8_t next_label) {
  State& result = next.emplace_back();
  std::memcpy(result.columns.data(), columns, result.columns.size());
  result.labels = labels;
  mark_placed(result, state, level, source_row);
  result.transpose = state.transpose;
  result.columns_fixed = 1;
  result.next_label = next_label;
  result.group_starts = static_cast<std::uint16_t>(group_starts & 0x1FF);
  return result;
}

// -1, 0 or 1 as the first nine labels of `row` sort before, equal to or after `best`'s.
int compare_rows(ByteVector row, const Row& best) {
  const ByteVector best_row = load_bytes(best.data());
  const unsigned differ = ~equal_mask(row, best_row) & 0x1FF;
  if (differ == 0) return 0;
  return (less_mask(row, best_row) >> std::countr_zero(differ) & 1) != 0 ? -1 : 1;
}

// place_row for a row that gives a digit twice (a grid that is not a valid puzzle) where
// sorting each group alone fails: a new digit's label is decided in one group and read in
// another, or one label twice in a group ties two orders that both need keeping. Each group's
// givens are tried in every order (after its empty cells, since a 0 sorts before any label),
// at most 6 x 6 x 6 orders, and every order giving the smallest row becomes a state. Same
// contract as place_row.
bool place_row_with_repeats(const State& state, const std::uint8_t* columns, unsigned group_starts,
                            int level, int source_row, const std::uint8_t* row, const Row& best,
                            Row& out, int& order, std::vector<State>& next) {
  Row base;  // each group's empty columns first, then its givens in their present order
  std::memcpy(base.data(), columns, base.size());
  unsigned givens = 0;
  TiedGroups orders;
  group_starts |= 1u << 9;
  for (int start = 0; start < 9;) {
    const int end = std::countr_zero(group_starts & ~((2u << start) - 1));
    std::array<std::uint8_t, 3> in_group;
    std::copy(base.begin() + start, base.begin() + end, in_group.begin());
    int at = start;
    for (int pass = 0; pass < 2; ++pass) {
      for (int k = 0; k < end - start; ++k) {
        if ((row[in_group[k]] != 0) != (pass == 1)) continue;
        givens |= static_cast<unsigned>(pass) << at;
        base[at++] = in_group[k];
      }
    }
    const int n_givens = std::popcount(givens >> start);
    if (n_givens > 1) orders.add(end - n_givens, n_givens);
    start = end;
  }

  Row smallest = best;
  bool pushed = false;
  std::array<int, 3> choice{};
  do {
    Row arranged = base;
    orders.arrange(base.data(), arranged.data(), choice);
    Labels labels = state.labels;
    std::uint8_t next_label = state.next_label;
    Row labelled{};
    for (int p = 0; p < 9; ++p) {
      const std::uint8_t digit = row[arranged[p]];
      if (digit != 0 && labels[digit] == 0) labels.set(digit, next_label++);
      labelled[p] = labels[digit];
    }
    const int versus = compare_rows(load_bytes(labelled.data()), smallest);
    if (versus > 0) continue;
    if (versus < 0) {
      next.clear();
      smallest = labelled;
    }
    push_placed(next, state, arranged.data(), level, source_row, group_starts | givens, labels,
                next_label);
    pushed = true;
  } while (orders.next(choice));
  if (!pushed) return false;
  order = compare_rows(load_bytes(smallest.data()), best);
  out = smallest;
  return true;
}

// Places `row` on a state whose columns are fixed up to its groups
// (`columns`, `group_starts`: the state's own, or one of kStackOrderColumns with each stack a
// group): inside each group the empty cells go first, then the digits already labelled by
// ascending label, then the new digits in their present order, which take the next labels. That
// is the smallest row the state allows; `out` gets it, and each order of the new digits inside
// a group (the same row, other labels) becomes a state of its own, pushed on `next`. False, and
// nothing pushed, when the row sorts after `best`; `order` gets -1 when it sorts before (and
// `next` is cleared first), 0 when equal. `row` and `columns` are read sixteen bytes at a time.
bool place_row(const State& state, const std::uint8_t* columns, unsigned group_starts, int level,
               int source_row, const std::uint8_t* row, const Row& best, Row& out, int& order,
               std::vector<State>& next) {
  const ByteVector cells = load_bytes(row);
  const ByteVector label_table = unpack_nibbles(state.labels.packed);
  Row sorted;
  std::memcpy(sorted.data(), columns, sorted.size());
  ByteVector digits = shuffle(cells, load_bytes(sorted.data()));
  unsigned givens = ~zero_mask(digits) & 0x1FF;

  // Sort each group of two or three columns holding a given (a key per column: 0 empty, its
  // label, 16 + its place when new; stable) and note the groups with two or more new digits:
  // their orders differ in labels only.
  group_starts |= 1u << 9;
  TiedGroups ties;
  const unsigned alone = group_starts & group_starts >> 1;  // columns that are a group alone
  if ((givens & ~alone) != 0) {
    Row key_of;  // by output column
    const ByteVector labels_now = shuffle(label_table, digits);
    store_bytes(key_of.data(), labels_now);
    for (unsigned fresh = givens & zero_mask(labels_now); fresh != 0; fresh &= fresh - 1) {
      const int k = std::countr_zero(fresh);
      key_of[k] = static_cast<std::uint8_t>(16 + k);
    }
    unsigned wide = group_starts & ~(group_starts >> 1) & 0x1FF;  // where wider groups start
    for (; wide != 0; wide &= wide - 1) {
      const int start = std::countr_zero(wide);
      const int end = std::countr_zero(group_starts & ~((2u << start) - 1));
      if ((givens & ((1u << end) - (1u << start))) == 0) continue;
      std::uint8_t* key = key_of.data() + start;
      std::uint8_t* at = sorted.data() + start;
      const auto order_pair = [&](int i) {
        if (key[i] <= key[i + 1]) return;
        std::swap(key[i], key[i + 1]);
        std::swap(at[i], at[i + 1]);
      };
      order_pair(0);
      if (end - start == 3) {
        order_pair(1);
        order_pair(0);
      }
      // A digit given twice in the group: its two orders tie and both must be kept.
      if ((key[0] == key[1] && key[0] != 0) ||
          (end - start == 3 && key[1] == key[2] && key[1] != 0)) {
        return place_row_with_repeats(state, columns, group_starts, level, source_row, row, best,
                                      out, order, next);
      }
      const int n_fresh = (key[0] >= 16) + (key[1] >= 16) + (end - start == 3 && key[2] >= 16);
      if (n_fresh > 1) ties.add(end - n_fresh, n_fresh);
    }
    digits = shuffle(cells, load_bytes(sorted.data()));
    givens = ~zero_mask(digits) & 0x1FF;
  }

  // The new digits take the next labels, left to right.
  Labels labels = state.labels;
  std::uint8_t next_label = state.next_label;
  ByteVector labelled = shuffle(label_table, digits);
  unsigned fresh = givens & zero_mask(labelled);
  if (fresh != 0) {
    Row digit_at;
    store_bytes(digit_at.data(), digits);
    for (; fresh != 0; fresh &= fresh - 1) {
      const std::uint8_t digit = digit_at[std::countr_zero(fresh)];
      if (labels[digit] != 0) {  // a new digit given twice: the sorting above does not hold
        return place_row_with_repeats(state, columns, group_starts, level, source_row, row, best,
                                      out, order, next);
      }
      labels.set(digit, next_label++);
    }
    labelled = shuffle(unpack_nibbles(labels.packed), digits);
  }

  order = compare_rows(labelled, best);
  if (order > 0) return false;
  if (order < 0) next.clear();  // a better row: the states before this one go
  store_bytes(out.data(), labelled);
  push_placed(next, state, sorted.data(), level, source_row, group_starts | givens, labels,
              next_label);
  if (ties.count == 0) return true;
  // Every order of the new digits in each tied group: they differ in labels only. The first
  // order is the state already pushed.
  std::array<int, 3> choice{};
  while (ties.next(choice)) {
    Row arranged = sorted;
    ties.arrange(sorted.data(), arranged.data(), choice);
    // Relabel the new digits in their new order.
    Labels relabelled = labels;
    std::uint8_t label = state.next_label;
    for (int p = 0; p < 9; ++p) {
      const std::uint8_t digit = row[arranged[p]];
      if (digit != 0 && labels[digit] >= state.next_label) relabelled.set(digit, label++);
    }
    push_placed(next, state, arranged.data(), level, source_row, group_starts | givens, relabelled,
                next_label);
  }
  return true;
}

// Where the smallest form of `row` under a state with fixed columns has its first given (9:
// none). Inside a group the givens go last, so it is the end of the first group holding
// givens less their count. A row whose first given comes before the best row's sorts after
// it whatever the labels: the search skips it without placing it.
// `row` is read sixteen bytes at a time.
int first_given(const State& state, const std::uint8_t* row) {
  // Bit p: output column p holds a given, before sorting inside groups.
  const unsigned givens =
      ~zero_mask(shuffle(load_bytes(row), load_bytes(state.columns.data()))) & 0x1FF;
  if (givens == 0) return 9;
  const int first = std::countr_zero(givens);
  const unsigned later_starts = (state.group_starts | 1u << 9) & ~((2u << first) - 1);
  const int end = std::countr_zero(later_starts);
  return end - std::popcount(givens & ((1u << end) - 1));
}

// A row's givens per stack, and two sort keys for its smallest forms while the columns are
// open. `pattern_key`: the counts in ascending order, four bits each, which sort as those forms
// do (fewer givens in the first stack means more leading zeros, and so on) when the row gives
// each digit once, since its labels then follow from where its givens are. A row that gives a
// digit twice can take smaller labels and so beat a smaller pattern, but not a first given
// that lands later: `first_given_key`, the key's first count that is not 0, ranks every row.
struct StackCounts {
  std::array<std::uint8_t, 3> count;
  std::uint16_t pattern_key;
  std::uint16_t first_given_key;
};

// `givens`: bit c set when column c holds a given.
constexpr StackCounts stack_counts(unsigned givens) {
  StackCounts result{};
  for (int s = 0; s < 3; ++s)
    result.count[s] = static_cast<std::uint8_t>(std::popcount(givens >> (3 * s) & 7u));
  std::array<std::uint8_t, 3> sorted = result.count;
  std::sort(sorted.begin(), sorted.end());
  result.pattern_key = static_cast<std::uint16_t>(sorted[0] << 8 | sorted[1] << 4 | sorted[2]);
  result.first_given_key = result.pattern_key;
  for (int shift = 0; shift < 12 && result.first_given_key >> (shift + 4) != 0; shift += 4)
    result.first_given_key = static_cast<std::uint16_t>(result.first_given_key & ~(0xF << shift));
  return result;
}

// Every row's stack counts, by its given mask: 512 entries, 4 KB.
constexpr std::array<StackCounts, 512> kStackCounts = [] {
  std::array<StackCounts, 512> table{};
  for (unsigned givens = 0; givens < 512; ++givens) table[givens] = stack_counts(givens);
  return table;
}();

// Bit c set when row[c] is not 0, c < 9; `row` is read sixteen bytes at a time.
unsigned given_mask(const std::uint8_t* row) {
  return ~zero_mask(load_bytes(row)) & 0x1FF;
}

// The rows of each set of bands (bit per band -> bit per row).
constexpr std::array<std::uint16_t, 8> kRowsOfBands = [] {
  std::array<std::uint16_t, 8> rows{};
  for (unsigned bands = 0; bands < 8; ++bands) {
    for (int b = 0; b < 3; ++b) {
      if ((bands >> b) & 1) rows[bands] = static_cast<std::uint16_t>(rows[bands] | 7u << (3 * b));
    }
  }
  return rows;
}();

// The column order of each stack order (kPermutations3), every stack's columns in place:
// open columns become fixed ones by one of these.
// Sixteen bytes each, zeros after the ninth, as State::columns.
constexpr std::array<std::array<std::uint8_t, 16>, 6> kStackOrderColumns = [] {
  std::array<std::array<std::uint8_t, 16>, 6> orders{};
  for (int i = 0; i < 6; ++i) {
    for (int s = 0; s < 3; ++s) {
      for (int k = 0; k < 3; ++k)
        orders[i][3 * s + k] = static_cast<std::uint8_t>(kPermutations3[i][s] * 3 + k);
    }
  }
  return orders;
}();

// Whether `row` gives a digit twice. A sum of distinct powers of two has as many bits set as
// terms; a repeated one carries and leaves fewer.
bool repeats_a_digit(const std::uint8_t* row) {
  unsigned sum = 0;
  int givens = 0;
  for (int c = 0; c < 9; ++c) {
    sum += 1u << row[c] >> 1;  // 0 for an empty cell
    givens += row[c] != 0;
  }
  return std::popcount(sum) != givens;
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
    // open only while that prefix is empty). Open: the row's first_given_key (StackCounts).
    // Fixed: 9 less where the row's first given lands (an earlier first given loses whatever
    // the labels). Only the pairs with the lowest key are placed.
    std::vector<Candidate>& candidates = frontiers.candidates;
    candidates.clear();
    std::uint16_t lowest = 0xFFFF;
    for (std::uint32_t index = 0; index < current.size(); ++index) {
      const State& state = current[index];
      // The source rows this level may take (bit per row): any row of an unused band at a
      // band's first row, otherwise an unused row of the band in progress.
      const unsigned sources =
          level % 3 == 0 ? kRowsOfBands[~state.bands_used & 7]
                         : (7u << (state.rows[level - 1] / 3 * 3)) & ~unsigned{state.rows_used};
      for (unsigned left = sources; left != 0; left &= left - 1) {
        const int source = std::countr_zero(left);
        const std::uint8_t* row = oriented[state.transpose].data() + 9 * source;
        std::uint16_t key = 0;
        if (!state.columns_fixed)
          key = counts[state.transpose][source].first_given_key;
        else if (!complete)
          key = static_cast<std::uint16_t>(9 - first_given(state, row));
        if (key > lowest) continue;
        lowest = key;
        candidates.push_back({index, static_cast<std::uint8_t>(source), key});
      }
    }

    // Second pass: place them, in the order of the first.
    // The best row so far: above every label, or empty for empty rows on open columns (which
    // are not placed but pushed as they are).
    const bool open = !current.front().columns_fixed;
    Row best;
    best.fill(open && lowest == 0 ? 0 : 10);
    // Open: of the rows whose first given lands first, those with the smallest pattern of
    // givens, and any that gives a digit twice (see StackCounts).
    std::uint16_t smallest_pattern = 0xFFFF;
    if (open) {
      for (const Candidate& candidate : candidates) {
        if (candidate.key != lowest) continue;
        const StackCounts& row = counts[current[candidate.state].transpose][candidate.source];
        smallest_pattern = std::min(smallest_pattern, row.pattern_key);
      }
    }
    next.clear();
    for (const Candidate& candidate : candidates) {
      if (candidate.key != lowest) continue;
      const State& state = current[candidate.state];
      const int source = candidate.source;
      const std::uint8_t* row = oriented[state.transpose].data() + 9 * source;
      if (open && counts[state.transpose][source].pattern_key != smallest_pattern &&
          !repeats_a_digit(row)) {
        continue;
      }
      const auto place_and_rank = [&](const std::uint8_t* columns, unsigned group_starts) {
        Row placed_row;
        int order = 0;
        if (place_row(state, columns, group_starts, level, source, row, best, placed_row, order,
                      next) &&
            order < 0) {
          best = placed_row;
        }
      };
      if (state.columns_fixed) {
        place_and_rank(state.columns.data(), state.group_starts);
        continue;
      }
      if (lowest == 0) {
        // An empty row: the columns stay open.
        mark_placed(next.emplace_back(state), state, level, source);
        continue;
      }
      // The stack orders that put the stacks in ascending order of givens.
      const std::array<std::uint8_t, 3>& count = counts[state.transpose][source].count;
      for (int i = 0; i < 6; ++i) {
        const auto& stacks = kPermutations3[i];
        if (count[stacks[0]] > count[stacks[1]] || count[stacks[1]] > count[stacks[2]]) continue;
        place_and_rank(kStackOrderColumns[i].data(), kStackStarts);
      }
    }
    std::copy(best.begin(), best.begin() + 9, form.cells.begin() + 9 * level);
    std::swap(current, next);
  }

  CanonicalForm result;
  result.form = form;
  const State& chosen = current.front();
  result.transform.transpose = chosen.transpose != 0;
  result.transform.rows = chosen.rows;
  // Columns still open only when every row is empty: any order will do.
  if (chosen.columns_fixed) {
    std::copy(chosen.columns.begin(), chosen.columns.begin() + 9, result.transform.columns.begin());
  }
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
