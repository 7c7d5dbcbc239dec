// `nonet canon` and `nonet dedup` as library calls: canonical forms of a stream of puzzle lines
// on the ordered pipeline, and deduplication up to the group (see nonet/canon.hpp).
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "nonet/canon.hpp"
#include "nonet/pipeline.hpp"

namespace nonet {

enum class CanonFormat : std::uint8_t { line, csv, jsonl };

struct CanonJob {
  PipelineOptions pipeline;
  CanonFormat format = CanonFormat::line;
  bool with_transform = false;     // the transform mapping each input onto its form
  bool automorphisms = false;      // the size of each input's stabiliser
  std::optional<Transform> apply;  // replay this transform instead of canonicalising
};

// Counts in RunSummary::counts: [0] lines with a form, [1] invalid lines.
inline constexpr int kCanonDoneSlot = 0;
inline constexpr int kCanonInvalidSlot = 1;

RunSummary run_canon(const CanonJob& job);

struct DedupJob {
  PipelineOptions pipeline;
  bool counts = false;           // each class's form and how many lines it had, at the end
  bool forms = false;            // write the minlex form rather than the first line as given
  std::uint64_t max_memory = 0;  // bytes for the class table; 0: no limit
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

// `nonet augment`: random symmetric copies of each row, the puzzle and its solution moved by
// the same group element (random_transform), the row's other fields kept.
struct AugmentJob {
  PipelineOptions pipeline;  // table.answer_column: the solution's column when named
  std::uint32_t copies = 1;  // per input row
  std::uint64_t seed = 0;
  bool with_original = false;   // the row itself first, then its copies
  bool with_transform = false;  // a last field (line: word) with each copy's transform
};

// Counts in RunSummary::counts: [kCanonDoneSlot] rows written, [kCanonInvalidSlot] rows left
// out (not a puzzle, or a solution that is not 81 cells).
RunSummary run_augment(const AugmentJob& job);

// The key of copy `copy` of the row at `line` of input `input` under `seed`: what makes a run
// reproducible whatever its thread count or shard.
std::uint64_t augment_key(std::uint64_t seed, std::uint32_t input, std::uint64_t line,
                          std::uint32_t copy);

// `nonet split`: a file's rows into parts (train, test, ...) by class, every class whole in
// one part, each part's share of the rows as asked to within one class, and with a column to
// stratify by, of each band's rows too.
struct SplitPart {
  std::string name;
  double weight = 0;  // shares are the weights over their sum
};

struct SplitJob {
  PipelineOptions pipeline;  // inputs: the one file (read twice); output unused
  std::vector<SplitPart> parts;
  std::vector<std::string> paths;  // where each part goes
  std::uint64_t seed = 0;
  std::string stratify;       // a column, by header name or number from 1; empty: none
  std::vector<double> bands;  // edges of numeric bands of that column; empty: each value a band
};

struct SplitSummary {
  RunSummary run;
  std::uint64_t rows = 0;     // puzzle rows read
  std::uint64_t invalid = 0;  // rows that are not puzzles (warned about, left out)
  std::uint64_t classes = 0;
  std::vector<std::uint64_t> part_rows, part_classes;
  // With --stratify: each band's name and its rows in each part.
  struct Band {
    std::string name;
    std::vector<std::uint64_t> part_rows;
  };
  std::vector<Band> bands;
};

SplitSummary run_split(const SplitJob& job);

// split's rule, for rows already numbered by class (what run_split does between its passes, and
// what nonet.split does on arrays): the part of each class, given each class's rows and band
// (numbered from 0) and the parts' weights. Per band, the band's classes in an order drawn from
// `seed`, each to the part whose rows fall furthest below its share of the rows placed so far.
std::vector<std::uint32_t> split_classes(std::span<const std::uint64_t> class_rows,
                                         std::span<const std::uint32_t> class_band,
                                         std::span<const double> weights, std::uint64_t seed);

// `nonet overlap`: the classes that several inputs share (a test set's leak into a training
// set), and the lines of each input that repeat a class of its own.
struct OverlapJob {
  PipelineOptions pipeline;  // inputs: the files compared, in order
  bool within = false;       // list and fail on repeats inside one input too
};

struct OverlapInput {
  std::string path;
  std::uint64_t lines = 0;           // puzzle lines read
  std::uint64_t invalid = 0;         // lines that are not puzzles (warned about, left out)
  std::uint64_t classes = 0;         // distinct classes among its lines
  std::uint64_t distinct_lines = 0;  // distinct puzzles as written (exact repeats left out)
  std::uint64_t shared_classes = 0;  // classes that another input has too
  std::uint64_t shared_lines = 0;    // its lines in those classes
};

struct OverlapSummary {
  RunSummary run;
  std::vector<OverlapInput> inputs;
  std::uint64_t shared_classes = 0;  // classes found in two inputs or more
  // For each pair of inputs (first < second) that share classes: how many.
  struct Pair {
    std::uint32_t first, second;
    std::uint64_t classes;
  };
  std::vector<Pair> pairs;
  std::uint64_t listed_classes = 0;  // classes whose lines the report lists
  std::uint64_t listed_lines = 0;
};

// Writes the listed lines to the job's output as CSV (class,file,line,form), grouped by class
// in order of first appearance, once every input is read.
OverlapSummary run_overlap(const OverlapJob& job);

// A puzzle row of overlap's inputs: its class (numbered from 0 in order of first appearance),
// its input and its line.
struct OverlapRow {
  std::uint32_t class_index;
  std::uint32_t input;
  std::uint64_t line;
};

// overlap's rule, for rows already numbered by class (what run_overlap does once it has read,
// and what nonet.overlap does on arrays). `rows` come input after input; summary.inputs is
// sized by the caller, with lines, invalid and distinct_lines filled. Fills the rest of the
// summary and returns the listed rows (classes in two inputs or more, and with `within` those
// an input repeats): grouped by class in order of first appearance, each class's in order.
std::vector<OverlapRow> list_overlap(std::span<const OverlapRow> rows, std::uint64_t classes,
                                     bool within, OverlapSummary& summary);

}  // namespace nonet
