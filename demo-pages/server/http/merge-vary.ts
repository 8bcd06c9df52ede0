/** Adds header names to a Vary value, once each (case-insensitively), keeping the ones there. */
export function mergeVary(existing: string | undefined, ...names: readonly string[]): string {
  const merged = (existing ?? '').split(',').map((name) => name.trim()).filter(Boolean);
  for (const name of names) {
    if (!merged.some((present) => present.toLowerCase() === name.toLowerCase())) merged.push(name);
  }
  return merged.join(', ');
}
