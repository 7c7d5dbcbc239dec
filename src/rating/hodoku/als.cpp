// Almost locked sets (N cells of a house holding N+1 digits) as HoDoKu finds and links them.
// ALS-XZ: two ALSes with a restricted common digit X (every place of X in both sees every
// other): a digit Z of both leaves every cell seeing all its places in both (with two restricted
// commons, the ALSes are locked and more goes). HoDoKu lists ALSes house by house (rows,
// columns, boxes), cells depth-first, a set of cells once; restricted commons pair each ALS with
// the later ones that do not overlap it; the first pair with deletions is taken. ALS-XY-Wing:
// two ALSes A and B each with a restricted common with a pivot ALS C (not the same single digit
// twice): a digit of A and B other than those leaves cells seeing all its places in both.
#include <algorithm>
#include <array>
#include <bit>
#include <initializer_list>
#include <limits>

#include "rating/board/combinations.hpp"
#include "rating/hodoku/finders.hpp"

namespace nonet::hodoku {

namespace {

struct Als {
  CellSet cells;
  std::uint16_t digits = 0;
  CellSet sees[10];  // the cells outside it seeing every place of the digit, holding it
  // What its steps may delete: sees over all its digits, and its digits (bit d - 1) whose sees
  // hold a place the puzzle's solution leaves out (HodokuGrid::ruling_solution; any place
  // without it). Every ALS deletion is sound, so none is ever elsewhere.
  CellSet sees_any;
  std::uint16_t seeing = 0;
  std::array<std::uint8_t, 10> first_place;  // by digit: its first place of the digit
};

// A restricted common in an ALS's list for ALS-XY-Wing: its index, the digits its other ALS
// has cells seeing all its places for but the link's (those a wing through it may delete), and
// its digit when it links on one digit only (0: two).
struct WingLink {
  int common;
  std::uint16_t far_digits;
  std::int8_t lone;
};

struct RestrictedCommon {
  int first, second;  // ALS indices, first < second
  int digit1, digit2 = 0;
  int actual = 0;  // in a chain: which digits link on (1: digit1, 2: digit2, 3: both)

  // HoDoKu's rule for a link following one that entered its ALS on digit `entered`: it may not
  // use that digit. Which digits link on, as `actual`; 0: none.
  int follows(int entered) const {
    if (digit2 == 0) return entered == digit1 ? 0 : 1;
    if (entered == digit2) return 1;
    return entered == digit1 ? 2 : 3;
  }
  // The digit this link, in a chain, enters its second ALS on, as the next link is tested with
  // it. A link on both digits passes its first (HoDoKu passes the first twice, which tests the
  // same as once).
  int entering() const { return actual == 2 ? digit2 : digit1; }
};

// The digits of a list as bits (bit d - 1: digit d; a 0 in the list is none).
std::uint16_t digit_bits(std::initializer_list<int> digits) {
  std::uint16_t bits = 0;
  for (const int digit : digits) {
    if (digit != 0) bits |= std::uint16_t(1u << (digit - 1));
  }
  return bits;
}

class AlsSearch {
 public:
  AlsSearch() = default;
  // The search for the grid as it stands, kept while the grid stays the same: ALS-XZ,
  // ALS-XY-Wing and ALS-XY-Chain ask for it one after another. One in the rating run's Memory,
  // built again in place for another grid (its lists keep their room).
  static AlsSearch& of(const HodokuGrid& grid, Memory& memory) {
    struct Kept {
      AlsSearch search;
      GridState built_for;
    };
    Kept& kept = memory.kept<Kept>();
    if (!kept.built_for.is(grid)) {
      kept.search.build(grid, memory);
      kept.built_for.take(grid);
    }
    return kept.search;
  }

  // ALS-XZ and ALS-XY-Wing stand on the cells of their ALSes: only those with an ALS holding a
  // cell in `changed` (since the search last found nothing, ChangedCells) can be new.
  std::optional<Step> xz(const CellSet& changed) {
    const std::vector<char> changed_als = alses_meeting(changed);
    for (const RestrictedCommon& rc : commons_) {
      if (!changed_als[rc.first] && !changed_als[rc.second]) continue;
      const Als& a = alses_[rc.first];
      const Als& b = alses_[rc.second];
      Step step;
      delete_common(step, a, b, {rc.digit1});
      if (rc.digit2 != 0) {
        delete_common(step, a, b, {rc.digit2});
        delete_locked(step, a, b, rc.digit1, rc.digit2);
        delete_locked(step, b, a, rc.digit1, rc.digit2);
      }
      if (step.deletions.empty()) continue;
      step.technique = Technique::als_xz;
      return step;
    }
    return std::nullopt;
  }

  // ALS chains: from every ALS, depth-first through its restricted commons to later ALSes, each
  // link on a digit the previous one did not use; from the third link on, digits of the first
  // and last ALS other than the end links' go from cells seeing all their places. The first in
  // HoDoKu's sort is kept (record_chain). A chain stands on its ALSes: only chains through one
  // with a cell in `changed` (ChangedCells) delete.
  std::optional<Step> xy_chain(const CellSet& changed) {
    changed_als_ = alses_meeting(changed);
    chain_found_ = false;
    begin_.assign(alses_.size(), 0);
    end_.assign(alses_.size(), 0);
    for (int i = 0, k = 0; i < static_cast<int>(alses_.size()); ++i) {
      begin_[i] = k;
      while (k < static_cast<int>(commons_.size()) && commons_[k].first == i) ++k;
      end_[i] = k;
    }
    // Links lead to later ALSes only: an ALS reaches a changed one when it is one or a later
    // partner does.
    reaches_changed_.assign(alses_.size(), 0);
    for (int i = static_cast<int>(alses_.size()); i-- > 0;) {
      char reaches = changed_als_[i];
      for (int k = begin_[i]; k < end_[i] && !reaches; ++k)
        reaches = reaches_changed_[commons_[k].second];
      reaches_changed_[i] = reaches;
    }
    // By ALS and the digit a chain enters it on: the digits of the ALSes a chain on from there
    // may end in whose places some cell sees, less the end link's. A chain records only when the
    // start has one of them too, other than its first link's digit (nearly every start has
    // none); links lead to later ALSes only, so the ALSes are taken from the last.
    // Each link is read once: what it gives (the next ALS's seeing digits but the ones it links
    // on, and the ends from there) depends only on which of its digits the entering one is.
    ends_from_.assign(alses_.size() * 10, 0);
    for (int i = static_cast<int>(alses_.size()); i-- > 0;) {
      // By digit: what the links on that one digit alone give, to every other entering digit;
      // by entering digit, what the links on two give.
      std::array<std::uint16_t, 10> single{}, ends{};
      for (int k = begin_[i]; k < end_[i]; ++k) {
        const RestrictedCommon& rc = commons_[k];
        const std::uint16_t seeing = seeing_[rc.second];
        const std::uint16_t* const on = &ends_from_[rc.second * 10];
        const std::uint16_t bit1 = digit_bits({rc.digit1}), bit2 = digit_bits({rc.digit2});
        const std::uint16_t on_first = (seeing & ~bit1) | on[rc.digit1];
        if (rc.digit2 == 0) {
          single[rc.digit1] |= on_first;
          continue;
        }
        const std::uint16_t on_second = (seeing & ~bit2) | on[rc.digit2];
        const std::uint16_t on_both = (seeing & ~bit1 & ~bit2) | on[rc.digit1];
        for (std::uint16_t rest = digits_[i]; rest != 0; rest &= rest - 1) {
          const int entered = std::countr_zero(rest) + 1;
          ends[entered] |= entered == rc.digit1   ? on_second
                           : entered == rc.digit2 ? on_first
                                                  : on_both;
        }
      }
      std::array<std::uint16_t, 11> before{}, after{};  // single's digits below / above
      for (int digit = 1; digit <= 9; ++digit) before[digit + 1] = before[digit] | single[digit];
      for (int digit = 9; digit >= 1; --digit) after[digit - 1] = after[digit] | single[digit];
      for (std::uint16_t rest = digits_[i]; rest != 0; rest &= rest - 1) {
        const int entered = std::countr_zero(rest) + 1;
        ends_from_[i * 10 + entered] = ends[entered] | before[entered] | after[entered];
      }
    }
    if (walked_.size() < alses_.size() * 20) walked_.resize(alses_.size() * 20);
    // Starts are numbered on from one search to the next; when the numbers run out, over.
    if (walk_ > std::numeric_limits<int>::max() - static_cast<int>(alses_.size())) {
      std::fill(walked_.begin(), walked_.end(), Walked{});
      walk_ = 0;
    }
    for (int start = 0; start < static_cast<int>(alses_.size()); ++start) {
      start_ = start;
      ++walk_;
      chain_size_ = 0;
      changed_in_chain_ = changed_als_[start];
      chain_from(start, nullptr);
    }
    if (!chain_found_) return std::nullopt;
    return chain_best_;
  }

  std::optional<Step> xy_wing(const CellSet& changed) {
    const std::vector<char> changed_als = alses_meeting(changed);
    // Only pairs of restricted commons sharing an ALS make a wing: the later commons of either
    // of the first one's ALSes (HoDoKu's pair order is ascending). The wing's three ALSes are
    // the two links' four: one of them must have changed, so a link between unchanged ALSes
    // pairs only with links holding a changed one.
    const int n = static_cast<int>(commons_.size());
    auto has_changed = [&](const RestrictedCommon& rc) {
      return changed_als[rc.first] || changed_als[rc.second];
    };
    // Each ALS's restricted commons that `keep` takes, ascending: list[begin[a], begin[a + 1]).
    auto lists_by_als = [&](auto&& keep, std::vector<int>& begin, std::vector<WingLink>& list) {
      begin.assign(alses_.size() + 1, 0);
      list.resize(2 * commons_.size());
      for (const RestrictedCommon& rc : commons_) {
        if (keep(rc)) ++begin[rc.first + 1], ++begin[rc.second + 1];
      }
      for (std::size_t a = 0; a < alses_.size(); ++a) begin[a + 1] += begin[a];
      std::vector<int>& next = wing_.next;
      next.assign(begin.begin(), begin.end() - 1);
      for (int i = 0; i < n; ++i) {
        const RestrictedCommon& rc = commons_[i];
        if (!keep(rc)) continue;
        const std::uint16_t others = ~digit_bits({rc.digit1, rc.digit2});
        const auto lone = std::int8_t(rc.digit2 == 0 ? rc.digit1 : 0);
        list[next[rc.first]++] = {i, std::uint16_t(seeing_[rc.second] & others), lone};
        list[next[rc.second]++] = {i, std::uint16_t(seeing_[rc.first] & others), lone};
      }
    };
    std::vector<int>& begin = wing_.begin;
    std::vector<int>& changed_begin = wing_.changed_begin;
    std::vector<WingLink>& all_links = wing_.links;
    std::vector<WingLink>& changed_links = wing_.changed_links;
    lists_by_als([](const RestrictedCommon&) { return true; }, begin, all_links);
    lists_by_als(has_changed, changed_begin, changed_links);
    passed_.resize(2 * commons_.size());
    // By ALS, where its list's links after the current one start (i only grows).
    std::vector<int>& after = wing_.after;
    std::vector<int>& changed_after = wing_.changed_after;
    after.assign(begin.begin(), begin.end() - 1);
    changed_after.assign(changed_begin.begin(), changed_begin.end() - 1);
    for (int i = 0; i < n; ++i) {
      const RestrictedCommon& one = commons_[i];
      const bool one_changed = has_changed(one);
      const std::vector<int>& of = one_changed ? begin : changed_begin;
      const WingLink* list = (one_changed ? all_links : changed_links).data();
      std::vector<int>& past = one_changed ? after : changed_after;
      // The links of an ALS's list after this one, as [first, end).
      auto later = [&](int als) {
        int& at = past[als];
        while (at < of[als + 1] && list[at].common <= i) ++at;
        return std::pair{at, of[als + 1]};
      };
      const std::uint16_t link_digits = digit_bits({one.digit1, one.digit2});
      const int lone = one.digit2 == 0 ? one.digit1 : 0;
      // The first link of list[first, end) before `limit` making a wing with `one` through
      // `pivot` (its other ALS `a`), its step in `step`; `limit` when none does.
      auto first_wing = [&](std::pair<int, int> range, int pivot, int a, int limit, Step& step) {
        // Cheap tests first, without a branch (which pass is random): a digit of both ends
        // but the links' with seeing cells, not one lone digit twice.
        const std::uint16_t wanted = seeing_[a] & ~link_digits;
        int* const passed = passed_.data();
        int count = 0;
        for (int k = range.first; k < range.second; ++k) {
          passed[count] = list[k].common;
          count += ((list[k].far_digits & wanted) != 0) & ((lone == 0) | (lone != list[k].lone));
        }
        for (int m = 0; m < count && passed[m] < limit; ++m) {
          const RestrictedCommon& two = commons_[passed[m]];
          const int b = two.first == pivot ? two.second : two.first;
          if (cells_[a].intersects(cells_[b])) continue;
          delete_common(step, alses_[a], alses_[b],
                        {one.digit1, one.digit2, two.digit1, two.digit2});
          if (!step.deletions.empty()) return passed[m];
        }
        return limit;
      };
      // A link in the first ALS's list has it for its pivot, one in the second's the second (no
      // other link joins the same two ALSes): the first wing is the first of each list's first,
      // the second list looked through up to the first's only.
      Step by_first, by_second;
      const int none = std::numeric_limits<int>::max();
      const int at_first = first_wing(later(one.first), one.first, one.second, none, by_first);
      const int at_second =
          first_wing(later(one.second), one.second, one.first, at_first, by_second);
      if (at_first == none && at_second == none) continue;
      Step& step = at_second < at_first ? by_second : by_first;
      step.technique = Technique::als_xy_wing;
      return std::move(step);
    }
    return std::nullopt;
  }

 private:
  void build(const HodokuGrid& grid, const Memory& memory) {
    for (int digit = 1; digit <= 9; ++digit)
      with_[digit] = deletable_[digit] = grid.places_of(digit);
    if (const auto* solution = grid.ruling_solution(memory)) {
      for (int cell = 0; cell < kCells; ++cell) deletable_[(*solution)[cell]].remove(cell);
    }
    alses_.clear();
    commons_.clear();
    collect_alses(grid);
    collect_restricted_commons();
  }

  // By ALS: whether it holds a cell of `cells`.
  std::vector<char> alses_meeting(const CellSet& cells) const {
    std::vector<char> meeting(alses_.size());
    for (std::size_t i = 0; i < alses_.size(); ++i) meeting[i] = cells_[i].intersects(cells);
    return meeting;
  }

  void collect_alses(const HodokuGrid& grid) {
    const std::array<int, kHouses> last_first = house_first_;
    old_index_.clear();
    for (int house = 0; house < kHouses; ++house) {
      house_first_[house] = static_cast<int>(alses_.size());
      // A house whose cells hold what they held at the last build has the same ALSes.
      HouseAlses& kept = by_house_[house];
      std::array<std::uint16_t, 9> held;
      for (int i = 0; i < 9; ++i) {
        const int cell = house_cells(house)[i];
        held[i] = std::uint16_t(grid.candidates(cell) | (grid.value(cell) != 0 ? 0x8000 : 0));
      }
      if (kept.valid && kept.held == held) {
        for (const Als& was : kept.alses) {
          old_index_.push_back(last_first[house] + static_cast<int>(alses_.size()) -
                               house_first_[house]);
          narrow_sees(alses_.emplace_back(was));
        }
        continue;
      }
      const std::size_t first = alses_.size();
      subsets(grid, house);
      // Of those, the ALSes whose cells are as they were are the last build's: in its list for
      // the house, in the same order (a set of cells is an ALS or not by its own cells).
      CellSet changed;
      for (int i = 0; i < 9; ++i) {
        if (!kept.valid || held[i] != kept.held[i]) changed.add(house_cells(house)[i]);
      }
      std::size_t last = 0;
      for (std::size_t i = first; i < alses_.size(); ++i) {
        fill_sees(alses_[i]);
        int index = -1;
        if (!alses_[i].cells.intersects(changed)) {
          while (last < kept.alses.size() && kept.alses[last].cells != alses_[i].cells) ++last;
          if (last < kept.alses.size()) index = last_first[house] + static_cast<int>(last);
        }
        old_index_.push_back(index);
      }
      kept.valid = true;
      kept.held = held;
      kept.alses.assign(alses_.begin() + static_cast<std::ptrdiff_t>(first), alses_.end());
    }
  }

  // The cells seeing all of a set of places in one house are those of the houses holding them
  // all (two cells of a row in two boxes share nothing else).
  void fill_sees(Als& als) const {
    for (std::uint16_t rest = als.digits; rest != 0; rest &= rest - 1) {
      const int digit = std::countr_zero(rest) + 1;
      const CellSet places = als.cells & with_[digit];
      const int first = places.first();
      als.first_place[digit] = std::uint8_t(first);
      CellSet seen;
      for (int kind = 0; kind < 3; ++kind) {
        const CellSet& house = house_set(house_of(first, kind));
        if (places.without(house).empty()) seen |= house;
      }
      als.sees[digit] = (seen & with_[digit]).without(als.cells);
      note_deletable(als, digit);
    }
  }

  // An ALS of the last build whose cells are as they were: what sees its places then, less the
  // places its digits lost since (a grid only loses candidates).
  void narrow_sees(Als& als) const {
    als.sees_any = {};
    als.seeing = 0;
    for (std::uint16_t rest = als.digits; rest != 0; rest &= rest - 1) {
      const int digit = std::countr_zero(rest) + 1;
      als.sees[digit] &= with_[digit];
      note_deletable(als, digit);
    }
  }

  // Adds what the ALS's sees of a digit may delete to its sees_any and seeing.
  void note_deletable(Als& als, int digit) const {
    const CellSet deletable = als.sees[digit] & deletable_[digit];
    als.sees_any |= deletable;
    if (!deletable.empty()) als.seeing |= std::uint16_t(1u << (digit - 1));
  }

  // Whether cells of `house` (as positions in it, the last added at `position`) all lie in a
  // house listed before it (rows, columns, boxes): a set of cells is one ALS, whatever its house.
  // A column's cells share a row only alone; a box's lie in a row of it or a column of it.
  static bool in_earlier_house(std::uint16_t positions, int house, int position) {
    if (house < 9) return false;
    if (house < 18) return std::has_single_bit(positions);
    return (positions & ~(0x7u << (3 * (position / 3)))) == 0 ||
           (positions & ~(0x49u << (position % 3))) == 0;
  }

  // The ALSes of a house: its empty cells' sets in HoDoKu's depth-first order (positions in the
  // house ascending, a set before those it begins), up to eight cells, holding one digit more
  // than cells.
  void subsets(const HodokuGrid& grid, int house) {
    std::uint16_t held[9];
    std::uint16_t empty = 0;
    for (int p = 0; p < 9; ++p) {
      const int cell = house_cells(house)[p];
      held[p] = grid.candidates(cell);
      if (grid.value(cell) == 0) empty |= std::uint16_t(1u << p);
    }
    for_each_subset_depth_first(
        held, empty, 0, [&](std::uint16_t positions, int size, std::uint16_t digits) {
          // The set's last position is its highest.
          if (std::popcount(digits) == size + 1 &&
              !in_earlier_house(positions, house, std::bit_width(positions) - 1)) {
            Als& als = alses_.emplace_back();
            for (std::uint16_t rest = positions; rest != 0; rest &= rest - 1)
              als.cells.add(house_cells(house)[std::countr_zero(rest)]);
            als.digits = digits;
          }
          return size < 8 ? Next::deeper : Next::skip_supersets;
        });
  }

  // A digit of two ALSes without a common cell is a restricted common when every place of it
  // in one sees every place of it in the other: when b's places lie in what sees all of a's.
  // Those few cells hold the first place of every such b: each ALS is listed by digit under its
  // first place of the digit, and looks for its partners only there. Two ALSes the last build
  // had too (their cells are as they were) have the restricted commons they had: only the ALSes
  // new since then look for partners.
  void collect_restricted_commons() {
    const int n = static_cast<int>(alses_.size());
    cells_.resize(n);
    digits_.resize(n);
    seeing_.resize(n);
    for (int i = 0; i < n; ++i) {
      cells_[i] = alses_[i].cells, digits_[i] = alses_[i].digits, seeing_[i] = alses_[i].seeing;
    }
    // by_first[first[d * kCells + c], first[d * kCells + c + 1]): the ALSes, ascending, whose
    // first place of digit d is cell c.
    std::vector<int>& first = first_scratch_;
    std::vector<int>& by_first = by_first_scratch_;
    first.assign(10 * kCells + 1, 0);
    auto first_place = [&](int i, int digit) { return alses_[i].first_place[digit]; };
    for (int i = 0; i < n; ++i) {
      for (std::uint16_t rest = alses_[i].digits; rest != 0; rest &= rest - 1) {
        const int digit = std::countr_zero(rest) + 1;
        ++first[digit * kCells + first_place(i, digit) + 1];
      }
    }
    for (std::size_t k = 1; k < first.size(); ++k) first[k] += first[k - 1];
    by_first.resize(first.back());
    std::vector<int>& next = next_scratch_;
    next.assign(first.begin(), first.end() - 1);
    for (int i = 0; i < n; ++i) {
      for (std::uint16_t rest = alses_[i].digits; rest != 0; rest &= rest - 1) {
        const int digit = std::countr_zero(rest) + 1;
        by_first[next[digit * kCells + first_place(i, digit)]++] = i;
      }
    }
    std::vector<std::uint16_t>& common = common_scratch_;  // by partner: its common digits
    common.assign(n, 0);
    std::vector<int>& partners = partners_scratch_;
    partners.resize(n);
    // Those of the new ALSes, as first << 40 | second << 16 | digit1 << 4 | digit2: sorted as
    // numbers, in (first, second) order.
    std::vector<std::uint64_t>& found = found_scratch_;
    found.clear();
    // Raw arrays in the loop below: its writes would otherwise make the compiler read the lists
    // again after each.
    const CellSet* const cells = cells_.data();
    const int* const old_index = old_index_.data();
    const int* const listed = by_first.data();
    std::uint16_t* const common_of_partner = common.data();
    int* const partner = partners.data();
    for (int i = 0; i < n; ++i) {
      if (old_index[i] >= 0) continue;
      const Als& a = alses_[i];
      int partner_count = 0;
      for (std::uint16_t rest = a.digits; rest != 0; rest &= rest - 1) {
        const int digit = std::countr_zero(rest) + 1;
        const CellSet& seen = a.sees[digit];
        // A partner's places of the digit lie in `seen`, its cells off a's.
        const CellSet outside = with_[digit].without(seen) | cells[i];
        const int* const first_of_cell = first.data() + digit * kCells;
        const std::uint16_t bit = std::uint16_t(1u << digit);
        seen.for_each([&](int cell) {
          const int* const end = listed + first_of_cell[cell + 1];
          for (const int* j = listed + first_of_cell[cell]; j != end; ++j) {
            // A new ALS before this one found the pair. Without branches: which pass is random.
            const int b = *j;
            const bool found_before = (b < i) & (old_index[b] < 0);
            const bool pass = !found_before & !cells[b].intersects(outside);
            partner[partner_count] = b;
            partner_count += pass & (common_of_partner[b] == 0);
            common_of_partner[b] |= std::uint16_t(-std::uint16_t(pass) & bit);
          }
        });
      }
      // The first digit, and the last as the second (HoDoKu keeps two).
      for (int k = 0; k < partner_count; ++k) {
        const int j = partner[k];
        const std::uint16_t digits = common_of_partner[j];
        common_of_partner[j] = 0;
        const int low = std::countr_zero(digits), high = 15 - std::countl_zero(digits);
        found.push_back(std::uint64_t(std::min(i, j)) << 40 | std::uint64_t(std::max(i, j)) << 16 |
                        std::uint64_t(low) << 4 | std::uint64_t(low == high ? 0 : high));
      }
    }
    sort_by_pair(found, n);
    auto common_of = [](std::uint64_t key) {
      return RestrictedCommon{int(key >> 40), int((key >> 16) & 0xffffff), int((key >> 4) & 0xf),
                              int(key & 0xf)};
    };
    // The last build's between ALSes kept, in its order (which is theirs now), merged in.
    std::vector<int>& new_of_old = next;
    new_of_old.assign(last_count_, -1);
    for (int i = 0; i < n; ++i) {
      if (old_index_[i] >= 0) new_of_old[old_index_[i]] = i;
    }
    commons_.clear();
    auto from_found = found.begin();
    for (const RestrictedCommon& last : last_commons_) {
      const int a = new_of_old[last.first], b = new_of_old[last.second];
      if (a < 0 || b < 0) continue;
      RestrictedCommon kept = last;
      kept.first = a, kept.second = b;
      const std::uint64_t kept_key = std::uint64_t(a) << 40 | std::uint64_t(b) << 16;
      while (from_found != found.end() && *from_found < kept_key)
        commons_.push_back(common_of(*from_found++));
      commons_.push_back(kept);
    }
    for (; from_found != found.end(); ++from_found) commons_.push_back(common_of(*from_found));
    last_commons_ = commons_;
    last_count_ = n;
  }

  // The keys in ascending order: counted by their first ALS (of `n`), then each ALS's few sorted.
  void sort_by_pair(std::vector<std::uint64_t>& keys, int n) {
    std::vector<int>& begin = sort_begin_scratch_;
    begin.assign(n + 1, 0);
    for (const std::uint64_t key : keys) ++begin[(key >> 40) + 1];
    for (int i = 0; i < n; ++i) begin[i + 1] += begin[i];
    std::vector<int>& next = sort_next_scratch_;
    next.assign(begin.begin(), begin.end() - 1);
    std::vector<std::uint64_t>& sorted = sorted_scratch_;
    sorted.resize(keys.size());
    for (const std::uint64_t key : keys) sorted[next[key >> 40]++] = key;
    for (int i = 0; i < n; ++i) {
      for (int k = begin[i] + 1; k < begin[i + 1]; ++k) {
        const std::uint64_t key = sorted[k];
        int at = k;
        for (; at > begin[i] && sorted[at - 1] > key; --at) sorted[at] = sorted[at - 1];
        sorted[at] = key;
      }
    }
    keys.swap(sorted);
  }

  // Digits of both ALSes but the restricted commons leave cells seeing all their places.
  // (In HoDoKu's order for keys: by digit, then cell.)
  void delete_common(Step& step, const Als& a, const Als& b,
                     std::initializer_list<int> restricted) const {
    for (std::uint16_t digits = common_digits(a, b, restricted); digits != 0;
         digits &= digits - 1) {
      const int digit = std::countr_zero(digits) + 1;
      const CellSet gone = a.sees[digit] & b.sees[digit];
      gone.for_each([&](int cell) { step.deletions.emplace_back(cell, digit); });
    }
  }

  // The digits of both ALSes but the restricted commons, none when no cell sees places of both.
  static std::uint16_t common_digits(const Als& a, const Als& b,
                                     std::initializer_list<int> restricted) {
    const std::uint16_t digits = a.digits & b.digits & ~digit_bits(restricted);
    return a.sees_any.intersects(b.sees_any) ? digits : 0;
  }

  // Doubly linked: every other digit of `a` leaves the cells (outside `b`) seeing all its places.
  void delete_locked(Step& step, const Als& a, const Als& b, int first, int second) const {
    std::uint16_t digits = a.digits & ~(1u << (first - 1)) & ~(1u << (second - 1));
    for (; digits != 0; digits &= digits - 1) {
      const int digit = std::countr_zero(digits) + 1;
      const CellSet gone = a.sees[digit].without(b.cells);
      gone.for_each([&](int cell) { step.deletions.emplace_back(cell, digit); });
    }
  }

  void chain_from(int als, const RestrictedCommon* previous) {
    if (chain_size_ >= kMaxLinks) {
      ++cut_short_;
      return;
    }
    // A chain with no changed ALS yet that can reach none records nothing from here.
    if (changed_in_chain_ == 0 && !reaches_changed_[als]) return;
    auto follow = [&](RestrictedCommon& rc) {
      chain_[chain_size_++] = &rc;
      changed_in_chain_ += changed_als_[rc.second];
      if (chain_size_ >= 3 && changed_in_chain_ > 0) record_chain(rc);
      chain_from(rc.second, &rc);
      changed_in_chain_ -= changed_als_[rc.second];
      --chain_size_;
    };
    if (previous == nullptr) {
      // A first link on two digits is tried on each in turn.
      for (int i = begin_[als]; i < end_[als]; ++i) {
        RestrictedCommon& rc = commons_[i];
        rc.actual = 1;
        follow(rc);
        if (rc.digit2 == 0) continue;
        rc.actual = 2;
        follow(rc);
      }
      return;
    }
    const int entered = previous->entering();
    const RestrictedCommon& first = *chain_[0];
    const int first_digit = first.actual == 1 ? first.digit1 : first.digit2;
    if ((ends_from_[als * 10 + entered] & seeing_[start_] & ~digit_bits({first_digit})) == 0)
      return;
    // What a chain records past here depends on its start, the digit of its first link, this
    // ALS, the digit it entered on and whether it holds a changed ALS, not on the way it came
    // (links lead to later ALSes only): a chain of two links or more that came here as long or
    // longer than one before it would record the same steps again, after them (a step replaces
    // the best only when it sorts strictly before it). A shorter one too, unless the length limit
    // cut the walk from here short then (its records from the third link on are the same).
    const int state = als * 20 + entered * 2 + (changed_in_chain_ > 0);
    const Walked& walked = walked_[state];
    if (walked.walk == walk_ && walked.first_digit == first_digit &&
        (walked.links <= chain_size_ || !walked.cut_short))
      return;
    const int cut_before = cut_short_;
    for (int i = begin_[als]; i < end_[als]; ++i) {
      RestrictedCommon& rc = commons_[i];
      rc.actual = rc.follows(entered);
      if (rc.actual != 0) follow(rc);
    }
    if (chain_size_ >= 2)
      walked_[state] = {walk_, static_cast<std::int8_t>(first_digit),
                        static_cast<std::int8_t>(chain_size_), cut_short_ != cut_before};
  }

  void record_chain(const RestrictedCommon& last) {
    const RestrictedCommon& first = *chain_[0];
    int c1 = first.digit1, c2 = first.digit2;
    if (first.actual == 1) c2 = 0;
    if (first.actual == 2) c1 = 0;
    int c3 = 0, c4 = 0;
    if (last.actual == 1) c3 = last.digit1;
    if (last.actual == 2) c3 = last.digit2;
    if (last.actual == 3) c3 = last.digit1, c4 = last.digit2;
    // Nearly every chain deletes nothing: a digit of both ends, not the end links', whose places
    // cells see in each is needed first.
    if ((seeing_[start_] & seeing_[last.second] & ~digit_bits({c1, c2, c3, c4})) == 0) return;
    // HoDoKu sorts the chains by deletions (most first), then index sum (smallest first),
    // stably, and takes the first: the earliest found of those that tie there (the number of
    // ALSes and cells only order chains with the same deletions). Only that one is kept.
    const Als& a = alses_[start_];
    const Als& b = alses_[last.second];
    int count = 0;
    for (std::uint16_t digits = common_digits(a, b, {c1, c2, c3, c4}); digits != 0;
         digits &= digits - 1) {
      const int digit = std::countr_zero(digits) + 1;
      count += (a.sees[digit] & b.sees[digit]).count();
    }
    if (count == 0 || (chain_found_ && count < chain_best_key_.count)) return;
    Step step;
    step.technique = Technique::als_xy_chain;
    delete_common(step, a, b, {c1, c2, c3, c4});
    const SortKey key{count, index_sum(step.deletions)};
    if (chain_found_ && !key.before(chain_best_key_)) return;
    chain_found_ = true;
    chain_best_key_ = key;
    chain_best_ = std::move(step);
  }

  std::array<CellSet, 10> with_{};
  std::array<CellSet, 10> deletable_{};  // by digit: its places a step may delete (Als::seeing)
  std::vector<Als> alses_;
  // By house: its cells' candidates at the last build (0x8000: placed) and the ALSes found in
  // it then.
  struct HouseAlses {
    std::array<std::uint16_t, 9> held{};
    bool valid = false;
    std::vector<Als> alses;  // their sees as they were then
  };
  std::array<HouseAlses, kHouses> by_house_;
  // collect_restricted_commons' lists, kept for their room.
  std::vector<int> first_scratch_, by_first_scratch_, next_scratch_, partners_scratch_;
  std::vector<std::uint16_t> common_scratch_;
  std::vector<std::uint64_t> found_scratch_, sorted_scratch_;
  std::vector<int> sort_begin_scratch_, sort_next_scratch_;
  // By ALS: its index in the last build, when that build had it (-1: new); by house, the index
  // of its first ALS; the last build's ALS count and restricted commons.
  std::vector<int> old_index_;
  std::array<int, kHouses> house_first_{};
  int last_count_ = 0;
  std::vector<RestrictedCommon> last_commons_;
  std::vector<CellSet> cells_;         // alses_[i].cells, side by side
  std::vector<std::uint16_t> digits_;  // alses_[i].digits, side by side
  // By ALS: the digits (bit d - 1) whose places in it some cell outside sees all of, a place a
  // step may delete (Als::seeing).
  std::vector<std::uint16_t> seeing_;
  std::vector<RestrictedCommon> commons_;
  std::vector<int> begin_, end_;  // each ALS's restricted commons
  int start_ = 0;
  static constexpr int kMaxLinks = 50;  // HoDoKu's longest ALS chain
  std::array<RestrictedCommon*, kMaxLinks> chain_;
  int chain_size_ = 0;
  std::vector<char> changed_als_;         // by ALS: whether it holds a changed cell
  std::vector<char> reaches_changed_;     // by ALS: whether it or a chain on from it holds one
  std::vector<std::uint16_t> ends_from_;  // by ALS * 10 + entering digit (see xy_chain)
  std::vector<int> passed_;               // xy_wing: the links of a list passing its cheap tests
  struct WingLists {                      // xy_wing's lists (see there), kept for their room
    std::vector<int> begin, changed_begin, after, changed_after, next;
    std::vector<WingLink> links, changed_links;
  } wing_;
  // By ALS, entering digit and whether the chain holds a changed ALS: the start (numbered), the
  // first link's digit and the chain length it was last walked on from with (one slot, kept
  // small: the walk looks it up at every link).
  struct Walked {
    int walk = -1;
    std::int8_t first_digit = 0;
    std::int8_t links = 0;
    bool cut_short = false;  // the length limit cut a chain on from there
  };
  std::vector<Walked> walked_;
  int cut_short_ = 0;  // the chains the length limit has cut
  int walk_ = 0;
  int changed_in_chain_ = 0;  // the chain's ALSes that do
  // The chain found first in HoDoKu's sort so far: its step, deletions and index sum.
  bool chain_found_ = false;
  Step chain_best_;
  SortKey chain_best_key_;
};

}  // namespace

std::optional<Step> find_als_xz(const HodokuGrid& grid, const Ask&, Memory& memory) {
  struct Kept : ChangedCells {};
  return where_changed(memory.kept<Kept>(), grid, [&](const CellSet& changed) {
    return AlsSearch::of(grid, memory).xz(changed);
  });
}

std::optional<Step> find_als_xy_wing(const HodokuGrid& grid, const Ask&, Memory& memory) {
  struct Kept : ChangedCells {};
  return where_changed(memory.kept<Kept>(), grid, [&](const CellSet& changed) {
    return AlsSearch::of(grid, memory).xy_wing(changed);
  });
}

std::optional<Step> find_als_xy_chain(const HodokuGrid& grid, const Ask&, Memory& memory) {
  struct Kept : ChangedCells {};
  return where_changed(memory.kept<Kept>(), grid, [&](const CellSet& changed) {
    return AlsSearch::of(grid, memory).xy_chain(changed);
  });
}

}  // namespace nonet::hodoku
