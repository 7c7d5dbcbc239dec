// Group elements: their text form and their action on a grid.
#include <array>
#include <string>
#include <utility>

#include "nonet/canon.hpp"
#include "nonet/random.hpp"

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

// The group's elements numbered 0 .. 2 x 6^8 x 9! - 1 (about 1.2 x 10^12) in mixed radix:
// transposition, then the order of the bands and of each band's rows, the same for stacks
// and columns (six orders of three each), then the digit labels (a number below 9!).
constexpr std::uint64_t kOrdersOfThree = 6;
constexpr std::uint64_t kLabelings = 362880;                    // 9!
constexpr std::uint64_t kGroupSize = 2 * 1679616 * kLabelings;  // 6^8 = 1679616
constexpr std::array<std::array<std::uint8_t, 3>, 6> kOrders = {
    {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}}};

// Rows (or columns) from four orders of three: the groups' order, then each group's.
std::array<std::uint8_t, 9> order_of(std::uint64_t& number) {
  const auto next = [&number] {
    const auto order = kOrders[number % kOrdersOfThree];
    number /= kOrdersOfThree;
    return order;
  };
  const auto groups = next();
  std::array<std::uint8_t, 9> order{};
  for (int g = 0; g < 3; ++g) {
    const auto inside = next();
    for (int k = 0; k < 3; ++k) {
      order[3 * g + k] = static_cast<std::uint8_t>(3 * groups[g] + inside[k]);
    }
  }
  return order;
}

}  // namespace

// One draw below the group's size, then its digits in the mixed radix: every element equally
// likely, and one random number where a piece-by-piece draw takes twenty-five.
Transform random_transform(std::uint64_t key) {
  RandomStream draws(key);
  std::uint64_t number = draws.below64(kGroupSize);
  Transform transform;
  transform.transpose = number % 2 == 1;
  number /= 2;
  transform.rows = order_of(number);
  transform.columns = order_of(number);
  // What is left is below 9!: in radix 9, 8, ..., 1, each digit an index into the labels not
  // yet used (unrolled, the divisions are by constants).
  std::array<std::uint8_t, 9> unused{1, 2, 3, 4, 5, 6, 7, 8, 9};
#pragma GCC unroll 9
  for (int d = 0; d < 9; ++d) {
    const auto radix = static_cast<std::uint64_t>(9 - d);
    const auto index = static_cast<int>(number % radix);
    number /= radix;
    transform.digits[d + 1] = unused[index];
    for (int k = index; k < 8 - d; ++k) unused[k] = unused[k + 1];
  }
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
