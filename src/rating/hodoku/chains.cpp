// HoDoKu's simple chains: X-Chains (one digit, strong and weak links alternating, both ends
// strong), turbot fish (the X-Chains of three links), XY-Chains (bivalue cells, each passing its
// other digit on) and remote pairs (XY-Chains of four or more cells holding the same pair,
// where cells seeing two chain cells of opposite parity lose both digits); otherwise a cell
// seeing both ends loses the start digit. HoDoKu builds links cell by cell, walks every chain
// (up to 20 links; turbot fish 3) from every start place, keeps the shortest chain per set of
// deletions (not for turbot fish), sorts (most deletions first, then the smaller index sum, then
// the shorter chain, ties in the order found) and takes the first.
#include <algorithm>
#include <array>
#include <bit>
#include <bitset>
#include <map>
#include <tuple>

#include "rating/hodoku/finders.hpp"

namespace nonet::hodoku {

namespace {

constexpr int kMaxChain = 20;

// Calls `visit(p, q, house)` for each of a digit's strong links: the two places of a house
// holding it twice, p first (a pair in a line and in a box once, with the line).
template <class Visit>
void for_each_strong_link(const HodokuGrid& grid, int digit, Visit&& visit) {
  for_each_conjugate_pair(grid, digit, kAllHouses, [&](int p, int q, int house) {
    if (house < kBoxBase || (row_of(p) != row_of(q) && column_of(p) != column_of(q)))
      visit(p, q, house);
  });
}

class ChainWalk {
 public:
  // `skip_digits` (bit d: digit d): digits an X-Chain or turbot fish walk does not start from;
  // `passable`: the cells a chain of bivalue cells may pass (XY-Chains, remote pairs).
  ChainWalk(const HodokuGrid& grid, Memory& memory, Technique kind, std::uint16_t skip_digits = 0,
            const CellSet& passable = CellSet::all())
      : grid_(grid),
        kind_(kind),
        skip_digits_(skip_digits),
        cells_kind_(kind == Technique::xy_chain || kind == Technique::remote_pair),
        prune_((kind == Technique::xy_chain || kind == Technique::x_chain) &&
               !memory.from_scratch()),
        max_length_(kind == Technique::turbot_fish ? 3 : kMaxChain),
        buffers_(memory.working<Buffers>()) {
    for (int digit = 1; digit <= 9; ++digit)
      with_[digit] = deletable_[digit] = grid.places_of(digit);
    // Every deletion is sound: a place the puzzle's solution gives the digit is never one, and
    // a chain of bivalue cells from a start that sees none records nothing (asked where such a
    // walk prunes; X-Chains gain nothing from it).
    const auto* solution = prune_ && cells_kind_ ? grid.ruling_solution(memory) : nullptr;
    if (solution != nullptr) {
      for (int cell = 0; cell < kCells; ++cell) deletable_[(*solution)[cell]].remove(cell);
    }
    if (cells_kind_) bivalue_cells_ = passable & grid.cells_holding(2);
    links_.clear();
  }

  std::optional<Step> best() {
    const bool xy = cells_kind_;
    // The start cells, in order: those holding a digit not skipped (bivalue ones for XY).
    CellSet starts;
    std::uint16_t digits = 0;  // bit d - 1: digit d
    for (int digit = 1; digit <= 9; ++digit) {
      if ((skip_digits_ >> digit) & 1) continue;
      starts |= with_[digit];
      digits |= std::uint16_t(1u << (digit - 1));
    }
    if (xy) starts &= bivalue_cells_;
    starts.for_each([&](int start) {
      start_ = start;
      for (std::uint16_t rest = grid_.candidates(start) & digits; rest != 0; rest &= rest - 1) {
        const int digit = std::countr_zero(rest) + 1;
        const Entry strong = entry_for(start_, digit, true);
        start_sees_ = buddies(start_) & deletable_[digit];
        // A chain records by deleting the start digit from a place the start sees; a chain of
        // bivalue cells goes on from the start's other digit to a cell seeing it.
        if (prune_ &&
            (start_sees_.empty() ||
             (xy && !buddies(start_).intersects(bivalue_cells_ & with_[other_of(start_, digit)]))))
          continue;
        if (prune_ && !xy && strong.next < strong.end) find_x_levels(digit);
        for (int i = strong.next; i < strong.end; ++i) {
          const Link link = links_[i];
          digit_ = digit;
          // The start cell's other digit, for remote pairs (whose start cells are bivalue).
          other_ = kind_ == Technique::remote_pair ? other_of(start_, digit) : digit;
          chain_[0] = {start_, digit, false};
          chain_[1] = link;
          level_ = 1;
          stack_[1] = entry_for(link.cell, link.digit, !link.strong);
          on_chain_ = {};
          on_chain_.add(start_);
          start_sees_other_ = buddies(start_) & deletable_[other_];
          // No cell near enough to record: the walk would follow no link.
          if (prune_ && xy && !find_levels_to(digit)) continue;
          walk();
        }
      }
    });
    if (found_.empty()) return std::nullopt;
    std::stable_sort(found_.begin(), found_.end(), [](const Found& a, const Found& b) {
      const auto& x = a.step.deletions;
      const auto& y = b.step.deletions;
      if (x.size() != y.size()) return x.size() > y.size();
      if (x != y) return index_sum(x) < index_sum(y);
      return a.length < b.length;
    });
    return found_.front().step;
  }

  // The digits whose walks found something (bit d: digit d).
  std::uint16_t digits_found() const { return digits_found_; }

 private:
  struct Link {
    int cell;
    int digit;
    bool strong;
  };
  // A state of the walk: a cell and digit, and the links left to follow from it (its strong
  // links only, after a weak link).
  struct Entry {
    int cell = 0, digit = 0;
    bool strong_only = false;
    int next = 0, end = 0;
  };
  struct Found {
    Step step;
    int length;
  };

  Entry entry_for(int cell, int digit, bool strong_only) {
    const int state = cell * 10 + digit;
    if (strong_only) {
      if (!strong_linked_[state]) add_strong_links(cell, digit);
      return {cell, digit, true, end_[state], strong_end_[state]};
    }
    if (!linked_[state]) add_links(cell, digit);
    return {cell, digit, false, begin_[state], end_[state]};
  }

  // A state's strong links alone (all a walk follows after a weak link, and from its start), in
  // [end_, strong_end_): the other digit of a bivalue cell (XY), or the digit's other place in
  // each house holding it twice, a box's only off the cell's row and column (X).
  void add_strong_links(int cell, int digit) {
    const int state = cell * 10 + digit;
    strong_linked_[state] = true;
    end_[state] = static_cast<int>(links_.size());
    if (cells_kind_) {
      const std::uint16_t mask = grid_.candidates(cell);
      links_.push_back(
          {cell, std::countr_zero(std::uint16_t(mask & ~(1u << (digit - 1)))) + 1, true});
    } else {
      const int row = house_of(cell, 0), column = house_of(cell, 1);
      for (int kind = 0; kind < 3; ++kind) {
        const int house = house_of(cell, kind);
        if (grid_.free(house, digit) != 2) continue;
        CellSet peers = with_[digit] & house_set(house);
        peers.remove(cell);
        if (kind == 2) peers = peers.without(house_set(row) | house_set(column));
        if (!peers.empty()) links_.push_back({peers.first(), digit, true});
      }
    }
    strong_end_[state] = static_cast<int>(links_.size());
  }

  // Links by state (cell * 10 + digit), made when the walk first meets the state (it meets few:
  // most links are never followed): all of them in [begin_, end_), then its strong ones in
  // [end_, strong_end_).
  // X-Chains: the digit's other places in each house (strong when the house holds it twice).
  // XY-Chains: from a bivalue cell its other digit (strong), then bivalue cells of its houses
  // holding the digit (weak); remote pairs: the same with cells holding the same pair. Box cells
  // on the cell's row or column are left to those houses.
  void add_links(int cell, int digit) {
    const bool xy = cells_kind_;
    const int state = cell * 10 + digit;
    linked_[state] = true;
    const std::uint16_t mask = grid_.candidates(cell);
    begin_[state] = static_cast<int>(links_.size());
    if (xy) {
      const int other = std::countr_zero(std::uint16_t(mask & ~(1u << (digit - 1)))) + 1;
      links_.push_back({cell, other, true});
    }
    const CellSet from = xy ? with_[digit] & bivalue_cells_ : with_[digit];
    const int row = house_of(cell, 0), column = house_of(cell, 1);
    for (int kind = 0; kind < 3; ++kind) {
      const int house = house_of(cell, kind);
      const bool strong = !xy && grid_.free(house, digit) == 2;
      CellSet peers = from & house_set(house);
      peers.remove(cell);
      if (kind == 2) peers = peers.without(house_set(row) | house_set(column));
      peers.for_each([&](int peer) {
        if (kind_ == Technique::remote_pair && grid_.candidates(peer) != mask) return;
        links_.push_back({peer, digit, strong});
      });
    }
    end_[state] = static_cast<int>(links_.size());
    // Then the strong ones again, in the same order: all a walk follows after a weak link.
    for (int i = begin_[state]; i < end_[state]; ++i) {
      if (links_[i].strong) links_.push_back(links_[i]);
    }
    strong_end_[state] = static_cast<int>(links_.size());
    strong_linked_[state] = true;
  }

  // By place of the digit, its strong links' other places (the walk's: a house holding the digit
  // twice, a box's pair only off the cell's row and column), for find_x_levels.
  void find_strong_partners(int digit) {
    if ((strong_found_ >> digit) & 1) return;
    strong_found_ |= std::uint16_t(1u << digit);
    CellSet* strong_to = &strong_to_[digit * kCells];
    with_[digit].for_each([&](int cell) { strong_to[cell] = {}; });
    for_each_strong_link(grid_, digit, [&](int p, int q, int) {
      strong_to[p].add(q);
      strong_to[q].add(p);
    });
  }

  // The other digit of a bivalue cell.
  int other_of(int cell, int digit) const {
    return std::countr_zero(std::uint16_t(grid_.candidates(cell) & ~(1u << (digit - 1)))) + 1;
  }

  // For chains of bivalue cells from the start cell, by state (a cell set to a digit): the
  // fewest links to a cell that records, set to `digit` and seeing a place of it the start sees
  // (per cell passed, one link into it and one within it), counted backwards from those cells; a
  // chain passes each cell once, so it needs no fewer. False when no cell records.
  bool find_levels_to(int digit) {
    std::array<int, kCells * 10> queue;
    int head = 0, tail = 0;
    CellSet ends = bivalue_cells_ & with_[digit];
    ends.remove(start_);  // a chain back in the start cell ends there, unrecorded
    ends.for_each([&](int cell) {
      const CellSet deleted = start_sees_ & buddies(cell);
      if (deleted.empty()) return;
      // A chain ending there deletes those: when that would not sort before the step kept
      // (found earlier), the cell is no end.
      if (!found_.empty() && !sorts_before_best(deleted)) return;
      queue[tail++] = cell * 10 + digit;
    });
    if (tail == 0) return false;
    auto& levels = levels_to_;
    levels.fill(kFar);
    // By digit: the bivalue cells holding it not reached yet.
    std::array<CellSet, 10> unreached;
    for (int d = 1; d <= 9; ++d) unreached[d] = bivalue_cells_ & with_[d];
    for (int i = 0; i < tail; ++i) {
      levels[queue[i]] = 0;
      unreached[digit].remove(queue[i] / 10);
    }
    while (head < tail) {
      const int state = queue[head++];
      const int cell = state / 10;
      const int entered = other_of(cell, state % 10);  // the digit its chain came in on
      const CellSet from = buddies(cell) & unreached[entered];
      if (from.empty()) continue;
      unreached[entered] = unreached[entered].without(from);
      const std::int8_t level = std::int8_t(levels[state] + 2);
      from.for_each([&](int before) {
        levels[before * 10 + entered] = level;
        queue[tail++] = before * 10 + entered;
      });
    }
    return true;
  }

  // For chains of one digit from the start cell: the cells from which a record (a strong link
  // into a cell seeing a place of the digit the start sees) is at most k links away, coming from
  // a weak link (weak_within_[k]: a strong link next) or a strong one (strong_within_[k]),
  // counted backwards over the digit's links (each runs both ways) up to the length limit; a
  // chain passes each cell once, so it needs no fewer. Breadth first a level at a time, as sets:
  // cells after a weak link are an odd number of links from a record, after a strong one an
  // even number. Any link leads back to a cell after a weak link (the buddies holding the
  // digit), a strong one to a cell after a strong link.
  void find_x_levels(int digit) {
    find_strong_partners(digit);
    const CellSet& places = with_[digit];
    const CellSet* strong_to = &strong_to_[digit * kCells];
    auto strong_partners = [&](const CellSet& cells) {
      CellSet partners;
      cells.for_each([&](int cell) { partners |= strong_to[cell]; });
      return partners;
    };
    near_start_sees_ = {};
    start_sees_.for_each([&](int cell) { near_start_sees_ |= buddies(cell); });
    CellSet level_cells = strong_partners(places & near_start_sees_);
    CellSet weak_seen = level_cells, strong_seen;
    weak_within_[0] = {};
    strong_within_[0] = {};
    int level = 1;
    for (; level < max_length_; ++level) {
      const bool after_strong = level % 2 == 0;
      weak_within_[level] = weak_seen;
      strong_within_[level] = strong_seen;
      if (level + 1 >= max_length_ || level_cells.empty()) break;
      if (after_strong) {
        level_cells = strong_partners(level_cells).without(weak_seen);
        weak_seen |= level_cells;
      } else {
        CellSet before;
        level_cells.for_each([&](int cell) { before |= buddies(cell); });
        level_cells = (before & places).without(strong_seen);
        strong_seen |= level_cells;
      }
    }
    for (++level; level < max_length_; ++level) {
      weak_within_[level] = weak_seen;
      strong_within_[level] = strong_seen;
    }
  }

  void walk() {
    Entry* entry = &stack_[level_];
    for (;;) {
      while (entry->next >= entry->end) {
        --level_;
        entry = &stack_[level_];
        on_chain_.remove(entry->cell);
        if (level_ <= 0) return;
      }
      // A link leads to another state of the walk's kind (build_links): the start digit's
      // places, or bivalue cells and their strong link within the cell.
      Link link = links_[entry->next++];
      // A chain only records on reaching a cell set to the start digit that sees a place the
      // start sees: a link into a cell from which none is near enough is not followed.
      if (prune_) {
        if (cells_kind_) {
          if (!entry->strong_only && link.cell != entry->cell &&
              level_ + 2 + levels_to_[link.cell * 10 + other_of(link.cell, link.digit)] >
                  max_length_)
            continue;
        } else {
          const int budget = max_length_ - level_ - 1;
          if (budget < 0) continue;
          const bool may_record = entry->strong_only ? near_start_sees_.has(link.cell) ||
                                                           strong_within_[budget].has(link.cell)
                                                     : weak_within_[budget].has(link.cell);
          if (!may_record) continue;
        }
      }
      bool loop = false;
      if (on_chain_.has(link.cell)) {
        if (link.cell != start_) continue;
        loop = true;
      }
      on_chain_.add(entry->cell);
      if (!entry->strong_only && link.strong) link.strong = false;
      chain_[++level_] = link;
      if (level_ > 1 && link.strong && link.digit == digit_) {
        const CellSet deleted = start_sees_ & buddies(link.cell);
        if (!deleted.empty()) {
          if (kind_ == Technique::turbot_fish) {
            if (level_ == 3) record(deleted);
          } else if (kind_ == Technique::remote_pair) {
            if (level_ >= 7) record_remote_pair(deleted, link.cell);
          } else {
            record(deleted);
          }
        }
      }
      const bool old_strong_only = entry->strong_only;
      entry = &stack_[level_];
      if (level_ < max_length_ && !loop) {
        *entry = entry_for(link.cell, link.digit, !old_strong_only);
      } else {
        entry->next = entry->end;
      }
    }
  }

  void record(const CellSet& deleted) {
    if (!shortest_so_far(deleted, digit_, CellSet{}, 0)) return;
    Step step;
    deleted.for_each([&](int cell) { step.deletions.emplace_back(cell, digit_); });
    keep(std::move(step));
  }

  // Chains of four cells delete between their ends; longer ones between every two cells of
  // opposite parity (even chain positions are its cells, in order).
  void record_remote_pair(const CellSet& sees, int end_cell) {
    CellSet first, second;
    if (level_ > 7) {
      for (int i = 0; i <= level_; i += 2) {
        for (int j = i + 6; j <= level_; j += 4) {
          const CellSet both = buddies(chain_[i].cell) & buddies(chain_[j].cell);
          first |= both & with_[digit_];
          second |= both & with_[other_];
        }
      }
    } else {
      first = sees;
      second = start_sees_other_ & buddies(end_cell);
    }
    // Sorted by digit, then cell: HoDoKu sorts them when it compares deletion sets.
    const bool low_first = digit_ < other_;
    if (!shortest_so_far(low_first ? first : second, std::min(digit_, other_),
                         low_first ? second : first, std::max(digit_, other_)))
      return;
    Step step;
    for (const auto& [cells, digit] :
         {std::pair{low_first ? first : second, std::min(digit_, other_)},
          std::pair{low_first ? second : first, std::max(digit_, other_)}}) {
      cells.for_each([&, digit = digit](int cell) { step.deletions.emplace_back(cell, digit); });
    }
    keep(std::move(step));
  }

  // Whether a chain with these deletions (the cells of one digit, then of a higher one) is the
  // shortest so far, and if so remembers it (not asked for turbot fish, which keep them all):
  // the set of deletions is known before a step is made.
  bool shortest_so_far(const CellSet& low, int low_digit, const CellSet& high, int high_digit) {
    if (kind_ == Technique::turbot_fish) return true;
    const DeletionKey key = {words(low), words(high), low.empty() ? 0 : low_digit,
                             high.empty() ? 0 : high_digit};
    const auto [known, added] = shortest_.try_emplace(key, level_);
    if (added) return true;
    if (known->second <= level_) return false;
    known->second = level_;
    return true;
  }
  static std::array<std::uint64_t, 2> words(const CellSet& cells) {
    return {cells.low, cells.high};
  }

  void keep(Step step) {
    step.technique = kind_;
    digits_found_ |= std::uint16_t(1u << digit_);
    const SortKey key = SortKey::of(step);
    if (found_.empty() || key.before(best_)) best_ = key;
    found_.push_back({std::move(step), level_ + 1});
  }

  // Whether a step deleting the start digit from these cells would sort before every step
  // found so far (SortKey).
  bool sorts_before_best(const CellSet& deleted) const {
    SortKey key{deleted.count()};
    if (key.count != best_.count) return key.before(best_);
    int offset = 1;
    deleted.for_each([&](int cell) {
      key.index_sum += cell * offset + digit_;
      offset += 80;
    });
    return key.before(best_);
  }

  const HodokuGrid& grid_;
  Technique kind_;
  std::uint16_t skip_digits_, digits_found_ = 0;
  bool cells_kind_;  // links between bivalue cells (XY-Chains, remote pairs)
  // Links that cannot lead to a record within the length limit are not followed (the tests'
  // reference, from scratch, follows them all).
  bool prune_;
  int max_length_;
  std::array<CellSet, 10> with_{};
  std::array<CellSet, 10> deletable_{};  // by digit: its places the solution leaves out
  // Buffers kept in the rating run's Memory: a walk runs thousands of times a puzzle.
  struct Buffers {
    std::vector<Link> links;
    // By digit * kCells + cell, for the places walked from: their strong links' other places.
    std::array<CellSet, 10 * kCells> strong_to;
  };
  Buffers& buffers_;
  std::vector<Link>& links_ = buffers_.links;
  std::array<int, kCells * 10> begin_, end_, strong_end_;  // set for the states linked
  std::bitset<kCells * 10> linked_, strong_linked_;  // the states whose (strong) links are made
  int start_ = 0, digit_ = 0, other_ = 0;
  std::array<Link, kMaxChain + 2> chain_{};
  std::array<Entry, kMaxChain + 2> stack_{};
  int level_ = 0;
  CellSet on_chain_, start_sees_, start_sees_other_;
  CellSet bivalue_cells_;  // for chains of bivalue cells
  static constexpr std::int8_t kFar = 100;
  // By cell * 10 + digit, for the start cell and digit walked from (find_levels_to).
  std::array<std::int8_t, kCells * 10> levels_to_;
  // For the start cell and digit walked from (find_x_levels).
  std::array<CellSet, kMaxChain> weak_within_, strong_within_;
  CellSet near_start_sees_;
  std::array<CellSet, 10 * kCells>& strong_to_ = buffers_.strong_to;
  std::uint16_t strong_found_ = 0;  // the digits (bit d) whose strong_to_ is made
  // A set of deletions: the cells of the lower digit and of the higher (0: none).
  struct DeletionKey {
    std::array<std::uint64_t, 2> low, high;
    int low_digit, high_digit;
    bool operator<(const DeletionKey& other) const {
      return std::tie(low, high, low_digit, high_digit) <
             std::tie(other.low, other.high, other.low_digit, other.high_digit);
    }
  };
  std::map<DeletionKey, int> shortest_;  // by set of deletions: the shortest chain's level
  std::vector<Found> found_;
  SortKey best_;  // the step found that sorts first
};

// Whether a turbot fish walk of `digit` may record: a place a, its strong partner b, a place c
// seeing b, c's strong partner d (not b) and a place seeing both a and d. Strong partners are
// the walk's (build_links: the other place of a house holding the digit twice, a box's only off
// the cell's row and column). Looser than the walk (c may be a), so a digit it turns down
// records nothing. `lost`: the places the digit lost since the walk last found nothing in places
// holding today's (null: none known). A fish now has a strong link that is new since (a house
// that held the digit more often then), or it was a fish then too, deleting no less; read
// backwards from d (the same deletions), it starts with that link.
bool turbot_may_record(const HodokuGrid& grid, int digit, const CellSet* lost) {
  const CellSet& places = grid.places_of(digit);
  std::array<CellSet, kCells> partners;
  places.for_each([&](int cell) { partners[cell] = {}; });
  std::pair<int, int> fresh[2 * kHouses];  // the new strong links, each both ways
  int fresh_count = 0;
  for_each_strong_link(grid, digit, [&](int p, int q, int house) {
    partners[p].add(q);
    partners[q].add(p);
    if (lost == nullptr || ((places | *lost) & house_set(house)).count() > 2) {
      fresh[fresh_count++] = {p, q};
      fresh[fresh_count++] = {q, p};
    }
  });
  for (int i = 0; i < fresh_count; ++i) {
    const auto [a, b] = fresh[i];
    CellSet ends;
    (buddies(b) & places).for_each([&](int c) { ends |= partners[c]; });
    ends.remove(b);
    // A place seeing a and d: d sees a place a sees.
    CellSet seen_by_sight;
    (buddies(a) & places).for_each([&](int x) { seen_by_sight |= buddies(x); });
    if (ends.intersects(seen_by_sight)) return true;
  }
  return false;
}

// The number of a digit's strong links.
int strong_links(const HodokuGrid& grid, int digit) {
  int count = 0;
  for_each_strong_link(grid, digit, [&](int, int, int) { ++count; });
  return count;
}

// X-Chains and turbot fish walk one digit's places at a time: a digit whose places are those
// the walk last found nothing in is skipped (one memo per technique).
std::optional<Step> single_digit_walk(const HodokuGrid& grid, Technique kind, NothingFound& memo,
                                      Memory& memory) {
  const std::uint16_t known = memo.known_digits(grid);
  std::uint16_t skip = known;
  // In places that only shrank since the walk last found nothing, a chain is one of the old
  // places too (its cells and weak links were there) unless a strong link of it is new: a house
  // holding the digit twice that held it more often then. No such house, no chain.
  for (int digit = 1; digit <= 9; ++digit) {
    if ((skip >> digit) & 1) continue;
    const CellSet& places = grid.places_of(digit);
    const std::optional<CellSet> lost = memo.lost_since(digit, places);
    if (!lost) continue;
    bool new_strong_link = false;
    for (std::uint32_t houses = grid.houses_holding(digit, 2); houses != 0 && !new_strong_link;
         houses &= houses - 1)
      new_strong_link = ((places | *lost) & house_set(std::countr_zero(houses))).count() > 2;
    if (!new_strong_link) skip |= std::uint16_t(1u << digit);
  }
  if (kind == Technique::turbot_fish && !memory.from_scratch()) {
    for (int digit = 1; digit <= 9; ++digit) {
      if ((skip >> digit) & 1) continue;
      const std::optional<CellSet> lost = memo.lost_since(digit, grid.places_of(digit));
      if (!turbot_may_record(grid, digit, lost ? &*lost : nullptr))
        skip |= std::uint16_t(1u << digit);
    }
  }
  // The ladder asks for X-Chains after turbot fish, the X-Chains of three links, found nothing
  // in the same grid: one that deletes has five links or more, three of them strong, on six
  // places (from scratch: none assumed).
  if (kind == Technique::x_chain && !memory.from_scratch()) {
    for (int digit = 1; digit <= 9; ++digit) {
      if (!((skip >> digit) & 1) && strong_links(grid, digit) < 3)
        skip |= std::uint16_t(1u << digit);
    }
  }
  ChainWalk walk(grid, memory, kind, skip);
  std::optional<Step> step = walk.best();
  const std::uint16_t settled = known | walk.digits_found();
  for (int digit = 1; digit <= 9; ++digit) {
    if (!((settled >> digit) & 1)) memo.remember(digit, grid.places_of(digit));
  }
  return step;
}

}  // namespace

std::optional<Step> find_x_chain(const HodokuGrid& grid, const Ask&, Memory& memory) {
  struct Kept : NothingFound {};
  return single_digit_walk(grid, Technique::x_chain, memory.kept<Kept>(), memory);
}

namespace {

// The bivalue cells joined to a changed one by bivalue cells that see each other and share a
// digit (`same_pair`: hold the same pair, and only groups of four cells or more, the shortest
// remote pair). XY-Chains and remote pairs stand on their cells, all bivalue, so every chain
// elsewhere is one the search found nothing in before.
CellSet chain_cells(const HodokuGrid& grid, const CellSet& changed, bool same_pair) {
  const CellSet bivalue = grid.cells_holding(2);
  CellSet passable, seeds = changed & bivalue;
  while (!seeds.empty()) {
    CellSet group = CellSet::of(seeds.first()), frontier = group;
    while (!frontier.empty()) {
      const int cell = frontier.first();
      frontier.remove(cell);
      const std::uint16_t pair = grid.candidates(cell);
      const CellSet& one = grid.places_of(std::countr_zero(pair) + 1);
      const CellSet& other = grid.places_of(16 - std::countl_zero(pair));
      const CellSet next =
          (buddies(cell) & bivalue & (same_pair ? one & other : one | other)).without(group);
      group |= next;
      frontier |= next;
    }
    seeds = seeds.without(group);
    if (!same_pair || group.count() >= 4) passable |= group;
  }
  return passable;
}

}  // namespace

std::optional<Step> find_xy_chain(const HodokuGrid& grid, const Ask&, Memory& memory) {
  struct Kept : ChangedCells {};
  ChangedCells& memo = memory.kept<Kept>();
  return where_changed(memo, grid, [&](const CellSet& changed) -> std::optional<Step> {
    const CellSet passable = chain_cells(grid, changed, false);
    if (passable.empty()) return std::nullopt;
    return ChainWalk(grid, memory, Technique::xy_chain, 0, passable).best();
  });
}

std::optional<Step> find_remote_pair(const HodokuGrid& grid, const Ask&, Memory& memory) {
  struct Kept : ChangedCells {};
  ChangedCells& memo = memory.kept<Kept>();
  return where_changed(memo, grid, [&](const CellSet& changed) -> std::optional<Step> {
    const CellSet passable = chain_cells(grid, changed, true);
    if (passable.empty()) return std::nullopt;
    return ChainWalk(grid, memory, Technique::remote_pair, 0, passable).best();
  });
}

std::optional<Step> find_turbot_fish(const HodokuGrid& grid, const Ask&, Memory& memory) {
  struct Kept : NothingFound {};
  return single_digit_walk(grid, Technique::turbot_fish, memory.kept<Kept>(), memory);
}

}  // namespace nonet::hodoku
