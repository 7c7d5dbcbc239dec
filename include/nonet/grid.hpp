// Grid: a 9x9 Sudoku grid and its text forms.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>

namespace nonet {

inline constexpr int kCells = 81;

// Cells in row-major order (cell = 9 * row + column); 0 is empty, 1-9 a digit.
struct Grid {
  std::array<std::uint8_t, kCells> cells{};

  int clues() const;         // non-empty cells
  bool is_complete() const;  // no empty cell (says nothing about validity)
  // 81 characters, digits and `empty` for empty cells.
  std::string to_line(char empty = '.') const;
  void write_line(char* out, char empty = '.') const;  // writes exactly 81 chars, no NUL

  friend bool operator==(const Grid&, const Grid&) = default;
};

// Pencilmarks: the candidates left in each cell, bit d-1 for digit d (kAllCandidates: all
// nine). The 729-character form writes them cell by cell, nine characters a cell: digit d in
// the cell's d-th place while it is a candidate, an empty mark (. 0 ...) once it is not.
using Pencilmarks = std::array<std::uint16_t, kCells>;
inline constexpr std::uint16_t kAllCandidates = 0x1ff;
inline constexpr int kPencilmarkChars = 9 * kCells;

// The 729 characters of `pencilmarks` ('.' for a removed candidate).
std::string to_pencilmark_line(const Pencilmarks& pencilmarks);

enum class HouseKind : std::uint8_t { row, column, box };
std::string_view to_string(HouseKind house);

enum class ParseErrorKind : std::uint8_t {
  none,
  wrong_length,     // not 81 cells
  bad_character,    // a character that is neither a digit nor an empty-cell mark
  duplicate_given,  // two equal givens in one house
  misplaced_digit,  // pencilmarks: a digit outside its place in the cell's nine characters
  pencilmarks,      // a 729-character pencilmark line where only 81-cell puzzles are read
};

// Why a text is not a puzzle. A value, cheap to copy; message() formats it.
struct ParseError {
  ParseErrorKind kind = ParseErrorKind::none;
  int cells = 0;       // wrong_length: how many cells were found
  int column = 0;      // bad_character: 1-based column in the line
  char character = 0;  // bad_character
  int digit = 0;       // duplicate_given, misplaced_digit (the digit found)
  HouseKind house = HouseKind::row;
  int house_index = 0;  // duplicate_given: 1-based row, column or box
  int first_cell = -1;  // duplicate_given: the two clashing cells (0-80)
  int second_cell = -1;

  explicit operator bool() const { return kind != ParseErrorKind::none; }
  // "expected 81 cells, got 80", "bad character 'a' at column 7", "digit 5 twice in row 3"
  std::string message() const;
};

struct ParseResult {
  Grid grid;
  ParseError error;
  // A pencilmark line (read with LineForms::puzzle_or_pencilmarks): `grid` is empty and
  // `pencilmarks` holds the candidates, which are left unset otherwise.
  bool has_pencilmarks = false;
  Pencilmarks pencilmarks{};
  bool ok() const { return !error; }
};

// True for the characters that may stand for an empty cell: . 0 _ - * x ?
bool is_empty_mark(char c);

// One puzzle line: 81 cells (digits 1-9, empty marks), optionally surrounded by white
// space (CR included) and followed by a separator (white space, ':', ',', ';', '|') and
// anything else (tdoku's `puzzle:count:solution`, `puzzle,solution`, serate's `puzzle ED=..`).
// Givens are checked for clashes.
// ClashCheck::skip leaves out the clash test, for a caller that solves the grid anyway:
// both engines answer SolveStatus::invalid for clashing givens, and find_clash() then
// names the clash. (Solution enumeration reports no status: keep the check there.)
// LineForms::puzzle_or_pencilmarks also reads a 729-character pencilmark line (its first
// field: 729 digits and empty marks, each digit in its own place); a caller that reads
// puzzles only gets ParseErrorKind::pencilmarks for one.
enum class ClashCheck : std::uint8_t { check, skip };
enum class LineForms : std::uint8_t { puzzle, puzzle_or_pencilmarks };
ParseResult parse_line(std::string_view line, ClashCheck clash = ClashCheck::check,
                       LineForms forms = LineForms::puzzle);

// A whole text holding one puzzle in a block form: 9 lines of at least 9 characters (any
// character other than 1-9 is empty, the rest of a line is a comment), 81 whitespace-
// separated integers 0-9, or an Octave/MATLAB matrix `[ 0 7 2 ...; ... ]`.
ParseResult parse_block(std::string_view text);

// The first clash between two equal givens (rows, then columns, then boxes), or none.
ParseError find_clash(const Grid& grid);

}  // namespace nonet
