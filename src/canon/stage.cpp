#include "canon/stage.hpp"

#include "pipeline/text_format.hpp"

namespace nonet {

namespace {

void append_form_text(std::string& out, const Grid& grid) {
  char cells[kCells];
  grid.write_line(cells, '0');
  out.append(cells, kCells);
}

}  // namespace

std::string CanonStage::output_header() const {
  if (job_.format != CanonFormat::csv) return {};
  if (job_.apply) return "line,grid,error\n";
  std::string header = "line,form";
  if (job_.with_transform) header += ",transform";
  if (job_.automorphisms) header += ",automorphisms";
  return header + ",error\n";
}

void CanonStage::append_form(Batch& batch, const Record& record, const Grid& grid) const {
  std::string& out = batch.output;
  CanonicalForm form;
  if (job_.apply) {
    form.form = apply(*job_.apply, grid);
  } else {
    form = canonical_form(grid);
  }
  const bool transform = job_.with_transform && !job_.apply;
  const bool automorphisms = job_.automorphisms && !job_.apply;
  switch (job_.format) {
    case CanonFormat::line:
      append_form_text(out, form.form);
      if (transform) {
        out.push_back(' ');
        out.append(to_string(form.transform));
      }
      if (automorphisms) {
        out.push_back(' ');
        append_uint(out, form.automorphisms);
      }
      out.push_back('\n');
      break;
    case CanonFormat::csv:
      append_uint(out, record.line);
      out.push_back(',');
      append_form_text(out, form.form);
      if (transform) {
        out.push_back(',');
        out.append(to_string(form.transform));
      }
      if (automorphisms) {
        out.push_back(',');
        append_uint(out, form.automorphisms);
      }
      out.append(",\n");
      break;
    case CanonFormat::jsonl:
      out.append("{\"line\":");
      append_uint(out, record.line);
      out.append(job_.apply ? ",\"grid\":\"" : ",\"form\":\"");
      append_form_text(out, form.form);
      out.push_back('"');
      if (transform) {
        out.append(",\"transform\":\"");
        out.append(to_string(form.transform));
        out.push_back('"');
      }
      if (automorphisms) {
        out.append(",\"automorphisms\":");
        append_uint(out, form.automorphisms);
      }
      out.append("}\n");
      break;
  }
  ++batch.counts[kCanonDoneSlot];
}

void CanonStage::append_invalid(Batch& batch, const Record& record,
                                const std::string& reason) const {
  std::string& out = batch.output;
  const std::string_view text = batch.text_of(record);
  switch (job_.format) {
    case CanonFormat::line:
      append_shown(out, text, kShownTextChars);
      out.append(" invalid (line ");
      append_uint(out, record.line);
      out.append(": ");
      out.append(reason);
      out.append(")\n");
      break;
    case CanonFormat::csv: {
      append_uint(out, record.line);
      out.push_back(',');
      const int empty_columns =
          job_.apply ? 0 : (job_.with_transform ? 1 : 0) + (job_.automorphisms ? 1 : 0);
      out.append(static_cast<std::size_t>(empty_columns), ',');
      out.push_back(',');
      append_csv(out, reason);
      out.push_back('\n');
      break;
    }
    case CanonFormat::jsonl: {
      out.append("{\"line\":");
      append_uint(out, record.line);
      out.append(",\"input\":");
      std::string shown;
      append_shown(shown, text, kShownTextChars);
      append_json(out, shown);
      out.append(",\"status\":\"invalid\",\"error\":");
      append_json(out, reason);
      out.append("}\n");
      break;
    }
  }
  ++batch.counts[kCanonInvalidSlot];
}

void CanonStage::process(Batch& batch) const {
  Grid grid;
  std::string reason;
  for (const Record& record : batch.records) {
    if (record_puzzle(batch, record, grid, reason)) {
      append_form(batch, record, grid);
    } else {
      append_invalid(batch, record, reason);
    }
  }
}

}  // namespace nonet
