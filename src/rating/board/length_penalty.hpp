// Sudoku Explainer's length penalty for a chain of `complexity` candidates, in tenths: +1
// each time the chain length passes 4, 6, 8, 12, 16, 24, 32, ... (x3/2 and x4/3 in turn).
// Shared by the ladder's chains and cycles and the chain engine's forcing chains.
#pragma once

namespace nonet {

constexpr int chain_length_penalty(int complexity) {
  int added = 0;
  int ceil = 4;
  bool odd = false;
  for (int length = complexity - 2; length > ceil;) {
    ++added;
    ceil = odd ? (ceil * 4) / 3 : (ceil * 3) / 2;
    odd = !odd;
  }
  return added;
}

}  // namespace nonet
