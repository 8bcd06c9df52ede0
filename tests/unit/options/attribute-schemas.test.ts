import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { choiceAttribute, flagAttribute, positiveIdAttribute, requiredChoiceAttribute, textAttribute } from '../../../shared/options/attribute-schemas.ts';

/** Parses `value` with `schema`, giving the output or the first issue's message. */
function outcome(schema: v.GenericSchema<string | undefined, unknown>, value: string | undefined) {
  const result = v.safeParse(schema, value);
  return result.success ? { output: result.output } : { message: result.issues[0].message };
}

describe('positiveIdAttribute', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    ['999999999999999', 999999999999999],
    ['100000000000000', 100000000000000],
  ])('accepts %s as the number %d', (value, expected) => {
    expect(outcome(positiveIdAttribute(), value)).toEqual({ output: expected });
  });

  it.each(['0', '-1', '042', '4.2', '1e3', ' 42', '42 ', 'abc', '', '12345678901234567'])('rejects %j as not a positive whole number', (value) => {
    expect(outcome(positiveIdAttribute(), value)).toEqual({ message: 'expected a positive whole number' });
  });

  it('rejects a number too large to keep exactly, rather than changing it', () => {
    for (const value of ['9007199254740992', '9999999999999999', '1000000000000000']) {
      expect(outcome(positiveIdAttribute(), value)).toEqual({
        message: 'expected a positive whole number',
      });
    }
  });

  it('says a missing value is required', () => {
    expect(outcome(positiveIdAttribute(), undefined)).toEqual({ message: 'is required: expected a positive whole number' });
  });
});

describe('flagAttribute', () => {
  it('reads "1" as true and "0" as false', () => {
    expect(outcome(flagAttribute(false), '1')).toEqual({ output: true });
    expect(outcome(flagAttribute(true), '0')).toEqual({ output: false });
  });

  it('gives the fallback when absent', () => {
    expect(outcome(flagAttribute(false), undefined)).toEqual({ output: false });
    expect(outcome(flagAttribute(true), undefined)).toEqual({ output: true });
  });

  it.each(['true', 'false', 'yes', '', ' 1', '2'])('rejects %j, expecting "0" or "1"', (value) => {
    expect(outcome(flagAttribute(false), value)).toEqual({ message: 'expected "0" or "1"' });
  });
});

describe('textAttribute', () => {
  it('accepts text and trims it', () => {
    expect(outcome(textAttribute(), '  Anna  ')).toEqual({ output: 'Anna' });
  });

  it('rejects empty or blank text', () => {
    expect(outcome(textAttribute(), '')).toEqual({ message: 'expected non-empty text' });
    expect(outcome(textAttribute(), ' \n\t')).toEqual({ message: 'expected non-empty text' });
  });

  it('says a missing value is required', () => {
    expect(outcome(textAttribute(), undefined)).toEqual({ message: 'is required: expected text' });
  });
});

describe('choiceAttribute', () => {
  const size = () => choiceAttribute(['320x100', '320x250', '728x90'], '320x100');

  it('accepts each listed value', () => {
    for (const value of ['320x100', '320x250', '728x90']) expect(outcome(size(), value)).toEqual({ output: value });
  });

  it('gives the fallback when absent', () => {
    expect(outcome(size(), undefined)).toEqual({ output: '320x100' });
  });

  it('rejects any other value, listing the expected ones', () => {
    expect(outcome(size(), '300x250')).toEqual({ message: 'expected one of "320x100", "320x250", "728x90"' });
    expect(outcome(size(), '')).toEqual({ message: 'expected one of "320x100", "320x250", "728x90"' });
  });
});

describe('requiredChoiceAttribute', () => {
  const size = () => requiredChoiceAttribute(['728x90', '320x100']);

  it('accepts each listed value', () => {
    for (const value of ['728x90', '320x100']) expect(outcome(size(), value)).toEqual({ output: value });
  });

  it('says a missing value is required, listing the expected ones', () => {
    expect(outcome(size(), undefined)).toEqual({ message: 'is required: expected one of "728x90", "320x100"' });
  });

  it('rejects any other value, listing the expected ones', () => {
    expect(outcome(size(), '300x250')).toEqual({ message: 'expected one of "728x90", "320x100"' });
    expect(outcome(size(), '')).toEqual({ message: 'expected one of "728x90", "320x100"' });
  });
});
