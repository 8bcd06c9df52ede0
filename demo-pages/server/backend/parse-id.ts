/** Reads a positive whole number as PHP's `(int)` plus a `> 0` check would accept it; null otherwise. */
export function parsePositiveId(value: string): number | null {
  return /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}
