// --shard I/N for the commands that read puzzle lines (solve, rate, check, canon, augment): the run
// reads only the I-th of N line-aligned byte ranges of its inputs, so any scheduler can split a
// run.
#pragma once

#include <CLI/CLI.hpp>

#include "nonet/pipeline.hpp"

namespace nonet::cli {

CLI::Option* add_shard_option(CLI::App& command, PipelineOptions& pipeline);

}  // namespace nonet::cli
