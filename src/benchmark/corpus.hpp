// BenchCorpus: one puzzle file held in memory for `nonet bench`, so that timing sees the
// solver only, never reading or parsing. Lines that are not puzzles are kept aside with
// their reasons: they are reported, never timed.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "nonet/grid.hpp"
#include "nonet/pipeline.hpp"

namespace nonet {

// How many invalid lines a corpus keeps with their reasons (the rest are only counted).
inline constexpr std::size_t kShownInvalidLines = 5;

struct InvalidLine {
  std::uint64_t line = 0;  // 1-based line number in the file
  std::string reason;      // "expected 81 cells, got 5"
};

struct BenchCorpus {
  std::string path;  // as given
  std::string name;  // the file name without its directories
  std::vector<Grid> puzzles;
  std::vector<std::uint64_t> lines;  // puzzles[i] is on line lines[i]
  std::uint64_t invalid = 0;
  std::vector<InvalidLine> first_invalid;  // at most kShownInvalidLines
};

// Reads every puzzle of `path` (plain, gzip or zstd; blank and `#` lines skipped; a
// delimited file's puzzle column as `table` says, as every streaming command reads it).
// False on an I/O error, with `error` saying what went wrong.
bool load_corpus(const std::string& path, BenchCorpus& corpus, std::string& error,
                 const TableOptions& table = {});

}  // namespace nonet
