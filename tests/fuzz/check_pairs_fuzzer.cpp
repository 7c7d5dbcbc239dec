// `nonet check`'s readers and stage: the bytes up to the first NUL are a puzzles file, the
// rest an answers file, read in step by the pair reader and checked; the whole input is
// also checked as a one-file input (`puzzle answer` lines, or grids).
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdlib>

#include "check/pair_reader.hpp"
#include "check/stage.hpp"
#include "memory_file.hpp"
#include "pipeline/batch_reader.hpp"

namespace {

void check_all(nonet::BatchSource& source, const nonet::CheckStage& stage) {
  nonet::Batch batch;
  for (int batches = 0; batches < 100000; ++batches) {
    batch.clear();
    if (!source.fill(batch, 64)) break;
    stage.process(batch);
    if (batch.output.empty()) std::abort();  // every line gets a verdict
  }
  if (source.failed() && source.error().empty()) std::abort();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::uint8_t* split = std::find(data, data + size, std::uint8_t{0});
  const nonet::fuzz::MemoryFile puzzles(data, static_cast<std::size_t>(split - data));
  const std::uint8_t* rest = split == data + size ? split : split + 1;
  const nonet::fuzz::MemoryFile answers(rest, static_cast<std::size_t>(data + size - rest));

  nonet::CheckJob paired;
  paired.puzzles = puzzles.path();
  paired.answers = answers.path();
  paired.format = nonet::CheckFormat::jsonl;
  const nonet::CheckStage paired_stage(paired);
  nonet::PairReader pairs;
  if (!pairs.open(paired.puzzles, paired.answers)) std::abort();
  check_all(pairs, paired_stage);

  const nonet::fuzz::MemoryFile whole(data, size);
  nonet::CheckJob single;
  single.format = nonet::CheckFormat::csv;
  const nonet::CheckStage single_stage(single);
  nonet::BatchReader lines({whole.path()});
  check_all(lines, single_stage);
  return 0;
}
