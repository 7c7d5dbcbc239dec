// Sue de Coq: two or three cells where a line crosses a box, holding N+2 or more digits between
// them, with a set of other cells of the line and a set of other cells of the box that hold the
// rest: the digits of each set leave the rest of its house. HoDoKu walks lines then columns, the
// boxes they cross, the intersection's cells in order, then subsets of the line's cells and of
// the box's cells in depth-first order; the first with deletions is taken.
#include <algorithm>
#include <bit>
#include <initializer_list>
#include <utility>

#include "rating/hodoku/finders.hpp"

namespace nonet::hodoku {

namespace {

class SueDeCoqSearch {
 public:
  explicit SueDeCoqSearch(const HodokuGrid& grid) : grid_(grid) {}

  // `changed`: the cells changed since the whole search last found nothing (ChangedCells).
  std::optional<Step> first(const Cells& changed) {
    for (const int first_line : {0, 9}) {
      for (int line = first_line; line < first_line + 9; ++line) {
        // The three boxes the line crosses, ascending.
        const int index = line - first_line;
        for (int k = 0; k < 3; ++k) {
          const int box = 18 + (line < 9 ? index / 3 * 3 + k : index / 3 + 3 * k);
          // A crossing reads only its line's and its box's cells: as they were when the search
          // last found nothing, it finds nothing again.
          if ((changed & (house_set(line) | house_set(box))).none()) continue;
          line_cells_ = empty_cells(line);
          box_cells_ = empty_cells(box);
          crossing_.clear();
          for (const int cell : line_cells_) {
            if (house_set(box)[cell]) crossing_.push_back(cell);
          }
          if (crossing_.size() < 2) continue;
          if (check_crossing()) return found_;
        }
      }
    }
    return std::nullopt;
  }

 private:
  // Cells of one house, ascending, held in place (the search builds thousands a call).
  struct CellList {
    int cells[9];
    int count = 0;
    CellList() = default;
    CellList(std::initializer_list<int> list) {
      for (const int cell : list) push_back(cell);
    }
    void push_back(int cell) { cells[count++] = cell; }
    void pop_back() { --count; }
    void clear() { count = 0; }
    std::size_t size() const { return static_cast<std::size_t>(count); }
    int operator[](std::size_t i) const { return cells[i]; }
    const int* begin() const { return cells; }
    const int* end() const { return cells + count; }
  };

  // A house's empty cells, ascending (as house_cells lists them).
  CellList empty_cells(int house) const {
    CellList cells;
    for (const int cell : house_cells(house)) {
      cells.cells[cells.count] = cell;  // no branch: which cells are empty is random
      cells.count += grid_.value(cell) == 0;
    }
    return cells;
  }

  static bool contains(const CellList& cells, int cell) {
    return std::find(cells.begin(), cells.end(), cell) != cells.end();
  }

  static CellList without(const CellList& cells, const CellList& removed) {
    CellList rest;
    for (const int cell : cells) {
      if (!contains(removed, cell)) rest.push_back(cell);
    }
    return rest;
  }

  std::uint16_t digits_of(const CellList& cells) const {
    std::uint16_t digits = 0;
    for (const int cell : cells) digits |= grid_.candidates(cell);
    return digits;
  }

  // Two or three cells of the crossing holding at least two digits more than cells.
  bool check_crossing() {
    const int n = static_cast<int>(crossing_.size());
    for (int i1 = 0; i1 < n - 1; ++i1) {
      for (int i2 = i1 + 1; i2 < n; ++i2) {
        chosen_ = {crossing_[i1], crossing_[i2]};
        crossing_digits_ = digits_of(chosen_);
        const int extra = std::popcount(crossing_digits_) - 2;
        if (extra >= 2 && check_line(extra)) return true;
        for (int i3 = i2 + 1; i3 < n; ++i3) {
          chosen_ = {crossing_[i1], crossing_[i2], crossing_[i3]};
          crossing_digits_ = digits_of(chosen_);
          const int extra3 = std::popcount(crossing_digits_) - 3;
          if (extra3 >= 2 && check_line(extra3)) return true;
        }
        chosen_ = {crossing_[i1], crossing_[i2]};
        crossing_digits_ = digits_of(chosen_);
      }
    }
    return false;
  }

  bool check_line(int extra) {
    const CellList source = without(line_cells_, chosen_);
    // The box's cells but the chosen ones, and but the crossing's cell not chosen (if any): the
    // only one a line set may hold too.
    const CellList box_rest = without(box_cells_, chosen_);
    const int shared =
        crossing_.size() > chosen_.size() ? *without(crossing_, chosen_).begin() : -1;
    const CellList box_rest_but_shared = shared >= 0 ? without(box_rest, {shared}) : box_rest;
    // Of each, the crossing digits of the cells holding one.
    struct Crossing {
      std::uint16_t digits[9];
      int count = 0;
    } in_rest, in_rest_but_shared;
    for (const auto& [cells, crossing] :
         {std::pair{&box_rest, &in_rest}, std::pair{&box_rest_but_shared, &in_rest_but_shared}}) {
      for (const int cell : *cells) {
        const std::uint16_t digits = grid_.candidates(cell) & crossing_digits_;
        if (digits != 0) crossing->digits[crossing->count++] = digits;
      }
    }
    CellList set;
    return subsets(source, 0, set, 0, 0x1ff, [&](const CellList& line_set, std::uint16_t digits) {
      const int contained = std::popcount(std::uint16_t(digits & crossing_digits_));
      const std::uint16_t outside = digits & ~crossing_digits_;
      const int extra_digits = std::popcount(outside);
      const int size = static_cast<int>(line_set.size());
      if (contained == 0 || size <= extra_digits || size - extra_digits >= extra) return false;
      const std::uint16_t allowed = ~(digits & ~outside);
      const int box_extra = extra - (size - extra_digits);
      const bool but_shared = shared >= 0 && contains(line_set, shared);
      const CellList& box_source = but_shared ? box_rest_but_shared : box_rest;
      // A box set needs a cell without the line set's crossing digits that holds another
      // crossing digit (check_box's `contained`).
      const Crossing& crossing = but_shared ? in_rest_but_shared : in_rest;
      const std::uint16_t line_crossing = digits & crossing_digits_;
      bool any_usable = false;
      for (int i = 0; i < crossing.count && !any_usable; ++i)
        any_usable = (crossing.digits[i] & line_crossing) == 0;
      if (!any_usable) return false;
      line_set_ = &line_set;
      line_digits_ = digits;
      CellList box_set;
      return subsets(box_source, 0, box_set, 0, allowed,
                     [&](const CellList& set, std::uint16_t box_digits) {
                       return check_box(set, box_digits, box_extra);
                     });
    });
  }

  bool check_box(const CellList& box_set, std::uint16_t digits, int extra) {
    const int contained = std::popcount(std::uint16_t(digits & crossing_digits_));
    const int extra_digits = std::popcount(std::uint16_t(digits & ~crossing_digits_));
    if (contained == 0 || static_cast<int>(box_set.size()) - extra_digits != extra) return false;
    const std::uint16_t both = digits & line_digits_;
    Step step;
    step.technique = Technique::sue_de_coq;
    delete_in(step, without(without(box_cells_, box_set), chosen_),
              std::uint16_t(((crossing_digits_ | digits) & ~line_digits_) | both));
    delete_in(step, without(without(line_cells_, *line_set_), chosen_),
              std::uint16_t(((crossing_digits_ | line_digits_) & ~digits) | both));
    if (step.deletions.empty()) return false;
    found_ = std::move(step);
    return true;
  }

  void delete_in(Step& step, const CellList& cells, std::uint16_t digits) const {
    for (const int cell : cells) {
      for (std::uint16_t rest = grid_.candidates(cell) & digits; rest != 0; rest &= rest - 1) {
        step.deletions.emplace_back(cell, std::countr_zero(rest) + 1);
      }
    }
  }

  // Every non-empty subset of `source` in HoDoKu's depth-first order ({0}, {0,1}, {0,1,2}, ...,
  // {0,2}, ...); `visit` sees those whose digits stay within `allowed`. A set with a digit not
  // allowed is not extended: its supersets have that digit too.
  template <typename Visit>
  bool subsets(const CellList& source, std::size_t from, CellList& set, std::uint16_t digits,
               std::uint16_t allowed, Visit&& visit) {
    for (std::size_t i = from; i < source.size(); ++i) {
      const std::uint16_t with = digits | grid_.candidates(source[i]);
      if ((with & ~allowed & 0x1ff) != 0) continue;
      set.push_back(source[i]);
      if (visit(set, with)) return true;
      if (subsets(source, i + 1, set, with, allowed, visit)) return true;
      set.pop_back();
    }
    return false;
  }

  const HodokuGrid& grid_;
  CellList line_cells_, box_cells_, crossing_, chosen_;
  const CellList* line_set_ = nullptr;  // the line set being tried
  std::uint16_t crossing_digits_ = 0, line_digits_ = 0;
  Step found_;
};

}  // namespace

std::optional<Step> find_sue_de_coq(const HodokuGrid& grid) {
  thread_local ChangedCells memo;
  return where_changed(memo, grid,
                       [&](const Cells& changed) { return SueDeCoqSearch(grid).first(changed); });
}

}  // namespace nonet::hodoku
