// `nonet canon` and `nonet dedup` as library calls: canonical forms of a stream of puzzle lines
// on the ordered pipeline, and deduplication up to the group (see nonet/canon.hpp).
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "nonet/canon.hpp"
#include "nonet/pipeline.hpp"

namespace nonet {

enum class CanonFormat : std::uint8_t { line, csv, jsonl };

struct CanonJob {
  PipelineOptions pipeline;
  CanonFormat format = CanonFormat::line;
  bool with_transform = false;          // the transform mapping each input onto its form
  bool automorphisms = false;           // the size of each input's stabiliser
  std::optional<Transform> apply;       // replay this transform instead of canonicalising
};

// Counts in RunSummary::counts: [0] lines with a form, [1] invalid lines.
inline constexpr int kCanonDoneSlot = 0;
inline constexpr int kCanonInvalidSlot = 1;

RunSummary run_canon(const CanonJob& job);

struct DedupJob {
  PipelineOptions pipeline;
  bool counts = false;            // each class's form and how many lines it had, at the end
  bool forms = false;             // write the minlex form rather than the first line as given
  std::uint64_t max_memory = 0;   // bytes for the class table; 0: no limit
};

// Bytes the class table holds per distinct class (keys, slots at their worst load, and the
// count when asked for): what --max-memory is measured against.
std::uint64_t dedup_bytes_per_class(bool counts);
// The class table's size before its first class (its first chunk of keys and its index):
// the smallest --max-memory that holds anything.
std::uint64_t dedup_smallest_table_bytes(bool counts);

struct DedupSummary {
  RunSummary run;
  std::uint64_t lines = 0;    // valid lines read
  std::uint64_t classes = 0;  // distinct classes among them
  std::uint64_t invalid = 0;  // lines that are not puzzles (warned about, not written)
  std::uint64_t table_bytes = 0;
  bool memory_exceeded = false;  // stopped at --max-memory
};

DedupSummary run_dedup(const DedupJob& job);

}  // namespace nonet
