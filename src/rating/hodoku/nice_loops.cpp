// Nice loops and AICs (alternating inference chains), plain and grouped, as HoDoKu's tabling
// finds them. For every candidate HoDoKu builds two tables of what follows when it is set ("on")
// and when it is deleted ("off"): first the direct implications (its cell's other digits, the
// digit's other places in its houses, and the reverse for bivalue cells and conjugate pairs),
// then, in table order, every table grows by the direct implications of its entries (a table
// holds at most 1,000 entries; an entry reached again by a shorter way is rerouted). A table's
// entry in its own start cell closes a loop (discontinuous or continuous); an "on" entry of the
// start digit seeing the start, or of another digit in a cell seeing it, gives an AIC. Each
// chain is read back through the tables; chains crossing themselves are dropped, the shortest
// per set of deletions kept, and the first after HoDoKu's sort is taken. The grouped search adds
// group nodes (two or three places of a digit where a line crosses a box), each with an "on" and
// an "off" table of its own that is not expanded, and links them with the cells they see.
#include <algorithm>
#include <bit>
#include <map>

#include "rating/hodoku/finders.hpp"

namespace nonet::hodoku {

namespace {

constexpr int kMaxEntries = 1000;       // HoDoKu's default table length
constexpr int kMaxGroups = 18 * 9 * 3;  // a line, a digit, a box
constexpr int kNodes = kCells * 20 + 2 * kMaxGroups;

// A node: a candidate (cell, digit), or a group node (its first cell, the group's index), on or
// off.
struct Node {
  std::uint8_t cell, digit;
  bool on;
  std::int16_t group = -1;
  int key() const { return group < 0 ? cell * 20 + digit * 2 + on : kCells * 20 + group * 2 + on; }
  bool operator==(const Node& other) const = default;
};

struct Group {
  int cells[3] = {-1, -1, -1};  // ascending; the third -1 for a group of two
  int digit = 0, line = -1, column = -1, box = 0;
  Cells places, sees;  // its cells; the cells seeing all of them
};

struct Table {
  int count = 0;
  Node nodes[kMaxEntries];
  std::int16_t ret[kMaxEntries];  // direct: the entry it follows; expanded: the source table
  std::int16_t distance[kMaxEntries];
  bool expanded[kMaxEntries];
  bool from_on[kMaxEntries];     // expanded from an "on" table
  bool from_group[kMaxEntries];  // expanded from a group node's table
  std::int16_t index_of[kNodes];

  Table() { std::fill(std::begin(index_of), std::end(index_of), std::int16_t(-1)); }
  // Emptied for reuse, in the time of its entries.
  void clear() {
    for (int i = 0; i < count; ++i) index_of[nodes[i].key()] = -1;
    count = 0;
  }
  bool full() const { return count == kMaxEntries; }
  int find(const Node& node) const { return index_of[node.key()]; }

  // HoDoKu's addEntry: refused when full, or a cell's node already there (a group node may come
  // twice; the later one is found); its distance follows `ret` only for a direct entry (an
  // expanded one gets its own right after).
  bool add(const Node& node, int ret_index) {
    if (count >= kMaxEntries || (node.group < 0 && index_of[node.key()] >= 0)) return false;
    nodes[count] = node;
    ret[count] = std::int16_t(ret_index);
    expanded[count] = false;
    from_on[count] = false;
    from_group[count] = false;
    distance[count] =
        std::int16_t(((ret_index < kMaxEntries ? distance_at(ret_index) : 0) + 1) & 0x1ff);
    index_of[node.key()] = std::int16_t(count);
    ++count;
    return true;
  }

  int distance_at(int i) const { return i < count ? distance[i] : 0; }
};

class Tabling {
 public:
  Tabling(const HodokuGrid& grid, bool grouped) : grid_(grid), grouped_(grouped) {
    // The tables of a thread are kept from one search to the next: 1,620 for the candidates and
    // up to 972 for group nodes, 30 MB.
    thread_local std::vector<Table> pool(2 * kCells * 10 + 2 * kMaxGroups);
    for (int i = 0; i < kCells * 10; ++i) {
      on_[i] = &pool[i];
      off_[i] = &pool[kCells * 10 + i];
      on_[i]->clear();
      off_[i]->clear();
    }
    for (int i = 0; i < 2 * kMaxGroups; ++i) {
      group_tables_[i] = &pool[2 * kCells * 10 + i];
      group_tables_[i]->clear();
    }
    fill();
    if (grouped_) fill_groups();
    expand(on_);
    expand(off_);
  }

  std::optional<Step> best() {
    for (auto* tables : {&on_, &off_}) {
      for (const Table* table : *tables) {
        if (table->count == 0) continue;
        const int start = table->nodes[0].cell;
        for (int j = 1; j < table->count; ++j) {
          if (table->nodes[j].group < 0 && table->nodes[j].cell == start) check_loop(*table, j);
        }
      }
    }
    for (const Table* table : off_) {
      if (table->count == 0) continue;
      const Node start = table->nodes[0];
      for (int j = 1; j < table->count; ++j) {
        const Node end = table->nodes[j];
        if (end.group >= 0 || !end.on || end.cell == start.cell) continue;
        if (end.digit == start.digit) {
          if ((buddies(start.cell) & buddies(end.cell) & with(start.digit)).count() >= 2)
            check_aic(*table, j);
        } else if (sees(start.cell, end.cell) && grid_.has(end.cell, start.digit) &&
                   grid_.has(start.cell, end.digit)) {
          check_aic(*table, j);
        }
      }
    }
    if (found_.empty()) return std::nullopt;
    std::stable_sort(found_.begin(), found_.end(), [](const Found& a, const Found& b) {
      const auto& x = a.step.deletions;
      const auto& y = b.step.deletions;
      if (x.size() != y.size()) return x.size() > y.size();
      if (a.kind != b.kind || x != y) return index_sum(x) < index_sum(y);
      return a.length < b.length;
    });
    return found_.front().step;
  }

 private:
  enum class Kind {
    discontinuous,
    continuous,
    aic,
    grouped_discontinuous,
    grouped_continuous,
    grouped_aic
  };
  struct Found {
    Step step;
    Kind kind;
    int length;
  };

  Cells with(int digit) const {
    Cells cells;
    for (int cell = 0; cell < kCells; ++cell) cells[cell] = grid_.has(cell, digit);
    return cells;
  }

  // The table a node's implications are read from, and its number as a source.
  int source_of(const Node& node) const {
    return node.group >= 0 ? 2 * node.group + !node.on : node.cell * 10 + node.digit;
  }
  Table* table_for(const Node& node) {
    if (node.group >= 0) return group_tables_[source_of(node)];
    return (node.on ? on_ : off_)[source_of(node)];
  }

  Node group_node(int g, bool on) const {
    return {std::uint8_t(groups_[g].cells[0]), std::uint8_t(groups_[g].digit), on, std::int16_t(g)};
  }

  // Group nodes: in every row, then every column, a digit's two or three places in one box.
  // Each gets an "on" and an "off" table of direct implications; the cells it sees (and the
  // group nodes of its houses) get it in theirs.
  void fill_groups() {
    for (const int first : {0, 9}) {
      for (int line = first; line < first + 9; ++line) {
        for (int digit = 1; digit <= 9; ++digit) {
          for (int box = 0; box < 9; ++box) {
            Group group;
            int n = 0;
            for (int cell = 0; cell < kCells; ++cell) {
              if (!grid_.has(cell, digit) || box_of(cell) != box) continue;
              if ((first == 0 ? row_of(cell) : 9 + column_of(cell)) != line) continue;
              if (n < 3) group.cells[n] = cell;
              group.places[cell] = true;
              ++n;
            }
            if (n < 2) continue;
            group.digit = digit;
            group.box = box;
            if (row_of(group.cells[0]) == row_of(group.cells[1]))
              group.line = row_of(group.cells[0]);
            if (column_of(group.cells[0]) == column_of(group.cells[1]))
              group.column = column_of(group.cells[0]);
            group.sees.set();
            for (const int cell : group.cells) {
              if (cell >= 0) group.sees &= buddies(cell);
            }
            groups_.push_back(group);
          }
        }
      }
    }
    for (int g = 0; g < static_cast<int>(groups_.size()); ++g) {
      const Group& group = groups_[g];
      const std::uint8_t d = std::uint8_t(group.digit);
      Table& on = *group_tables_[2 * g];
      Table& off = *group_tables_[2 * g + 1];
      on.add(group_node(g, true), 0);
      off.add(group_node(g, false), 0);
      const Cells seen = with(group.digit) & group.sees;
      if (seen.any()) {
        for (int cell = 0; cell < kCells; ++cell) {
          if (!seen[cell]) continue;
          on.add({std::uint8_t(cell), d, false}, 0);
          on_[cell * 10 + group.digit]->add(group_node(g, false), 0);
        }
        Cells in_house[2];
        for (int cell = 0; cell < kCells; ++cell) {
          if (!seen[cell]) continue;
          in_house[0][cell] = box_of(cell) == group.box;
          in_house[1][cell] =
              group.line >= 0 ? row_of(cell) == group.line : column_of(cell) == group.column;
        }
        for (const Cells& cells : in_house) {
          if (cells.count() != 1) continue;
          int cell = 0;
          while (!cells[cell]) ++cell;
          off.add({std::uint8_t(cell), d, true}, 0);
          off_[cell * 10 + group.digit]->add(group_node(g, true), 0);
        }
      }
      int line_count = 0, column_count = 0, box_count = 0;
      int line_first = -1, column_first = -1, box_first = -1;
      for (int h = 0; h < static_cast<int>(groups_.size()); ++h) {
        const Group& other = groups_[h];
        if (h == g || other.digit != group.digit || (group.places & other.places).any()) continue;
        if (group.line != -1 && group.line == other.line) {
          if (++line_count == 1) line_first = h;
          on.add(group_node(h, false), 0);
        }
        if (group.column != -1 && group.column == other.column) {
          if (++column_count == 1) column_first = h;
          on.add(group_node(h, false), 0);
        }
        if (group.box == other.box) {
          if (++box_count == 1) box_first = h;
          on.add(group_node(h, false), 0);
        }
      }
      // A house holding the digit only in the two groups: the other group is on when this is off.
      auto conjugate = [&](int count, int h, int house) {
        if (count != 1) return;
        Cells rest = with(group.digit) & ~group.places & ~groups_[h].places;
        for (int cell = 0; cell < kCells; ++cell) {
          if (rest[cell] && !house_cells_contain(house, cell)) rest[cell] = false;
        }
        if (rest.none()) off.add(group_node(h, true), 0);
      };
      if (group.line != -1) conjugate(line_count, line_first, group.line);
      if (group.column != -1) conjugate(column_count, column_first, 9 + group.column);
      conjugate(box_count, box_first, 18 + group.box);
    }
  }

  // The cells a node sees (all of a group node's cells).
  const Cells& sees_of(const Node& node) const {
    return node.group >= 0 ? groups_[node.group].sees : buddies(node.cell);
  }

  void mark(Cells& cells, const Node& node) const {
    if (node.group < 0) {
      cells[node.cell] = true;
    } else {
      for (const int cell : groups_[node.group].cells) {
        if (cell >= 0) cells[cell] = true;
      }
    }
  }

  void fill() {
    for (int cell = 0; cell < kCells; ++cell) {
      if (grid_.value(cell) != 0) continue;
      const std::uint16_t mask = grid_.candidates(cell);
      const bool bivalue = std::popcount(mask) == 2;
      for (int digit = 1; digit <= 9; ++digit) {
        if (!grid_.has(cell, digit)) continue;
        Table* on = on_[cell * 10 + digit];
        Table* off = off_[cell * 10 + digit];
        const auto c = std::uint8_t(cell), d = std::uint8_t(digit);
        on->add({c, d, true}, 0);
        off->add({c, d, false}, 0);
        for (int other = 1; other <= 9; ++other) {
          if (other == digit || !grid_.has(cell, other)) continue;
          on->add({c, std::uint8_t(other), false}, 0);
          if (bivalue) off->add({c, std::uint8_t(other), true}, 0);
        }
        for (int kind = 0; kind < 3; ++kind) {
          const int house = house_of(cell, kind);
          const int places = grid_.free(house, digit);
          if (places < 2) continue;
          std::vector<int> others;
          for (int other = 0; other < kCells; ++other) {
            if (other != cell && grid_.has(other, digit) && house_cells_contain(house, other))
              others.push_back(other);
          }
          if (others.empty()) continue;
          for (const int other : others) on->add({std::uint8_t(other), d, false}, 0);
          if (places == 2) off->add({std::uint8_t(others[0]), d, true}, 0);
        }
      }
    }
  }

  static bool house_cells_contain(int house, int cell) {
    for (int kind = 0; kind < 3; ++kind) {
      if (house_of(cell, kind) == house) return true;
    }
    return false;
  }

  void expand(std::array<Table*, kCells * 10>& tables) {
    for (Table* table : tables) {
      if (table->count == 0) continue;
      Table& dest = *table;
      for (int j = 1; j < kMaxEntries; ++j) {
        if (j >= dest.count) break;
        if (dest.full()) break;
        const Node node = dest.nodes[j];
        const int source_index = source_of(node);
        const bool from_group = node.group >= 0;
        const Table& source = *table_for(node);
        if (source.count == 0) continue;
        const int base = dest.distance[j];
        for (int k = 1; k < source.count; ++k) {
          if (source.expanded[k]) continue;
          const int via = base + source.distance[k];
          const int at = dest.find(source.nodes[k]);
          if (at >= 0) {
            if (dest.expanded[at] && dest.distance[at] > via) {
              dest.ret[at] = std::int16_t(source_index);
              dest.expanded[at] = true;
              dest.from_group[at] = from_group;
              dest.from_on[at] = !from_group && node.on;
              dest.distance[at] = std::int16_t(via & 0x1ff);
            }
            continue;
          }
          dest.add(source.nodes[k], source_index);
          // A full table marks its last entry, as HoDoKu does.
          const int last = dest.count - 1;
          dest.expanded[last] = true;
          if (from_group) {
            dest.from_group[last] = true;
          } else if (node.on) {
            dest.from_on[last] = true;
          }
          dest.distance[last] = std::int16_t(via & 0x1ff);
        }
      }
    }
  }

  // The chain from the table's start to entry `index`, read back through the tables, and the
  // cells it passes (all but its last node's).
  std::vector<Node> chain_to(const Table& table, int index, Cells& cells) const {
    std::vector<Node> chain;  // end first
    chain.push_back(table.nodes[index]);
    const Table* entry = &table;
    int first = index;
    bool jumped = false;
    while (first != 0 && chain.size() < static_cast<std::size_t>(kMaxEntries)) {
      if (entry->expanded[first]) {
        const Node node = entry->nodes[first];
        if (entry->from_group[first]) {
          entry = group_tables_[entry->ret[first]];
        } else {
          entry = (entry->from_on[first] ? on_ : off_)[entry->ret[first]];
        }
        jumped = true;
        first = entry->find(node);
      }
      const int previous = entry->ret[first];
      first = previous;
      chain.push_back(entry->nodes[previous]);
      mark(cells, entry->nodes[previous]);
      if (jumped && first == 0) {
        const Node back = entry->nodes[0];
        entry = &table;
        first = table.find(back);
        jumped = false;
      }
    }
    std::reverse(chain.begin(), chain.end());
    return chain;
  }

  // HoDoKu's lasso test: no cell twice, but consecutive nodes in one cell, and for a loop its
  // start cell at the end.
  // (A group node counts by its first cell when met, by all its cells once passed.)
  bool crosses_itself(const std::vector<Node>& chain, bool loop) const {
    Cells seen;
    const Node* last = nullptr;
    const int first_cell = chain.front().cell;
    for (const Node& node : chain) {
      if (seen[node.cell]) return true;
      if (last != nullptr && (last->cell != first_cell || !loop)) mark(seen, *last);
      last = &node;
    }
    return false;
  }

  void check_loop(const Table& table, int index) {
    if (table.distance[index] <= 2) return;
    Cells cells;
    std::vector<Node> chain = chain_to(table, index, cells);
    if (chain.size() >= 2 && chain[chain.size() - 1].cell == chain[chain.size() - 2].cell) return;
    if (crosses_itself(chain, true)) return;
    if (chain.size() >= 2 && chain[0].cell == chain[1].cell) return;
    const bool first_strong = table.nodes[1].on;
    const bool last_strong = table.nodes[index].on;
    const Node start = table.nodes[0];
    const int start_digit = start.digit, end_digit = table.nodes[index].digit;
    Step step;
    Kind kind = Kind::discontinuous;
    if (!first_strong && !last_strong && start_digit == end_digit) {
      step.deletions.emplace_back(start.cell, start_digit);
    } else if (first_strong && last_strong && start_digit == end_digit) {
      for (int digit = 1; digit <= 9; ++digit) {
        if (digit != start_digit && grid_.has(start.cell, digit))
          step.deletions.emplace_back(start.cell, digit);
      }
    } else if (first_strong != last_strong && start_digit != end_digit) {
      step.deletions.emplace_back(start.cell, first_strong ? end_digit : start_digit);
    } else if ((!first_strong && !last_strong && std::popcount(grid_.candidates(start.cell)) == 2 &&
                start_digit != end_digit) ||
               (first_strong && last_strong && start_digit != end_digit) ||
               (first_strong != last_strong && start_digit == end_digit)) {
      kind = Kind::continuous;
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
          Cells both = sees_of(chain[i - 1]) & sees_of(node) & ~cells;
          both[start.cell] = false;
          for (int cell = 0; cell < kCells; ++cell) {
            if (both[cell] && grid_.has(cell, node.digit))
              step.deletions.emplace_back(cell, node.digit);
          }
        }
      }
    }
    keep(std::move(step), kind, chain);
  }

  void check_aic(const Table& table, int index) {
    if (table.distance[index] <= 2) return;
    const Node start = table.nodes[0], end = table.nodes[index];
    Step step;
    if (start.digit == end.digit) {
      const Cells both = buddies(start.cell) & buddies(end.cell) & with(start.digit);
      if (both.count() > 1) {
        for (int cell = 0; cell < kCells; ++cell) {
          if (both[cell] && cell != start.cell) step.deletions.emplace_back(cell, start.digit);
        }
      }
    } else {
      if (grid_.has(start.cell, end.digit)) step.deletions.emplace_back(start.cell, end.digit);
      if (grid_.has(end.cell, start.digit)) step.deletions.emplace_back(end.cell, start.digit);
    }
    if (step.deletions.empty()) return;
    Cells cells;
    const std::vector<Node> chain = chain_to(table, index, cells);
    if (crosses_itself(chain, false)) return;
    keep(std::move(step), Kind::aic, chain);
  }

  void keep(Step step, Kind kind, const std::vector<Node>& chain) {
    if (step.deletions.empty()) return;
    const int length = static_cast<int>(chain.size());
    if (std::any_of(chain.begin(), chain.end(), [](const Node& node) { return node.group >= 0; }))
      kind = static_cast<Kind>(static_cast<int>(kind) + 3);
    // HoDoKu sorts and dedupes the deletions when it keys them.
    std::sort(step.deletions.begin(), step.deletions.end(), [](const auto& a, const auto& b) {
      return std::pair{a.second, a.first} < std::pair{b.second, b.first};
    });
    step.deletions.erase(std::unique(step.deletions.begin(), step.deletions.end()),
                         step.deletions.end());
    const auto known = shortest_.find(step.deletions);
    if (known != shortest_.end() && found_[known->second].length <= length) return;
    shortest_[step.deletions] = found_.size();
    step.technique = grouped_ ? Technique::grouped_nice_loop : Technique::nice_loop;
    found_.push_back({std::move(step), kind, length});
  }

  const HodokuGrid& grid_;
  bool grouped_;
  std::array<Table*, kCells * 10> on_{}, off_{};
  std::array<Table*, 2 * kMaxGroups> group_tables_{};  // group g: 2g on, 2g + 1 off
  std::vector<Group> groups_;
  std::map<std::vector<std::pair<int, int>>, std::size_t> shortest_;
  std::vector<Found> found_;
};

}  // namespace

std::optional<Step> find_nice_loop(const HodokuGrid& grid) {
  return Tabling(grid, false).best();
}

std::optional<Step> find_grouped_nice_loop(const HodokuGrid& grid) {
  return Tabling(grid, true).best();
}

}  // namespace nonet::hodoku
