import * as v from 'valibot';

/**
 * An optional attribute that is on by being there (`data-readonly`, like HTML's boolean
 * attributes), converted to a boolean. A value is refused rather than guessed: `data-readonly="0"`
 * would read as on. Not in attribute-schemas.ts, which the base kit ships to every page: only the
 * rating uses it.
 */
export function presenceAttribute() {
  return v.pipe(
    v.optional(v.pipe(v.string(), v.check((value) => value === '', 'expected no value: write the attribute alone to turn it on, leave it out to turn it off'))),
    v.transform((value) => value !== undefined),
  );
}
