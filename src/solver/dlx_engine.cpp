// The reference engine: Knuth's Algorithm X with Dancing Links over Sudoku's exact cover.
#include <cstdint>
#include <bit>
#include <cstring>

#include "solver/engines.hpp"

namespace nonet::detail {

namespace {

// The exact-cover matrix: 729 rows (a digit in a cell, row = 9 * cell + digit - 1) by 324
// columns (constraints), each row having exactly 4 ones:
//   column       0- 80: cell c holds a digit                    (c = 9 * r + col)
//   column  81 + 9*r + d: row r holds digit d+1
//   column 162 + 9*col + d: column col holds digit d+1
//   column 243 + 9*b + d: box b holds digit d+1
constexpr int kRows = 729;
constexpr int kColumns = 324;
constexpr int kCellColumns = 81;

// Nodes in one flat array, linked by index (int16 is enough and keeps the matrix ~40 KB):
//   node 0 is the root; node 1 + j is the header of column j; the 4 nodes of matrix row
//   `row` are kFirstRowNode + 4 * row + 0..3, in the column order above.
// left/right link the headers (through the root) and the 4 nodes of a row, circularly;
// up/down link the nodes of a column, circularly through its header. column[] is the
// header of each node; size[] counts the nodes still linked under each header.
constexpr int kRoot = 0;
constexpr int kFirstRowNode = 1 + kColumns;
constexpr int kNodes = kFirstRowNode + 4 * kRows;

struct Matrix {
  std::int16_t left[kNodes];
  std::int16_t right[kNodes];
  std::int16_t up[kNodes];
  std::int16_t down[kNodes];
  std::int16_t column[kNodes];
  std::int16_t size[kNodes];  // only meaningful for headers

  void cover(int c) {
    right[left[c]] = right[c];
    left[right[c]] = left[c];
    for (int i = down[c]; i != c; i = down[i]) {
      for (int j = right[i]; j != i; j = right[j]) {
        down[up[j]] = down[j];
        up[down[j]] = up[j];
        --size[column[j]];
      }
    }
  }

  // Takes the row of `node` (its first node) out of the matrix for good: a candidate that
  // pencilmarks rule out. Searches work on their own copy, so nothing restores it.
  void hide_row(int node) {
    for (int j = node; j < node + 4; ++j) {
      down[up[j]] = down[j];
      up[down[j]] = up[j];
      --size[column[j]];
    }
  }

  void uncover(int c) {
    for (int i = up[c]; i != c; i = up[i]) {
      for (int j = left[i]; j != i; j = left[j]) {
        ++size[column[j]];
        down[up[j]] = j;
        up[down[j]] = j;
      }
    }
    right[left[c]] = c;
    left[right[c]] = c;
  }

  // S heuristic: the column with the fewest nodes; ties go to the first in header order,
  // which keeps the search deterministic.
  int choose_column() const {
    int best = right[kRoot];
    for (int c = right[best]; c != kRoot && size[best] > 0; c = right[c]) {
      if (size[c] < size[best]) best = c;
    }
    return best;
  }
};

int row_of(int node) {
  return (node - kFirstRowNode) / 4;
}

Matrix build_matrix() {
  Matrix m;
  for (int h = 0; h <= kColumns; ++h) {
    m.left[h] = static_cast<std::int16_t>(h == 0 ? kColumns : h - 1);
    m.right[h] = static_cast<std::int16_t>(h == kColumns ? 0 : h + 1);
    m.up[h] = m.down[h] = m.column[h] = static_cast<std::int16_t>(h);
    m.size[h] = 0;
  }
  for (int row = 0; row < kRows; ++row) {
    const int cell = row / 9;
    const int digit = row % 9;
    const int r = cell / 9;
    const int c = cell % 9;
    const int b = 3 * (r / 3) + c / 3;
    const int columns[4] = {cell, 81 + 9 * r + digit, 162 + 9 * c + digit, 243 + 9 * b + digit};
    const int first = kFirstRowNode + 4 * row;
    for (int k = 0; k < 4; ++k) {
      const int node = first + k;
      const int header = 1 + columns[k];
      m.left[node] = static_cast<std::int16_t>(first + (k + 3) % 4);
      m.right[node] = static_cast<std::int16_t>(first + (k + 1) % 4);
      m.column[node] = static_cast<std::int16_t>(header);
      // Append at the bottom of the column, so columns list rows in increasing order.
      m.up[node] = m.up[header];
      m.down[node] = static_cast<std::int16_t>(header);
      m.down[m.up[header]] = static_cast<std::int16_t>(node);
      m.up[header] = static_cast<std::int16_t>(node);
      ++m.size[header];
    }
  }
  return m;
}

// Built once; every search starts from a copy.
const Matrix& full_matrix() {
  static const Matrix matrix = build_matrix();
  return matrix;
}

// One search: the matrix, the rows chosen so far and the running result.
struct Search {
  Matrix m;
  Grid grid;  // the givens plus the rows chosen on the current path
  SolveResult result;
  std::uint64_t max_solutions = 1;
  const SolutionVisitor* visit = nullptr;
  bool stop = false;

  void place(int node) {
    const int row = row_of(node);
    grid.cells[row / 9] = static_cast<std::uint8_t>(row % 9 + 1);
    for (int j = m.right[node]; j != node; j = m.right[j]) m.cover(m.column[j]);
  }

  void unplace(int node) {
    for (int j = m.left[node]; j != node; j = m.left[j]) m.uncover(m.column[j]);
    grid.cells[row_of(node) / 9] = 0;
  }

  void count_forced(int c, int size) {
    if (size >= 2) {
      ++result.stats.guesses;
    } else if (c - 1 < kCellColumns) {
      ++result.stats.naked_singles;
    } else {
      ++result.stats.hidden_singles;
    }
  }

  void found_solution() {
    if (++result.stats.solutions == 1) result.solution = grid;
    if (visit != nullptr && !(*visit)(grid)) stop = true;
    if (result.stats.solutions >= max_solutions) stop = true;
  }

  void search() {
    if (m.right[kRoot] == kRoot) {
      found_solution();
      return;
    }
    const int c = m.choose_column();
    const int size = m.size[c];
    if (size == 0) {
      ++result.stats.backtracks;
      return;
    }
    count_forced(c, size);
    m.cover(c);
    for (int node = m.down[c]; node != c && !stop; node = m.down[node]) {
      place(node);
      search();
      unplace(node);
    }
    m.uncover(c);
  }

  // Covers forced columns only, until none is left.
  void propagate() {
    for (;;) {
      if (m.right[kRoot] == kRoot) {
        result.status = SolveStatus::solved;
        result.stats.solutions = 1;
        result.solution = grid;
        return;
      }
      const int c = m.choose_column();
      const int size = m.size[c];
      if (size == 0) {
        ++result.stats.backtracks;
        result.status = SolveStatus::unsolvable;
        return;
      }
      if (size >= 2) {
        result.status = SolveStatus::stuck;
        result.solution = grid;
        return;
      }
      count_forced(c, size);
      m.cover(c);
      place(m.down[c]);
    }
  }
};

}  // namespace

SolveResult dlx_search(const Grid& puzzle, SolveMode mode, std::uint64_t max_solutions,
                       const SolutionVisitor* visit, const Pencilmarks* pencilmarks) {
  // ~40 KB of links: on the stack, so searches are independent and re-entrant.
  Search s;
  std::memcpy(&s.m, &full_matrix(), sizeof(Matrix));
  s.grid = puzzle;
  s.result.solution = puzzle;
  s.result.status = SolveStatus::unsolvable;
  s.result.stats.clues = static_cast<std::uint32_t>(puzzle.clues());
  s.max_solutions = max_solutions == 0 ? 1 : max_solutions;
  s.visit = visit;

  for (std::uint8_t value : puzzle.cells) {
    if (value > 9) {
      s.result.status = SolveStatus::invalid;
      return s.result;
    }
  }
  if (find_clash(puzzle)) {
    s.result.status = SolveStatus::invalid;
    return s.result;
  }

  // Candidates the pencilmarks leave out: their rows leave the matrix.
  if (pencilmarks) {
    for (int cell = 0; cell < kCells; ++cell) {
      if (puzzle.cells[cell] != 0) continue;
      for (unsigned gone = kAllCandidates & ~(*pencilmarks)[cell]; gone; gone &= gone - 1) {
        s.m.hide_row(kFirstRowNode + 4 * (9 * cell + std::countr_zero(gone)));
      }
    }
  }

  // Givens first: without clashes no two givens share a column, so covering each given's
  // 4 columns cannot fail.
  for (int cell = 0; cell < kCells; ++cell) {
    if (puzzle.cells[cell] == 0) continue;
    const int node = kFirstRowNode + 4 * (9 * cell + puzzle.cells[cell] - 1);
    s.m.cover(s.m.column[node]);
    s.place(node);
  }

  if (mode == SolveMode::singles_only) {
    s.propagate();
    return s.result;
  }
  s.search();
  if (s.result.stats.solutions > 0) s.result.status = SolveStatus::solved;
  return s.result;
}

}  // namespace nonet::detail
