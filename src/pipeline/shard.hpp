// Shards: `--shard I/N` splits the inputs (taken together, as one run reads them) into N
// byte ranges of equal size, and a run reads only the lines of range I. A line belongs to the
// range where its first byte lies, so the N runs read every line exactly once and their
// outputs, joined in order, are the output of one whole run. Only regular, uncompressed files
// can be split this way: a range must be found by seeking, not by reading what comes before.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "nonet/pipeline.hpp"

namespace nonet {

// One input's part of a shard: the bytes [begin, end) of `path`, both at line starts, and
// the 1-based number of the line before `begin` (so record line numbers match a whole run).
struct ShardRange {
  std::string path;
  std::uint32_t input = 0;  // index in the run's input list
  std::uint64_t begin = 0;
  std::uint64_t end = 0;
  std::uint64_t lines_before = 0;
  bool whole_file = false;  // the range is the whole file (block forms may be read)
};

// The most shards a run may be split into (Shard holds 32-bit numbers).
inline constexpr std::uint32_t kMaxShards = UINT32_MAX;

// "I/N" with 1 <= I <= N <= kMaxShards: the shard, or nullopt.
std::optional<Shard> parse_shard(std::string_view text);

// The ranges of `shard` over `inputs`, in input order (inputs with nothing in this shard are
// left out). False with `error` set for standard input, an unreadable or compressed input.
bool plan_shard(const std::vector<std::string>& inputs, Shard shard,
                std::vector<ShardRange>& ranges, std::string& error);

}  // namespace nonet
