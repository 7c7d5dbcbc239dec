// Difficulty bands for `nonet generate`: parsing "MIN:MAX" and the grader's verdict.
#include <algorithm>
#include <cctype>
#include <charconv>

#include "generate/parts.hpp"

namespace nonet {

namespace {

// "4", "4.2", ".5" in tenths; nullopt for anything else (two decimals, signs, letters).
std::optional<int> parse_tenths(std::string_view text) {
  const std::size_t point = text.find('.');
  const std::string_view whole = text.substr(0, point);
  const std::string_view fraction =
      point == std::string_view::npos ? std::string_view{} : text.substr(point + 1);
  if (whole.empty() && fraction.empty()) return std::nullopt;
  if (point != std::string_view::npos && fraction.size() != 1) return std::nullopt;
  int units = 0;
  if (!whole.empty()) {
    const auto [end, error] = std::from_chars(whole.data(), whole.data() + whole.size(), units);
    if (error != std::errc{} || end != whole.data() + whole.size() || whole[0] == '-' ||
        units > kMaxRatingBand / 10) {
      return std::nullopt;
    }
  }
  int tenths = 10 * units;
  if (!fraction.empty()) {
    if (fraction[0] < '0' || fraction[0] > '9') return std::nullopt;
    tenths += fraction[0] - '0';
  }
  return tenths;
}

}  // namespace

std::optional<RatingBand> parse_rating_band(std::string_view text) {
  const std::size_t colon = text.find(':');
  if (colon == std::string_view::npos) return std::nullopt;
  const std::string_view low = text.substr(0, colon), high = text.substr(colon + 1);
  if (low.empty() && high.empty()) return std::nullopt;
  RatingBand band{0, kMaxRatingBand};
  if (!low.empty()) {
    const std::optional<int> tenths = parse_tenths(low);
    if (!tenths) return std::nullopt;
    band.min = *tenths;
  }
  if (!high.empty()) {
    const std::optional<int> tenths = parse_tenths(high);
    if (!tenths) return std::nullopt;
    band.max = *tenths;
  }
  if (band.min > band.max) return std::nullopt;
  return band;
}

namespace detail {

bool in_bands(const GenerateOptions& options, const Rating& rating) {
  if (options.difficulty && rating.qqwing_class != *options.difficulty) return false;
  if (!options.hodoku_level.empty() &&
      !std::equal(rating.hodoku_level.begin(), rating.hodoku_level.end(),
                  options.hodoku_level.begin(), options.hodoku_level.end(), [](char a, char b) {
                    return std::tolower(static_cast<unsigned char>(a)) ==
                           std::tolower(static_cast<unsigned char>(b));
                  })) {
    return false;
  }
  if (options.rating) {
    if (rating.status != RatingStatus::rated) return false;
    if (rating.se_rating < options.rating->min || rating.se_rating > options.rating->max) {
      return false;
    }
  }
  return true;
}

}  // namespace detail

std::string format_band(const RatingBand& band) {
  return format_se(band.min) + ":" +
         (band.max >= kMaxRatingBand ? std::string() : format_se(band.max));
}

}  // namespace nonet
