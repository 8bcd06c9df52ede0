import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { presenceAttribute } from '../../../shared/options/presence-attribute.ts';

/** Parses `value`, giving the output or the first issue's message. */
function outcome(value: string | undefined) {
  const result = v.safeParse(presenceAttribute(), value);
  return result.success ? { output: result.output } : { message: result.issues[0].message };
}

describe('presenceAttribute', () => {
  it('is on when the attribute is there without a value, off when it is absent', () => {
    expect(outcome('')).toEqual({ output: true });
    expect(outcome(undefined)).toEqual({ output: false });
  });

  it.each(['0', '1', 'true', 'false', 'readonly', ' '])('refuses the value %j rather than guessing what it means', (value) => {
    expect(outcome(value)).toEqual({
      message: 'expected no value: write the attribute alone to turn it on, leave it out to turn it off',
    });
  });
});
