// Group elements: their text form and their action on a grid.
#include <array>
#include <string>
#include <utility>

#include "canon/keyed_draws.hpp"
#include "nonet/canon.hpp"

namespace nonet {

namespace {

// True when `order` (source index of each output place) is a permutation of 0-8 that keeps
// each group of three (band or stack) together.
bool keeps_groups(const std::array<std::uint8_t, 9>& order) {
  unsigned seen = 0;
  for (int i = 0; i < 9; ++i) {
    if (order[i] > 8 || (seen >> order[i]) & 1) return false;
    seen |= 1u << order[i];
    if (order[i] / 3 != order[i / 3 * 3] / 3) return false;
  }
  return true;
}

bool fail(std::string* error, const std::string& message) {
  if (error) *error = message;
  return false;
}

bool read_digits(std::string_view text, std::uint8_t base, std::array<std::uint8_t, 9>& out) {
  if (text.size() != 9) return false;
  for (int i = 0; i < 9; ++i) {
    if (text[i] < '0' + base || text[i] > '8' + base) return false;
    out[i] = static_cast<std::uint8_t>(text[i] - '0');
  }
  return true;
}

}  // namespace

std::string to_string(const Transform& transform) {
  std::string text(39, ':');
  text[0] = transform.transpose ? '1' : '0';
  for (int i = 0; i < 9; ++i) {
    text[2 + i] = static_cast<char>('0' + transform.rows[i]);
    text[12 + i] = static_cast<char>('0' + transform.columns[i]);
    text[22 + i] = static_cast<char>('0' + transform.digits[i + 1]);
  }
  text.resize(31);
  return text;
}

std::optional<Transform> parse_transform(std::string_view text, std::string* error) {
  const std::string expected =
      "expected T:RRRRRRRRR:CCCCCCCCC:DDDDDDDDD (T 0 or 1, rows and columns 0-8, digits 1-9)";
  Transform transform;
  if (text.size() != 31 || text[1] != ':' || text[11] != ':' || text[21] != ':' ||
      (text[0] != '0' && text[0] != '1')) {
    fail(error, "bad transform '" + std::string(text) + "': " + expected);
    return std::nullopt;
  }
  transform.transpose = text[0] == '1';
  std::array<std::uint8_t, 9> digits{};
  if (!read_digits(text.substr(2, 9), 0, transform.rows) ||
      !read_digits(text.substr(12, 9), 0, transform.columns) ||
      !read_digits(text.substr(22, 9), 1, digits)) {
    fail(error, "bad transform '" + std::string(text) + "': " + expected);
    return std::nullopt;
  }
  if (!keeps_groups(transform.rows)) {
    fail(error, "bad transform '" + std::string(text) +
                    "': the rows must be a permutation of 0-8 that keeps each band together");
    return std::nullopt;
  }
  if (!keeps_groups(transform.columns)) {
    fail(error, "bad transform '" + std::string(text) +
                    "': the columns must be a permutation of 0-8 that keeps each stack together");
    return std::nullopt;
  }
  unsigned seen = 0;
  for (int d = 0; d < 9; ++d) {
    if ((seen >> digits[d]) & 1) {
      fail(error,
           "bad transform '" + std::string(text) + "': the digits must be a permutation of 1-9");
      return std::nullopt;
    }
    seen |= 1u << digits[d];
    transform.digits[d + 1] = digits[d];
  }
  return transform;
}

namespace {

// Rows (or columns): the groups of three in a random order, each group's three in one.
std::array<std::uint8_t, 9> random_order(KeyedDraws& draws) {
  std::array<std::uint8_t, 3> groups{0, 1, 2};
  draws.shuffle(groups);
  std::array<std::uint8_t, 9> order{};
  for (int g = 0; g < 3; ++g) {
    std::array<std::uint8_t, 3> inside{0, 1, 2};
    draws.shuffle(inside);
    for (int k = 0; k < 3; ++k)
      order[3 * g + k] = static_cast<std::uint8_t>(3 * groups[g] + inside[k]);
  }
  return order;
}

}  // namespace

Transform random_transform(std::uint64_t key) {
  KeyedDraws draws(key);
  Transform transform;
  transform.transpose = draws.below(2) == 1;
  transform.rows = random_order(draws);
  transform.columns = random_order(draws);
  draws.shuffle(transform.digits, 1);
  return transform;
}

Grid apply(const Transform& transform, const Grid& grid) {
  Grid result;
  for (int i = 0; i < 9; ++i) {
    for (int j = 0; j < 9; ++j) {
      const int r = transform.rows[i];
      const int c = transform.columns[j];
      const int source = transform.transpose ? 9 * c + r : 9 * r + c;
      result.cells[9 * i + j] = transform.digits[grid.cells[source]];
    }
  }
  return result;
}

}  // namespace nonet
