import type * as v from 'valibot';

/**
 * The end of a message about a refused setting or value: "found …" with the value once, as JSON,
 * and for a number written as text how to write it (`found "15000" (a string: write 15000 without
 * quotes)`), so that the schema library's own wording never reaches a person.
 */
export function foundValue(issue: v.BaseIssue<unknown>): string {
  const { input } = issue;
  const numberAsText = issue.expected === 'number' && typeof input === 'string' && input.trim() !== '' && Number.isFinite(Number(input));
  return `found ${JSON.stringify(input) ?? String(input)}${numberAsText ? ` (a string: write ${input.trim()} without quotes)` : ''}`;
}
