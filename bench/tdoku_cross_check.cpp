// nonet's answers against tdoku's on whole puzzle files, through the same adapter that times
// nonet in tdoku's run_benchmark (bench/tdoku_adapter.cpp): the number of solutions to 2
// must agree, every solution nonet gives must solve the puzzle, and a puzzle with one
// solution must get the same one from both, to the first solution and when counting.
// scripts/bench-solvers builds and runs it before timing.
//   usage: tdoku_cross_check FILE...   (exit status 1 on any disagreement)
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <string>

extern "C" std::size_t NonetSolver(const char* input, std::size_t limit, std::uint32_t flags,
                                   char* solution, std::size_t* num_guesses);
extern "C" std::size_t TdokuSolverDpllTriadSimd(const char* input, std::size_t limit,
                                                std::uint32_t flags, char* solution,
                                                std::size_t* num_guesses);

// A complete grid that keeps the puzzle's givens and repeats no digit in a house.
static bool solves(const char* puzzle, const char* grid) {
  unsigned rows[9] = {}, columns[9] = {}, boxes[9] = {};
  for (int i = 0; i < 81; ++i) {
    if (grid[i] < '1' || grid[i] > '9' || (puzzle[i] != '.' && puzzle[i] != grid[i])) return false;
    const unsigned bit = 1u << (grid[i] - '1');
    rows[i / 9] |= bit, columns[i % 9] |= bit, boxes[i / 27 * 3 + i % 9 / 3] |= bit;
  }
  for (int h = 0; h < 9; ++h)
    if (rows[h] != 0x1FF || columns[h] != 0x1FF || boxes[h] != 0x1FF) return false;
  return true;
}

int main(int argc, char** argv) {
  int disagreements = 0;
  for (int f = 1; f < argc; ++f) {
    std::ifstream in(argv[f]);
    if (!in) {
      std::fprintf(stderr, "cannot read %s\n", argv[f]);
      return 3;
    }
    std::size_t puzzles = 0;
    std::string line;
    while (std::getline(in, line)) {
      if (line.size() < 81 || line[0] == '#') continue;
      char puzzle[96] = {};  // the solvers read past the 81 cells to tell pencilmarks apart
      for (int i = 0; i < 81; ++i) puzzle[i] = line[i] >= '1' && line[i] <= '9' ? line[i] : '.';
      char ours[81], theirs[81], first[81];
      std::size_t guesses = 0;
      const std::size_t count = NonetSolver(puzzle, 2, 0, ours, &guesses);
      const std::size_t expected = TdokuSolverDpllTriadSimd(puzzle, 2, 0, theirs, &guesses);
      const std::size_t found = NonetSolver(puzzle, 1, 0, first, &guesses);
      bool same = count == expected && found == (expected > 0 ? 1u : 0u) &&
                  (expected == 0 || (solves(puzzle, first) && solves(puzzle, ours)));
      if (same && expected == 1) {
        TdokuSolverDpllTriadSimd(puzzle, 1, 0, theirs, &guesses);
        same = std::memcmp(ours, theirs, 81) == 0 && std::memcmp(first, theirs, 81) == 0;
      }
      if (!same && ++disagreements <= 10) {
        std::printf("%.81s: nonet %zu, tdoku %zu solutions\n", puzzle, count, expected);
      }
      ++puzzles;
    }
    std::printf("%s: %zu puzzles checked\n", argv[f], puzzles);
  }
  std::printf("%d disagreements\n", disagreements);
  return disagreements == 0 ? 0 : 1;
}
