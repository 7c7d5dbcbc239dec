// Nice loops and AICs (alternating inference chains), plain and grouped, as HoDoKu finds them
// in its tables (tabling.hpp, the chains fill). A table's entry in its own start cell closes a
// loop (discontinuous or continuous); an "on" entry of the start digit seeing the start, or of
// another digit in a cell seeing it, gives an AIC. Each chain is read back through the tables;
// chains crossing themselves are dropped, and the step that HoDoKu's sort puts first is taken.
// Only that one is kept as the search goes: a table whose steps cannot sort before it is not
// grown.
#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>

#include "rating/hodoku/finders.hpp"
#include "rating/hodoku/tabling.hpp"

namespace nonet::hodoku {

namespace {

class NiceLoopSearch {
 public:
  NiceLoopSearch(const HodokuGrid& grid, bool grouped, Memory& memory)
      : tabling_(Tabling::of(grid, grouped, TableFill::chains, memory)),
        grid_(grid),
        grouped_(grouped),
        solution_(grid.ruling_solution(memory)),
        bounded_(!memory.from_scratch()) {}

  std::optional<Step> best() {
    // HoDoKu's order is loops from "on" starts, loops from "off" starts, then AICs, and its sort
    // takes the earliest of the steps with the most deletions and the smallest index sum. Every
    // AIC deletes two or more and a loop from "on" only one, so the AICs go first here: found,
    // they rule out every loop from "on" unseen. Each step keeps its place in HoDoKu's order.
    std::vector<std::uint64_t> ends(tabling_.node_words());
    const auto& off_tables = tabling_.off_tables_in_use();
    for (std::size_t t = 0; t < off_tables.size(); ++t) {
      const Table* table = off_tables[t];
      if (table->direct <= 1) continue;
      const Node start = table->entries[0].node;
      // An AIC deletes the start digit from cells seeing the start and its end, or one
      // candidate from each end: past a step with more deletions, it cannot sort first.
      const int most = std::max<int>(2, (buddies(start.cell) & tabling_.with(start.digit)).count());
      if (bounded_ && best_key_.count > most) continue;
      // An AIC ends in an "on" node of the start digit or in a cell seeing the start.
      const std::uint64_t* digit = tabling_.on_nodes_of_digit(start.digit);
      const std::uint64_t* row = tabling_.on_nodes_in_house(house_of(start.cell, 0));
      const std::uint64_t* column = tabling_.on_nodes_in_house(house_of(start.cell, 1));
      const std::uint64_t* box = tabling_.on_nodes_in_house(house_of(start.cell, 2));
      for (std::size_t w = 0; w < ends.size(); ++w)
        ends[w] = digit[w] | row[w] | column[w] | box[w];
      // Past the direct implications: of those, only the start digit's other place in a house
      // holding it twice may end an AIC; past the step kept, only an end whose deletions (known
      // from the two ends) would sort before it.
      const std::int64_t first_place = place_of(Phase::aic, t, 0);
      if (!tabling_.reaches(*table, ends.data(), [&](const Node& end) {
            if (!may_end_aic(start, end) ||
                (end.digit == start.digit && conjugates(start.cell, end.cell, start.digit)))
              return false;
            if (!bounded_ || best_key_.count == 0) return true;
            probe_.deletions.clear();
            aic_deletions(start, end, probe_);
            return may_keep(probe_, first_place);
          }))
        continue;
      tabling_.grow(*table);
      for (int j = 1; j < table->count; ++j) {
        if (may_end_aic(start, table->entries[j].node))
          check_aic(*table, j, place_of(Phase::aic, t, j));
      }
    }
    loops(tabling_.on_tables_in_use(), Phase::on_loop);
    loops(off_tables, Phase::off_loop);
    if (best_key_.count == 0) return std::nullopt;
    best_.technique = grouped_ ? Technique::grouped_nice_loop : Technique::nice_loop;
    return std::move(best_);
  }

 private:
  enum class Phase { on_loop, off_loop, aic };  // HoDoKu's order

  // A step's place in HoDoKu's order: its phase, its table, its entry.
  static std::int64_t place_of(Phase phase, std::size_t table, int entry) {
    return (std::int64_t(phase) << 32) | (std::int64_t(table) << 12) | entry;
  }

  void loops(const std::vector<Table*>& tables, Phase phase) {
    std::vector<std::uint64_t>& ends = ends_;
    ends.resize(tabling_.node_words());
    for (std::size_t t = 0; t < tables.size(); ++t) {
      const Table* table = tables[t];
      // A start without direct implications (most "off" nodes: no strong link) reaches
      // nothing.
      if (table->direct <= 1) continue;
      const Node start_node = table->entries[0].node;
      const int start = start_node.cell;
      // Every implication in the tables is sound: the table of a premise that holds in the
      // puzzle's solution holds only nodes that hold. Every loop from "on" deletes its start: none
      // from one that holds.
      const int solved = solution_ != nullptr ? (*solution_)[start] : 0;
      if (start_node.on && start_node.digit == solved) continue;
      // A loop from "on" (a weak first link) deletes its start candidate, one from "off" (a
      // strong first link) ending in an "off" node that node's candidate: one deletion in the
      // start cell (index sum: cell + digit). When a step found already sorts before any such,
      // what else the table may give is all that counts.
      bool only_on_ends = false;
      const int least_sum = start + (start_node.on ? start_node.digit : 1);
      if (bounded_ && start_node.on != table->entries[1].node.on &&
          !better(1, least_sum, place_of(phase, t, 0))) {
        if (start_node.on) continue;
        only_on_ends = true;  // a continuous loop, or every other digit of the start goes
      }
      // Loops end in the start cell past the direct implications: most tables have none. An
      // "on" start implies its cell's other digits "off", so it may end in them "on" or in
      // itself "off"; an "off" start in a bivalue cell implies the other digit "on", so it may
      // end in itself "on" or in the other digits "off" (and "on" too, not bivalue).
      const std::uint64_t* cell = tabling_.nodes_in_cell(start);
      const std::uint64_t* cell_on = tabling_.on_nodes_in_cell(start);
      const bool bivalue = std::popcount(grid_.candidates(start)) == 2;
      const std::uint64_t on_mask = start_node.on || !bivalue ? ~std::uint64_t{0} : 0;
      const std::uint64_t off_mask = start_node.on || only_on_ends ? 0 : ~std::uint64_t{0};
      // The ends all lie in the start cell: in a word or two.
      const auto [first_word, last_word] = tabling_.words_of_cell(start);
      for (std::size_t w = first_word; w <= last_word; ++w)
        ends[w] = (cell_on[w] & on_mask) | (cell[w] & ~cell_on[w] & off_mask);
      const Node opposite(std::uint8_t(start), start_node.digit, !start_node.on);
      const auto [self_word, self_bit] = tabling_.node_bit(start_node);
      const auto [opposite_word, opposite_bit] = tabling_.node_bit(opposite);
      ends[self_word] &= ~self_bit;
      // An "off" start ending in another digit "off" deletes that digit in the cell: past the
      // step kept, only the digits whose deletion would sort before it.
      if (!start_node.on && !only_on_ends && bounded_ && best_key_.count != 0) {
        for (std::uint16_t rest = grid_.candidates(start); rest != 0; rest &= rest - 1) {
          const int digit = std::countr_zero(rest) + 1;
          if (digit == start_node.digit || better(1, start + digit, place_of(phase, t, 0)))
            continue;
          const auto [word, bit] = tabling_.node_bit(Node(std::uint8_t(start), digit, false));
          ends[word] &= ~bit;
        }
      }
      // An "off" start ending in itself "on" deletes the cell's other digits: known now.
      if (start_node.on || !bounded_ || best_key_.count == 0 ||
          cell_loop_may_sort_first(start, start_node.digit, place_of(phase, t, 0)))
        ends[opposite_word] |= opposite_bit;
      // An "off" start that holds ends only in the cell's digit "on" or another digit "off".
      if (!start_node.on && solved != 0 && start_node.digit != solved) {
        const auto [on_word, on_bit] = tabling_.node_bit(Node(std::uint8_t(start), solved, true));
        const auto [off_word, off_bit] =
            tabling_.node_bit(Node(std::uint8_t(start), solved, false));
        for (std::size_t w = first_word; w <= last_word; ++w)
          ends[w] &= ~cell_on[w] | (w == on_word ? on_bit : 0);
        ends[off_word] &= ~off_bit;
      }
      if (!tabling_.reaches_any(*table, ends.data(), first_word, last_word)) continue;
      tabling_.grow(*table);
      for (int j = 1; j < table->count; ++j) {
        if (table->entries[j].node.group < 0 && table->entries[j].node.cell == start)
          check_loop(*table, j, place_of(phase, t, j));
      }
    }
  }

  // Whether a loop deleting every digit of a cell but one may sort before the step kept.
  bool cell_loop_may_sort_first(int cell, int digit, std::int64_t place) {
    const int count = std::popcount(grid_.candidates(cell)) - 1;
    if (count != best_key_.count) return count > best_key_.count;
    probe_.deletions.clear();
    for (int other = 1; other <= 9; ++other) {
      if (other != digit && grid_.has(cell, other)) probe_.deletions.emplace_back(cell, other);
    }
    return may_keep(probe_, place);
  }

  // Whether a step with these (sorted) deletions at `place` sorts before the step kept.
  bool better(int count, int sum, std::int64_t place) const {
    return SortKey{count, sum, place}.before(best_key_);
  }

  // Whether an "on" node may end an AIC from an "off" start: the start digit in a cell seeing
  // the start and another of its places, or another digit in a cell seeing it, each cell
  // holding the other's digit.
  bool may_end_aic(const Node& start, const Node& end) const {
    if (end.group >= 0 || !end.on || end.cell == start.cell) return false;
    if (end.digit == start.digit)
      return (buddies(start.cell) & buddies(end.cell) & tabling_.with(start.digit)).count() >= 2;
    return sees(start.cell, end.cell) && grid_.has(end.cell, start.digit) &&
           grid_.has(start.cell, end.digit);
  }

  // Whether two cells are the only places of the digit in a house they share.
  bool conjugates(int a, int b, int digit) const {
    for (int kind = 0; kind < 3; ++kind) {
      const int house = house_of(a, kind);
      if (house == house_of(b, kind) && grid_.free(house, digit) == 2) return true;
    }
    return false;
  }

  // HoDoKu's lasso test: no cell twice, but consecutive nodes in one cell, and for a loop its
  // start cell at the end.
  // (A group node counts by its first cell when met, by all its cells once passed.)
  bool crosses_itself(const std::vector<Node>& chain, bool loop) const {
    CellSet seen;
    const Node* last = nullptr;
    const int first_cell = chain.front().cell;
    for (const Node& node : chain) {
      if (seen.has(node.cell)) return true;
      if (last != nullptr && (last->cell != first_cell || !loop)) tabling_.mark(seen, *last);
      last = &node;
    }
    return false;
  }

  void check_loop(const Table& table, int index, std::int64_t place) {
    if (table.entries[index].distance <= 2) return;
    const bool first_strong = table.entries[1].node.on;
    const bool last_strong = table.entries[index].node.on;
    const Node start = table.entries[0].node;
    const int start_digit = start.digit, end_digit = table.entries[index].node.digit;
    // A discontinuous loop's deletions lie in its start cell: known before its chain is read.
    Step step;
    if (!first_strong && !last_strong && start_digit == end_digit) {
      step.deletions.emplace_back(start.cell, start_digit);
    } else if (first_strong && last_strong && start_digit == end_digit) {
      for (int digit = 1; digit <= 9; ++digit) {
        if (digit != start_digit && grid_.has(start.cell, digit))
          step.deletions.emplace_back(start.cell, digit);
      }
    } else if (first_strong != last_strong && start_digit != end_digit) {
      step.deletions.emplace_back(start.cell, first_strong ? end_digit : start_digit);
    }
    const bool continuous =
        step.deletions.empty() &&
        ((!first_strong && !last_strong && std::popcount(grid_.candidates(start.cell)) == 2 &&
          start_digit != end_digit) ||
         (first_strong && last_strong && start_digit != end_digit) ||
         (first_strong != last_strong && start_digit == end_digit));
    if (!continuous && !may_keep(step, place)) return;
    CellSet cells;
    const std::vector<Node>& chain = chain_;
    tabling_.chain_to(table, index, cells, chain_);
    if (chain.size() >= 2 && chain[chain.size() - 1].cell == chain[chain.size() - 2].cell) return;
    if (crosses_itself(chain, true)) return;
    if (chain.size() >= 2 && chain[0].cell == chain[1].cell) return;
    if (continuous) {
      const int last = static_cast<int>(chain.size()) - 1;
      for (int i = 0; i <= last; ++i) {
        const Node& node = chain[i];
        if ((i == 0 && first_strong && last_strong) ||
            (i > 0 && node.on && i <= last - 2 && chain[i - 1].cell != node.cell)) {
          if (i == 0 || (!chain[i + 1].on && node.cell == chain[i + 1].cell && chain[i + 2].on &&
                         chain[i + 1].cell != chain[i + 2].cell)) {
            const int keep1 = i == 0 ? start_digit : node.digit;
            const int keep2 = i == 0 ? end_digit : chain[i + 2].digit;
            for (int digit = 1; digit <= 9; ++digit) {
              if (digit != keep1 && digit != keep2 && grid_.has(node.cell, digit))
                step.deletions.emplace_back(node.cell, digit);
            }
          }
        }
        if (i > 0 && !node.on && chain[i - 1].cell != node.cell) {
          CellSet both = (tabling_.sees_of(chain[i - 1]) & tabling_.sees_of(node)).without(cells);
          both.remove(start.cell);
          both.for_each([&](int cell) {
            if (grid_.has(cell, node.digit)) step.deletions.emplace_back(cell, node.digit);
          });
        }
      }
      if (!may_keep(step, place)) return;
    }
    keep(std::move(step), place);
  }

  // The deletions of an AIC from `start` to `end`.
  void aic_deletions(const Node& start, const Node& end, Step& step) const {
    if (start.digit == end.digit) {
      const CellSet both = buddies(start.cell) & buddies(end.cell) & tabling_.with(start.digit);
      if (both.count() > 1) {
        both.for_each([&](int cell) {
          if (cell != start.cell) step.deletions.emplace_back(cell, start.digit);
        });
      }
    } else {
      if (grid_.has(start.cell, end.digit)) step.deletions.emplace_back(start.cell, end.digit);
      if (grid_.has(end.cell, start.digit)) step.deletions.emplace_back(end.cell, start.digit);
    }
  }

  void check_aic(const Table& table, int index, std::int64_t place) {
    if (table.entries[index].distance <= 2) return;
    const Node start = table.entries[0].node, end = table.entries[index].node;
    Step step;
    aic_deletions(start, end, step);
    if (!may_keep(step, place)) return;
    CellSet cells;
    tabling_.chain_to(table, index, cells, chain_);
    if (crosses_itself(chain_, false)) return;
    keep(std::move(step), place);
  }

  // Sorts and dedupes the deletions as HoDoKu does when it keys them; whether the step would
  // then sort before the one kept.
  bool may_keep(Step& step, std::int64_t place) const {
    if (step.deletions.empty()) return false;
    std::sort(step.deletions.begin(), step.deletions.end(), [](const auto& a, const auto& b) {
      return std::pair{a.second, a.first} < std::pair{b.second, b.first};
    });
    step.deletions.erase(std::unique(step.deletions.begin(), step.deletions.end()),
                         step.deletions.end());
    return SortKey::of(step, place).before(best_key_);
  }

  // HoDoKu sorts every step found by deletions (most first), then index sum (smallest first),
  // stably: the first is the earliest found of those that tie there (chain length and kind only
  // order steps with the same deletions). Only that one is kept: `step` is one may_keep passed.
  void keep(Step step, std::int64_t place) {
    best_key_ = SortKey::of(step, place);
    best_ = std::move(step);
  }

  const Tabling& tabling_;
  const HodokuGrid& grid_;
  bool grouped_;
  const std::array<std::uint8_t, kCells>* solution_;  // HodokuGrid::ruling_solution
  // Tables that cannot beat the step kept are left (from scratch: grown all the same).
  const bool bounded_;
  std::vector<Node> chain_;          // the chain being checked
  Step probe_;                       // an AIC's deletions before its table grows
  std::vector<std::uint64_t> ends_;  // the nodes a table's loops may end in
  // The step that sorts first of those found so far, and its key.
  Step best_;
  SortKey best_key_;
};

}  // namespace

std::optional<Step> find_nice_loop(const HodokuGrid& grid, const Ask&, Memory& memory) {
  return NiceLoopSearch(grid, false, memory).best();
}

std::optional<Step> find_grouped_nice_loop(const HodokuGrid& grid, const Ask&, Memory& memory) {
  return NiceLoopSearch(grid, true, memory).best();
}

}  // namespace nonet::hodoku
