#include "check/format.hpp"

#include "pipeline/text_format.hpp"

namespace nonet {

namespace {

// Calls `f(text)` for each reason of `line`, in order.
template <typename F>
void for_each_reason(const CheckedLine& line, F&& f) {
  if (!line.note.empty()) {
    f(line.note);
    return;
  }
  thread_local std::string text;  // keeps its capacity: reasons are short
  for (const CheckReason& reason : line.report->reasons()) {
    text.clear();
    append_reason(text, *line.report, reason);
    f(std::string_view(text));
  }
}

void append_reasons_joined(std::string& out, const CheckedLine& line) {
  bool first = true;
  for_each_reason(line, [&](std::string_view reason) {
    if (!first) out.append("; ");
    first = false;
    out.append(reason);
  });
}

void append_line_number(std::string& out, std::uint64_t line) {
  if (line > 0) append_uint(out, line);
}

}  // namespace

std::string CheckFormatter::header() const {
  if (format_ != CheckFormat::csv) return {};
  return paired_files_ ? "puzzle_line,answer_line,status,reasons\n" : "line,status,reasons\n";
}

void CheckFormatter::append(std::string& out, const CheckedLine& line) const {
  switch (format_) {
    case CheckFormat::text:
      append_text(out, line);
      break;
    case CheckFormat::csv:
      append_csv_row(out, line);
      break;
    case CheckFormat::jsonl:
      append_jsonl(out, line);
      break;
  }
}

// "valid", or "invalid (line 3): reason; reason".
void CheckFormatter::append_text(std::string& out, const CheckedLine& line) const {
  if (line.valid()) {
    out.append("valid\n");
    return;
  }
  out.append("invalid (");
  if (!paired_files_) {
    out.append("line ");
    append_uint(out, line.line);
  } else {
    if (line.line > 0) {
      out.append("puzzle line ");
      append_uint(out, line.line);
    }
    if (line.line > 0 && line.answer_line > 0) out.append(", ");
    if (line.answer_line > 0) {
      out.append("answer line ");
      append_uint(out, line.answer_line);
    }
  }
  out.append("): ");
  append_reasons_joined(out, line);
  out.push_back('\n');
}

void CheckFormatter::append_joined(std::string& out, const CheckedLine& line, std::string_view row,
                                   char delimiter) {
  out.append(row);
  out.push_back(delimiter);
  if (line.valid()) {
    out.append("valid");
    out.push_back(delimiter);
    out.push_back('\n');
    return;
  }
  out.append("invalid");
  out.push_back(delimiter);
  thread_local std::string reasons;
  reasons.clear();
  append_reasons_joined(reasons, line);
  append_field(out, reasons, delimiter);
  out.push_back('\n');
}

void CheckFormatter::append_csv_row(std::string& out, const CheckedLine& line) const {
  append_line_number(out, line.line);
  if (paired_files_) {
    out.push_back(',');
    append_line_number(out, line.answer_line);
  }
  if (line.valid()) {
    out.append(",valid,\n");
    return;
  }
  out.append(",invalid,");
  thread_local std::string reasons;
  reasons.clear();
  append_reasons_joined(reasons, line);
  append_csv(out, reasons);
  out.push_back('\n');
}

void CheckFormatter::append_jsonl(std::string& out, const CheckedLine& line) const {
  const auto number = [&](std::uint64_t value) {
    if (value > 0) {
      append_uint(out, value);
    } else {
      out.append("null");
    }
  };
  if (paired_files_) {
    out.append("{\"puzzle_line\":");
    number(line.line);
    out.append(",\"answer_line\":");
    number(line.answer_line);
  } else {
    out.append("{\"line\":");
    number(line.line);
  }
  if (line.valid()) {
    out.append(",\"status\":\"valid\",\"reasons\":[]}\n");
    return;
  }
  out.append(",\"status\":\"invalid\",\"reasons\":[");
  bool first = true;
  for_each_reason(line, [&](std::string_view reason) {
    if (!first) out.push_back(',');
    first = false;
    append_json(out, reason);
  });
  out.append("]}\n");
}

}  // namespace nonet
