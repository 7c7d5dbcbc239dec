#include "check/stage.hpp"

#include "grid/text_lines.hpp"
#include "pipeline/batch_reader.hpp"
#include "pipeline/text_format.hpp"

namespace nonet {

namespace {

bool is_space(char c) {
  return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f';
}

std::size_t trimmed_size(std::string_view line) {
  std::size_t begin = 0;
  std::size_t end = line.size();
  while (begin < end && is_space(line[begin])) ++begin;
  while (end > begin && is_space(line[end - 1])) --end;
  return end - begin;
}

}  // namespace

CheckStage::CheckStage(const CheckJob& job)
    : options_(job.check),
      keep_columns_(job.pipeline.table.keep_columns),
      paired_files_(job.paired_files()),
      formatter_(job.format, paired_files_),
      too_long_note_("line longer than " + std::to_string(kMaxLineBytes) + " bytes"),
      puzzle_too_long_note_("puzzle: " + too_long_note_),
      answer_too_long_note_("answer: " + too_long_note_) {}

void CheckStage::emit(Batch& batch, const CheckedLine& line) const {
  count(batch, line);
  formatter_.append(batch.output, line);
}

void CheckStage::count(Batch& batch, const CheckedLine& line) {
  if (line.valid()) {
    ++batch.counts[kValidSlot];
  } else {
    ++batch.counts[kInvalidSlot];
    if (line.note.empty() && line.report->has(CheckReasonKind::not_unique)) {
      ++batch.counts[kNotUniqueSlot];
    }
  }
}

void CheckStage::process(Batch& batch) const {
  CheckReport report;  // on the stack: reused for every line of the batch
  if (paired_files_) {
    process_pairs(batch, report);
    return;
  }
  for (const Record& record : batch.records) {
    if (record.shape == RecordShape::header) {
      append_extended_header(batch.output, batch.text_of(record), record.delimiter,
                             CheckFormatter::kJoinedColumns);
      continue;
    }
    if (record.shape == RecordShape::block) {
      process_block(batch, record, report);
      continue;
    }
    CheckedLine line{.line = record.line, .report = &report};
    if (record.shape == RecordShape::too_long) {
      line.note = too_long_note_;
    } else if (record.shape == RecordShape::bad_row) {
      line.note = batch.extra_of(record);
    } else {
      check_line(batch.text_of(record), report, options_);
    }
    if (keep_columns_) {
      count(batch, line);
      const std::string_view row = record.shape == RecordShape::bad_row || record.extra_length == 0
                                       ? batch.text_of(record)
                                       : batch.extra_of(record);
      CheckFormatter::append_joined(batch.output, line, row,
                                    record.delimiter != 0 ? record.delimiter : ',');
    } else {
      emit(batch, line);
    }
  }
}

void CheckStage::process_pairs(Batch& batch, CheckReport& report) const {
  for (std::size_t i = 0; i + 1 < batch.records.size(); i += 2) {
    const Record& puzzle = batch.records[i];
    const Record& answer = batch.records[i + 1];
    CheckedLine line{.line = puzzle.line, .answer_line = answer.line, .report = &report};
    if (puzzle.line == 0) {
      line.note = batch.text_of(puzzle);
    } else if (answer.line == 0) {
      line.note = batch.text_of(answer);
    } else if (puzzle.shape == RecordShape::too_long) {
      line.note = puzzle_too_long_note_;
    } else if (answer.shape == RecordShape::too_long) {
      line.note = answer_too_long_note_;
    } else {
      check_pair(batch.text_of(puzzle), batch.text_of(answer), report, options_);
    }
    emit(batch, line);
  }
}

// BatchReader hands a small input with no puzzle line over as one block record. For check
// that is either one grid in a block form (9 rows, 81 integers, a matrix), or a few lines
// each of a whole grid or more that failed parse_line's clash check; those are checked
// line by line (their line numbers count from the first, as comment lines were dropped).
void CheckStage::process_block(Batch& batch, const Record& record, CheckReport& report) const {
  const std::string_view text = batch.text_of(record);
  int content_lines = 0;
  bool all_long = true;
  for_each_line(text, [&](std::string_view line) {
    const std::size_t size = trimmed_size(line);
    if (size == 0) return;
    ++content_lines;
    all_long = all_long && size >= kCells;
  });
  if (content_lines == 1 || (content_lines > 0 && all_long)) {
    std::uint64_t number = record.line;
    bool started = false;
    for_each_line(text, [&](std::string_view text_line) {
      if (!started && trimmed_size(text_line) == 0) return;
      if (started) ++number;
      started = true;
      if (is_blank_or_comment(text_line)) return;
      check_line(text_line, report, options_);
      emit(batch, CheckedLine{.line = number, .report = &report});
    });
    return;
  }
  const ParseResult parsed = parse_block(text);
  if (parsed.ok() || parsed.error.kind == ParseErrorKind::duplicate_given) {
    check_grid(parsed.grid, report);
  } else {
    report.clear();
    report.answer_error = parsed.error;
    report.add({.kind = CheckReasonKind::bad_answer});
  }
  emit(batch, CheckedLine{.line = record.line, .report = &report});
}

}  // namespace nonet
