#include "cli/docs/manual_text.hpp"

#include <cstdint>
#include <cstdio>
#include <sstream>

namespace nonet::cli::docs {

namespace {

bool starts_with(const std::string& text, const std::string& prefix) {
  return text.rfind(prefix, 0) == 0;
}

std::string trimmed_left(const std::string& text) {
  const std::size_t start = text.find_first_not_of(" \t");
  return start == std::string::npos ? "" : text.substr(start);
}

// One UTF-8 sequence from text[i] on as \[uXXXX]; i moves past it. A byte that starts no valid
// sequence stands for itself as U+FFFD, the replacement character.
std::string unicode_escape(const std::string& text, std::size_t& i) {
  const auto byte = [&](std::size_t at) { return static_cast<unsigned char>(text[at]); };
  const unsigned char lead = byte(i);
  const int length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1;
  std::uint32_t code = length == 1 ? 0xFFFD : lead & (0x7F >> length);
  bool valid = length > 1 && i + length <= text.size();
  for (int k = 1; valid && k < length; ++k) {
    valid = (byte(i + k) & 0xC0) == 0x80;
    code = (code << 6) | (byte(i + k) & 0x3F);
  }
  if (!valid) code = 0xFFFD;
  i += valid ? length - 1 : 0;
  char escaped[16];
  std::snprintf(escaped, sizeof escaped, "\\[u%04X]", static_cast<unsigned>(code));
  return escaped;
}

// `markup`: backticks and asterisks change the font (no nesting: one ends the other's font),
// across line ends too, as a paragraph's lines are one text; off for examples, shown as typed.
std::string roff_text(const std::string& text, bool markup) {
  std::string out;
  bool code = false;
  bool strong = false;
  bool emphasis = false;
  bool line_start = true;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (line_start && (c == '.' || c == '\'')) out += "\\&";
    line_start = c == '\n';
    if (markup && c == '`') {
      out += code ? "\\fR" : "\\fB";
      code = !code;
    } else if (markup && !code && text.compare(i, 2, "**") == 0) {
      out += strong ? "\\fR" : "\\fB";
      strong = !strong;
      ++i;
    } else if (markup && !code && c == '*' &&
               (emphasis || (i + 1 < text.size() && text[i + 1] != ' '))) {
      out += emphasis ? "\\fR" : "\\fI";
      emphasis = !emphasis;
    } else if (c == '\\') {
      out += "\\e";
    } else if (c == '-') {
      out += "\\-";
    } else if (static_cast<unsigned char>(c) >= 0x80) {
      out += unicode_escape(text, i);
    } else {
      out += c;
    }
  }
  if (code || strong || emphasis) out += "\\fR";  // an unclosed mark ends with its line
  return out;
}

// The blocks of the subset, each turned into roff as soon as it ends.
class Converter {
 public:
  ManualText convert(const std::string& markdown) {
    std::vector<std::string> lines;
    std::istringstream in(markdown);
    for (std::string line; std::getline(in, line);) lines.push_back(line);
    for (std::size_t i = 0; i < lines.size(); ++i) {
      const std::string& line = lines[i];
      if (starts_with(line, "```")) {
        end_block();
        i = example(lines, i + 1);
      } else if (starts_with(line, "## ")) {
        end_block();
        text_.sections.push_back({line.substr(3), ""});
        section_start_ = true;
      } else if (starts_with(line, "### ")) {
        end_block();
        out() += ".SS " + roff_text(line.substr(4), false) + "\n";
        section_start_ = true;
      } else if (trimmed_left(line).empty()) {
        end_block();
      } else if (starts_with(line, "- ")) {
        end_block();
        start_block(".IP \\(bu 2\n");
        add_line(line.substr(2));
      } else if (i + 1 < lines.size() && starts_with(lines[i + 1], ": ") && line[0] != ' ') {
        end_block();
        start_block(".TP\n" + roff_text(line, true) + "\n");
        add_line(lines[++i].substr(2));
      } else {
        if (!open_) start_block(".PP\n");
        add_line(line);
      }
    }
    end_block();
    return text_;
  }

 private:
  std::string& out() {
    return text_.sections.empty() ? text_.description : text_.sections.back().roff;
  }

  void start_block(const std::string& macro) {
    // Right after a heading a paragraph needs no macro of its own.
    macro_ = section_start_ && macro == ".PP\n" ? "" : macro;
    open_ = true;
  }
  void add_line(const std::string& line) { block_ += trimmed_left(line) + "\n"; }
  void end_block() {
    if (!open_) return;
    out() += macro_ + roff_text(block_, true);
    block_.clear();
    open_ = false;
    section_start_ = false;
  }

  // The lines of a fenced example up to its closing fence; returns the fence's index.
  std::size_t example(const std::vector<std::string>& lines, std::size_t i) {
    std::string body = section_start_ ? "" : ".PP\n";
    body += ".RS 4\n.nf\n";
    for (; i < lines.size() && !starts_with(lines[i], "```"); ++i) {
      body += roff_text(lines[i], false) + "\n";
    }
    out() += body + ".fi\n.RE\n";
    section_start_ = false;
    return i;
  }

  ManualText text_;
  std::string macro_;  // the open block's macro line(s), in roff
  std::string block_;  // its text so far, as written
  bool open_ = false;
  bool section_start_ = false;
};

}  // namespace

std::string roff_inline(const std::string& text) {
  return roff_text(text, true);
}

ManualText manual_text(const std::string& markdown) {
  return Converter().convert(markdown);
}

}  // namespace nonet::cli::docs
