// The minlex search for solved grids. Every row of a solved grid holds the nine digits, so
// whichever row comes first it reads 123456789 once labelled, and the search is about the rows
// after it. Fix the top band's first two source rows A and B (two orientations, three bands,
// six ordered pairs: 36 "tops"). Then the second output row depends on the column order C
// alone: output cell p shows B's digit in source column C(p), labelled one more than the output
// position of the column where A holds that digit. Writing g(c) for the column of A holding
// B's digit in column c, the second row is p -> position(g(C(p))) + 1.
//
// Tops are first ranked by what their second row can read at best (rank_of: closed forms for
// its first values), and only the best-ranked are searched. The search fixes C one output
// position at a time, smallest value first:
//  - the value at p is the position of g(C(p)). When that column has no position yet, the
//    smallest it can take is the first free one of its stack's output slot (opening the next
//    slot when its stack has none): that placement is forced, as any other gives a larger
//    value. g(c) always lies in another stack than c (A and B share their boxes), so it never
//    lands on a position already passed.
//  - a choice is left only at a position with no column yet: any free column of the slot's
//    stack (the first two positions are chosen up front, see can_start).
// A branch is cut as soon as its second row exceeds the best one. Once C is whole, the labels
// are fixed, the top band's third row follows, and the other two bands go in ascending order
// of their rows: the rest of the form is computed, not searched. Each (orientation, A, B, C)
// that gives the form is one automorphism.
#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <cstring>

#include "minlex.hpp"

namespace nonet {

namespace {

// A column order being built: the source column at each output position and back (-1: none
// yet), and which source stack each output slot of three positions holds. A slot's positions
// are always taken from its left, so `filled` says which one is next.
struct ColumnOrder {
  std::array<std::int8_t, 9> source;
  std::array<std::int8_t, 9> position;
  std::array<std::int8_t, 3> slot_stack;
  std::array<std::int8_t, 3> stack_slot;
  std::array<std::uint8_t, 3> filled;
  std::uint8_t slots_open;

  static ColumnOrder empty() {
    ColumnOrder order;
    order.source.fill(-1);
    order.position.fill(-1);
    order.slot_stack.fill(-1);
    order.stack_slot.fill(-1);
    order.filled.fill(0);
    order.slots_open = 0;
    return order;
  }
  void place(int p, int column) {
    source[p] = static_cast<std::int8_t>(column);
    position[column] = static_cast<std::int8_t>(p);
    ++filled[p / 3];
  }
  void open(int stack) {
    slot_stack[slots_open] = static_cast<std::int8_t>(stack);
    stack_slot[stack] = static_cast<std::int8_t>(slots_open++);
  }
};

class SolvedGridSearch {
 public:
  explicit SolvedGridSearch(const Grid& grid) : oriented_(orientations(grid)) {}

  CanonicalForm run() {
    best_.fill(10);  // above every label
    for (int p = 0; p < 9; ++p) best_[p] = static_cast<std::uint8_t>(p + 1);
    // Every choice of the top band's first two rows, ranked by what its second row can read at
    // best (see rank_of); only the best-ranked are searched.
    struct Top {
      std::uint8_t transpose, first, second, rank;
      std::array<std::uint8_t, 9> image;
    };
    std::array<Top, 36> tops;
    int count = 0;
    std::uint8_t lowest = 0xFF;
    for (int t = 0; t < 2; ++t) {
      for (int first = 0; first < 9; ++first) {
        for (int second = first / 3 * 3; second < first / 3 * 3 + 3; ++second) {
          if (second == first) continue;
          Top& top = tops[count++];
          top.transpose = static_cast<std::uint8_t>(t);
          top.first = static_cast<std::uint8_t>(first);
          top.second = static_cast<std::uint8_t>(second);
          const std::uint8_t* a = oriented_[t].data() + 9 * first;
          const std::uint8_t* b = oriented_[t].data() + 9 * second;
          std::array<std::uint8_t, 10> column_of{};
          for (int c = 0; c < 9; ++c) column_of[a[c]] = static_cast<std::uint8_t>(c);
          for (int c = 0; c < 9; ++c) top.image[c] = column_of[b[c]];
          top.rank = rank_of(top.image);
          lowest = std::min(lowest, top.rank);
        }
      }
    }
    for (const Top& top : tops) {
      if (top.rank != lowest) continue;
      transpose_ = top.transpose;
      first_ = top.first;
      second_ = top.second;
      image_ = top.image;
      // The first two output columns: a column of a stack and another of the same stack, as far
      // as they can still reach the rank (the search does the rest).
      for (int column = 0; column < 9; ++column) {
        for (int partner = column / 3 * 3; partner < column / 3 * 3 + 3; ++partner) {
          if (partner == column || !can_start(top.rank, column, partner)) continue;
          ColumnOrder order = ColumnOrder::empty();
          choose(order, 0, column);
          choose(order, 1, partner);
          descend(0, order);
        }
      }
    }
    CanonicalForm result;
    result.form.cells = best_;
    result.transform = best_transform_;
    result.automorphisms = ties_;
    return result;
  }

 private:
  // What the second row can read at best for a top band whose second row's columns map by
  // `image` (g). Pure (each stack's columns all map into one other stack): 456789, then g^3 on
  // the first stack in the order chosen there, which reads 123 when g^3 fixes every column
  // (rank 0), 132 when it swaps two (1), 231 when it moves all three (2). Mixed (each stack's
  // columns split two and one between the other stacks; a pair of rows is pure in every stack
  // or in none): 457... at best, after every pure one.
  static constexpr std::uint8_t kMixed = 3;
  static std::uint8_t rank_of(const std::array<std::uint8_t, 9>& image) {
    if (image[0] / 3 != image[1] / 3 || image[1] / 3 != image[2] / 3) {
      std::uint8_t best = 0xFF;
      for (int column = 0; column < 9; ++column)
        best = std::min(best, mixed_start_rank(image, column));
      return best;
    }
    int fixed = 0;
    for (int c = 0; c < 3; ++c) fixed += image[image[image[c]]] == c;
    return fixed == 3 ? 0 : fixed == 1 ? 1 : 2;
  }

  // Whether a second row started at `column`, `partner` can read as rank_of's `rank` says.
  // Pure: the last three values are g^3 on the first stack, in the order chosen there, so a
  // swap (rank 1) needs a first column that g^3 fixes, a 3-cycle (2) a second column that is
  // g^3 of the first. Mixed: `column` must start at the rank, and its partner is the other
  // column whose image lies in the same stack (the single third).
  bool can_start(std::uint8_t rank, int column, int partner) const {
    const int cube = image_[image_[image_[column]]];
    switch (rank) {
      case 0:
        return true;
      case 1:
        return cube == column;
      case 2:
        return cube == partner;
      default:
        return mixed_start_rank(image_, column) == rank && partner != single_of(image_, column / 3);
    }
  }

  // Mixed pairs: the column of `stack` whose image lies apart from the other two's.
  static int single_of(const std::array<std::uint8_t, 9>& image, int stack) {
    const int c = 3 * stack;
    return image[c] / 3 == image[c + 1] / 3 ? c + 2 : image[c] / 3 == image[c + 2] / 3 ? c + 1 : c;
  }

  // Mixed pairs, the second row started at `column` and its partner (4 5 7): kMixed plus the
  // fourth value, the position of g(g(column)). It is 1, 2 or 3 when g(column) is the single
  // column of its stack (its image comes back to the first stack: to `column` itself, to its
  // partner, or to the single), and 8 otherwise; a single column cannot start.
  static std::uint8_t mixed_start_rank(const std::array<std::uint8_t, 9>& image, int column) {
    const int stack = column / 3;
    const int single = single_of(image, stack);
    if (column == single) return 0xFF;
    const int next = image[column];
    if (next != single_of(image, next / 3)) return kMixed + 8;
    const int back = image[next];
    return static_cast<std::uint8_t>(kMixed + (back == column ? 1 : back == single ? 3 : 2));
  }

  const std::uint8_t* row(int r) const { return oriented_[transpose_].data() + 9 * r; }

  // Goes on from output position p, where `order` may already hold a column. Forced steps run
  // in a loop; only a position with two or more free columns to choose from recurses.
  void descend(int p, ColumnOrder order) {
    for (; p < 9; ++p) {
      int column = order.source[p];
      if (column < 0) {
        // Free columns for p: those of the slot's stack, or of every stack not yet given a slot
        // when the slot has none (that choice opens it).
        const int slot = p / 3;
        unsigned free = 0;
        for (int c = 0; c < 9; ++c) {
          const int stack = c / 3;
          const bool allowed = order.slot_stack[slot] < 0 ? order.stack_slot[stack] < 0
                                                          : order.slot_stack[slot] == stack;
          free |= static_cast<unsigned>(allowed && order.position[c] < 0) << c;
        }
        column = std::countr_zero(free);
        for (unsigned others = free & (free - 1); others != 0; others &= others - 1) {
          ColumnOrder branch = order;
          choose(branch, p, std::countr_zero(others));
          descend(p, branch);
        }
        choose(order, p, column);
      }
      // The second row's value at p: one more than g(column)'s position, placing g(column) first
      // when it has none.
      const int image = image_[column];
      if (order.position[image] < 0) {
        const int stack = image / 3;
        if (order.stack_slot[stack] < 0) order.open(stack);
        const int slot = order.stack_slot[stack];
        order.place(3 * slot + order.filled[slot], image);
      }
      const auto value = static_cast<std::uint8_t>(order.position[image] + 1);
      std::uint8_t& best = best_[9 + p];
      if (value > best) return;
      if (value < best) {
        best = value;
        std::fill(best_.begin() + 10 + p, best_.end(), std::uint8_t{10});
        ties_ = 0;
      }
    }
    finish(order);
  }

  static void choose(ColumnOrder& order, int p, int column) {
    if (order.slot_stack[p / 3] < 0) order.open(column / 3);
    order.place(p, column);
  }

  // A whole column order whose second row equals the best: the rest of the form. Two rows of a
  // solved grid differ in every column, so rows sort by their first cell alone: the other
  // bands go by the smallest label of their first column, their rows by theirs. The form is
  // compared with the best one row at a time as it is written, and dropped at the first larger
  // row (most ties end on the third or fourth).
  void finish(const ColumnOrder& order) {
    std::array<std::uint8_t, 10> label{};
    const std::uint8_t* a = row(first_);
    for (int c = 0; c < 9; ++c) label[a[c]] = static_cast<std::uint8_t>(order.position[c] + 1);
    const int band = first_ / 3;
    std::array<std::uint8_t, 9> rows;
    rows[0] = static_cast<std::uint8_t>(first_);
    rows[1] = static_cast<std::uint8_t>(second_);
    rows[2] = static_cast<std::uint8_t>(3 * band + 3 - first_ % 3 - second_ % 3);
    std::array<std::uint8_t, 9> lead;  // each source row's label in the first output column
    for (int r = 0; r < 9; ++r) lead[r] = label[row(r)[order.source[0]]];
    const auto by_lead = [&](int x, int y) { return lead[x] < lead[y]; };
    int lower = band == 0 ? 1 : 0;
    int upper = 3 - band - lower;
    const auto band_lead = [&](int b) {
      return std::min({lead[3 * b], lead[3 * b + 1], lead[3 * b + 2]});
    };
    if (band_lead(upper) < band_lead(lower)) std::swap(lower, upper);
    for (int i = 0; i < 2; ++i) {
      const int b = i == 0 ? lower : upper;
      std::uint8_t* out = rows.data() + 3 + 3 * i;
      for (int k = 0; k < 3; ++k) out[k] = static_cast<std::uint8_t>(3 * b + k);
      std::sort(out, out + 3, by_lead);
    }
    std::array<std::uint8_t, kCells> form;
    std::copy(best_.begin(), best_.begin() + 18, form.begin());
    bool less = false;
    for (int i = 2; i < 9; ++i) {
      const std::uint8_t* source = row(rows[i]);
      std::uint8_t* out = form.data() + 9 * i;
      for (int p = 0; p < 9; ++p) out[p] = label[source[order.source[p]]];
      if (less) continue;
      const int order_to_best = std::memcmp(out, best_.data() + 9 * i, 9);
      if (order_to_best > 0) return;
      less = order_to_best < 0;
    }
    if (less) {
      best_ = form;
      ties_ = 0;
    }
    if (ties_++ == 0) {
      best_transform_.transpose = transpose_ != 0;
      best_transform_.rows = rows;
      for (int p = 0; p < 9; ++p)
        best_transform_.columns[p] = static_cast<std::uint8_t>(order.source[p]);
      best_transform_.digits[0] = 0;
      for (int digit = 1; digit <= 9; ++digit) best_transform_.digits[digit] = label[digit];
    }
  }

  const Orientations oriented_;
  int transpose_ = 0;
  int first_ = 0;
  int second_ = 0;
  std::array<std::uint8_t, 9> image_{};  // g: source column -> column of A holding B's digit
  std::array<std::uint8_t, kCells> best_{};
  Transform best_transform_;
  std::uint32_t ties_ = 0;
};

}  // namespace

std::optional<CanonicalForm> solved_grid_form(const Grid& grid) {
  if (!grid.is_complete() || find_clash(grid)) return std::nullopt;
  return SolvedGridSearch(grid).run();
}

}  // namespace nonet
