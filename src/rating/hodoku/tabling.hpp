// HoDoKu's tabling, shared by its nice loops / AICs and its forcing chains and nets. For every
// candidate HoDoKu builds two tables of what follows when it is set ("on") and when it is
// deleted ("off"), then grows every table by the tables of its entries.
//
// The direct implications come in one of two fills:
// - chains: a candidate's cell's other digits, the digit's other places in its houses, and the
//   reverse for bivalue cells and conjugate pairs;
// - nets: the premise applied to a copy of the grid, then four rounds of every naked and hidden
//   single the copy then has, each placement recorded with the deletions that forced it (up to
//   five: that is what makes a net of a chain).
// With group nodes (two or three places of a digit where a line crosses a box), each group node
// gets an "on" and an "off" table of its own that is never grown, linked with the cells it sees.
// A chains fill keeps the tables of the candidates whose direct implications are those the last
// fill of its Tabling wrote (most, from one nice loop search to the next).
// Then a table grows by the direct implications of its entries (a table holds at most 1,000
// entries; an entry reached again by a shorter way is rerouted). HoDoKu grows every table; here
// a table grows when a search asks for it, which gives the same table (growing reads only the
// direct implications of others), and the searches ask only for tables that may hold what they
// look for.
#pragma once

#include <array>
#include <bit>
#include <cstdint>
#include <memory>
#include <utility>
#include <vector>

#include "rating/hodoku/grid.hpp"
#include "rating/hodoku/reach.hpp"

namespace nonet::hodoku {

inline constexpr int kMaxTableEntries = 1000;  // HoDoKu's default table length
inline constexpr int kMaxGroups = 18 * 9 * 3;  // a line, a digit, a box
inline constexpr int kNodeKeys = kCells * 20 + 2 * kMaxGroups;

// A node: a candidate (cell, digit), or a group node (its first cell, the group's index), on or
// off. Its key numbers it (the tables' lookups are by key): held, not worked out at each one;
// a node is made whole and never changed after.
struct Node {
  std::uint8_t cell = 0, digit = 0;
  bool on = false;
  std::int16_t group = -1;

  Node() = default;
  Node(std::uint8_t cell_, std::uint8_t digit_, bool on_, std::int16_t group_ = -1)
      : cell(cell_),
        digit(digit_),
        on(on_),
        group(group_),
        key_(std::uint16_t(group_ < 0 ? cell_ * 20 + digit_ * 2 + on_
                                      : kCells * 20 + group_ * 2 + on_)) {}
  int key() const { return key_; }
  bool operator==(const Node& other) const { return key_ == other.key_; }

 private:
  std::uint16_t key_ = 0;
};

struct Group {
  int cells[3] = {-1, -1, -1};  // ascending; the third -1 for a group of two
  int digit = 0, line = -1, column = -1, box = 0;
  CellSet places, sees;  // its cells; the cells seeing all of them
};

// One entry of a table, held together: a table is written entry by entry.
struct TableEntry {
  Node node;
  // Direct entry: the entry it follows (of several, the latest); grown entry: the source table.
  std::int16_t ret;
  std::int16_t distance;
  bool expanded;
  bool from_on;     // grown from an "on" table
  bool from_group;  // grown from a group node's table
  bool branches;    // a net's placement forced by more than one entry
};

// Where a table that grows (or a net's) keeps its entries: room for all of them, the index by
// node, and the cells where each digit is set / deleted (candidate nodes only), made when asked
// for (note_cells: only the forcing searches read them). A store handed out has every index
// slot empty (-1), and gets them back that way.
struct TableStore {
  TableEntry entries[kMaxTableEntries];
  std::int16_t index_of[kNodeKeys];
  std::array<CellSet, 10> on_cells, off_cells;
  TableStore();
};

// Most tables of a grid keep only their few direct implications and are never grown: those
// stay in the table's own few entries (a chains fill gives a candidate at most 37), so that
// filling, reading and clearing all the tables of a grid touches a few lines each of one
// compact array. A table takes a store from its Tabling's pool when it is indexed (when it
// grows, or a net's table from the start) or outgrows its own entries; until it is indexed, a
// lookup reads the entries.
// The stores of one Tabling's tables, kept from one grid to the next: a store is taken when a
// table is indexed and given back when it is cleared.
class StorePool {
 public:
  TableStore* take();
  void give_back(TableStore* store) { free_.push_back(store); }

 private:
  std::vector<std::unique_ptr<TableStore>> all_;
  std::vector<TableStore*> free_;
};

class Table {
 public:
  static constexpr int kOwnEntries = 40;

  int count = 0;
  int direct = 0;  // entries [0, direct) are the direct implications, the rest grown ones
  int filled = 0;  // the entries a chains fill wrote (before any group node's)
  bool grown = false;
  bool indexed = false;  // its index (the store's, or a scratch one) holds every entry
  TableEntry* entries = own_;

  Table() = default;
  Table(const Table&) = delete;
  Table& operator=(const Table&) = delete;

  // Emptied for reuse, in the time of its entries (of its first entry, unindexed); its store
  // goes back to the pool.
  void clear() {
    if (store_ != nullptr) give_back_store();
    indexed = false;
    count = 0;
    grown = false;
  }
  // Back to its direct entries, unindexed.
  void ungrow();
  // Starts the index with the entries so far.
  void index();
  // Indexes the table in `scratch` (every slot -1) instead, until drop_scratch_index: a net's
  // table is looked up while it fills, and one index used by table after table stays in cache
  // where each store's would not.
  void index_in_scratch(std::int16_t* scratch);
  // Empties the scratch index again; the table is left unindexed.
  void drop_scratch_index();
  // Makes the cell sets of all the entries (a table is whole by then: grown, or a net's).
  void note_cells() const;
  // The cell sets (after note_cells).
  const std::array<CellSet, 10>& on_cells() const { return store_->on_cells; }
  const std::array<CellSet, 10>& off_cells() const { return store_->off_cells; }
  bool full() const { return count == kMaxTableEntries; }
  // The entry of a node; of a group node there twice, the later one.
  int find(const Node& node) const {
    if (indexed) return index_of_[node.key()];
    for (int i = count; i-- > 0;) {
      if (entries[i].node == node) return i;
    }
    return -1;
  }
  // HoDoKu's addEntry: refused when full, or a candidate's node already there (a group node may
  // come twice; the later one is found). The distance is one more than that of entry
  // `distance_from` (a grown entry gets its own right after).
  bool add(const Node& node, int ret_index, int distance_from, bool branch = false) {
    if (full() || (node.group < 0 && find(node) >= 0)) return false;
    append(node, ret_index, (distance_from < kMaxTableEntries ? distance_at(distance_from) : 0) + 1,
           branch);
    return true;
  }
  bool add(const Node& node, int ret_index) { return add(node, ret_index, ret_index); }
  // Stores a direct entry at the end, unchecked (not full, not there yet); returns its index.
  int append(const Node& node, int ret_index, int distance_value, bool branch = false) {
    if (store_ == nullptr && count == kOwnEntries) {
      if (index_of_ != nullptr) {
        move_to_store();  // a scratch index stays as it is
      } else {
        index();
      }
    }
    const int i = count++;
    entries[i] = {
        node,  std::int16_t(ret_index), std::int16_t(distance_value & 0x1ff), false, false, false,
        branch};
    if (indexed) index_of_[node.key()] = std::int16_t(i);
    return i;
  }
  int distance_at(int i) const { return i < count ? entries[i].distance : 0; }

 private:
  friend class Tabling;  // grows a table with its fields held in locals

  // The entries from `from` on leave the index (and the table, once count drops).
  void unindex(int from);
  // Empties the index and the cell sets, and returns the store to the pool.
  void give_back_store();
  // Empties the cell sets.
  void clear_cells() const;
  // Its entries into a store taken from the pool.
  void move_to_store();

  StorePool* stores_ = nullptr;  // its Tabling's
  TableStore* store_ = nullptr;
  std::int16_t* index_of_ = nullptr;  // when indexed: the store's index or a scratch one
  // Which cell sets hold any (bit d: on_cells[d], bit 10 + d: off_cells[d]), for clearing.
  mutable std::uint32_t cell_sets_used_ = 0;
  mutable bool cells_noted_ = false;
  TableEntry own_[kOwnEntries];
};

enum class TableFill { chains, nets };

class Tabling {
 public:
  // The tables for the grid as it stands, one Tabling kept in the rating run's Memory. The
  // chains fill is built again only when the grid's candidates or the group nodes differ from
  // the last call's: the forcing chain search asks for the tables the grouped nice loop search
  // just built.
  static const Tabling& of(const HodokuGrid& grid, bool grouped, TableFill fill, Memory& memory);
  // One Tabling a Memory (see `of`), built again for each grid; its tables are kept from one
  // search to the next.
  Tabling() = default;
  Tabling(const Tabling&) = delete;
  Tabling& operator=(const Tabling&) = delete;

  // By candidate: cell * 10 + digit. Each holds its direct implications until grown.
  const std::array<Table*, kCells * 10>& on_tables() const { return on_; }
  const std::array<Table*, kCells * 10>& off_tables() const { return off_; }
  // The same for the grid's candidates only, in candidate order.
  const std::vector<Table*>& on_tables_in_use() const { return on_in_use_; }
  const std::vector<Table*>& off_tables_in_use() const { return off_in_use_; }
  // Grows a candidate's table (once; the same table whenever and in whatever order it grows).
  void grow(const Table& table) const;
  // Grows it and makes its cell sets.
  void grow_with_cells(const Table& table) const;
  // Searches that look at a few kinds of node ask first whether a table can hold one, from
  // the nodes its start reaches through direct implications (a superset of what the grown
  // table holds): a table without one need not grow.
  // Whether a node the table's start reaches passes `test`, among the nodes of `within`.
  template <typename Test>
  bool reaches(const Table& table, const std::uint64_t* within, Test&& test) const {
    return table.count != 0 && any_node(reach_of(table), within, test);
  }
  // Whether the table's start reaches a node of `nodes` in words [first, last] (no test: a
  // few word operations).
  bool reaches_any(const Table& table, const std::uint64_t* nodes, std::size_t first,
                   std::size_t last) const {
    if (table.count == 0) return false;
    const std::uint64_t* reach = reach_of(table);
    std::uint64_t any = 0;
    for (std::size_t w = first; w <= last; ++w) any |= reach[w] & nodes[w];
    return any != 0;
  }
  // A node's bit in node sets: its word and the bit.
  std::pair<std::size_t, std::uint64_t> node_bit(const Node& node) const {
    const int id = numbering().id_of[node.key()];
    return {static_cast<std::size_t>(id) / 64, std::uint64_t{1} << (id % 64)};
  }
  // Calls `visit(node)` for every candidate node the table's start reaches through direct
  // implications: all the grown table may hold.
  template <typename Visit>
  void for_each_reached(const Table& table, Visit&& visit) const {
    if (table.count == 0) return;
    any_node(reach_of(table), nullptr, [&](const Node& node) {
      visit(node);
      return false;
    });
  }
  // Whether a node all the tables would hold passes `test`.
  template <typename Test>
  bool all_may_reach(const std::vector<const Table*>& tables, Test&& test) const {
    return any_node(reach_of_all(tables), nullptr, test);
  }
  // Node sets, a bit by node number in node_words() words: a cell's candidate nodes, its "on"
  // candidate nodes, a digit's "on" candidate nodes, a house's "on" candidate nodes.
  std::size_t node_words() const { return numbering().reach.words(); }
  const std::uint64_t* nodes_in_cell(int cell) const { return node_set(cell); }
  // The words holding a cell's candidate nodes, first and last (numbered cell by cell, a
  // cell's nodes lie in one word or two).
  std::pair<std::size_t, std::size_t> words_of_cell(int cell) const {
    const Numbering& numbered = numbering();
    return {numbered.cell_words[cell].first, numbered.cell_words[cell].second};
  }
  const std::uint64_t* on_nodes_in_cell(int cell) const { return node_set(kOnInCell + cell); }
  const std::uint64_t* on_nodes_of_digit(int digit) const { return node_set(kCells + digit); }
  const std::uint64_t* on_nodes_in_house(int house) const { return node_set(kCells + 10 + house); }

  // The cells holding a digit (in the grid the tables were built from).
  const CellSet& with(int digit) const { return with_[digit]; }

  // The chain from the table's start to entry `index`, read back through the tables, start
  // first, into `chain` (emptied first: a caller keeps one for its room), and the cells it
  // passes (all but its last node's).
  void chain_to(const Table& table, int index, CellSet& cells, std::vector<Node>& chain) const;
  // Whether the chain to entry `index` passes a placement that needs more than one premise: a
  // net rather than a chain.
  bool is_net(const Table& table, int index) const;
  // The cells a node sees (all of a group node's cells).
  const CellSet& sees_of(const Node& node) const;
  // Marks a node's cells.
  void mark(CellSet& cells, const Node& node) const {
    if (node.group < 0) {
      cells.add(node.cell);
      return;
    }
    for (const int cell : groups_[node.group].cells) {
      if (cell >= 0) cells.add(cell);
    }
  }

 private:
  // From scratch, no fill keeps anything from the last.
  void build(const HodokuGrid& grid, bool grouped, TableFill fill, bool from_scratch);
  // The group nodes and their links added to a chains fill (built without them).
  void add_groups();
  // The tables, kept from one build to the next (emptied by the next); only those of the grid's
  // candidates and group nodes are touched, the rest share one empty table.
  struct Pool {
    StorePool stores;
    std::vector<Table> tables = std::vector<Table>(2 * kCells * 10 + 2 * kMaxGroups);
    Table empty;
    // A net's table is indexed while it fills in this one index (every slot -1 between uses),
    // which stays in cache where each store's would not.
    std::vector<std::int16_t> scratch_index = std::vector<std::int16_t>(kNodeKeys, -1);
    Pool() {
      for (Table& table : tables) table.stores_ = &stores;
      empty.stores_ = &stores;
    }
    Pool(const Pool&) = delete;
    Pool& operator=(const Pool&) = delete;
  };
  Pool pool_;

  int source_of(const Node& node) const {
    return node.group >= 0 ? 2 * node.group + !node.on : node.cell * 10 + node.digit;
  }
  const Table* table_for(const Node& node) const {
    if (node.group >= 0) return group_tables_[source_of(node)];
    return (node.on ? on_ : off_)[source_of(node)];
  }
  // The table a grown entry was copied from.
  const Table* source_table(const Table& table, int index) const {
    const TableEntry& entry = table.entries[index];
    if (entry.from_group) return group_tables_[entry.ret];
    return (entry.from_on ? on_ : off_)[entry.ret];
  }
  Node group_node(int g, bool on) const {
    return {std::uint8_t(groups_[g].cells[0]), std::uint8_t(groups_[g].digit), on, std::int16_t(g)};
  }
  void fill_chains(const HodokuGrid& grid);
  void fill_nets(const HodokuGrid& grid);
  void fill_net_table(const HodokuGrid& grid, Table& table, int cell, int digit, bool on);
  void place(const HodokuGrid& grid, HodokuGrid& copy, Table& table, int cell, int digit,
             bool forced, bool naked);
  // The group nodes of the grid, then their tables.
  void find_groups();
  void fill_groups();
  void grow_table(Table& dest) const;
  // `within` null: among all the grid's nodes.
  template <typename Test>
  bool any_node(const std::uint64_t* nodes, const std::uint64_t* within, Test&& test) const {
    const Numbering& numbered = numbering();
    if (within == nullptr) within = numbered.alive.data();
    for (std::size_t w = 0; w < numbered.reach.words(); ++w) {
      for (std::uint64_t bits = nodes[w] & within[w]; bits != 0; bits &= bits - 1) {
        const std::size_t id = w * 64 + static_cast<std::size_t>(std::countr_zero(bits));
        if (test(numbered.nodes[id])) return true;
      }
    }
    return false;
  }
  // The nodes with a table numbered, and what each reaches through direct implications. A
  // chains fill keeps its numbering and reach sets from one grid to the next while grids only
  // lose candidates (the nice loop searches ask after most steps of a hard puzzle, each a
  // deletion or two): a node gone stays numbered, and what reached it still does (a superset of
  // what is reached is all the searches need: they skip what cannot be reached), and the links
  // that grids losing candidates gain (strong links: a cell left with two candidates, a house
  // with two places of a digit) are added to the sets. A grouped fill keeps one of its own, its
  // group nodes numbered as they were when it was built: the paths through today's group nodes
  // are added as links between the candidates at their ends. Once too many nodes are gone, all
  // is built again.
  struct Numbering {
    std::array<std::int16_t, kNodeKeys> id_of;  // by node key
    std::vector<Node> nodes;                    // by number
    ReachSets reach;
    // Node sets, set by set (cells, digits, houses, "on" by cell; see node_words), and all
    // nodes, of those in the grid.
    std::vector<std::uint64_t> sets, alive;
    std::array<std::pair<std::uint8_t, std::uint8_t>, kCells> cell_words;  // see words_of_cell
    // Kept numbering only: the grid's candidates and each house's count of each digit's places
    // when it was last brought up to date, and how many of its nodes have gone since it was built.
    std::array<std::uint16_t, kCells> candidates;
    std::array<std::array<std::int8_t, 10>, kHouses> places;
    bool kept = false;
    int gone = 0;
  };
  static constexpr int kOnInCell = kCells + 10 + kHouses;  // the first "on" by cell set
  const Numbering& numbering() const {
    if (numbered_ == nullptr) number_nodes();
    return *numbered_;
  }
  void number_nodes() const;
  // Brings a kept numbering up to the grid of this fill; false when it cannot be.
  bool update_kept_numbering(Numbering& numbered) const;
  // Adds to a kept numbering the paths through this fill's group nodes.
  void add_group_paths(Numbering& numbered) const;
  // The nodes a table's start reaches (itself included), as bits by node number.
  const std::uint64_t* reach_of(const Table& table) const {
    const Numbering& numbered = numbering();
    return numbered.reach.of(numbered.id_of[table.entries[0].node.key()]);
  }
  // Node set `set` (numbering the nodes first).
  const std::uint64_t* node_set(int set) const {
    const Numbering& numbered = numbering();
    return numbered.sets.data() + set * numbered.reach.words();
  }
  // The nodes all the tables' starts reach (none for an empty table).
  const std::uint64_t* reach_of_all(const std::vector<const Table*>& tables) const;

  std::array<CellSet, 10> with_;
  // The last fill: whether a chains fill, and every cell's candidates then (see build).
  bool chains_filled_ = false;
  bool from_scratch_ = false;  // the last fill's (see build)
  std::array<std::uint16_t, kCells> filled_candidates_{};
  // By cell, the digits (bit d: digit d) whose tables this fill writes (the rest are kept).
  std::array<std::uint16_t, kCells> unfilled_{};
  // The tables this one uses: each candidate's "on" and "off" in candidate order, then the
  // group nodes'.
  std::vector<Table*> tables_;
  mutable std::vector<Table*> indexed_;  // the tables indexed since the last build
  // For the reach tests, built when first asked for (numbered_ null until then): the kept
  // numberings of chains fills without and with group nodes, and one for the others.
  mutable Numbering kept_numbering_, kept_grouped_numbering_, numbering_;
  mutable std::vector<std::uint64_t> group_paths_;        // add_group_paths' sets
  mutable std::vector<std::uint64_t> group_ends_;         // add_group_paths' ends of a link
  mutable std::vector<std::pair<int, int>> group_links_;  // and links between group nodes
  // The candidates' links to group nodes (as group_tables_ numbers them), as fill_groups adds them.
  std::vector<std::pair<Node, int>> links_to_groups_;
  mutable const Numbering* numbered_ = nullptr;
  mutable std::vector<int> link_first_, links_;        // the direct implications by node number
  mutable std::vector<std::uint64_t> reached_by_all_;  // reach_of_all's answer
  std::array<Table*, kCells * 10> on_, off_;
  std::vector<Table*> on_in_use_, off_in_use_;
  std::array<Table*, 2 * kMaxGroups> group_tables_;  // group g: 2g on, 2g + 1 off; those in use
  std::vector<Group> groups_;
};

}  // namespace nonet::hodoku
