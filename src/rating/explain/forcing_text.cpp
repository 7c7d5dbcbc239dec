// Readable forms of multiple, Nishio and dynamic forcing chains for `nonet explain`: the
// branches are found again from the grid before the step (the step keeps only its source,
// conclusion and kind), and each is shown as the chain of first causes from its assumption to
// its conclusion. Dynamic links that also rely on earlier removals show those as "[+k]"; an
// elimination made by a basic technique inside the chain names it.
#include "rating/explain/forcing_text.hpp"

#include <algorithm>
#include <memory>
#include <vector>

#include "nonet/rating.hpp"
#include "rating/chains/implication.hpp"
#include "rating/explain/text.hpp"

namespace nonet {

namespace {

std::string node_name(int n) {
  return cell_name(implication_cell(n)) + ((n & 1) ? "=" : "\u2260") +
         std::to_string(implication_digit(n));
}

// The basic technique behind an elimination inside a dynamic forcing chain (+).
std::string_view rule_name(ChainRule rule) {
  switch (rule) {
    case ChainRule::locking:
      return "pointing/claiming";
    case ChainRule::hidden_pair:
      return "hidden pair";
    case ChainRule::naked_pair:
      return "naked pair";
    case ChainRule::x_wing:
      return "X-wing";
    case ChainRule::forcing_chain:
      return "forcing chain";
    case ChainRule::multiple_forcing_chain:
      return "multiple forcing chain";
    case ChainRule::dynamic_forcing_chain:
      return "dynamic forcing chain";
    case ChainRule::link:
      break;
  }
  return "";
}

// The derivation of `target` along first parents, from the assumption.
std::string path_text(const Outcome& outcome, int target) {
  std::vector<int> path{target};
  while (outcome.parent_count(path.back()) > 0 && path.size() < kImplicationNodes) {
    path.push_back(outcome.parent(path.back(), 0));
  }
  std::reverse(path.begin(), path.end());
  std::string out;
  for (int n : path) {
    if (!out.empty()) out += " \u2192 ";
    out += node_name(n);
    if (outcome.parent_count(n) > 1) out += "[+" + std::to_string(outcome.parent_count(n) - 1) + "]";
    if (outcome.cause(n) != ChainRule::link)
      out += " (" + std::string(rule_name(outcome.cause(n))) + ")";
  }
  return out;
}

ImplicationRules rules_of(const Step& step) {
  if (step.technique == Technique::nishio_forcing_chain)
    return {.dynamic = true, .cell_links = false};
  if (step.technique == Technique::multiple_forcing_chain) {
    return {.dynamic = false, .cell_links = true};
  }
  return {.dynamic = true,
          .cell_links = true,
          .level = step.chain_level,
          .nesting = step.chain_nesting};
}

}  // namespace

std::string forcing_chain_text(const Step& step, const CandidateGrid& before) {
  const ImplicationRules rules = rules_of(step);
  const int source = step.chain[0], target = step.chain[1];
  auto outcome = std::make_unique<Outcome>();
  std::string out;
  switch (step.forcing) {
    case ForcingKind::contradiction: {
      outcome->propagate(before, source, rules);
      if (!outcome->contradiction()) return "assuming " + node_name(source);
      const int kept = outcome->conflict_kept();
      std::string other = outcome->conflict_parents() > 0
                              ? path_text(*outcome, outcome->conflict_parent(0)) + " \u2192 "
                              : "";
      return "contradiction: assuming " + node_name(source) + ", " + path_text(*outcome, kept) +
             " but " + other + node_name(kept ^ 1) + ", so " + node_name(target);
    }
    case ForcingKind::double_forcing: {
      outcome->propagate(before, source, rules);
      out = "double forcing: " + path_text(*outcome, target);
      outcome->propagate(before, source ^ 1, rules);
      return out + "; " + path_text(*outcome, target);
    }
    case ForcingKind::cell: {
      const int cell = implication_cell(source);
      out = "cell forcing on " + cell_name(cell) + ": ";
      bool first = true;
      for (std::uint16_t bits = before.candidates(cell); bits; bits &= bits - 1) {
        outcome->propagate(before, implication_node(cell, std::countr_zero(bits) + 1, true), rules);
        out += (first ? "" : "; ") + path_text(*outcome, target);
        first = false;
      }
      return out;
    }
    case ForcingKind::region: {
      const int house = step.houses[0], digit = implication_digit(source);
      out = "region forcing on " + std::to_string(digit) + " in " + house_name(house) + ": ";
      bool first = true;
      for (int cell : kTables.house_cells[house]) {
        if (!before.has(cell, digit)) continue;
        outcome->propagate(before, implication_node(cell, digit, true), rules);
        out += (first ? "" : "; ") + path_text(*outcome, target);
        first = false;
      }
      return out;
    }
    case ForcingKind::none:
      break;
  }
  return out;
}

}  // namespace nonet
