// A command's manual text beyond its options (cli/manual/COMMAND.md), written in a small subset
// of Markdown so that it reads as plain text on GitHub too, and turned into roff here:
//
//   text before the first "## "   more of the DESCRIPTION section
//   ## TITLE                      a section (.SH), TITLE as the page shows it
//   ### Title                     a subsection (.SS)
//   lines up to a blank line      a paragraph (.PP), filled
//   - item                        a bullet (.IP); lines indented by two spaces continue it
//   term                          a tagged paragraph (.TP): a line, then one that starts
//   : definition                  with ": "; indented lines continue the definition
//   ``` ... ```                   an example, shown as typed (.nf)
//   `code` **strong** *emphasis*  bold, bold, italics
//
// Nothing else is special: a table or a link would show as the characters typed.
#pragma once

#include <string>
#include <vector>

namespace nonet::cli::docs {

struct ManualSection {
  std::string title;  // "EXIT STATUS"
  std::string roff;   // the section's body, without its .SH line
};

struct ManualText {
  std::string description;  // roff paragraphs that continue DESCRIPTION; empty if none
  std::vector<ManualSection> sections;
};

ManualText manual_text(const std::string& markdown);

// Text as roff shows it, with `code` and **strong** in bold and *emphasis* in italics: backslashes
// escaped, hyphens as minus signs, characters outside ASCII as \[uXXXX] (so no page depends on the
// reader's locale), and no line starting with a control character.
std::string roff_inline(const std::string& text);

}  // namespace nonet::cli::docs
