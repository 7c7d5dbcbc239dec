#include "rating/explain/text.hpp"

#include <bit>
#include <vector>

#include "rating/explain/forcing_text.hpp"

namespace nonet {

std::string house_name(int house) {
  const char* kind = house < kColumnBase ? "row " : (house < kBoxBase ? "column " : "box ");
  return kind + std::to_string(house % 9 + 1);
}

std::string digit_list(std::uint16_t digits) {
  std::string out;
  for (; digits; digits &= digits - 1) {
    if (!out.empty()) out += ", ";
    out += std::to_string(std::countr_zero(digits) + 1);
  }
  return out;
}

namespace {

std::string cell_list(CellSet cells) {
  std::string out;
  cells.for_each([&](int cell) {
    if (!out.empty()) out += ", ";
    out += cell_name(cell);
  });
  return out;
}

// "r1c4, r1c5 ≠ 7; r2c3 ≠ 4, 6": cells with the same removed digits together.
std::string eliminations_text(const Step& step) {
  std::vector<std::pair<std::uint16_t, CellSet>> groups;
  for (int cell = 0; cell < kCells; ++cell) {
    const std::uint16_t mask = step.eliminations[cell];
    if (mask == 0) continue;
    bool added = false;
    for (auto& [digits, cells] : groups) {
      if (digits == mask) {
        cells.add(cell);
        added = true;
      }
    }
    if (!added) groups.push_back({mask, CellSet::of(cell)});
  }
  std::string out;
  for (const auto& [digits, cells] : groups) {
    if (!out.empty()) out += "; ";
    out += cell_list(cells) + " \u2260 " + digit_list(digits);
  }
  return out;
}

std::string node_text(int n) {
  const int cell = n / 18, digit = (n / 2) % 9 + 1;
  return cell_name(cell) + ((n & 1) ? "=" : "\u2260") + std::to_string(digit);
}

std::string chain_text(const Step& step) {
  std::string out;
  for (int i = 0; i < step.chain_length; ++i) {
    if (i > 0) out += " \u2192 ";
    out += node_text(step.chain[i]);
  }
  if (step.chain_length == Step::kMaxChain) out += " \u2192 \u2026";
  return out;
}

std::string candidates_of(int cell, const CandidateGrid& grid) {
  std::string out = "{";
  for (std::uint16_t bits = grid.candidates(cell); bits; bits &= bits - 1) {
    out += static_cast<char>('1' + std::countr_zero(bits));
  }
  return out + "}";
}

std::string houses_of_kind(const Step& step, int from, int count) {
  std::string out;
  for (int i = from; i < from + count; ++i) {
    if (!out.empty()) out += ", ";
    out += std::to_string(step.houses[i] % 9 + 1);
  }
  return out;
}

std::string kind_plural(int house) {
  return house < kColumnBase ? "rows " : (house < kBoxBase ? "columns " : "boxes ");
}

std::string reason(const Step& step, const CandidateGrid& before) {
  const std::string name(to_string(step.technique));
  const std::string digits = digit_list(step.digits);
  switch (step.technique) {
    case Technique::full_house:
    case Technique::hidden_single_box:
    case Technique::hidden_single_line:
      return name.substr(0, name.find(" (")) + " in " + house_name(step.houses[0]);
    case Technique::naked_single:
      return name;
    case Technique::direct_pointing:
    case Technique::direct_claiming:
      return name + ": " + digits + " of " + house_name(step.houses[0]) + " lies in " +
             house_name(step.houses[1]) + ", which leaves one place in " +
             house_name(step.houses[2]);
    case Technique::pointing:
    case Technique::claiming:
      return name + ": " + digits + " of " + house_name(step.houses[0]) + " lies in " +
             house_name(step.houses[1]);
    case Technique::direct_hidden_pair:
    case Technique::direct_hidden_triplet:
    case Technique::naked_pair:
    case Technique::naked_triplet:
    case Technique::naked_quad:
    case Technique::hidden_pair:
    case Technique::hidden_triplet:
    case Technique::hidden_quad:
      return name + " " + digits + " in " + cell_list(step.cells) + " of " +
             house_name(step.houses[0]);
    case Technique::x_wing:
    case Technique::swordfish:
    case Technique::jellyfish: {
      const int size = step.technique == Technique::x_wing      ? 2
                       : step.technique == Technique::swordfish ? 3
                                                                : 4;
      return name + " on " + digits + ": " + kind_plural(step.houses[0]) +
             houses_of_kind(step, 0, size) + " hold it only in " + kind_plural(step.houses[size]) +
             houses_of_kind(step, size, size);
    }
    case Technique::skyscraper:
    case Technique::two_string_kite:
    case Technique::turbot_fish:
    case Technique::three_strong_links:
    case Technique::four_strong_links: {
      // Houses: the links' houses in chain order, then the houses joining them (one more
      // for a loop, joining the last link back to the first).
      const int links = step.chain_length / 2;
      int houses = 0;
      while (houses < static_cast<int>(step.houses.size()) && step.houses[houses] >= 0) ++houses;
      std::string strong;
      for (int i = 0; i < links; ++i) {
        strong += (i == 0 ? "" : i + 1 == links ? " and " : ", ") + house_name(step.houses[i]);
      }
      const bool grouped = step.cells.count() > step.chain_length;
      const std::string kind = (grouped ? "grouped " : "") + name;
      if (houses == 2 * links) {
        return kind + " loop on " + digits + ": strong links in " + strong + " (" +
               chain_text(step) + "), closed by " + house_name(step.houses[houses - 1]) +
               "; every weak link eliminates";
      }
      const int start = step.chain[0] / 18;
      const int end = step.chain[step.chain_length - 1] / 18;
      return kind + " on " + digits + ": " + cell_name(start) + " or " + cell_name(end) +
             " holds it (" + chain_text(step) + ", strong links in " + strong + ")";
    }
    case Technique::xy_wing:
    case Technique::xyz_wing: {
      const int pivot = step.chain[0], first = step.chain[1], second = step.chain[2];
      return name + ": pivot " + cell_name(pivot) + " " + candidates_of(pivot, before) +
             ", wings " + cell_name(first) + " " + candidates_of(first, before) + " and " +
             cell_name(second) + " " + candidates_of(second, before);
    }
    case Technique::unique_rectangle: {
      std::string loop;
      for (int i = 0; i < step.chain_length; ++i) {
        if (i > 0) loop += ", ";
        loop += cell_name(step.chain[i]);
      }
      return std::string(step.chain_length == 4 ? "unique rectangle" : "unique loop") + " type " +
             std::to_string(step.digit) + " on " + digits + ": " + loop;
    }
    case Technique::bug:
      return name + " type " + std::to_string(step.digit) + ": BUG cells " + cell_list(step.cells) +
             ", BUG digits " + digits;
    case Technique::wxyz_wing:
    case Technique::vwxyz_wing:
    case Technique::uvwxyz_wing:
    case Technique::tuvwxyz_wing: {
      std::string set;
      for (int i = 0; i + 1 < step.chain_length; ++i) {
        if (i > 0) set += ", ";
        set += cell_name(step.chain[i]) + " " + candidates_of(step.chain[i], before);
      }
      const int wing = step.chain[step.chain_length - 1];
      return name + ": almost locked set " + set + " and " + cell_name(wing) + " " +
             candidates_of(wing, before);
    }
    case Technique::aligned_pair_exclusion:
    case Technique::aligned_triplet_exclusion: {
      std::string bases;
      for (int i = 0; i < step.chain_length; ++i) {
        if (i > 0) bases += ", ";
        bases += cell_name(step.chain[i]) + " " + candidates_of(step.chain[i], before);
      }
      std::string excluders;
      step.cells.for_each([&](int cell) {
        if (!excluders.empty()) excluders += ", ";
        excluders += cell_name(cell) + " " + candidates_of(cell, before);
      });
      return name + " on " + bases + ": every combination with a removed digit repeats a " +
             "digit in a house or leaves one of " + excluders + " without a candidate";
    }
    case Technique::x_chain:
    case Technique::y_cycle:
    case Technique::forcing_chain: {
      const bool cycle =
          step.chain_length > 0 && (step.chain[0] ^ 1) != step.chain[step.chain_length - 1];
      std::string kind = step.technique == Technique::forcing_chain
                             ? (cycle ? "bidirectional cycle" : "forcing chain")
                         : step.technique == Technique::y_cycle
                             ? "Y-cycle"
                             : (cycle ? "X-cycle" : "forcing X-chain");
      return kind + ": " + chain_text(step) + (cycle ? " \u2192 (back to the start)" : "");
    }
    case Technique::nishio_forcing_chain:
    case Technique::multiple_forcing_chain:
    case Technique::dynamic_forcing_chain:
    case Technique::dynamic_forcing_chain_plus:
    case Technique::nested_forcing_chain:
      return name + ", " + forcing_chain_text(step, before);
  }
  return name;
}

}  // namespace

std::string describe_step(const Step& step, const CandidateGrid& before) {
  std::string deduction;
  if (step.places()) {
    deduction = cell_name(step.cell) + " = " + std::to_string(step.digit);
  } else {
    deduction = eliminations_text(step);
  }
  return deduction + ": " + reason(step, before);
}

}  // namespace nonet
