// Puzzles the neighbourhood search must not write: the table of their canonical forms (the
// seed and --exclude files that fill it are read in puzzle_files.cpp).
#include "canon/class_set.hpp"
#include "nonet/generator.hpp"

namespace nonet {

struct KnownPuzzles::Table {
  ClassSet forms{false};
};

KnownPuzzles::KnownPuzzles() : table_(std::make_unique<Table>()) {}
KnownPuzzles::~KnownPuzzles() = default;
KnownPuzzles::KnownPuzzles(KnownPuzzles&&) noexcept = default;
KnownPuzzles& KnownPuzzles::operator=(KnownPuzzles&&) noexcept = default;

void KnownPuzzles::add_form(const Grid& form) {
  table_->forms.insert(pack_form(form));
}

bool KnownPuzzles::contains_form(const Grid& form) const {
  return table_->forms.contains(pack_form(form));
}

std::uint64_t KnownPuzzles::size() const {
  return table_->forms.size();
}

}  // namespace nonet
