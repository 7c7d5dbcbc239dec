#include "rating/explain/hodoku_path.hpp"

#include <map>
#include <vector>

#include "nonet/rating.hpp"
#include "nonet/solver.hpp"
#include "pipeline/text_format.hpp"
#include "rating/board/budget.hpp"
#include "rating/board/memory.hpp"
#include "rating/hodoku/ladder.hpp"

namespace nonet {

namespace {

// "r3c4=7", or the deletions by digit, HoDoKu's way: "r2c3,r2c5<>4, r7c1<>9".
std::string step_effect(const hodoku::Step& step) {
  if (step.digit != 0) return cell_name(step.cell) + "=" + std::to_string(step.digit);
  std::map<int, std::vector<int>> cells_by_digit;
  for (const auto& [cell, digit] : step.deletions) cells_by_digit[digit].push_back(cell);
  std::string text;
  for (const auto& [digit, cells] : cells_by_digit) {
    if (!text.empty()) text += ", ";
    for (std::size_t i = 0; i < cells.size(); ++i) {
      if (i > 0) text += ',';
      text += cell_name(cells[i]);
    }
    text += "<>" + std::to_string(digit);
  }
  return text;
}

}  // namespace

RatingStatus append_hodoku_explanation(std::string& out, const Grid& puzzle, std::uint64_t line,
                                       bool json, const TimeBudget& budget) {
  const SolveResult counted = solve(puzzle, SolveOptions{.mode = SolveMode::count, .limit = 2});
  RatingStatus status = RatingStatus::rated;
  std::string conclusion;
  hodoku::HodokuRating rating;
  if (counted.status == SolveStatus::multiple) {
    status = RatingStatus::multiple;
    conclusion = "not rated: the puzzle has more than one solution";
  } else if (counted.status != SolveStatus::unique) {
    status = RatingStatus::unsolvable;
    conclusion = "not rated: the puzzle has no solution";
  } else {
    rating = hodoku::rate_hodoku(puzzle, true, &budget, &Memory::of_this_thread());
    const std::string steps =
        std::to_string(rating.path.size()) + (rating.path.size() == 1 ? " step" : " steps");
    if (rating.complete) {
      conclusion = "solved in " + steps + ": HoDoKu " +
                   std::string(hodoku::level_name(rating.level)) + ", score " +
                   std::to_string(rating.score);
    } else {
      status = RatingStatus::beyond;
      conclusion = "time budget reached after " + steps + " (score so far " +
                   std::to_string(rating.score) + ")";
    }
  }
  const auto& techniques = hodoku::techniques();
  if (json) {
    out += "{\"line\":";
    append_uint(out, line);
    out += ",\"puzzle\":\"";
    append_puzzle_line(out, puzzle, nullptr);
    out += "\",\"status\":\"" + std::string(to_string(status)) + "\"";
    if (status == RatingStatus::rated) {
      out += ",\"hodoku_level\":\"" + std::string(hodoku::level_name(rating.level)) + "\"";
      out += ",\"hodoku_score\":" + std::to_string(rating.score);
    }
    out += ",\"steps\":[";
  } else {
    out += line > 0 ? "# line " + std::to_string(line) + ": " : "# ";
    append_puzzle_line(out, puzzle, nullptr);
    out += '\n';
  }
  int total = 0;
  for (std::size_t i = 0; i < rating.path.size(); ++i) {
    const hodoku::Step& step = rating.path[i];
    const hodoku::TechniqueInfo& info = techniques[static_cast<std::size_t>(step.technique)];
    total += info.score;
    const std::string text = std::string(info.name) + ": " + step_effect(step);
    if (json) {
      if (i > 0) out += ',';
      out += "{\"technique\":";
      append_json(out, info.name);
      out += ",\"score\":" + std::to_string(info.score) + ",\"text\":";
      append_json(out, text);
      out += '}';
    } else {
      out += text + " (+" + std::to_string(info.score) + ", " + std::to_string(total) + ")\n";
    }
  }
  if (json) {
    out += "],\"conclusion\":";
    append_json(out, conclusion);
    out += "}\n";
  } else {
    out += conclusion + '\n';
  }
  return status;
}

}  // namespace nonet
