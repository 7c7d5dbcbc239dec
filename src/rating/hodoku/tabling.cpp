#include "rating/hodoku/tabling.hpp"

#include <algorithm>
#include <bit>
#include <cstring>
#include <memory>

namespace nonet::hodoku {

namespace {

int lowest_digit(std::uint16_t mask) {
  return std::countr_zero(mask) + 1;
}

}  // namespace

TableStore::TableStore() {
  std::fill(std::begin(index_of), std::end(index_of), std::int16_t(-1));
}

TableStore* StorePool::take() {
  if (free_.empty()) {
    all_.push_back(std::make_unique<TableStore>());
    return all_.back().get();
  }
  TableStore* store = free_.back();
  free_.pop_back();
  return store;
}

void Table::unindex(int from) {
  for (int i = from; i < count; ++i) index_of_[entries[i].node.key()] = -1;
}

void Table::clear_cells() const {
  if (!cells_noted_) return;
  for (std::uint32_t used = cell_sets_used_; used != 0; used &= used - 1) {
    const int set = std::countr_zero(used);
    (set < 10 ? store_->on_cells[set] : store_->off_cells[set - 10]) = {};
  }
  cell_sets_used_ = 0;
  cells_noted_ = false;
}

void Table::give_back_store() {
  if (indexed) unindex(0);
  indexed = false;
  index_of_ = nullptr;
  clear_cells();
  stores_->give_back(store_);
  store_ = nullptr;
  entries = own_;
}

void Table::ungrow() {
  const int direct_count = direct;
  if (direct_count <= kOwnEntries) {
    clear();  // its own entries still hold the direct ones: they were written there first
  } else {
    unindex(direct_count);
    clear_cells();
    grown = false;
  }
  count = direct_count;
}

void Table::move_to_store() {
  store_ = stores_->take();
  std::copy(own_, own_ + count, store_->entries);
  entries = store_->entries;
}

void Table::index() {
  if (store_ == nullptr) move_to_store();
  indexed = true;
  index_of_ = store_->index_of;
  for (int i = 0; i < count; ++i) index_of_[entries[i].node.key()] = std::int16_t(i);
}

void Table::index_in_scratch(std::int16_t* scratch) {
  indexed = true;
  index_of_ = scratch;
  for (int i = 0; i < count; ++i) index_of_[entries[i].node.key()] = std::int16_t(i);
}

void Table::drop_scratch_index() {
  unindex(0);
  indexed = false;
  index_of_ = nullptr;
}

void Table::note_cells() const {
  if (cells_noted_) return;
  cells_noted_ = true;
  for (int i = 0; i < count; ++i) {
    const Node& node = entries[i].node;
    if (node.group >= 0) continue;
    (node.on ? store_->on_cells : store_->off_cells)[node.digit].add(node.cell);
    cell_sets_used_ |= std::uint32_t{1} << (node.on ? node.digit : 10 + node.digit);
  }
}

void Tabling::build(const HodokuGrid& grid, bool grouped, TableFill fill, bool from_scratch) {
  Pool& pool = pool_;
  from_scratch_ = from_scratch;
  // A chains fill keeps, from the last one, the tables of the candidates whose direct
  // implications are as they were: their cell holds the same candidates, their digit the same
  // places in the cell's houses (a nets fill starts over, as do fills from scratch).
  const bool keep = fill == TableFill::chains && chains_filled_ && !from_scratch;
  std::array<std::uint16_t, kHouses> changed{};  // by house: bit d when digit d's places changed
  if (keep) {
    for (int digit = 1; digit <= 9; ++digit) {
      (with_[digit] ^ grid.places_of(digit)).for_each([&](int cell) {
        for (int kind = 0; kind < 3; ++kind)
          changed[house_of(cell, kind)] |= std::uint16_t(1u << digit);
      });
    }
  }
  // The indexed tables give their stores back here; the rest are emptied as they are taken
  // again.
  for (Table* table : indexed_) table->clear();
  indexed_.clear();
  tables_.clear();
  on_in_use_.clear();
  off_in_use_.clear();
  groups_.clear();
  numbered_ = nullptr;
  on_.fill(&pool.empty);
  off_.fill(&pool.empty);
  unfilled_.fill(0);
  for (int cell = 0; cell < kCells; ++cell) {
    const bool same_cell = keep && grid.candidates(cell) == filled_candidates_[cell];
    const std::uint16_t changed_around =
        changed[house_of(cell, 0)] | changed[house_of(cell, 1)] | changed[house_of(cell, 2)];
    for (std::uint16_t rest = grid.candidates(cell); rest != 0; rest &= rest - 1) {
      const int digit = lowest_digit(rest);
      const int i = cell * 10 + digit;
      on_[i] = &pool.tables[i];
      off_[i] = &pool.tables[kCells * 10 + i];
      on_[i]->clear();
      off_[i]->clear();
      // Kept: its own entries still hold what the fill wrote first (fill_chains skips it).
      if (same_cell && !((changed_around >> digit) & 1)) {
        on_[i]->count = on_[i]->filled;
        off_[i]->count = off_[i]->filled;
      } else {
        unfilled_[cell] |= std::uint16_t(1u << digit);
      }
      tables_.push_back(on_[i]);
      tables_.push_back(off_[i]);
      on_in_use_.push_back(on_[i]);
      off_in_use_.push_back(off_[i]);
    }
  }
  for (int digit = 1; digit <= 9; ++digit) with_[digit] = grid.places_of(digit);
  if (fill == TableFill::chains) {
    fill_chains(grid);
  } else {
    fill_nets(grid);
  }
  chains_filled_ = fill == TableFill::chains;
  filled_candidates_ = grid.all_candidates();
  if (grouped) {
    add_groups();
  } else {
    // Growing a table reads only the direct entries of others (group tables never grow), so
    // the tables grow one by one when asked for.
    for (Table* table : tables_) table->direct = table->count;
  }
}

void Tabling::grow_with_cells(const Table& table) const {
  grow(table);
  table.note_cells();
}

void Tabling::grow(const Table& table) const {
  if (table.count == 0 || table.grown) return;
  const Node start = table.entries[0].node;
  if (start.group >= 0) return;
  Table& dest = *(start.on ? on_ : off_)[start.cell * 10 + start.digit];
  dest.grown = true;
  if (!dest.indexed) {
    dest.index();
    indexed_.push_back(&dest);
  }
  grow_table(dest);
}

void Tabling::number_nodes() const {
  const bool keep = chains_filled_ && !from_scratch_;
  Numbering& kept = groups_.empty() ? kept_numbering_ : kept_grouped_numbering_;
  if (keep && kept.kept && update_kept_numbering(kept)) {
    numbered_ = &kept;
    return;
  }
  // The grouped search asks right after the plain one in the same grid: the plain numbering,
  // with the paths through the group nodes added, holds all the grouped one would (its group
  // nodes go unnumbered: no search asks what one reaches).
  if (keep && !groups_.empty() && kept_numbering_.kept &&
      kept_numbering_.candidates == filled_candidates_) {
    kept_grouped_numbering_ = kept_numbering_;
    add_group_paths(kept_grouped_numbering_);
    numbered_ = &kept_grouped_numbering_;
    return;
  }
  Numbering& numbered = keep ? kept : numbering_;
  numbered_ = &numbered;
  // Only the keys in use: candidate nodes' first, then two a group node (Node::key).
  std::fill_n(numbered.id_of.begin(), kCells * 20 + 2 * groups_.size(), std::int16_t(-1));
  numbered.nodes.clear();
  for (const Table* table : tables_) {
    numbered.id_of[table->entries[0].node.key()] = std::int16_t(numbered.nodes.size());
    numbered.nodes.push_back(table->entries[0].node);
  }
  std::vector<int>& first = link_first_;
  std::vector<int>& links = links_;
  first.resize(tables_.size() + 1);
  int link_count = 0;
  for (const Table* table : tables_) link_count += std::max(table->direct - 1, 0);
  links.resize(link_count);
  int* link = links.data();
  int candidate_nodes = 0;  // numbered first, group nodes after them
  for (std::size_t t = 0; t < tables_.size(); ++t) {
    const Table& table = *tables_[t];
    first[t] = static_cast<int>(link - links.data());
    for (int k = 1; k < table.direct; ++k) *link++ = numbered.id_of[table.entries[k].node.key()];
    candidate_nodes += table.entries[0].node.group < 0;
  }
  first.back() = link_count;
  // Every search asks what candidates a table may reach: group nodes are passed, not kept.
  numbered.reach.build(first, links, candidate_nodes);
  const std::size_t words = numbered.reach.words();
  numbered.sets.assign((kOnInCell + kCells) * words, 0);
  numbered.alive.assign(words, 0);
  std::array<bool, kCells> met{};
  for (std::size_t id = 0; id < numbered.nodes.size(); ++id) {
    const Node& node = numbered.nodes[id];
    if (node.group >= 0) continue;
    auto& [first_word, last_word] = numbered.cell_words[node.cell];
    if (!met[node.cell]) first_word = std::uint8_t(id / 64), met[node.cell] = true;
    last_word = std::uint8_t(id / 64);
    const std::uint64_t bit = std::uint64_t{1} << (id % 64);
    numbered.alive[id / 64] |= bit;
    numbered.sets[node.cell * words + id / 64] |= bit;
    if (!node.on) continue;
    numbered.sets[(kOnInCell + node.cell) * words + id / 64] |= bit;
    numbered.sets[(kCells + node.digit) * words + id / 64] |= bit;
    for (int kind = 0; kind < 3; ++kind)
      numbered.sets[(kCells + 10 + house_of(node.cell, kind)) * words + id / 64] |= bit;
  }
  numbered.kept = keep;
  if (!keep) return;
  numbered.candidates = filled_candidates_;
  for (int house = 0; house < kHouses; ++house) {
    for (int digit = 1; digit <= 9; ++digit)
      numbered.places[house][digit] =
          static_cast<std::int8_t>((with_[digit] & house_set(house)).count());
  }
  numbered.gone = 0;
}

bool Tabling::update_kept_numbering(Numbering& numbered) const {
  // The grid must hold no candidate the kept one had not; past a quarter of the nodes gone,
  // the sets reach too much to skip much: built again.
  int gone = numbered.gone;
  for (int cell = 0; cell < kCells; ++cell) {
    const std::uint16_t then = numbered.candidates[cell], now = filled_candidates_[cell];
    if (now & ~then) return false;
    gone += 2 * std::popcount(static_cast<unsigned>(then & ~now));
  }
  if (4 * gone > static_cast<int>(numbered.nodes.size())) return false;
  numbered.gone = gone;
  const std::size_t words = numbered.reach.words();
  auto clear = [&](std::uint64_t* set, int id) {
    set[id / 64] &= ~(std::uint64_t{1} << (id % 64));
  };
  auto id_of = [&](int cell, int digit, bool on) {
    return numbered.id_of[Node(std::uint8_t(cell), std::uint8_t(digit), on).key()];
  };
  // A strong link both ways between two "on"/"off" pairs.
  auto add_strong_links = [&](int cell1, int digit1, int cell2, int digit2) {
    numbered.reach.add_link(id_of(cell1, digit1, false), id_of(cell2, digit2, true));
    numbered.reach.add_link(id_of(cell2, digit2, false), id_of(cell1, digit1, true));
  };
  for (int cell = 0; cell < kCells; ++cell) {
    const std::uint16_t then = numbered.candidates[cell], now = filled_candidates_[cell];
    if (then == now) continue;
    for (std::uint16_t lost = then & ~now; lost != 0; lost &= lost - 1) {
      const int digit = lowest_digit(lost);
      const int on = id_of(cell, digit, true), off = id_of(cell, digit, false);
      clear(numbered.alive.data(), on);
      clear(numbered.alive.data(), off);
      clear(numbered.sets.data() + cell * words, on);
      clear(numbered.sets.data() + cell * words, off);
      clear(numbered.sets.data() + (kOnInCell + cell) * words, on);
      clear(numbered.sets.data() + (kCells + digit) * words, on);
      for (int kind = 0; kind < 3; ++kind) {
        const int house = house_of(cell, kind);
        clear(numbered.sets.data() + (kCells + 10 + house) * words, on);
        // The house down to two places of the digit: a new conjugate pair.
        const CellSet places = with_[digit] & house_set(house);
        const int count = places.count();
        if (count == 2 && numbered.places[house][digit] > 2) {
          const int first = places.first();
          CellSet second = places;
          second.remove(first);
          add_strong_links(first, digit, second.first(), digit);
        }
        numbered.places[house][digit] = static_cast<std::int8_t>(count);
      }
    }
    // The cell down to two candidates: a new bivalue cell.
    if (std::popcount(now) == 2 && std::popcount(then) > 2)
      add_strong_links(cell, lowest_digit(now), cell, 16 - std::countl_zero(now));
  }
  numbered.candidates = filled_candidates_;
  if (!groups_.empty()) add_group_paths(numbered);
  return true;
}

void Tabling::add_group_paths(Numbering& numbered) const {
  const std::size_t words = numbered.reach.words();
  const int group_nodes = 2 * static_cast<int>(groups_.size());
  // By group node (2g on, 2g + 1 off, as group_tables_): the candidate nodes it leads to, first
  // directly, then through the group nodes it leads to (paths of group nodes are short: a few
  // rounds).
  std::vector<std::uint64_t>& leads_to = group_paths_;
  leads_to.assign(group_nodes * words, 0);
  std::vector<std::pair<int, int>>& group_links = group_links_;
  group_links.clear();
  for (int g = 0; g < group_nodes; ++g) {
    const Table& table = *group_tables_[g];
    for (int k = 1; k < table.direct; ++k) {
      const Node& node = table.entries[k].node;
      if (node.group >= 0) {
        group_links.emplace_back(g, source_of(node));
        continue;
      }
      const int id = numbered.id_of[node.key()];
      leads_to[g * words + id / 64] |= std::uint64_t{1} << (id % 64);
    }
  }
  for (bool grew = !group_links.empty(); grew;) {
    std::uint64_t gained = 0;
    for (const auto& [from, via] : group_links) {
      std::uint64_t* const to = &leads_to[from * words];
      const std::uint64_t* const more = &leads_to[via * words];
      for (std::size_t w = 0; w < words; ++w) {
        gained |= more[w] & ~to[w];
        to[w] |= more[w];
      }
    }
    grew = gained != 0;
  }
  // A candidate linking to a group node reaches what the group node leads to (most of it
  // reached already).
  std::vector<std::uint64_t>& new_ends = group_ends_;
  new_ends.resize(words);
  for (const auto& [candidate, group_node] : links_to_groups_) {
    const std::uint64_t* const to = &leads_to[group_node * words];
    const int from = numbered.id_of[candidate.key()];
    const std::uint64_t* const row = numbered.reach.of(from);
    std::uint64_t any = 0;
    for (std::size_t w = 0; w < words; ++w) any |= new_ends[w] = to[w] & ~row[w];
    if (any != 0) numbered.reach.add_links(from, new_ends.data());
  }
}

const std::uint64_t* Tabling::reach_of_all(const std::vector<const Table*>& tables) const {
  const Numbering& numbered = numbering();
  const std::size_t words = numbered.reach.words();
  reached_by_all_.assign(words, ~std::uint64_t{0});
  for (const Table* table : tables) {
    if (table->count == 0) {
      reached_by_all_.assign(words, 0);
      break;
    }
    const std::uint64_t* reach = reach_of(*table);
    for (std::size_t w = 0; w < words; ++w) reached_by_all_[w] &= reach[w];
  }
  return reached_by_all_.data();
}

const Tabling& Tabling::of(const HodokuGrid& grid, bool grouped, TableFill fill, Memory& memory) {
  struct Kept {
    Tabling tabling;
    bool reusable = false;  // a chains fill
    bool grouped = false;
    GridState grid;
  };
  // From scratch, this is a fresh one: every fill starts over (the tests' reference for the
  // tables kept).
  Kept& built = memory.kept<Kept>();
  if (fill == TableFill::chains && built.reusable && built.grid.is(grid)) {
    // The grouped search asks right after the plain one found nothing in the same grid.
    if (grouped && !built.grouped) {
      built.tabling.add_groups();
      built.grouped = true;
    }
    if (built.grouped == grouped) return built.tabling;
  }
  built.tabling.build(grid, grouped, fill, memory.from_scratch());
  // A net's tables also depend on the grid's singles queues: they are always built again.
  built.reusable = fill == TableFill::chains;
  built.grouped = grouped;
  built.grid.take(grid);
  return built.tabling;
}

void Tabling::add_groups() {
  // A grouped fill is the chains fill with the group nodes' entries after each candidate's:
  // tables grown since go back to their direct entries first.
  for (Table* table : tables_) {
    if (table->grown) table->ungrow();
  }
  numbered_ = nullptr;  // the reach sets change with the group nodes
  find_groups();
  Pool& pool = pool_;
  for (int i = 0; i < 2 * static_cast<int>(groups_.size()); ++i) {
    group_tables_[i] = &pool.tables[2 * kCells * 10 + i];
    group_tables_[i]->clear();
    tables_.push_back(group_tables_[i]);
  }
  fill_groups();
  for (Table* table : tables_) table->direct = table->count;
}

const CellSet& Tabling::sees_of(const Node& node) const {
  return node.group >= 0 ? groups_[node.group].sees : buddies(node.cell);
}

void Tabling::fill_chains(const HodokuGrid& grid) {
  // Entries that cannot repeat are written unchecked, the start at distance 1 and the rest at 2
  // (what `add` gives them); a box cell in the cell's row or column came with that line, and
  // only a conjugate may come twice (from a line and from the box). The two tables are fresh and
  // hold at most 29 entries, their own: written through locals (for the compiler an entry's
  // bytes may alias the table's fields).
  auto entry = [](std::uint8_t cell, std::uint8_t digit, bool on, int distance) {
    return TableEntry{{cell, digit, on}, 0, std::int16_t(distance), false, false, false, false};
  };
  for (int cell = 0; cell < kCells; ++cell) {
    if (unfilled_[cell] == 0) continue;  // kept from the last fill (build)
    const std::uint16_t mask = grid.candidates(cell);
    const bool bivalue = std::popcount(mask) == 2;
    const int row = house_of(cell, 0), column = house_of(cell, 1), box = house_of(cell, 2);
    for (std::uint16_t digits = unfilled_[cell]; digits != 0; digits &= digits - 1) {
      const int digit = std::countr_zero(digits);
      Table* on = on_[cell * 10 + digit];
      Table* off = off_[cell * 10 + digit];
      TableEntry* const on_entries = on->entries;
      TableEntry* const off_entries = off->entries;
      int on_count = 0, off_count = 0;
      const auto c = std::uint8_t(cell), d = std::uint8_t(digit);
      on_entries[on_count++] = entry(c, d, true, 1);
      off_entries[off_count++] = entry(c, d, false, 1);
      for (std::uint16_t rest = mask & ~(1u << (digit - 1)); rest != 0; rest &= rest - 1) {
        const auto other = std::uint8_t(lowest_digit(rest));
        on_entries[on_count++] = entry(c, other, false, 2);
        if (bivalue) off_entries[off_count++] = entry(c, other, true, 2);
      }
      // The digit's other places in the row, the column and the box (the box's off the row
      // and column), each in its house's order: ascending cells.
      const CellSet others = with_[digit] & buddies(cell);
      const CellSet in_row = others & house_set(row), in_column = others & house_set(column);
      const CellSet in_box = others & house_set(box);
      for (const CellSet* places : {&in_row, &in_column}) {
        places->for_each(
            [&](int other) { on_entries[on_count++] = entry(std::uint8_t(other), d, false, 2); });
      }
      in_box.without(in_row | in_column).for_each([&](int other) {
        on_entries[on_count++] = entry(std::uint8_t(other), d, false, 2);
      });
      // A house holding the digit twice: its other place is on when this one is off.
      for (const int house : {row, column, box}) {
        if (grid.free(house, digit) != 2) continue;
        const CellSet& places = house == row ? in_row : house == column ? in_column : in_box;
        const TableEntry conjugate = entry(std::uint8_t(places.first()), d, true, 2);
        bool known = false;
        for (int i = 0; i < off_count; ++i) known = known || off_entries[i].node == conjugate.node;
        if (!known) off_entries[off_count++] = conjugate;
      }
      on->count = on->filled = on_count;
      off->count = off->filled = off_count;
    }
  }
}

void Tabling::fill_nets(const HodokuGrid& grid) {
  for (int cell = 0; cell < kCells; ++cell) {
    if (grid.value(cell) != 0) continue;
    for (int digit = 1; digit <= 9; ++digit) {
      if (!grid.has(cell, digit)) continue;
      fill_net_table(grid, *on_[cell * 10 + digit], cell, digit, true);
      fill_net_table(grid, *off_[cell * 10 + digit], cell, digit, false);
    }
  }
}

// HoDoKu's getTableEntry: the premise on a copy of the grid, then four rounds of the singles the
// copy has (its queues' naked singles, then its hidden singles, each cell once), all found
// before any is placed.
void Tabling::fill_net_table(const HodokuGrid& grid, Table& table, int cell, int digit, bool on) {
  // A net's table is longer, and looked up while it fills.
  table.index_in_scratch(pool_.scratch_index.data());
  indexed_.push_back(&table);  // it may take a store
  HodokuGrid copy = grid;
  if (on) {
    place(grid, copy, table, cell, digit, false, false);
  } else {
    copy.delete_candidate(cell, digit);
    table.add({std::uint8_t(cell), std::uint8_t(digit), false}, 0);
    if (std::popcount(copy.candidates(cell)) == 1)
      place(grid, copy, table, cell, lowest_digit(copy.candidates(cell)), false, true);
  }
  struct Single {
    int cell, digit;
    bool naked;
  };
  std::vector<Single> singles;
  for (int round = 0; round < 4; ++round) {
    singles.clear();
    const SinglesQueue& naked = copy.naked_singles();
    for (std::size_t i = naked.begin(); i < naked.end(); ++i) {
      if (copy.value(naked[i].cell) == 0) singles.push_back({naked[i].cell, naked[i].digit, true});
    }
    CellSet found;
    const SinglesQueue& hidden = copy.hidden_singles();
    for (std::size_t i = hidden.begin(); i < hidden.end(); ++i) {
      const int at = hidden[i].cell, value = hidden[i].digit;
      if (copy.value(at) != 0 || found.has(at)) continue;
      for (int kind = 0; kind < 3; ++kind) {
        if (copy.free(house_of(at, kind), value) == 1) {
          singles.push_back({at, value, false});
          found.add(at);
          break;
        }
      }
    }
    for (const Single& single : singles)
      place(grid, copy, table, single.cell, single.digit, true, single.naked);
  }
  table.drop_scratch_index();
}

// HoDoKu's setCell for a net's table: the placement, recorded after the deletions that forced it
// (`forced`: a naked single's other candidates, or a hidden single's other places in the house
// with the fewest places before it), then what it deletes: the digit from the cells that held
// it in the grid the search started from, and the cell's other candidates.
void Tabling::place(const HodokuGrid& grid, HodokuGrid& copy, Table& table, int cell, int digit,
                    bool forced, bool naked) {
  int house = house_of(cell, 0);
  for (int kind = 1; kind < 3; ++kind) {
    if (copy.free(house_of(cell, kind), digit) < copy.free(house, digit))
      house = house_of(cell, kind);
  }
  const std::uint16_t candidates = copy.candidates(cell);
  copy.set_cell(cell, digit);
  const int ret_index = table.count;
  const auto c = std::uint8_t(cell), d = std::uint8_t(digit);
  if (forced) {
    int rets[5] = {};
    int n = 0;
    auto premise = [&](int at, int value) {
      if (n < 5)
        rets[n++] = std::max(0, table.find({std::uint8_t(at), std::uint8_t(value), false}));
    };
    if (naked) {
      for (int other = 1; other <= 9; ++other) {
        if (other != digit && grid.has(cell, other)) premise(cell, other);
      }
    } else {
      for (const int at : house_cells(house)) {
        if (at != cell && with_[digit].has(at)) premise(at, digit);
      }
    }
    const int latest = *std::max_element(rets, rets + 5);
    const int premises =
        static_cast<int>(std::count_if(rets, rets + 5, [](int r) { return r != 0; }));
    table.add({c, d, true}, latest, rets[0], premises > 1);
  } else {
    table.add({c, d, true}, 0);
  }
  const CellSet seen = with_[digit] & buddies(cell);
  seen.for_each([&](int at) { table.add({std::uint8_t(at), d, false}, ret_index); });
  for (int other = 1; other <= 9; ++other) {
    if (other != digit && ((candidates >> (other - 1)) & 1))
      table.add({c, std::uint8_t(other), false}, ret_index);
  }
}

// Group nodes: in every row, then every column, a digit's two or three places in one box.
// Each gets an "on" and an "off" table of direct implications; the cells it sees (and the
// group nodes of its houses) get it in theirs.
void Tabling::find_groups() {
  // Each digit's places as rows' masks of columns and columns' masks of rows: a line's cells in
  // a box are three bits of its mask.
  std::uint16_t by_row[10][9], by_column[10][9] = {};
  for (int digit = 1; digit <= 9; ++digit) {
    row_masks(with_[digit], by_row[digit]);
    for (int row = 0; row < 9; ++row) {
      for (std::uint16_t rest = by_row[digit][row]; rest != 0; rest &= rest - 1)
        by_column[digit][std::countr_zero(rest)] |= std::uint16_t(1u << row);
    }
  }
  for (const bool rows : {true, false}) {
    for (int index = 0; index < 9; ++index) {  // the row's or the column's number
      for (int digit = 1; digit <= 9; ++digit) {
        const std::uint16_t line = (rows ? by_row : by_column)[digit][index];
        // The three boxes the line crosses, ascending; the line's cells in each, ascending.
        for (int k = 0; k < 3; ++k) {
          const std::uint16_t in_box = (line >> (3 * k)) & 7;
          if (std::popcount(in_box) < 2) continue;
          Group group;
          int n = 0;
          for (std::uint16_t rest = in_box; rest != 0; rest &= rest - 1) {
            const int across = 3 * k + std::countr_zero(rest);
            const int cell = rows ? index * 9 + across : across * 9 + index;
            group.cells[n++] = cell;
            group.places.add(cell);
          }
          group.digit = digit;
          group.box = rows ? index / 3 * 3 + k : 3 * k + index / 3;
          (rows ? group.line : group.column) = index;
          group.sees = CellSet::all();
          for (int i = 0; i < n; ++i) group.sees &= buddies(group.cells[i]);
          groups_.push_back(group);
        }
      }
    }
  }
}

void Tabling::fill_groups() {
  links_to_groups_.clear();
  // The group nodes of each digit in each house, ascending (a line holds at most three, a box
  // six): the only ones another group node links to.
  std::int16_t by_house[kHouses][10][6];
  std::uint8_t by_house_count[kHouses][10] = {};
  for (int g = 0; g < static_cast<int>(groups_.size()); ++g) {
    const Group& group = groups_[g];
    for (const int house : {group.line >= 0 ? group.line : 9 + group.column, 18 + group.box})
      by_house[house][group.digit][by_house_count[house][group.digit]++] = std::int16_t(g);
  }
  for (int g = 0; g < static_cast<int>(groups_.size()); ++g) {
    const Group& group = groups_[g];
    const std::uint8_t d = std::uint8_t(group.digit);
    Table& on = *group_tables_[2 * g];
    Table& off = *group_tables_[2 * g + 1];
    on.add(group_node(g, true), 0);
    off.add(group_node(g, false), 0);
    const CellSet seen = with_[group.digit] & group.sees;
    const int line_house = group.line >= 0 ? group.line : 9 + group.column;
    if (!seen.empty()) {
      seen.for_each([&](int cell) {
        // Distinct cells, after the start alone: what `add` would store, without its lookups.
        on.append({std::uint8_t(cell), d, false}, 0, 2);
        on_[cell * 10 + group.digit]->add(group_node(g, false), 0);
        links_to_groups_.push_back({Node(std::uint8_t(cell), d, true), 2 * g + 1});
      });
      for (const CellSet& cells :
           {seen & house_set(18 + group.box), seen & house_set(line_house)}) {
        if (cells.count() != 1) continue;
        const int cell = cells.first();
        off.add({std::uint8_t(cell), d, true}, 0);
        off_[cell * 10 + group.digit]->add(group_node(g, true), 0);
        links_to_groups_.push_back({Node(std::uint8_t(cell), d, false), 2 * g});
      }
    }
    int line_count = 0, column_count = 0, box_count = 0;
    int line_first = -1, column_first = -1, box_first = -1;
    // The group nodes of the digit in the group's line and in its box, merged in ascending order.
    const std::int16_t* in_line = by_house[line_house][group.digit];
    const std::int16_t* in_box = by_house[18 + group.box][group.digit];
    const int line_size = by_house_count[line_house][group.digit];
    const int box_size = by_house_count[18 + group.box][group.digit];
    for (int a = 0, b = 0; a < line_size || b < box_size;) {
      int h;
      if (b == box_size || (a < line_size && in_line[a] < in_box[b])) {
        h = in_line[a++];
      } else if (a == line_size || in_box[b] < in_line[a]) {
        h = in_box[b++];
      } else {
        h = in_line[a++], ++b;  // in both
      }
      const Group& other = groups_[h];
      if (h == g || group.places.intersects(other.places)) continue;
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
      const CellSet rest =
          (with_[group.digit] & house_set(house)).without(group.places | groups_[h].places);
      if (rest.empty()) off.add(group_node(h, true), 0);
    };
    if (group.line != -1) conjugate(line_count, line_first, group.line);
    if (group.column != -1) conjugate(column_count, column_first, 9 + group.column);
    conjugate(box_count, box_first, 18 + group.box);
  }
}

void Tabling::grow_table(Table& dest) const {
  // The table's fields in locals: for the compiler an entry's bytes may alias them, and they
  // would be read again after every write.
  TableEntry* const entries = dest.entries;
  std::int16_t* const index_of = dest.index_of_;  // dest is indexed
  int count = dest.count;
  for (int j = 1; j < count && count < kMaxTableEntries; ++j) {
    const Node node = entries[j].node;
    const int source_index = source_of(node);
    const bool from_group = node.group >= 0;
    const bool from_on = !from_group && node.on;
    const Table& source = *table_for(node);
    if (source.count == 0) continue;
    const TableEntry* const links = source.entries;
    const int direct = source.direct;
    const int base = entries[j].distance;
    for (int k = 1; k < direct; ++k) {
      const Node next = links[k].node;
      const int via = base + links[k].distance;
      const int at = index_of[next.key()];
      if (at >= 0) {
        TableEntry& known = entries[at];
        if (known.expanded && known.distance > via) {
          known.ret = std::int16_t(source_index);
          known.from_group = from_group;
          known.from_on = from_on;
          known.distance = std::int16_t(via & 0x1ff);
        }
        continue;
      }
      if (count < kMaxTableEntries) {
        // The node copied as the eight bytes it is (a copy of the struct goes field by field).
        TableEntry& entry = entries[count];
        std::memcpy(&entry.node, &links[k].node, sizeof(Node));
        entry.ret = std::int16_t(source_index);
        entry.distance = std::int16_t(via & 0x1ff);
        entry.expanded = true;
        entry.from_on = from_on;
        entry.from_group = from_group;
        entry.branches = false;
        index_of[next.key()] = std::int16_t(count++);
        continue;
      }
      // A full table marks its last entry instead, as HoDoKu does.
      TableEntry& last = entries[count - 1];
      last.expanded = true;
      if (from_group) {
        last.from_group = true;
      } else if (node.on) {
        last.from_on = true;
      }
      last.distance = std::int16_t(via & 0x1ff);
    }
  }
  dest.count = count;
}

void Tabling::chain_to(const Table& table, int index, CellSet& cells,
                       std::vector<Node>& chain) const {
  chain.clear();  // end first
  chain.push_back(table.entries[index].node);
  const Table* entry = &table;
  int first = index;
  bool jumped = false;
  while (first != 0 && chain.size() < static_cast<std::size_t>(kMaxTableEntries)) {
    if (entry->entries[first].expanded) {
      const Node node = entry->entries[first].node;
      entry = source_table(*entry, first);
      jumped = true;
      first = entry->find(node);
    }
    const int previous = entry->entries[first].ret;
    first = previous;
    chain.push_back(entry->entries[previous].node);
    mark(cells, entry->entries[previous].node);
    if (jumped && first == 0) {
      const Node back = entry->entries[0].node;
      entry = &table;
      first = table.find(back);
      jumped = false;
    }
  }
  std::reverse(chain.begin(), chain.end());
}

bool Tabling::is_net(const Table& table, int index) const {
  const Table* entry = &table;
  int first = index;
  bool jumped = false;
  // A placement recorded before its premises points at itself; HoDoKu's walk stops at its
  // chain's length limit, so does this one.
  for (int steps = 1; first != 0 && steps < kMaxTableEntries; ++steps) {
    if (entry->entries[first].expanded) {
      const Node node = entry->entries[first].node;
      entry = source_table(*entry, first);
      jumped = true;
      first = entry->find(node);
    }
    if (entry->entries[first].branches) return true;
    first = entry->entries[first].ret;
    if (jumped && first == 0) {
      const Node back = entry->entries[0].node;
      entry = &table;
      first = table.find(back);
      jumped = false;
    }
  }
  return false;
}

}  // namespace nonet::hodoku
