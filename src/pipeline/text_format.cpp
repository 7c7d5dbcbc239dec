#include "pipeline/text_format.hpp"

#include <charconv>

namespace nonet {

namespace {

bool is_printable(unsigned char c) {
  return c >= 0x20 && c < 0x7f;
}
bool is_space(char c) {
  return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\v' || c == '\f';
}

void append_escaped_byte(std::string& out, unsigned char c) {
  constexpr char kHex[] = "0123456789abcdef";
  const char escaped[4] = {'\\', 'x', kHex[c >> 4], kHex[c & 15]};
  out.append(escaped, 4);
}

}  // namespace

void append_uint(std::string& out, std::uint64_t value) {
  char digits[20];
  const auto result = std::to_chars(digits, digits + sizeof digits, value);
  out.append(digits, result.ptr);
}

void append_grid_line(std::string& out, const Grid& grid) {
  const std::size_t at = out.size();
  out.resize(at + kCells);
  grid.write_line(out.data() + at, '.');
}

void append_puzzle_line(std::string& out, const Grid& puzzle, const Pencilmarks* pencilmarks) {
  if (pencilmarks)
    out.append(to_pencilmark_line(*pencilmarks));
  else
    append_grid_line(out, puzzle);
}

void append_shown(std::string& out, std::string_view text, std::size_t max_chars) {
  std::size_t first = 0;
  std::size_t last = text.size();
  while (first < last && is_space(text[first])) ++first;
  while (last > first && is_space(text[last - 1])) --last;
  text = text.substr(first, last - first);
  const bool cut = text.size() > max_chars;
  if (cut) text = text.substr(0, max_chars);
  for (const char c : text) {
    const auto byte = static_cast<unsigned char>(c);
    if (is_printable(byte)) {
      out.push_back(c);
    } else if (c == '\n') {
      out.push_back(' ');  // a block record's rows, shown on one line
    } else {
      append_escaped_byte(out, byte);
    }
  }
  if (cut) out.append("...");
}

std::string printable(std::string_view text) {
  std::string out;
  for (const char c : text) {
    const auto byte = static_cast<unsigned char>(c);
    if (is_printable(byte)) {
      out.push_back(c);
    } else {
      append_escaped_byte(out, byte);
    }
  }
  return out;
}

void append_csv(std::string& out, std::string_view field) {
  if (field.find_first_of(",\"\r\n") == std::string_view::npos) {
    out.append(field);
    return;
  }
  out.push_back('"');
  for (const char c : field) {
    if (c == '"') out.push_back('"');
    out.push_back(c);
  }
  out.push_back('"');
}

void append_field(std::string& out, std::string_view field, char delimiter) {
  bool plain = true;
  for (const char c : field) {
    plain = plain && c != delimiter && c != '"' && c != '\r' && c != '\n';
  }
  if (plain) {
    out.append(field);
    return;
  }
  out.push_back('"');
  for (const char c : field) {
    if (c == '"') out.push_back('"');
    out.push_back(c);
  }
  out.push_back('"');
}

void append_extended_header(std::string& out, std::string_view header, char delimiter,
                            std::string_view names) {
  out.append(header);
  for (const char c : names) {
    out.push_back(c == ',' ? delimiter : c);
  }
  out.push_back('\n');
}

void append_json(std::string& out, std::string_view text) {
  out.push_back('"');
  for (const char c : text) {
    const auto byte = static_cast<unsigned char>(c);
    if (c == '"' || c == '\\') {
      out.push_back('\\');
      out.push_back(c);
    } else if (byte < 0x20) {
      constexpr char kHex[] = "0123456789abcdef";
      const char escaped[6] = {'\\', 'u', '0', '0', kHex[byte >> 4], kHex[byte & 15]};
      out.append(escaped, 6);
    } else {
      out.push_back(c);
    }
  }
  out.push_back('"');
}

}  // namespace nonet
