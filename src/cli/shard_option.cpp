#include "cli/shard_option.hpp"

#include <string>

#include "pipeline/shard.hpp"

namespace nonet::cli {

CLI::Option* add_shard_option(CLI::App& command, PipelineOptions& pipeline) {
  return command
      .add_option_function<std::string>(
          "--shard",
          [&pipeline](const std::string& text) {
            const std::optional<Shard> shard = parse_shard(text);
            if (!shard) {
              throw CLI::ValidationError("--shard",
                                         "must be I/N, whole numbers with 1 <= I <= N <= " +
                                             std::to_string(kMaxShards) + "; got '" + text + "'");
            }
            pipeline.shard = *shard;
          },
          "Read only the I-th of N line-aligned byte ranges of the input files (uncompressed "
          "files; a line belongs to the range where it starts; only shard 1 writes a header)")
      ->type_name("I/N");
}

}  // namespace nonet::cli
