// Generating for the page: one output of `nonet generate --seed SEED`, carved (bands up to
// kCarvedUpTo; the neighbourhood search above it runs threads, which the page has not).
#include <charconv>

#include "nonet/generator.hpp"
#include "web/engine/engine.hpp"
#include "web/engine/values.hpp"

namespace nonet::web {

using emscripten::val;

namespace {

val failure(const std::string& error) {
  val out = val::object();
  out.set("ok", false);
  out.set("error", val(error));
  return out;
}

std::optional<QqwingClass> parse_class(const std::string& name) {
  for (QqwingClass c :
       {QqwingClass::simple, QqwingClass::easy, QqwingClass::intermediate, QqwingClass::expert}) {
    std::string key(to_string(c));
    for (char& ch : key) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
    if (key == name) return c;
  }
  return std::nullopt;
}

}  // namespace

val generate_puzzle(const std::string& seed_text, double index, const std::string& difficulty,
                    const std::string& rating, const std::string& symmetry, bool minimal,
                    const std::string& se_version) {
  std::uint64_t seed = 0;
  const auto [end, error] =
      std::from_chars(seed_text.data(), seed_text.data() + seed_text.size(), seed);
  if (error != std::errc() || end != seed_text.data() + seed_text.size())
    return failure("the seed must be a whole number from 0 to 18446744073709551615");
  GenerateOptions options;
  options.minimal = minimal;
  const std::optional<Symmetry> parsed_symmetry = parse_symmetry(symmetry);
  if (!parsed_symmetry) return failure("unknown symmetry '" + symmetry + "'");
  options.symmetry = *parsed_symmetry;
  if (!difficulty.empty()) {
    options.difficulty = parse_class(difficulty);
    if (!options.difficulty)
      return failure("difficulty must be simple, easy, intermediate or expert");
  }
  parse_se_version(se_version, options.se_version);
  if (!rating.empty()) {
    options.rating = parse_rating_band(rating);
    if (!options.rating)
      return failure("the rating band needs MIN:MAX on the SE scale (e.g. 2.5:4.0, 7:, :2.3)");
  }
  if (options.searches())
    return failure("bands above " + format_se(kCarvedUpTo) +
                   " need the neighbourhood search of `nonet generate`, which the page has not");
  if (const std::string problem = check_options(options); !problem.empty()) return failure(problem);
  const Generated generated = generate(options, seed, static_cast<std::uint64_t>(index));
  val out = val::object();
  out.set("ok", true);
  out.set("found", generated.found);
  out.set("puzzle", grid_value(generated.puzzle));
  out.set("solution", grid_value(generated.solution));
  out.set("tries", static_cast<double>(generated.tries));
  if (generated.rating) out.set("rating", rating_value(*generated.rating));
  return out;
}

}  // namespace nonet::web
