// Readable forms of multiple, Nishio and dynamic forcing chains for `nonet explain`: the
// branches are found again from the grid before the step (the step keeps only its source,
// conclusion and kind), and each is shown as the chain of first causes from its assumption to
// its conclusion. Dynamic links that also rely on earlier removals show those as "[+k]"; an
// elimination made by a basic technique inside the chain names it.
#include "rating/explain/forcing_text.hpp"

#include <algorithm>
#include <memory>

#include "nonet/rating.hpp"
#include "rating/board/memory.hpp"
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
ForcingBranch first_causes(const Outcome& outcome, int target) {
  std::vector<int> path{target};
  while (outcome.parent_count(path.back()) > 0 && path.size() < kImplicationNodes) {
    path.push_back(outcome.parent(path.back(), 0));
  }
  std::reverse(path.begin(), path.end());
  ForcingBranch branch;
  for (int n : path) {
    branch.push_back({.node = n,
                      .extra_causes = std::max(0, outcome.parent_count(n) - 1),
                      .cause = outcome.cause(n)});
  }
  return branch;
}

std::string branch_text(const ForcingBranch& branch) {
  std::string out;
  for (const BranchNode& n : branch) {
    if (!out.empty()) out += " \u2192 ";
    out += node_name(n.node);
    if (n.extra_causes > 0) out += "[+" + std::to_string(n.extra_causes) + "]";
    if (n.cause != ChainRule::link) out += " (" + std::string(rule_name(n.cause)) + ")";
  }
  return out;
}

// The step's rules, the chains nested inside keeping their caches in `memory`.
ImplicationRules rules_of(const Step& step, Memory& memory) {
  if (step.technique == Technique::nishio_forcing_chain)
    return {.dynamic = true, .cell_links = false, .memory = &memory};
  if (step.technique == Technique::multiple_forcing_chain) {
    return {.dynamic = false, .cell_links = true, .memory = &memory};
  }
  return {.dynamic = true,
          .cell_links = true,
          .level = step.chain_level,
          .nesting = step.chain_nesting,
          .memory = &memory};
}

std::string joined(const std::vector<ForcingBranch>& branches) {
  std::string out;
  for (const ForcingBranch& branch : branches) {
    if (!out.empty()) out += "; ";
    out += branch_text(branch);
  }
  return out;
}

}  // namespace

std::vector<ForcingBranch> forcing_branches(const Step& step, const CandidateGrid& before) {
  // The chains nested in the step were found by the rating with this thread's Memory: its hint
  // cache holds them.
  const ImplicationRules rules = rules_of(step, Memory::of_this_thread());
  const int source = step.chain[0], target = step.chain[1];
  auto outcome = std::make_unique<Outcome>();
  std::vector<ForcingBranch> branches;
  switch (step.forcing) {
    case ForcingKind::contradiction: {
      outcome->propagate(before, source, rules);
      if (!outcome->contradiction()) break;
      const int kept = outcome->conflict_kept();
      branches.push_back(first_causes(*outcome, kept));
      ForcingBranch other;
      if (outcome->conflict_parents() > 0)
        other = first_causes(*outcome, outcome->conflict_parent(0));
      other.push_back({.node = kept ^ 1});
      branches.push_back(std::move(other));
      break;
    }
    case ForcingKind::double_forcing:
      for (const int assumption : {source, source ^ 1}) {
        outcome->propagate(before, assumption, rules);
        branches.push_back(first_causes(*outcome, target));
      }
      break;
    case ForcingKind::cell: {
      const int cell = implication_cell(source);
      for (std::uint16_t bits = before.candidates(cell); bits; bits &= bits - 1) {
        outcome->propagate(before, implication_node(cell, std::countr_zero(bits) + 1, true), rules);
        branches.push_back(first_causes(*outcome, target));
      }
      break;
    }
    case ForcingKind::region: {
      const int digit = implication_digit(source);
      for (int cell : house_cells(step.houses[0])) {
        if (!before.has(cell, digit)) continue;
        outcome->propagate(before, implication_node(cell, digit, true), rules);
        branches.push_back(first_causes(*outcome, target));
      }
      break;
    }
    case ForcingKind::none:
      break;
  }
  return branches;
}

std::string forcing_chain_text(const Step& step, const CandidateGrid& before) {
  const int source = step.chain[0], target = step.chain[1];
  const std::vector<ForcingBranch> branches = forcing_branches(step, before);
  switch (step.forcing) {
    case ForcingKind::contradiction:
      if (branches.size() < 2) return "assuming " + node_name(source);
      return "contradiction: assuming " + node_name(source) + ", " + branch_text(branches[0]) +
             " but " + branch_text(branches[1]) + ", so " + node_name(target);
    case ForcingKind::double_forcing:
      return "double forcing: " + joined(branches);
    case ForcingKind::cell:
      return "cell forcing on " + cell_name(implication_cell(source)) + ": " + joined(branches);
    case ForcingKind::region:
      return "region forcing on " + std::to_string(implication_digit(source)) + " in " +
             house_name(step.houses[0]) + ": " + joined(branches);
    case ForcingKind::none:
      break;
  }
  return "";
}

}  // namespace nonet
