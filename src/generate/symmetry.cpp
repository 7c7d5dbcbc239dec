// Symmetries of clue patterns: names, cell maps and the groups clues are removed by.
#include <array>

#include "generate/parts.hpp"

namespace nonet {

namespace {

constexpr std::array<std::string_view, 7> kNames = {"none", "rotate180", "rotate90", "mirror",
                                                    "flip", "diagonal",  "random"};

constexpr int map_cell(int cell, Symmetry symmetry) {
  const int r = cell / 9, c = cell % 9;
  switch (symmetry) {
    case Symmetry::rotate180:
      return 9 * (8 - r) + (8 - c);
    case Symmetry::rotate90:
      return 9 * c + (8 - r);
    case Symmetry::mirror:
      return 9 * r + (8 - c);
    case Symmetry::flip:
      return 9 * (8 - r) + c;
    case Symmetry::diagonal:
      return 9 * c + r;
    case Symmetry::none:
    case Symmetry::random:
      break;
  }
  return cell;
}

// Orbits in order of their first cell, so the table is the same on every build.
constexpr detail::SymmetryGroups make_groups(Symmetry symmetry) {
  detail::SymmetryGroups groups;
  std::array<bool, kCells> taken{};
  for (int cell = 0; cell < kCells; ++cell) {
    if (taken[cell]) continue;
    const int g = groups.count++;
    for (int image = cell; !taken[image]; image = map_cell(image, symmetry)) {
      taken[image] = true;
      groups.cells[g][groups.size[g]++] = static_cast<std::uint8_t>(image);
    }
  }
  return groups;
}

constexpr std::array<detail::SymmetryGroups, 6> kGroups = {
    make_groups(Symmetry::none),     make_groups(Symmetry::rotate180),
    make_groups(Symmetry::rotate90), make_groups(Symmetry::mirror),
    make_groups(Symmetry::flip),     make_groups(Symmetry::diagonal)};

}  // namespace

std::string_view to_string(Symmetry symmetry) {
  const auto i = static_cast<std::size_t>(symmetry);
  return i < kNames.size() ? kNames[i] : "unknown";
}

std::optional<Symmetry> parse_symmetry(std::string_view name) {
  for (std::size_t i = 0; i < kNames.size(); ++i) {
    if (kNames[i] == name) return static_cast<Symmetry>(i);
  }
  return std::nullopt;
}

int symmetric_cell(int cell, Symmetry symmetry) {
  return map_cell(cell, symmetry);
}

bool is_symmetric(const Grid& puzzle, Symmetry symmetry) {
  for (int cell = 0; cell < kCells; ++cell) {
    const bool clue = puzzle.cells[cell] != 0;
    if (clue != (puzzle.cells[map_cell(cell, symmetry)] != 0)) return false;
  }
  return true;
}

namespace detail {

const SymmetryGroups& symmetry_groups(Symmetry symmetry) {
  const auto i = static_cast<std::size_t>(symmetry);
  return kGroups[i < kGroups.size() ? i : 0];
}

}  // namespace detail

}  // namespace nonet
