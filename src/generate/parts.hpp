// Internals shared by the generator's files.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>

#include "nonet/generator.hpp"
#include "nonet/pipeline.hpp"
#include "nonet/rating.hpp"
#include "nonet/solver.hpp"

namespace nonet::detail {

// The cells of a puzzle cut into groups (orbits) that a symmetry maps onto themselves.
// A group has 1, 2 or 4 cells; `cells[g]` holds group g's cells, `size[g]` how many.
struct SymmetryGroups {
  int count = 0;
  std::array<std::uint8_t, kCells> size{};
  std::array<std::array<std::uint8_t, 4>, kCells> cells{};
};

// The groups of a symmetry other than random.
const SymmetryGroups& symmetry_groups(Symmetry symmetry);

}  // namespace nonet::detail

namespace nonet::detail {

// True when `rating` lies in the options' difficulty bands.
bool in_bands(const GenerateOptions& options, const Rating& rating);

// Lines of `nonet generate`: "puzzle" or "puzzle:solution", then a line break.
void append_generated(std::string& out, const Generated& generated, bool with_solution);

// Per-puzzle statistics rows (CSV or JSON Lines) and the CSV header.
std::string generate_stats_header(StatsFormat format);
// `rating` is null for complete grids.
void append_generate_stats(std::string& out, StatsFormat format, std::uint64_t index,
                           const Generated& generated, const Rating* rating,
                           const SolveStats& search);

}  // namespace nonet::detail

namespace nonet::detail {

// A {-n+m} neighbour of `puzzle`, whose clue pattern is made of whole `groups`: `remove`
// clued groups emptied, then `add` groups empty before the move given digits that no given
// in a cell's row, column or box holds, drawn at random. Nothing when the puzzle has fewer
// clued or empty groups than asked, or a cell has no digit left. Solutions are not counted.
std::optional<Grid> neighbour(const Grid& puzzle, const SymmetryGroups& groups, int remove, int add,
                              RandomStream& random);

// Empties, in random order, each clued group the puzzle (with one solution) does not need:
// one solution stays. Each group is tried once; for single cells that leaves it minimal.
void drop_unneeded_groups(Grid& puzzle, const SymmetryGroups& groups, RandomStream& random);

}  // namespace nonet::detail
