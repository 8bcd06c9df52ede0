/**
 * The known name closest to a misspelt one (`favourite` → `favorite`, `searchSuggestion` →
 * `searchSuggestions`), or undefined when none is close: at most 2 edits, and fewer than a third of
 * the name, so that short unrelated names are never offered. For the template checker and the
 * debug mode's warnings.
 */
export function didYouMean(name: string, known: Iterable<string>): string | undefined {
  const limit = Math.min(2, Math.ceil(name.length / 3));
  let best: string | undefined;
  let bestDistance = limit + 1;
  for (const candidate of known) {
    const distance = editDistance(name.toLowerCase(), candidate.toLowerCase());
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

/** ` (did you mean "x"?)`, or nothing: the end of a finding about an unknown name. */
export function suggestion(name: string, known: Iterable<string>): string {
  const match = didYouMean(name, known);
  return match === undefined ? '' : ` (did you mean "${match}"?)`;
}

/** Edits (insert, delete, replace, swap two neighbours) from `a` to `b`: optimal string alignment. */
function editDistance(a: string, b: string): number {
  let beforeLast: number[] = [];
  let last = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row[j] = Math.min(last[j]! + 1, row[j - 1]! + 1, last[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) row[j] = Math.min(row[j]!, beforeLast[j - 2]! + 1);
    }
    beforeLast = last;
    last = row;
  }
  return last[b.length]!;
}
