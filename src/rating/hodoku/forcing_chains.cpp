// Forcing chains and nets as HoDoKu finds them in its tables (tabling.hpp: the chains fill for
// chains, the nets fill for nets, group nodes in both). Every conclusion is one placement or one
// deletion:
// - a premise whose table contradicts itself (a candidate both on and off, two digits on in a
//   cell, a digit on twice in a house, a cell or a house left without a place) is false;
// - a candidate's "on" and "off" tables, or the "on" tables of all of a cell's candidates or of
//   all of a digit's places in a house, that agree on a placement or a deletion make it true.
// HoDoKu keeps every conclusion and takes the first after its sort: placements before
// deletions, lower cells (then digits) first; chain lengths only order steps with the same
// outcome, so they play no part here. A net search keeps only the conclusions one of whose
// chains passes a placement forced by more than one premise (without one it is a chain).
#include <array>
#include <climits>

#include "rating/hodoku/finders.hpp"
#include "rating/hodoku/tabling.hpp"

namespace nonet::hodoku {

namespace {

class ForcingSearch {
 public:
  ForcingSearch(const HodokuGrid& grid, TableFill fill, Memory& memory)
      : tabling_(Tabling::of(grid, true, fill, memory)),
        grid_(grid),
        nets_(fill == TableFill::nets),
        solution_(grid.ruling_solution(memory)) {
    for (int cell = 0; cell < kCells; ++cell) {
      const int value = grid.value(cell);
      if (value == 0) {
        empty_.add(cell);
      } else {
        placed_[value] |= buddies(cell);
      }
    }
  }

  std::optional<Step> best() {
    // The step taken is the conclusion that sorts first, whatever the order it is met in: the
    // searches that can only place go first, those that can only delete last, so that a
    // placement found spares the tables that could only beat it with a deletion.
    const auto& on = tabling_.on_tables();
    const auto& off = tabling_.off_tables();
    for (int i = 0; i < kCells * 10; ++i) check_premise(*off[i]);
    for (int i = 0; i < kCells * 10; ++i) check_both_ways(*on[i], *off[i]);
    std::vector<const Table*> tables;
    empty_.for_each([&](int cell) {
      tables.clear();
      for (int digit = 1; digit <= 9; ++digit) {
        if (grid_.has(cell, digit)) tables.push_back(on[cell * 10 + digit]);
      }
      check_all_true(tables);
    });
    for (int house = 0; house < kHouses; ++house) {
      for (int digit = 1; digit <= 9; ++digit) {
        tables.clear();
        for (const int cell : house_cells(house)) {
          if (grid_.has(cell, digit)) tables.push_back(on[cell * 10 + digit]);
        }
        if (!tables.empty()) check_all_true(tables);
      }
    }
    for (int i = 0; i < kCells * 10; ++i) check_premise(*on[i]);
    if (best_key_ == INT_MAX) return std::nullopt;
    Step step;
    step.technique = nets_ ? Technique::forcing_net : Technique::forcing_chain;
    if (best_key_ < kDeletion) {
      step.cell = best_key_;
      step.digit = best_digit_;
    } else {
      step.deletions.emplace_back((best_key_ - kDeletion) / 10, (best_key_ - kDeletion) % 10);
    }
    return step;
  }

 private:
  // HoDoKu's order of conclusions as one number: placements by cell, then deletions by
  // cell * 10 + digit.
  static constexpr int kDeletion = 1000;
  static int placement(int cell) { return cell; }
  static int deletion(int cell, int digit) { return kDeletion + cell * 10 + digit; }

  // Whether the chain to `node` in `table` is a net.
  bool net(const Table& table, int cell, int digit, bool on) const {
    const int index = table.find({std::uint8_t(cell), std::uint8_t(digit), on});
    return index >= 0 && tabling_.is_net(table, index);
  }

  // A conclusion, taken when it sorts before the best so far and (in a net search) one of its
  // chains, which `any_net` looks at, is a net.
  template <class AnyNet>
  void offer(int key, int digit, AnyNet&& any_net) {
    if (key >= best_key_ || (nets_ && !any_net())) return;
    best_key_ = key;
    best_digit_ = digit;
  }

  // A premise's table that contradicts itself: the premise is false.
  void check_premise(const Table& table) {
    if (table.count == 0) return;
    const Node start = table.entries[0].node;
    const int key = start.on ? deletion(start.cell, start.digit) : placement(start.cell);
    if (key >= best_key_) return;  // every conclusion of this table is that one
    if (holds(start) || !may_contradict(table)) return;
    tabling_.grow_with_cells(table);
    auto conclude = [&](auto&& any_net) { offer(key, start.digit, any_net); };
    const auto& on = table.on_cells();
    const auto& off = table.off_cells();
    if ((start.on ? off : on)[start.digit].has(start.cell)) {
      conclude([&] { return net(table, start.cell, start.digit, !start.on); });
    }
    for (int digit = 1; digit <= 9; ++digit) {
      const CellSet both = on[digit] & off[digit];
      if (both.empty()) continue;
      const int cell = both.first();
      conclude([&] { return net(table, cell, digit, false) || net(table, cell, digit, true); });
    }
    for (int a = 1; a <= 9; ++a) {
      for (int b = a + 1; b <= 9; ++b) {
        const CellSet both = on[a] & on[b];
        if (both.empty()) continue;
        const int cell = both.first();
        conclude([&] { return net(table, cell, a, true) || net(table, cell, b, true); });
      }
    }
    for (int digit = 1; digit <= 9; ++digit) {
      for (const CellSet& house : kTables.house_set) {
        const CellSet twice = on[digit] & house;
        if (twice.count() > 1) conclude([&] { return any_net(table, twice, digit, true); });
      }
    }
    CellSet emptied = empty_;
    for (int digit = 1; digit <= 9; ++digit)
      emptied &= off[digit] | tabling_.with(digit).complement();
    for (int digit = 1; digit <= 9; ++digit) emptied = emptied.without(on[digit]);
    emptied.for_each([&](int cell) {
      conclude([&] {
        for (int digit = 1; digit <= 9; ++digit) {
          if (grid_.has(cell, digit) && net(table, cell, digit, false)) return true;
        }
        return false;
      });
    });
    for (int digit = 1; digit <= 9; ++digit) {
      const CellSet allowed_anywhere = empty_.without(placed_[digit]);
      for (const CellSet& house : kTables.house_set) {
        const CellSet allowed = allowed_anywhere & house;
        if (!allowed.empty() && allowed.without(off[digit]).empty())
          conclude([&] { return any_net(table, allowed, digit, false); });
      }
    }
  }

  // Whether a premise's table may contradict itself in one of the ways above, judged from the
  // nodes its start reaches (all it may hold once grown): most cannot, and need not grow.
  bool may_contradict(const Table& table) const {
    std::array<CellSet, 10> on{}, off{};
    tabling_.for_each_reached(
        table, [&](const Node& node) { (node.on ? on : off)[node.digit].add(node.cell); });
    const Node start = table.entries[0].node;
    if ((start.on ? off : on)[start.digit].has(start.cell)) return true;
    CellSet on_somewhere, emptied = empty_;
    for (int digit = 1; digit <= 9; ++digit) {
      if (on[digit].intersects(off[digit] | on_somewhere)) return true;
      on_somewhere |= on[digit];
      bool twice = false;
      on[digit].for_each([&](int cell) { twice = twice || on[digit].intersects(buddies(cell)); });
      if (twice) return true;
      emptied &= off[digit] | tabling_.with(digit).complement();
    }
    if (!emptied.empty()) return true;
    // A house left without a place for a digit: one that had room for it and has none.
    for (int digit = 1; digit <= 9; ++digit) {
      if (off[digit].empty()) continue;
      const CellSet allowed_anywhere = empty_.without(placed_[digit]);
      if (houses_meeting(allowed_anywhere) & ~houses_meeting(allowed_anywhere.without(off[digit])))
        return true;
    }
    return false;
  }

  // The houses holding a cell of `cells` (bit h: house h), read off its rows' masks.
  static std::uint32_t houses_meeting(const CellSet& cells) {
    std::uint16_t rows[9];
    row_masks(cells, rows);
    std::uint32_t houses = 0;
    std::uint16_t columns = 0;
    for (int band = 0; band < 3; ++band) {
      const std::uint16_t in_band = rows[3 * band] | rows[3 * band + 1] | rows[3 * band + 2];
      columns |= in_band;
      for (int stack = 0; stack < 3; ++stack)
        houses |= std::uint32_t(((in_band >> (3 * stack)) & 7) != 0) << (18 + 3 * band + stack);
    }
    for (int row = 0; row < 9; ++row) houses |= std::uint32_t(rows[row] != 0) << row;
    return houses | std::uint32_t(columns) << 9;
  }

  // A candidate's "on" and "off" tables agreeing on a placement or a deletion elsewhere.
  void check_both_ways(const Table& on, const Table& off) {
    if (on.count == 0 || off.count == 0) return;
    const int start = on.entries[0].node.cell;
    if (!may_improve({&on, &off}, start)) return;
    tabling_.grow_with_cells(on);
    tabling_.grow_with_cells(off);
    for (const bool placing : {true, false}) {
      for (int digit = 1; digit <= 9; ++digit) {
        CellSet both = placing ? on.on_cells()[digit] & off.on_cells()[digit]
                               : on.off_cells()[digit] & off.off_cells()[digit];
        both.remove(start);
        both.for_each([&](int cell) {
          offer(placing ? placement(cell) : deletion(cell, digit), digit,
                [&] { return net(on, cell, digit, placing) || net(off, cell, digit, placing); });
        });
      }
    }
  }

  // The "on" tables of all of a cell's candidates, or of all of a digit's places in a house:
  // what they all place or delete is true.
  void check_all_true(const std::vector<const Table*>& tables) {
    if (!may_improve(tables, -1)) return;
    for (const Table* table : tables) tabling_.grow_with_cells(*table);
    for (const bool placing : {true, false}) {
      for (int digit = 1; digit <= 9; ++digit) {
        CellSet all = CellSet::all();
        for (const Table* table : tables)
          all &= placing ? table->on_cells()[digit] : table->off_cells()[digit];
        all.for_each([&](int cell) {
          offer(placing ? placement(cell) : deletion(cell, digit), digit, [&] {
            for (const Table* table : tables) {
              if (net(*table, cell, digit, placing)) return true;
            }
            return false;
          });
        });
      }
    }
  }

  // Whether the tables may all hold a conclusion (not in cell `except`) before the best so far:
  // the tables grow only then.
  bool may_improve(const std::vector<const Table*>& tables, int except) const {
    return tabling_.all_may_reach(tables, [&](const Node& node) {
      if (node.group >= 0 || node.cell == except || !may_hold(node)) return false;
      return (node.on ? placement(node.cell) : deletion(node.cell, node.digit)) < best_key_;
    });
  }

  // Every implication in the tables is sound: a premise that holds in the puzzle's solution
  // contradicts nothing, and a conclusion is one that holds there (the tests' reference,
  // from scratch, does not ask).
  bool holds(const Node& node) const {
    return solution_ != nullptr && ((*solution_)[node.cell] == node.digit) == node.on;
  }
  bool may_hold(const Node& node) const { return solution_ == nullptr || holds(node); }

  bool any_net(const Table& table, const CellSet& cells, int digit, bool on) const {
    for (CellSet rest = cells; !rest.empty();) {
      const int cell = rest.first();
      rest.remove(cell);
      if (net(table, cell, digit, on)) return true;
    }
    return false;
  }

  const Tabling& tabling_;
  const HodokuGrid& grid_;
  bool nets_;
  const std::array<std::uint8_t, kCells>* solution_;  // HodokuGrid::ruling_solution
  CellSet empty_;
  std::array<CellSet, 10> placed_{};  // the cells seeing a placed digit
  int best_key_ = INT_MAX;
  int best_digit_ = 0;
};

}  // namespace

std::optional<Step> find_forcing_chain(const HodokuGrid& grid, const Ask&, Memory& memory) {
  return ForcingSearch(grid, TableFill::chains, memory).best();
}

std::optional<Step> find_forcing_net(const HodokuGrid& grid, const Ask&, Memory& memory) {
  return ForcingSearch(grid, TableFill::nets, memory).best();
}

}  // namespace nonet::hodoku
