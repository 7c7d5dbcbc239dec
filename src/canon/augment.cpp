// run_augment: each row written again under random group elements, its puzzle and its solution
// moved by the same one. Each copy's element comes from a key of (seed, input, line, copy)
// alone, so the output is the same at any thread count and under --shard.
#include <string>
#include <string_view>

#include "canon/row_fields.hpp"
#include "canon/stage.hpp"
#include "grid/cell_chars.hpp"
#include "nonet/random.hpp"
#include "pipeline/text_format.hpp"

namespace nonet {

std::uint64_t augment_key(std::uint64_t seed, std::uint32_t input, std::uint64_t line,
                          std::uint32_t copy) {
  return stream_seed(seed, line, std::uint64_t{input} << 32 | copy);
}

namespace {

using detail::cell_value;
using detail::kNotCell;

// Where the first run of exactly 81 cell characters (digits, `.`, `0`, ...) starts in `text`
// at or after `from`, with nothing but other characters on each side; npos when none.
// `full`: digits 1-9 only (a solution).
std::size_t find_grid(std::string_view text, std::size_t from, bool full) {
  std::size_t run = 0;
  for (std::size_t i = from; i <= text.size(); ++i) {
    const bool cell =
        i < text.size() && cell_value(text[i]) != kNotCell && (!full || cell_value(text[i]) != 0);
    if (cell) {
      ++run;
      continue;
    }
    if (run == kCells) return i - kCells;
    run = 0;
  }
  return std::string_view::npos;
}

constexpr std::array<char, 256> kIdentityImage = [] {
  std::array<char, 256> image{};
  for (int c = 0; c < 256; ++c) image[c] = static_cast<char>(c);
  return image;
}();

// A group element as a move of text: the source cell of each output cell, and each cell
// character's image (digits relabelled, empty marks as they were).
struct TextMove {
  std::array<std::uint8_t, kCells> source{};
  std::array<char, 256> image{};

  explicit TextMove(const Transform& transform) {
    for (int i = 0; i < 9; ++i) {
      for (int j = 0; j < 9; ++j) {
        const int r = transform.rows[i], c = transform.columns[j];
        source[9 * i + j] = static_cast<std::uint8_t>(transform.transpose ? 9 * c + r : 9 * r + c);
      }
    }
    image = kIdentityImage;
    for (int d = 1; d <= 9; ++d) image['0' + d] = static_cast<char>('0' + transform.digits[d]);
  }
  // The 81 cell characters at `cells`, moved.
  void append(std::string& out, std::string_view cells) const {
    char moved[kCells];
    for (int i = 0; i < kCells; ++i) {
      moved[i] = image[static_cast<unsigned char>(cells[source[i]])];
    }
    out.append(moved, kCells);
  }
};

std::string_view trimmed(std::string_view text) {
  while (!text.empty() && (text.front() == ' ' || text.front() == '\t')) text.remove_prefix(1);
  while (!text.empty() && (text.back() == ' ' || text.back() == '\t' || text.back() == '\r')) {
    text.remove_suffix(1);
  }
  return text;
}

const Transform kIdentity{};

// A record's 81 cells, as record_puzzle reads them but without its search for two equal givens
// in a house: the copies of such a puzzle have them too, so it is left to check and solve, and
// augment, which moves cells, spends a fifth less time a row.
bool puzzle_cells(const Batch& batch, const Record& record, Grid& puzzle, std::string& reason) {
  if (record.shape != RecordShape::line) return record_puzzle(batch, record, puzzle, reason);
  const ParseResult parsed = parse_line(batch.text_of(record), ClashCheck::skip);
  if (!parsed.ok()) {
    reason = parsed.error.message();
    return false;
  }
  puzzle = parsed.grid;
  return true;
}

}  // namespace

// A plain line: its puzzle and, when the line has one after it, its solution, moved; the rest
// of the line as it was. A block: its puzzle as a line.
void AugmentStage::append_line_copy(std::string& out, const Record& record, std::string_view text,
                                    const Grid& puzzle, const Transform& transform) const {
  const TextMove move(transform);
  const std::size_t at =
      record.shape == RecordShape::line ? find_grid(text, 0, false) : std::string_view::npos;
  if (at == std::string_view::npos) {
    Grid moved = apply(transform, puzzle);
    append_grid_line(out, moved);
  } else {
    out.append(text.substr(0, at));
    move.append(out, text.substr(at, kCells));
    std::size_t rest = at + kCells;
    const std::size_t solution = find_grid(text, rest, true);
    if (solution != std::string_view::npos) {
      out.append(text.substr(rest, solution - rest));
      move.append(out, text.substr(solution, kCells));
      rest = solution + kCells;
    }
    out.append(text.substr(rest));
  }
  if (job_.with_transform) {
    out.push_back(' ');
    out.append(to_string(transform));
  }
  out.push_back('\n');
}

// A delimited row: its puzzle field and solution field replaced by their moved cells, the
// other fields as they were.
void AugmentStage::append_row_copy(std::string& out, const Record& record, std::string_view row,
                                   const FieldSpans& spans, std::string_view puzzle,
                                   std::string_view solution, const Transform& transform) const {
  const TextMove move(transform);
  for (std::size_t i = 0; i < spans.size(); ++i) {
    if (i != 0) out.push_back(record.delimiter);
    if (i == record.puzzle_field) {
      move.append(out, puzzle);
    } else if (i == record.answer_field && !solution.empty()) {
      move.append(out, solution);
    } else {
      out.append(row.substr(spans[i].first, spans[i].second - spans[i].first));
    }
  }
  if (job_.with_transform) {
    out.push_back(record.delimiter);
    out.append(to_string(transform));
  }
  out.push_back('\n');
}

void AugmentStage::process(Batch& batch) const {
  Grid puzzle;
  std::string reason;
  FieldSpans spans;
  const std::uint32_t copies = job_.copies + (job_.with_original ? 1 : 0);
  for (const Record& record : batch.records) {
    if (record.shape == RecordShape::header) {
      // A file of one column is a file of lines: its transforms go after each line's words.
      const std::string_view header = batch.text_of(record);
      const bool columns = header.find(record.delimiter) != std::string_view::npos;
      append_extended_header(batch.output, header, record.delimiter,
                             job_.with_transform && columns ? ",transform" : "");
      continue;
    }
    const auto leave_out = [&](const std::string& why) {
      batch.warnings.push_back("line " + std::to_string(record.line) + ": " + why + " (left out)");
      ++batch.counts[kCanonInvalidSlot];
    };
    if (!puzzle_cells(batch, record, puzzle, reason)) {
      leave_out(reason);
      continue;
    }
    std::string_view text = batch.text_of(record);
    const bool row = record.delimiter != 0 && record.puzzle_field != kNoField &&
                     field_spans(batch.extra_of(record), record.delimiter, spans) > 1;
    std::string_view puzzle_text, solution_text;
    if (row) {
      // The record is the puzzle's field, then with a solution column ",SOLUTION"; the row
      // itself follows (the reader keeps it).
      const std::size_t comma =
          record.answer_field != kNoField ? text.find(',') : std::string_view::npos;
      puzzle_text = trimmed(text.substr(0, comma));
      if (comma != std::string_view::npos) solution_text = trimmed(text.substr(comma + 1));
      if (puzzle_text.size() != kCells) {
        leave_out("the puzzle's field holds more than its 81 cells");
        continue;
      }
      if (!solution_text.empty() &&
          (solution_text.size() != kCells || find_grid(solution_text, 0, false) != 0)) {
        leave_out("the solution in column " + std::to_string(record.answer_field + 1) +
                  " is not 81 cells");
        continue;
      }
      if (spans.size() <= std::max<std::size_t>(record.puzzle_field,
                                                solution_text.empty() ? 0 : record.answer_field)) {
        leave_out("a row shorter than its header");
        continue;
      }
    } else if (!text.empty() && text.back() == '\r') {
      text.remove_suffix(1);
    }
    for (std::uint32_t copy = 0; copy < copies; ++copy) {
      // The original first when asked; the random copies are numbered from 0 either way.
      const bool original = job_.with_original && copy == 0;
      const std::uint32_t number = job_.with_original ? copy - 1 : copy;
      const Transform transform =
          original ? kIdentity
                   : random_transform(augment_key(job_.seed, record.input, record.line, number));
      if (row) {
        append_row_copy(batch.output, record, batch.extra_of(record), spans, puzzle_text,
                        solution_text, transform);
      } else {
        append_line_copy(batch.output, record, text, puzzle, transform);
      }
    }
    batch.counts[kCanonDoneSlot] += copies;
  }
}

RunSummary run_augment(const AugmentJob& job) {
  AugmentJob reading = job;
  // The reader keeps each delimited row whole and finds its solution column, as check does.
  reading.pipeline.table.keep_columns = true;
  reading.pipeline.table.wants_answer = true;
  const AugmentStage stage(reading);
  return run_pipeline(reading.pipeline, stage);
}

}  // namespace nonet
