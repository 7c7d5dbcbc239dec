#include "cli/option_checks.hpp"

#include <cctype>
#include <charconv>
#include <cmath>
#include <cstdio>

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
        if (value.empty() || error != std::errc{} || stop != end || !std::isfinite(number) ||
            number < min || number > max)
          return "must be a number from " + decimal(min) + " to " + decimal(max) + "; got " +
                 shown(value);
        return {};
      },
      "");
}

CLI::Validator one_of(const std::vector<std::pair<std::string, int>>& names) {
  std::string list;
  for (const auto& entry : names) list += (list.empty() ? "" : ", ") + entry.first;
  return CLI::Validator(
      [names, list](std::string& value) -> std::string {
        std::string lower = value;
        for (char& c : lower) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        for (const auto& [name, number] : names) {
          if (lower == name) {
            value = std::to_string(number);
            return {};
          }
        }
        return "must be one of " + list + "; got " + shown(value);
      },
      "");
}

}  // namespace nonet::cli
