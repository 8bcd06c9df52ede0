import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AdSlotOptionsSchema } from '../../../widgets/ad-slot/ad-slot-options.ts';

const SIZES_EXPECTED = 'expected one of "320x100", "320x250", "728x90", "950x250", "250x250"';

describe('AdSlotOptionsSchema', () => {
  it('reads the zone as a number and keeps the size', () => {
    expect(v.parse(AdSlotOptionsSchema, { zone: '1001', size: '728x90' })).toEqual({ zone: 1001, size: '728x90' });
  });

  it.each(['320x100', '320x250', '728x90', '950x250', '250x250'])('accepts the spec size %s', (size) => {
    expect(v.parse(AdSlotOptionsSchema, { zone: '2001', size }).size).toBe(size);
  });

  it('reads an optional title, trimmed', () => {
    expect(v.parse(AdSlotOptionsSchema, { zone: '5', size: '250x250', title: '  Sponsored  ' })).toEqual({
      zone: 5,
      size: '250x250',
      title: 'Sponsored',
    });
  });

  it('ignores the other data attributes of the root', () => {
    expect(v.parse(AdSlotOptionsSchema, { widget: 'ad-slot', widgetState: 'mounted', zone: '1', size: '320x100' })).toEqual({
      zone: 1,
      size: '320x100',
    });
  });

  it.each([
    ['a zone that is not a number', { zone: 'top', size: '728x90' }, 'zone', 'expected a positive whole number'],
    ['a zone of 0', { zone: '0', size: '728x90' }, 'zone', 'expected a positive whole number'],
    ['a negative zone', { zone: '-3', size: '728x90' }, 'zone', 'expected a positive whole number'],
    ['a fractional zone', { zone: '10.5', size: '728x90' }, 'zone', 'expected a positive whole number'],
    ['a missing zone', { zone: undefined, size: '728x90' }, 'zone', 'is required: expected a positive whole number'],
    ['a size the spec does not have', { zone: '1', size: '300x250' }, 'size', SIZES_EXPECTED],
    ['a size written with a capital X', { zone: '1', size: '728X90' }, 'size', SIZES_EXPECTED],
    ['an empty size', { zone: '1', size: '' }, 'size', SIZES_EXPECTED],
    ['a missing size', { zone: '1', size: undefined }, 'size', `is required: ${SIZES_EXPECTED}`],
    ['a blank title', { zone: '1', size: '728x90', title: '  ' }, 'title', 'expected non-empty text'],
  ])('rejects %s', (_case, input, key, message) => {
    const result = v.safeParse(AdSlotOptionsSchema, input);

    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.path?.[0]?.key).toBe(key);
    expect(result.issues?.[0]?.message).toBe(message);
  });
});
