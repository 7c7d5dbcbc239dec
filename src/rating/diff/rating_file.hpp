// Rating files as `nonet rate` writes them (CSV with a `line,...` header, or JSON lines),
// read back row by row for `nonet diff`.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace nonet {

class LineReader;

// The fields of a rating record that diff compares.
struct RatingRow {
  std::uint64_t line = 0;
  std::string puzzle;
  std::string status;
  int se_rating = -1;  // tenths; -1 when the record has none
  int se_at_least = -1;
  std::string qqwing_class;
  std::string hodoku_level;  // empty when the record has none
  int hodoku_score = -1;
  int hodoku_at_least = -1;  // HoDoKu's lower bound when its path ran out of time
};

// Reads a rating file ("-": standard input; .gz/.zst decoded) row by row, holding one line
// at a time. Lines end at LF, CRLF or CR; blank and `#` lines are skipped, but for the grader
// line that `rate --record-grader` writes first (kGraderComment, or a {"grader": ...} record
// in JSON lines), which grader() returns.
class RatingFileReader {
 public:
  RatingFileReader();
  ~RatingFileReader();
  bool open(const std::string& path);  // false: error(), an I/O error
  // The next row; false at the end or on an error (then failed()).
  bool next(RatingRow& row);
  bool failed() const { return !error_.empty(); }
  const std::string& error() const { return error_; }
  // "nonet 0.2.0 (a1b2c3d, portable)" when the file records it (read so far), else empty.
  const std::string& grader() const { return grader_; }
  // The file carries HoDoKu's scale (`rate --scales ...,hodoku`): a CSV header with its
  // columns, or a JSON row (read so far) with its keys.
  bool has_hodoku() const { return has_hodoku_; }
  // The version of Sudoku Explainer's scale the file is on ("1.18.1", "1.2.1"): its
  // kSeVersionComment line, or its JSON records' "se_version", else the default's name.
  std::string se_version() const;
  // The error is the file's (unreadable), not its content's (not a rating file).
  bool io_error() const { return io_error_; }

 private:
  bool fail(std::string message, bool io_error);

  std::unique_ptr<LineReader> lines_;
  std::string name_;
  bool started_ = false;  // the first line (a CSV header or a JSON row) was read
  bool csv_ = false;
  char delimiter_ = ',';        // `rate --keep-columns` keeps its input's delimiter
  std::uint64_t data_rows_ = 0;  // rows read: the line number of a file without a line column
  std::map<std::string, std::size_t> columns_;
  std::string error_;
  bool io_error_ = false;
  std::string grader_;
  std::string se_version_;
  bool has_hodoku_ = false;
};

// Every row of a rating file at once (for tests and small files). False on failure: `io_error`
// tells an unreadable file from one that is not a rating file; `error` says what is wrong.
bool read_ratings(const std::string& path, std::vector<RatingRow>& rows, std::string& error,
                  bool& io_error);

}  // namespace nonet
