# Prints how many pairs of puzzles (the first 81 characters of each line) differ in 8 cells or
# fewer: near copies, which `nonet generate` does not write without --neighbours. Used by the
# bench-generate-* scripts: awk -f scripts/near-copies.awk FILE
{ p[NR] = substr($0, 1, 81) }
END {
  for (i = 2; i <= NR; ++i) {
    for (j = 1; j < i; ++j) {
      d = 0
      for (c = 1; c <= 81 && d <= 8; ++c) d += substr(p[i], c, 1) != substr(p[j], c, 1)
      if (d <= 8) ++near
    }
  }
  print near + 0
}
