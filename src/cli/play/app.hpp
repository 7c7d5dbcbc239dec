// `nonet play`: the menu and its four modes (play, enter a puzzle, check a grid, watch a
// puzzle solved step by step) on a full-screen terminal.
#pragma once

#include <cstdint>
#include <optional>

#include "nonet/generator.hpp"
#include "nonet/grid.hpp"

namespace nonet::play {

struct PlayOptions {
  std::optional<Grid> puzzle;  // played (and watched) instead of generated puzzles
  GenerateOptions generate;    // difficulty or rating band of generated puzzles
  std::uint64_t seed = 0;      // generated puzzle i of a session is output i of this seed
};

// Runs until the player quits; returns the exit code. Needs a terminal on stdin and stdout.
int run_play(const PlayOptions& options);

}  // namespace nonet::play
