// Unique rectangles (HoDoKu's Uniqueness Tests 1-6 and Hidden Rectangle): four cells in two
// rows, two columns and two boxes that could hold the same two digits would give the puzzle two
// solutions, so the digits that would complete such a pattern go. HoDoKu walks rectangles from
// every bivalue cell (a partner in its box on its row or column, then the two cells across),
// allows corners that lost one of the two digits to eliminations, checks each rectangle once,
// and records the tests in a fixed order; a query for one test takes the first of its kind. One
// walk finds the first of every kind: the seven queries on one grid share it.
#include <algorithm>
#include <array>
#include <bit>
#include <bitset>

#include "rating/board/combinations.hpp"
#include "rating/hodoku/finders.hpp"

namespace nonet::hodoku {

namespace {

// The rectangles walked so far, a bit each: a rectangle is its two rows and its two columns.
class RectanglesSeen {
 public:
  // Whether the rectangle with these corners is new; it is seen from then on.
  bool insert(const std::array<int, 4>& corners) {
    int rows[2] = {9, -1}, columns[2] = {9, -1};
    for (const int cell : corners) {
      rows[0] = std::min(rows[0], row_of(cell)), rows[1] = std::max(rows[1], row_of(cell));
      columns[0] = std::min(columns[0], column_of(cell));
      columns[1] = std::max(columns[1], column_of(cell));
    }
    const int index = (rows[0] * 9 + rows[1]) * 81 + columns[0] * 9 + columns[1];
    if (bits_[index]) return false;
    bits_[index] = true;
    return true;
  }

 private:
  std::bitset<81 * 81> bits_;
};

// One walk that finds the first step of each of `N` kinds (`walk(changed)`, looking only at
// patterns with a cell in `changed`), kept for the grid as it stands: the ladder asks for the
// kinds one after another on the same grid. `changed`: the cells changed since every kind last
// found nothing (ChangedCells; all of them from scratch, where every walk is a fresh one). One
// per search, kept in the rating run's Memory.
template <std::size_t N>
class KeptWalk {
 public:
  using Firsts = std::array<std::optional<Step>, N>;
  template <typename Walk>
  std::optional<Step> first(const HodokuGrid& grid, int kind, Walk&& walk) {
    if (!grid_.is(grid)) {
      grid_.take(grid);
      firsts_ = walk(nothing_.since_nothing_found(grid));
      if (std::none_of(firsts_.begin(), firsts_.end(),
                       [](const std::optional<Step>& step) { return step.has_value(); }))
        nothing_.nothing_found(grid);
    }
    return firsts_[kind];
  }

 private:
  GridState grid_;
  Firsts firsts_;
  ChangedCells nothing_;
};

// By cell: the four other cells of its box on its row or column, in the box's order.
const std::array<std::array<int, 4>, kCells>& box_line_partners() {
  static const auto partners = [] {
    std::array<std::array<int, 4>, kCells> all{};
    for (int cell = 0; cell < kCells; ++cell) {
      int n = 0;
      for (const int other : house_cells(18 + box_of(cell))) {
        if (other != cell && (row_of(other) == row_of(cell) || column_of(other) == column_of(cell)))
          all[cell][n++] = other;
      }
    }
    return all;
  }();
  return partners;
}

// HoDoKu's rectangle walk from `start`: a partner in its box on its row or column that
// `partner_fits`, then the cells across from the two in each other box of their band or stack;
// `visit(partner, far_start, far_partner)` sees each rectangle once (`seen` holds the
// rectangles walked so far) and ends the walk by returning true.
template <typename PartnerFits, typename Visit>
bool walk_rectangles(int start, RectanglesSeen& seen, PartnerFits&& partner_fits, Visit&& visit) {
  for (const int partner : box_line_partners()[start]) {
    if (!partner_fits(partner)) continue;
    const bool rows = row_of(start) == row_of(partner);
    const int across_start = rows ? 9 + column_of(start) : row_of(start);
    const int across_partner = rows ? 9 + column_of(partner) : row_of(partner);
    for (int j = 0; j < 9; ++j) {
      const int far_start = house_cells(across_start)[j];
      const int far_partner = house_cells(across_partner)[j];
      if (box_of(far_start) == box_of(start)) continue;
      if (visit(partner, far_start, far_partner, [&] {
            return seen.insert({start, partner, far_start, far_partner});
          }))
        return true;
    }
  }
  return false;
}

class RectangleSearch {
 public:
  static constexpr int kKinds = 7;  // Uniqueness Tests 1-6, Hidden Rectangle
  using Firsts = KeptWalk<kKinds>::Firsts;

  // `changed`: the cells changed since the seven tests all last found nothing (ChangedCells); a
  // rectangle stands on the rows, columns and boxes of its corners.
  RectangleSearch(const HodokuGrid& grid, const CellSet& changed) : grid_(grid) {
    changed.for_each([&](int cell) {
      for (int kind = 0; kind < 3; ++kind) changed_houses_ |= 1u << house_of(cell, kind);
    });
    // Where each digit could go were only the placed digits counted.
    CellSet empty;
    for (int cell = 0; cell < kCells; ++cell) {
      if (grid.value(cell) == 0) empty.add(cell);
    }
    for (int digit = 1; digit <= 9; ++digit) allowed_[digit] = empty;
    for (int cell = 0; cell < kCells; ++cell) {
      if (grid.value(cell) != 0)
        allowed_[grid.value(cell)] = allowed_[grid.value(cell)].without(buddies(cell));
    }
  }

  // The first step of each kind, by kind (the technique less Uniqueness Test 1).
  Firsts firsts() {
    int starts[kCells];  // the bivalue cells
    const int count = grid_.cells_holding(2, starts);
    for (int k = 0; k < count; ++k) {
      const int start = starts[k];
      const std::uint16_t pair = grid_.candidates(start);
      low_ = std::countr_zero(pair) + 1;
      high_ = 16 - std::countl_zero(pair);
      const auto partner_fits = [&](int partner) {
        return grid_.value(partner) == 0 && allowed_[low_].has(partner) &&
               allowed_[high_].has(partner);
      };
      const auto visit = [&](int partner, int far_start, int far_partner, auto&& first_time) {
        // HoDoKu checks the second digit on the far partner only (twice): kept as it is.
        if (!allowed_[low_].has(far_start) || !allowed_[low_].has(far_partner) ||
            !allowed_[high_].has(far_partner))
          return false;
        // Its two rows, two columns and two boxes (each corner is in three of them).
        const std::uint32_t houses = 1u << house_of(start, 0) | 1u << house_of(far_partner, 0) |
                                     1u << house_of(start, 1) | 1u << house_of(far_partner, 1) |
                                     1u << house_of(start, 2) | 1u << house_of(far_start, 2);
        if ((houses & changed_houses_) == 0 || !first_time()) return false;
        corners_ = {start, partner, far_start, far_partner};
        return check();
      };
      if (walk_rectangles(start, seen_, partner_fits, visit)) break;
    }
    return std::move(found_);
  }

 private:
  // Keeps the first step of its kind; true once every kind has one.
  bool take(Technique type, Step step) {
    if (step.deletions.empty()) return false;
    std::optional<Step>& first = found_[static_cast<int>(type) - static_cast<int>(kFirstKind)];
    if (!first) {
      step.technique = type;
      first = std::move(step);
      ++kinds_found_;
    }
    return kinds_found_ == kKinds;
  }

  bool has(int cell, int digit) const { return grid_.has(cell, digit); }

  // The tests on the rectangle in `corners_`, in HoDoKu's order; true when all kinds are found.
  bool check() {
    const std::uint16_t ur = std::uint16_t((1u << (low_ - 1)) | (1u << (high_ - 1)));
    two_.clear(), extra_.clear();
    std::array<int, 4> sorted = corners_;
    std::sort(sorted.begin(), sorted.end());
    for (const int cell : sorted) (grid_.candidates(cell) & ~ur ? extra_ : two_).push_back(cell);
    const std::size_t two = two_.size();
    if (two == 3) {
      Step step;
      for (const int digit : {low_, high_}) {
        if (has(extra_[0], digit)) step.deletions.emplace_back(extra_[0], digit);
      }
      if (take(Technique::uniqueness_1, std::move(step))) return true;
    }
    if (two == 2 || two == 1) {
      std::uint16_t added = 0;
      CellSet sees = CellSet::all();
      for (const int cell : extra_) {
        added |= grid_.candidates(cell) & ~ur;
        if (std::popcount(added) > 1) break;
        sees &= buddies(cell);
      }
      if (std::popcount(added) == 1) {
        const int digit = std::countr_zero(added) + 1;
        Step step;
        (sees & grid_.places_of(digit)).for_each([&](int cell) {
          step.deletions.emplace_back(cell, digit);
        });
        const bool diagonal = extra_.size() == 3 || (row_of(extra_[0]) != row_of(extra_[1]) &&
                                                     column_of(extra_[0]) != column_of(extra_[1]));
        if (take(diagonal ? Technique::uniqueness_5 : Technique::uniqueness_2, std::move(step)))
          return true;
      }
    }
    if (two == 2) {
      std::uint16_t extras = 0;
      for (const int cell : extra_) extras |= grid_.candidates(cell) & ~ur;
      const int a = extra_[0], b = extra_[1];
      if (row_of(a) == row_of(b) && uniqueness_3(row_of(a), false, extras, ur)) return true;
      if (column_of(a) == column_of(b) && uniqueness_3(9 + column_of(a), false, extras, ur))
        return true;
      if (box_of(a) == box_of(b) && uniqueness_3(18 + box_of(a), true, extras, ur)) return true;
      if (row_of(a) == row_of(b) || column_of(a) == column_of(b)) {
        const CellSet both = buddies(a) & buddies(b);
        int gone = -1;
        if (!any_with(both, low_)) {
          gone = high_;
        } else if (!any_with(both, high_)) {
          gone = low_;
        }
        if (gone != -1 && take(Technique::uniqueness_4, delete_from_extras(gone))) return true;
      } else {
        CellSet lines;
        for (const int cell : extra_) {
          for (int kind = 0; kind < 2; ++kind) {
            for (const int other : house_cells(house_of(cell, kind))) lines.add(other);
          }
        }
        for (const int cell : corners_) lines.remove(cell);
        int gone = -1;
        if (!any_with(lines, low_)) {
          gone = low_;
        } else if (!any_with(lines, high_)) {
          gone = high_;
        }
        if (gone != -1 && take(Technique::uniqueness_6, delete_from_extras(gone))) return true;
      }
    }
    if (two == 2 || two == 1) {
      const bool diagonal = two == 1 || (row_of(two_[0]) != row_of(two_[1]) &&
                                         column_of(two_[0]) != column_of(two_[1]));
      if (diagonal) {
        if (hidden_rectangle(two_[0])) return true;
        if (two == 2 && hidden_rectangle(two_[1])) return true;
      }
    }
    return false;
  }

  bool any_with(const CellSet& cells, int digit) const {
    return cells.intersects(grid_.places_of(digit));
  }

  Step delete_from_extras(int digit) const {
    Step step;
    for (const int cell : extra_) {
      if (has(cell, digit)) step.deletions.emplace_back(cell, digit);
    }
    return step;
  }

  // Type 3: the two extra cells act as one cell holding their extra digits; with other cells of
  // a shared house that hold none of the rectangle's digits they form a naked subset.
  bool uniqueness_3(int house, bool box, std::uint16_t extras, std::uint16_t ur) {
    // The house's other empty cells without the rectangle's digits, as positions in it (ascending
    // cells), each with its candidates.
    std::uint16_t masks[9], others = 0;
    for (int p = 0; p < 9; ++p) {
      const int cell = house_cells(house)[p];
      masks[p] = grid_.candidates(cell);
      if (masks[p] != 0 && (masks[p] & ur) == 0 &&
          std::find(corners_.begin(), corners_.end(), cell) == corners_.end())
        others |= std::uint16_t(1u << p);
    }
    CellSet extra_cells;
    for (const int cell : extra_) extra_cells.add(cell);
    return for_each_subset_depth_first(
        masks, others, extras, [&](std::uint16_t chosen, int, std::uint16_t with) {
          CellSet members = extra_cells;
          for (; chosen != 0; chosen &= chosen - 1)
            members.add(house_cells(house)[std::countr_zero(chosen)]);
          if ((box && in_one_line(members)) || std::popcount(with) != members.count() - 1)
            return Next::deeper;
          Step step;
          add_subset_deletions(step, house, members, with);
          if (step.deletions.empty()) return Next::deeper;
          const int shared_box = 18 + box_of(members.first());
          if (!box && (members & house_set(shared_box)) == members)
            add_subset_deletions(step, shared_box, members, with);
          return take(Technique::uniqueness_3, std::move(step)) ? Next::found : Next::deeper;
        });
  }

  void add_subset_deletions(Step& step, int house, const CellSet& members,
                            std::uint16_t digits) const {
    for (const int cell : house_cells(house)) {
      if (grid_.value(cell) != 0 || members.has(cell)) continue;
      for (std::uint16_t rest = grid_.candidates(cell) & digits; rest != 0; rest &= rest - 1) {
        step.deletions.emplace_back(cell, std::countr_zero(rest) + 1);
      }
    }
  }

  static bool in_one_line(const CellSet& cells) {
    const int first = cells.first();
    return (cells & house_set(row_of(first))) == cells ||
           (cells & house_set(9 + column_of(first))) == cells;
  }

  bool hidden_rectangle(int corner) {
    const int a = extra_[0], b = extra_[1];
    const int row = row_of(a) == row_of(corner) ? row_of(b) : row_of(a);
    const int column = column_of(a) == column_of(corner) ? column_of(b) : column_of(a);
    CellSet lines = house_set(row) | house_set(9 + column);
    for (const int cell : corners_) lines.remove(cell);
    for (const auto& [kept, gone] : {std::pair{low_, high_}, std::pair{high_, low_}}) {
      if (lines.intersects(grid_.places_of(kept))) continue;  // not confined to the corners
      const int target = row * 9 + column;
      Step step;
      if (has(target, gone)) step.deletions.emplace_back(target, gone);
      if (take(Technique::hidden_rectangle, std::move(step))) return true;
    }
    return false;
  }

  static constexpr Technique kFirstKind = Technique::uniqueness_1;

  const HodokuGrid& grid_;
  std::uint32_t changed_houses_ = 0;  // bit h: house h holds a changed cell
  std::array<CellSet, 10> allowed_{};
  RectanglesSeen seen_;
  int low_ = 0, high_ = 0;
  std::array<int, 4> corners_{};
  std::vector<int> two_, extra_;
  Firsts found_;
  int kinds_found_ = 0;
};

}  // namespace

std::optional<Step> find_uniqueness(const HodokuGrid& grid, const Ask& ask, Memory& memory) {
  const Technique type = ask.technique;
  struct Kept : KeptWalk<RectangleSearch::kKinds> {};
  return memory.kept<Kept>().first(
      grid, static_cast<int>(type) - static_cast<int>(Technique::uniqueness_1),
      [&](const CellSet& changed) { return RectangleSearch(grid, changed).firsts(); });
}

// Avoidable rectangles: two placed (not given) cells of a box, holding a and b, and the two
// cells across from them that would complete a rectangle b/a: type 1 when one of those is
// placed too (the other loses its digit), type 2 when both are bivalue with one more digit in
// common (cells seeing both lose it). Walked from every placed cell, as HoDoKu does.
namespace {

// The first avoidable rectangle of each type (1, 2) among those with a corner in `changed`: one
// on unchanged corners deletes no more than it did when the search last found nothing.
KeptWalk<2>::Firsts avoidable_rectangles(const HodokuGrid& grid, const CellSet& changed) {
  auto bivalue_with = [&](int cell, int digit) {
    return grid.value(cell) == 0 && grid.has(cell, digit) &&
           std::popcount(grid.candidates(cell)) == 2;
  };
  RectanglesSeen seen;
  KeptWalk<2>::Firsts found;
  for (int start = 0; start < kCells; ++start) {
    if (grid.value(start) == 0 || grid.given(start)) continue;
    const int a = grid.value(start);
    const auto partner_fits = [&](int partner) {
      return grid.value(partner) != 0 && !grid.given(partner);
    };
    const auto visit = [&](int partner, int far_start, int far_partner, auto&& first_time) {
      const int b = grid.value(partner);
      const bool fits =
          (grid.value(far_start) == b && !grid.given(far_start) && bivalue_with(far_partner, a)) ||
          (grid.value(far_partner) == a && !grid.given(far_partner) &&
           bivalue_with(far_start, b)) ||
          (bivalue_with(far_start, b) && bivalue_with(far_partner, a));
      if (!fits ||
          !(changed.has(start) || changed.has(partner) || changed.has(far_start) ||
            changed.has(far_partner)) ||
          !first_time())
        return false;
      Step step;
      int type = 0;  // 0: type 1, 1: type 2
      if (grid.value(far_start) != 0 || grid.value(far_partner) != 0) {
        if (grid.value(far_start) != 0) {
          if (grid.has(far_partner, a)) step.deletions.emplace_back(far_partner, a);
        } else if (grid.has(far_start, b)) {
          step.deletions.emplace_back(far_start, b);
        }
      } else {
        type = 1;
        const std::uint16_t rest = grid.candidates(far_start) & ~(1u << (b - 1));
        const int extra = std::countr_zero(rest) + 1;
        if (!grid.has(far_partner, extra)) return false;
        (grid.places_of(extra) & buddies(far_start) & buddies(far_partner)).for_each([&](int cell) {
          step.deletions.emplace_back(cell, extra);
        });
      }
      if (step.deletions.empty() || found[type]) return false;
      step.technique =
          type == 0 ? Technique::avoidable_rectangle_1 : Technique::avoidable_rectangle_2;
      found[type] = std::move(step);
      return found[0] && found[1];
    };
    if (walk_rectangles(start, seen, partner_fits, visit)) break;
  }
  return found;
}

}  // namespace

// Avoidable rectangles: both types come from one walk.
std::optional<Step> find_avoidable_rectangle(const HodokuGrid& grid, const Ask& ask,
                                             Memory& memory) {
  const Technique type = ask.technique;
  struct Kept : KeptWalk<2> {};
  return memory.kept<Kept>().first(
      grid, type == Technique::avoidable_rectangle_1 ? 0 : 1,
      [&](const CellSet& changed) { return avoidable_rectangles(grid, changed); });
}

}  // namespace nonet::hodoku
