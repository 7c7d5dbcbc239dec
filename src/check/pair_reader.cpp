#include "check/pair_reader.hpp"

namespace nonet {

bool PairReader::open(const std::string& puzzles, const std::string& answers) {
  paths_ = {puzzles, answers};
  return puzzles_.open(puzzles) && answers_.open(answers);
}

std::string PairReader::error() const {
  return puzzles_.failed() ? puzzles_.error() : answers_.error();
}

std::uint64_t PairReader::raw_bytes_read() const {
  return puzzles_.raw_bytes_read() + answers_.raw_bytes_read();
}

std::uint64_t PairReader::total_bytes() const {
  const std::uint64_t puzzles = puzzles_.raw_size();
  const std::uint64_t answers = answers_.raw_size();
  return puzzles > 0 && answers > 0 ? puzzles + answers : 0;
}

bool PairReader::fill(Batch& batch, std::size_t max_pairs) {
  std::size_t pairs = 0;
  while (pairs < max_pairs && batch.text.size() < kBatchBytes) {
    std::string_view puzzle;
    std::string_view answer;
    std::uint64_t puzzle_line = 0;
    std::uint64_t answer_line = 0;
    bool puzzle_too_long = false;
    bool answer_too_long = false;
    const bool have_puzzle = !puzzles_done_ && puzzles_.next(puzzle, puzzle_line, puzzle_too_long);
    if (failed()) break;
    const bool have_answer = !answers_done_ && answers_.next(answer, answer_line, answer_too_long);
    if (failed()) break;
    puzzles_done_ = !have_puzzle;
    answers_done_ = !have_answer;
    if (!have_puzzle && !have_answer) break;
    if (have_puzzle != have_answer) {
      if (!mismatch_) {
        // The first record without a partner: say once which file ended, and where.
        const LineReader& shorter = have_puzzle ? answers_ : puzzles_;
        mismatch_.puzzles_longer = have_puzzle;
        mismatch_.shorter_last_line = shorter.lines();
        mismatch_.first_unpaired_line = have_puzzle ? puzzle_line : answer_line;
        missing_note_ = std::string(have_puzzle ? "no answer: " : "no puzzle: ") + shorter.name() +
                        " ends at line " + std::to_string(mismatch_.shorter_last_line);
      }
      ++mismatch_.unpaired;
    }
    const auto shape = [](bool too_long) {
      return too_long ? RecordShape::too_long : RecordShape::line;
    };
    if (have_puzzle) {
      batch.add_record(puzzle, 0, shape(puzzle_too_long), puzzle_line);
    } else {
      batch.add_record(missing_note_, 0, RecordShape::line, 0);
    }
    if (have_answer) {
      batch.add_record(answer, 1, shape(answer_too_long), answer_line);
    } else {
      batch.add_record(missing_note_, 1, RecordShape::line, 0);
    }
    ++pairs;
  }
  // Pairs read before an error still go out; the caller stops at failed().
  return pairs > 0;
}

}  // namespace nonet
