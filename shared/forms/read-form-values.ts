/**
 * Reads a form's submittable text values by name, the first value of a repeated name winning; as the
 * browser would submit them, so disabled controls and unchecked boxes are absent and files skipped.
 */
export function readFormValues(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string' && !(name in values)) values[name] = value;
  }
  return values;
}
