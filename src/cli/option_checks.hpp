// Checks for option values, each failing with a plain message ("--seed: must be a whole
// number from 0 to 18446744073709551615; got '-1'"): whole numbers with no sign and no
// overflow, finite decimals (no nan, no inf), and one of a few names.
#pragma once

#include <CLI/CLI.hpp>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "nonet/rating.hpp"

namespace nonet::cli {

CLI::Validator whole_number(std::uint64_t min, std::uint64_t max);
CLI::Validator finite_number(double min, double max);

// --threads N: a whole number from 0 to kMaxThreads, lowered to what the machine can run
// (pipeline/threads.hpp) with a warning on stderr. Added with ->transform().
CLI::Validator thread_count();

// Names are matched without regard to case and stored as `names` spell them, so a one_of
// check must be added with ->transform(): ->check() would keep the value as typed.

// Case-insensitive; the value becomes its enum's number, which CLI11 converts to the enum.
CLI::Validator one_of(const std::vector<std::pair<std::string, int>>& names);

// Case-insensitive; the value stays the name as written in `names`.
CLI::Validator one_of(const std::vector<std::string>& names);

// Adds to every option of `command` that takes a value (positionals included) a check that
// refuses an empty one: "" is never a file, a name or a number.
void refuse_empty_values(CLI::App& command);

// The names an option takes, when a one_of check gives them (the manual pages and shell
// completions list them); empty for a free value.
std::vector<std::string> option_choices(const CLI::Option& option);

// --se-version VERSION: which version of Sudoku Explainer's scale `command` rates on (the
// option keeps the name; parse_se_version reads it).
void add_se_version_option(CLI::App& command, std::string& version);

template <typename Enum>
CLI::Validator one_of(const std::vector<std::pair<std::string, Enum>>& names) {
  std::vector<std::pair<std::string, int>> numbered;
  for (const auto& [name, value] : names) numbered.emplace_back(name, static_cast<int>(value));
  return one_of(numbered);
}

}  // namespace nonet::cli
