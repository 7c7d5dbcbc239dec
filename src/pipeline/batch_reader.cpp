#include "pipeline/batch_reader.hpp"

#include <unistd.h>

#include <algorithm>
#include <utility>

#include "nonet/grid.hpp"

namespace nonet {

namespace {

bool is_space(char c) {
  return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f';
}

bool is_comment(std::string_view line) {
  for (const char c : line) {
    if (!is_space(c)) return c == '#';
  }
  return false;
}

}  // namespace

bool is_blank_or_comment(std::string_view line) {
  for (const char c : line) {
    if (!is_space(c)) return c == '#';
  }
  return true;
}

bool record_puzzle(const Batch& batch, const Record& record, Grid& puzzle, std::string& reason) {
  if (record.shape == RecordShape::too_long) {
    reason = "line longer than " + std::to_string(kMaxLineBytes) + " bytes";
    return false;
  }
  if (record.shape == RecordShape::bad_row) {
    reason = std::string(batch.extra_of(record));
    return false;
  }
  const std::string_view text = batch.text_of(record);
  const ParseResult parsed =
      record.shape == RecordShape::block ? parse_block(text) : parse_line(text);
  if (!parsed.ok()) {
    reason = parsed.error.message();
    return false;
  }
  puzzle = parsed.grid;
  return true;
}

BatchReader::BatchReader(std::vector<std::string> inputs, std::uint64_t total_bytes,
                         TableOptions table, std::vector<int> opened)
    : inputs_(std::move(inputs)),
      opened_(std::move(opened)),
      total_bytes_(total_bytes),
      table_options_(std::move(table)) {
  if (inputs_.empty()) inputs_.push_back("-");
  opened_.resize(inputs_.size(), -1);
}

BatchReader::BatchReader(std::vector<ShardRange> ranges, TableOptions table)
    : ranges_(std::move(ranges)),
      sharded_(true),
      total_bytes_(0),
      table_options_(std::move(table)) {
  for (const ShardRange& range : ranges_) total_bytes_ += range.end - range.begin;
}

BatchReader::~BatchReader() {
  for (const int fd : opened_) {
    if (fd >= 0) ::close(fd);
  }
}

std::uint64_t BatchReader::raw_bytes_read() const {
  return closed_raw_bytes_ + (source_ ? source_->raw_bytes_read() : 0);
}

bool BatchReader::open_next() {
  if (source_) closed_raw_bytes_ += source_->raw_bytes_read();
  source_.reset();
  line_number_ = 0;
  bool may_be_block = true;
  bool starts_file = true;
  if (sharded_) {
    if (next_input_ == ranges_.size()) return false;
    const ShardRange& range = ranges_[next_input_++];
    input_index_ = range.input;
    source_ = InputSource::open_range(range.path, range.begin, range.end, error_);
    line_number_ = range.lines_before;
    // A block form is a whole file: read as one only where the shard holds all of it.
    may_be_block = range.whole_file;
    starts_file = range.begin == 0;
  } else {
    if (next_input_ == inputs_.size()) return false;
    input_index_ = static_cast<std::uint32_t>(next_input_);
    const int fd = std::exchange(opened_[next_input_], -1);
    const std::string& path = inputs_[next_input_++];
    source_ = fd >= 0 ? InputSource::adopt(fd, path, error_) : InputSource::open(path, error_);
  }
  if (!source_) return false;
  // Read the beginning: enough to skip a byte-order mark and to tell a small block input.
  if (!lines_.start(source_.get(), kBlockProbeBytes)) {
    error_ = lines_.error();
    return false;
  }
  if (starts_file) {
    if (!detect_table(lines_.buffered())) return false;
  } else {
    // The header (or the first rows that tell the layout) lies in an earlier shard.
    if (!detect_table_from_start(ranges_[next_input_ - 1].path)) return false;
    header_pending_ = false;
  }
  if (may_be_block && !layout_.is_table() && lines_.at_end_of_input()) probe_block();
  return true;
}

// The layout of this input, from its first two record lines in `text` (its beginning).
bool BatchReader::detect_table(std::string_view text) {
  std::string_view first;
  std::string_view second;
  int found = 0;
  for (std::size_t at = 0; at < text.size() && found < 2;) {
    std::size_t newline = text.find('\n', at);
    if (newline == std::string_view::npos) newline = text.size();
    const std::string_view line = text.substr(at, newline - at);
    at = newline + 1;
    if (is_blank_or_comment(line)) continue;
    (found++ == 0 ? first : second) = line;
  }
  std::string error;
  if (!detect_layout(first, second, table_options_, layout_, error)) {
    error_ = source_->name() + ": " + error;
    return false;
  }
  header_pending_ = layout_.header;
  return true;
}

// A shard's range inside a file: the layout comes from the file's own beginning, read
// separately, so that every shard reads the file as a whole run does.
bool BatchReader::detect_table_from_start(const std::string& path) {
  std::unique_ptr<InputSource> start = InputSource::open(path, error_);
  if (!start) return false;
  LineBuffer head;
  if (!head.start(start.get(), kBlockProbeBytes)) {
    error_ = head.error();
    return false;
  }
  return detect_table(head.buffered());
}

// One delimited row: its puzzle's field (with check's answer after a comma), the whole
// row after it with --keep-columns; a row without the field is a bad_row with the reason.
void BatchReader::add_row(Batch& batch, std::string_view row, std::uint64_t line_number) {
  row = without_cr(row);
  const char delimiter = layout_.delimiter;
  const std::string_view kept = table_options_.keep_columns ? row : std::string_view();
  if (header_pending_) {
    header_pending_ = false;
    if (table_options_.keep_columns) {
      batch.add_record(row, input_index_, RecordShape::header, line_number, {}, delimiter);
    }
    return;
  }
  std::string_view field;
  std::size_t fields = 0;
  FieldStatus status = row_field(row, delimiter, layout_.column, field, field_scratch_, fields);
  if (status != FieldStatus::ok) {
    const std::string reason = row_error_text(status, fields, layout_.column, layout_.column_name);
    batch.add_record(row, input_index_, RecordShape::bad_row, line_number, reason, delimiter);
    return;
  }
  if (layout_.answer != kNoColumn) {
    std::string_view answer;
    status = row_field(row, delimiter, layout_.answer, answer, answer_scratch_, fields);
    if (status != FieldStatus::ok) {
      const std::string reason =
          row_error_text(status, fields, layout_.answer, layout_.answer_name);
      batch.add_record(row, input_index_, RecordShape::bad_row, line_number, reason, delimiter);
      return;
    }
    // Without this, `puzzle,` would be checked as a grid on its own: the puzzle's empty
    // cells would be reported instead of the missing answer.
    if (answer.find_first_not_of(" \t") == std::string_view::npos) {
      std::string reason = "empty answer in column " + std::to_string(layout_.answer + 1);
      if (!layout_.answer_name.starts_with("column ")) reason += " (" + layout_.answer_name + ")";
      batch.add_record(row, input_index_, RecordShape::bad_row, line_number, reason, delimiter);
      return;
    }
    pair_text_.assign(field);
    pair_text_.push_back(',');
    pair_text_.append(answer);
    field = pair_text_;
  }
  batch.add_record(field, input_index_, RecordShape::line, line_number, kept, delimiter);
  const auto field_number = [](std::size_t index) {
    return index < kNoField ? static_cast<std::uint16_t>(index) : kNoField;
  };
  batch.records.back().puzzle_field = field_number(layout_.column);
  batch.records.back().answer_field = field_number(layout_.answer);
}

// `head` (a too long row's first bytes) with a quote appended when it leaves one open.
std::string_view BatchReader::with_quotes_closed(std::string_view head) {
  if (std::count(head.begin(), head.end(), '"') % 2 == 0) return head;
  field_scratch_.assign(head);
  field_scratch_.push_back('"');
  return field_scratch_;
}

// A whole input of at most kBlockProbeBytes with no valid puzzle line is one puzzle when
// parse_block reads 81 cells from it (a clash still makes it one, invalid, puzzle).
void BatchReader::probe_block() {
  const std::string_view text = lines_.buffered();
  if (text.size() > kBlockProbeBytes) return;
  block_text_.clear();
  std::uint64_t first_line = 0;
  std::uint64_t line_number = 0;
  for (std::size_t at = 0; at < text.size();) {
    std::size_t newline = text.find('\n', at);
    if (newline == std::string_view::npos) newline = text.size();
    const std::string_view line = text.substr(at, newline - at);
    at = newline + 1;
    ++line_number;
    if (parse_line(line, ClashCheck::check, LineForms::puzzle_or_pencilmarks).ok()) return;
    if (is_blank_or_comment(line)) {
      if (is_comment(line)) continue;  // `#` lines would read as block rows of empty cells
    } else if (first_line == 0) {
      first_line = line_number;
    }
    block_text_.append(line);
    block_text_.push_back('\n');
  }
  if (first_line == 0) return;
  const ParseResult block = parse_block(block_text_);
  if (block.ok() || block.error.kind == ParseErrorKind::duplicate_given) {
    block_pending_ = true;
    block_line_ = first_line;
    lines_.drop_buffered();
  }
}

bool BatchReader::fill(Batch& batch, std::size_t max_lines) {
  max_lines = std::max<std::size_t>(max_lines, 1);
  while (batch.records.size() < max_lines && batch.text.size() < kBatchBytes) {
    if (!source_) {
      if (!open_next()) break;
      continue;
    }
    if (block_pending_) {
      block_pending_ = false;
      batch.add_record(block_text_, input_index_, RecordShape::block, block_line_);
      continue;
    }
    std::string_view line;
    bool too_long = false;
    if (!lines_.next_line(line, too_long, layout_.is_table())) {
      error_ = lines_.error();
      if (failed()) break;
      open_next();
      if (failed()) break;
      continue;
    }
    ++line_number_;
    // A row whose quoted field spans lines counts as its first line; the next record gets
    // its own line number.
    const std::uint64_t first_line = line_number_;
    line_number_ += lines_.line_breaks_inside();
    if (is_blank_or_comment(line)) continue;
    if (too_long) {
      header_pending_ = false;  // a header this long is not one: a record like any other
      // Kept with its quotes closed, so that --keep-columns still writes well-formed rows.
      const std::string_view head = layout_.is_table() ? with_quotes_closed(line) : line;
      batch.add_record(head, input_index_, RecordShape::too_long, first_line);
    } else if (layout_.is_table()) {
      add_row(batch, line, first_line);
    } else {
      batch.add_record(line, input_index_, RecordShape::line, first_line);
    }
  }
  // Records read before an error still go out; the caller stops at failed().
  return !batch.records.empty();
}

}  // namespace nonet
