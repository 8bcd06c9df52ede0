/** Query or form fields as plain JSON: one string per name, a list for a repeated name. */
export type ParamsRecord = Record<string, string | string[]>;

/** Converts URLSearchParams to a ParamsRecord, keeping repeated names as lists. */
export function paramsToRecord(params: URLSearchParams): ParamsRecord {
  const record: ParamsRecord = {};
  for (const [name, value] of params) {
    const previous = record[name];
    if (previous === undefined) record[name] = value;
    else if (Array.isArray(previous)) previous.push(value);
    else record[name] = [previous, value];
  }
  return record;
}

/**
 * The value PHP would see in `$_POST[name]`: the last one when a name repeats, trimmed; empty
 * when the field is missing.
 */
export function lastValue(params: URLSearchParams, name: string): string {
  const values = params.getAll(name);
  return (values[values.length - 1] ?? '').trim();
}
