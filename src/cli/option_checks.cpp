#include "cli/option_checks.hpp"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <string_view>

#include "nonet/pipeline.hpp"
#include "pipeline/threads.hpp"

namespace nonet::cli {

namespace {

std::string shown(const std::string& value) {
  return "'" + (value.size() > 40 ? value.substr(0, 40) + "..." : value) + "'";
}

std::string decimal(double value) {
  char text[32];
  std::snprintf(text, sizeof text, "%g", value);
  return text;
}

}  // namespace

CLI::Validator whole_number(std::uint64_t min, std::uint64_t max) {
  return CLI::Validator(
      [min, max](std::string& value) -> std::string {
        std::uint64_t number = 0;
        const char* end = value.data() + value.size();
        const auto [stop, error] = std::from_chars(value.data(), end, number);
        if (value.empty() || error != std::errc{} || stop != end || number < min || number > max)
          return "must be a whole number from " + std::to_string(min) + " to " +
                 std::to_string(max) + "; got " + shown(value);
        return {};
      },
      "");
}

CLI::Validator finite_number(double min, double max) {
  return CLI::Validator(
      [min, max](std::string& value) -> std::string {
        double number = 0;
        const char* end = value.data() + value.size();
        const auto [stop, error] = std::from_chars(value.data(), end, number);
        // No sign, as for whole numbers: "-0" is not a time nor a tolerance.
        const bool signed_value = !value.empty() && (value[0] == '-' || value[0] == '+');
        if (value.empty() || signed_value || error != std::errc{} || stop != end ||
            !std::isfinite(number) || number < min || number > max)
          return "must be a number from " + decimal(min) + " to " + decimal(max) + "; got " +
                 shown(value);
        return {};
      },
      "");
}

CLI::Validator thread_count() {
  const CLI::Validator whole = whole_number(0, kMaxThreads);
  return CLI::Validator(
      [whole](std::string& value) -> std::string {
        if (std::string error = whole(value); !error.empty()) return error;
        const ThreadCount count = worker_threads(std::stoi(value));
        if (!count.lowered.empty()) {
          std::fprintf(stderr, "nonet: warning: --threads %s lowered to %d: %s\n", value.c_str(),
                       count.threads, count.lowered.c_str());
        }
        value = std::to_string(count.threads);
        return {};
      },
      "");
}

namespace {

// A one_of check is named after its names, so that option_choices can read them back from the
// option (CLI11 keeps no other trace of them).
constexpr std::string_view kChoicesPrefix = "one of:";

CLI::Validator named_choices(const std::vector<std::pair<std::string, std::string>>& names) {
  std::string list;
  std::string joined;
  for (const auto& entry : names) {
    list += (list.empty() ? "" : ", ") + entry.first;
    joined += (joined.empty() ? "" : ",") + entry.first;
  }
  CLI::Validator check(
      [names, list](std::string& value) -> std::string {
        std::string lower = value;
        for (char& c : lower) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        for (const auto& [name, replacement] : names) {
          if (lower == name) {
            value = replacement;
            return {};
          }
        }
        return "must be one of " + list + "; got " + shown(value);
      },
      "");
  check.name(std::string(kChoicesPrefix) + joined);
  return check;
}

}  // namespace

CLI::Validator one_of(const std::vector<std::pair<std::string, int>>& names) {
  std::vector<std::pair<std::string, std::string>> numbered;
  for (const auto& [name, number] : names) numbered.emplace_back(name, std::to_string(number));
  return named_choices(numbered);
}

CLI::Validator one_of(const std::vector<std::string>& names) {
  std::vector<std::pair<std::string, std::string>> same;
  for (const std::string& name : names) same.emplace_back(name, name);
  return named_choices(same);
}

void refuse_empty_values(CLI::App& command) {
  const CLI::Validator non_empty(
      [](std::string& value) -> std::string {
        return value.empty() ? "must not be empty" : std::string{};
      },
      "");
  for (CLI::Option* option : command.get_options()) {
    if (option->get_type_size_max() > 0) option->check(non_empty);
  }
}

std::vector<std::string> option_choices(const CLI::Option& option) {
  // CLI11 lends validators by index on a non-const option only; reading does not change it.
  CLI::Option& readable = const_cast<CLI::Option&>(option);
  for (int index = 0;; ++index) {
    const CLI::Validator* check = nullptr;
    try {
      check = readable.get_validator(index);
    } catch (const CLI::OptionNotFound&) {
      return {};
    }
    const std::string& name = check->get_name();
    if (name.rfind(kChoicesPrefix, 0) != 0) continue;
    std::vector<std::string> choices;
    std::string rest = name.substr(kChoicesPrefix.size());
    for (std::size_t start = 0; start <= rest.size();) {
      const std::size_t comma = std::min(rest.find(',', start), rest.size());
      choices.push_back(rest.substr(start, comma - start));
      start = comma + 1;
    }
    return choices;
  }
}

void add_se_version_option(CLI::App& command, std::string& version) {
  std::vector<std::string> names;
  for (SeVersion known : kSeVersions) names.emplace_back(to_string(known));
  command
      .add_option("--se-version", version,
                  "Version of Sudoku Explainer's scale: 1.18.1 (Sukaku Explainer, the default) "
                  "or 1.2.1 (Sudoku Explainer 1.2.1 as serate 1.2.1.3 rates: the version the "
                  "forum's lists and skfr use)")
      ->type_name("VERSION")
      ->transform(one_of(names));
}

}  // namespace nonet::cli
