/**
 * Optimal string alignment distance (Levenshtein plus adjacent
 * transpositions), giving up at `limit + 1`. With `swaps: false`, plain
 * Levenshtein: two letters swapped count as two edits ("Lena" and "Lean"
 * are two apart, as a name a candidate corrects should be).
 */
export function editDistance(
  a: string,
  b: string,
  limit = Number.POSITIVE_INFINITY,
  { swaps = true }: { swaps?: boolean } = {},
): number {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    const row = new Array<number>(b.length + 1).fill(0);
    row[0] = i;
    rows.push(row);
  }
  for (let j = 0; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    let rowMin = Number.POSITIVE_INFINITY;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (swaps && i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, rows[i - 2]![j - 2]! + 1);
      }
      rows[i]![j] = value;
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return limit + 1;
  }
  return rows[a.length]![b.length]!;
}

/** Plain Levenshtein (two letters swapped count as two edits), giving up at `limit + 1`. */
export function levenshtein(a: string, b: string, limit = Number.POSITIVE_INFINITY): number {
  return editDistance(a, b, limit, { swaps: false });
}
