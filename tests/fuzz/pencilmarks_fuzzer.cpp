// The pencilmark form of a puzzle line (729 characters, a cell's digit d in its d-th place
// while d is a candidate): the bytes are spread into a line that is mostly well-formed, so
// that the fuzzer reaches deep into that parser. A line read back parses to the same
// candidates, and where only puzzles are read the line is refused as pencilmarks. (Nothing
// is solved here: on some unsolvable positions with many candidates both engines search
// for minutes, which says nothing about the parser.)
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>

#include "nonet/grid.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  // Byte i of 729 comes from input byte i mod size: mostly its digit or an empty mark, now
  // and then any character (a misplaced digit, a letter, white space).
  std::string line(nonet::kPencilmarkChars, '.');
  for (std::size_t i = 0; i < line.size(); ++i) {
    const std::uint8_t byte = data[i % size];
    if (byte >= 0xF0) {
      line[i] = static_cast<char>(byte & 0x7F);
    } else if (byte & 1) {
      line[i] = static_cast<char>('1' + i % 9);
    } else if (byte & 2) {
      line[i] = '0';
    }
  }
  if (size > 2 && data[0] == 0xEE) line.append(" ED=9.0/1.2/1.2");  // text after the marks
  const nonet::ParseResult marks =
      nonet::parse_line(line, nonet::ClashCheck::check, nonet::LineForms::puzzle_or_pencilmarks);
  if (!marks.ok()) {
    if (marks.error.message().empty()) std::abort();
    return 0;
  }
  // A line whose first 81 characters are cells reads as a puzzle with text after it.
  if (!marks.has_pencilmarks) return 0;
  if (marks.grid.clues() != 0) std::abort();
  const std::string written = nonet::to_pencilmark_line(marks.pencilmarks);
  const nonet::ParseResult again =
      nonet::parse_line(written, nonet::ClashCheck::check, nonet::LineForms::puzzle_or_pencilmarks);
  if (!again.ok() || !again.has_pencilmarks || again.pencilmarks != marks.pencilmarks) std::abort();
  // Where only puzzles are read, the same line is refused with its own reason.
  if (nonet::parse_line(line).error.kind != nonet::ParseErrorKind::pencilmarks) std::abort();
  return 0;
}
