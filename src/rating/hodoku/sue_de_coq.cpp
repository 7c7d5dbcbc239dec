// Sue de Coq: two or three cells where a line crosses a box, holding N+2 or more digits between
// them, with a set of other cells of the line and a set of other cells of the box that hold the
// rest: the digits of each set leave the rest of its house. HoDoKu walks lines then columns, the
// boxes they cross, the intersection's cells in order, then subsets of the line's cells and of
// the box's cells in depth-first order; the first with deletions is taken.
#include <array>
#include <bit>
#include <cstdint>
#include <utility>

#include "rating/board/combinations.hpp"
#include "rating/hodoku/finders.hpp"

namespace nonet::hodoku {

namespace {

// The line and the box as positions (bit p: the house's p-th cell, in house_cells' order, which
// is ascending: the order HoDoKu walks them in), each position's candidates, and sets of cells as
// masks of positions, in the line and in the box.
class SueDeCoqSearch {
 public:
  explicit SueDeCoqSearch(const HodokuGrid& grid) : grid_(grid) {}

  // `changed`: the cells changed since the whole search last found nothing (ChangedCells).
  std::optional<Step> first(const CellSet& changed) {
    for (const int first_line : {0, 9}) {
      for (int line = first_line; line < first_line + 9; ++line) {
        // The three boxes the line crosses, ascending.
        const int index = line - first_line;
        for (int k = 0; k < 3; ++k) {
          const int box = 18 + (line < 9 ? index / 3 * 3 + k : index / 3 + 3 * k);
          // A crossing reads only its line's and its box's cells: as they were when the search
          // last found nothing, it finds nothing again.
          if (!changed.intersects(house_set(line) | house_set(box))) continue;
          if (check_crossing(line, box, k, index % 3)) return found_;
        }
      }
    }
    return std::nullopt;
  }

 private:
  struct House {
    int house;
    std::uint16_t empty;  // positions
    std::uint16_t candidates[9];
  };

  // A house as positions, read once a search (a line meets three crossings, a box six).
  const House& read(int house) {
    House& h = houses_[house];
    if ((read_ >> house) & 1) return h;
    read_ |= 1u << house;
    h = {house, 0, {}};
    for (int p = 0; p < 9; ++p) {
      const int cell = house_cells(house)[p];
      h.candidates[p] = grid_.candidates(cell);  // 0 when placed
      h.empty |= std::uint16_t((grid_.value(cell) == 0) << p);
    }
    return h;
  }

  static std::uint16_t digits_of(const House& house, std::uint16_t positions) {
    std::uint16_t digits = 0;
    for (; positions != 0; positions &= positions - 1)
      digits |= house.candidates[std::countr_zero(positions)];
    return digits;
  }

  // The crossing of `line` with its `k`-th box, the line's `offset`-th in that box (row or column
  // of the box). Two or three of its cells holding at least two digits more than cells.
  bool check_crossing(int line, int box, int k, int offset) {
    line_ = read(line);
    box_ = read(box);
    const bool row = line < 9;
    // The crossing's positions in the line, and each one's position in the box.
    const std::uint16_t in_line = std::uint16_t(0x7u << (3 * k)) & line_.empty;
    if (std::popcount(in_line) < 2) return false;
    int crossing[3], box_position[9] = {};
    int n = 0;
    for (int j = 0; j < 3; ++j) {
      if (!((in_line >> (3 * k + j)) & 1)) continue;
      crossing[n++] = 3 * k + j;
      box_position[3 * k + j] = row ? 3 * offset + j : offset + 3 * j;
    }
    crossing_line_ = in_line;
    for (int i1 = 0; i1 < n - 1; ++i1) {
      for (int i2 = i1 + 1; i2 < n; ++i2) {
        const int pair[2] = {crossing[i1], crossing[i2]};
        if (choose(pair, 2, box_position)) return true;
        for (int i3 = i2 + 1; i3 < n; ++i3) {
          const int triple[3] = {crossing[i1], crossing[i2], crossing[i3]};
          if (choose(triple, 3, box_position)) return true;
        }
      }
    }
    return false;
  }

  bool choose(const int* chosen, int size, const int* box_position) {
    chosen_line_ = chosen_box_ = 0;
    for (int i = 0; i < size; ++i) {
      chosen_line_ |= std::uint16_t(1u << chosen[i]);
      chosen_box_ |= std::uint16_t(1u << box_position[chosen[i]]);
    }
    crossing_digits_ = digits_of(line_, chosen_line_);
    const int extra = std::popcount(crossing_digits_) - size;
    // The crossing's cell not chosen, if any: the only one a line set and a box set may share.
    const std::uint16_t unchosen = crossing_line_ & ~chosen_line_;
    shared_line_ = unchosen;
    shared_box_ = unchosen != 0 ? std::uint16_t(1u << box_position[std::countr_zero(unchosen)]) : 0;
    return extra >= 2 && check_line(extra);
  }

  bool check_line(int extra) {
    const std::uint16_t source = line_.empty & ~chosen_line_;
    const std::uint16_t box_rest = box_.empty & ~chosen_box_;
    // Of the box's cells but the chosen ones (and but the shared one), the crossing digits of
    // those holding one.
    struct Crossing {
      std::uint16_t digits[9];
      int count = 0;
    } in_rest, in_rest_but_shared;
    for (std::uint16_t rest = box_rest; rest != 0; rest &= rest - 1) {
      const int p = std::countr_zero(rest);
      const std::uint16_t digits = box_.candidates[p] & crossing_digits_;
      if (digits == 0) continue;
      in_rest.digits[in_rest.count++] = digits;
      if (!((shared_box_ >> p) & 1)) in_rest_but_shared.digits[in_rest_but_shared.count++] = digits;
    }
    return for_each_subset_depth_first(
        line_.candidates, source, 0, [&](std::uint16_t line_set, int size, std::uint16_t digits) {
          // A box set needs a cell without the line set's crossing digits that holds another
          // crossing digit (check_box's `contained`). A larger line set has those digits and more,
          // and with the shared cell it keeps it: without such a cell, none of them has one.
          const bool but_shared = (line_set & shared_line_) != 0;
          const Crossing& crossing = but_shared ? in_rest_but_shared : in_rest;
          const std::uint16_t line_crossing = digits & crossing_digits_;
          bool any_usable = false;
          for (int i = 0; i < crossing.count && !any_usable; ++i)
            any_usable = (crossing.digits[i] & line_crossing) == 0;
          if (!any_usable) return Next::skip_supersets;
          const int contained = std::popcount(line_crossing);
          const std::uint16_t outside = digits & ~crossing_digits_;
          const int extra_digits = std::popcount(outside);
          if (contained == 0 || size <= extra_digits || size - extra_digits >= extra)
            return Next::deeper;
          const std::uint16_t allowed = ~(digits & ~outside);
          const int box_extra = extra - (size - extra_digits);
          // A box cell with a digit not allowed is in no box set.
          std::uint16_t box_source = 0;
          for (std::uint16_t rest = but_shared ? box_rest & ~shared_box_ : box_rest; rest != 0;
               rest &= rest - 1) {
            const int p = std::countr_zero(rest);
            box_source |= std::uint16_t(((box_.candidates[p] & ~allowed & 0x1ff) == 0) << p);
          }
          const bool found = for_each_subset_depth_first(
              box_.candidates, box_source, 0,
              [&](std::uint16_t box_set, int box_size, std::uint16_t box_digits) {
                return check_box(line_set, digits, box_set, box_size, box_digits, box_extra)
                           ? Next::found
                           : Next::deeper;
              });
          return found ? Next::found : Next::deeper;
        });
  }

  bool check_box(std::uint16_t line_set, std::uint16_t line_digits, std::uint16_t box_set, int size,
                 std::uint16_t digits, int extra) {
    const int contained = std::popcount(std::uint16_t(digits & crossing_digits_));
    const int extra_digits = std::popcount(std::uint16_t(digits & ~crossing_digits_));
    if (contained == 0 || size - extra_digits != extra) return false;
    const std::uint16_t both = digits & line_digits;
    Step step;
    step.technique = Technique::sue_de_coq;
    delete_in(step, box_, box_.empty & ~box_set & ~chosen_box_,
              std::uint16_t(((crossing_digits_ | digits) & ~line_digits) | both));
    delete_in(step, line_, line_.empty & ~line_set & ~chosen_line_,
              std::uint16_t(((crossing_digits_ | line_digits) & ~digits) | both));
    if (step.deletions.empty()) return false;
    found_ = std::move(step);
    return true;
  }

  static void delete_in(Step& step, const House& house, std::uint16_t positions,
                        std::uint16_t digits) {
    for (; positions != 0; positions &= positions - 1) {
      const int p = std::countr_zero(positions);
      for (std::uint16_t rest = house.candidates[p] & digits; rest != 0; rest &= rest - 1)
        step.deletions.emplace_back(house_cells(house.house)[p], std::countr_zero(rest) + 1);
    }
  }

  const HodokuGrid& grid_;
  std::array<House, kHouses> houses_;
  std::uint32_t read_ = 0;  // the houses read (bit h: house h)
  House line_{}, box_{};
  std::uint16_t crossing_line_ = 0;  // the crossing's empty cells, in the line
  std::uint16_t chosen_line_ = 0, chosen_box_ = 0, shared_line_ = 0, shared_box_ = 0;
  std::uint16_t crossing_digits_ = 0;
  Step found_;
};

}  // namespace

std::optional<Step> find_sue_de_coq(const HodokuGrid& grid, const Ask&, Memory& memory) {
  struct Kept : ChangedCells {};
  return where_changed(memory.kept<Kept>(), grid,
                       [&](const CellSet& changed) { return SueDeCoqSearch(grid).first(changed); });
}

}  // namespace nonet::hodoku
