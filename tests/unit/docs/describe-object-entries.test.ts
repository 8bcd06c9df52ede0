import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { describeObjectEntries } from '../../../scripts/docs/describe-object-entries.ts';
import { flagAttribute, positiveIdAttribute, textAttribute } from '../../../shared/options/attribute-schemas.ts';
import { SwitchOptionsSchema } from '../../../widgets/switch/switch-options.ts';

describe('describeObjectEntries', () => {
  it('gives each attribute its required state, default, choices, output type and rule messages', () => {
    const entries = describeObjectEntries(v.object({ dancerId: positiveIdAttribute(), favorite: flagAttribute(true), title: v.optional(textAttribute()) }), true);
    expect(entries).toEqual([
      { key: 'dancerId', optional: false, fallback: undefined, choices: undefined, baseType: 'string', outputType: 'number', rules: ['expected a positive whole number'] },
      { key: 'favorite', optional: true, fallback: '1', choices: ['0', '1'], baseType: 'picklist', outputType: 'boolean', rules: ['expected "0" or "1"'] },
      { key: 'title', optional: true, fallback: undefined, choices: undefined, baseType: 'string', outputType: 'string', rules: ['expected text', 'expected non-empty text'] },
    ]);
  });

  it('adds the rules of a union after the object to the keys they check (the switch\'s data-value)', () => {
    const value = describeObjectEntries(SwitchOptionsSchema, true).find((entry) => entry.key === 'value');
    expect(value?.rules).toEqual([
      'expected "grid" or "list" with data-switch="view"',
      'expected a language code such as "en" or "pt-BR" with data-switch="language"',
    ]);
  });

  it('names a check that has no message of its own by what it checks', () => {
    const [entry] = describeObjectEntries(v.object({ size: v.pipe(v.string(), v.regex(/^\d+x\d+$/), v.minLength(3, 'expected at least 3 characters')) }), true);
    expect(entry?.rules).toEqual(['regex /^\\d+x\\d+$/', 'expected at least 3 characters']);
  });

  it('walks a schema without parsing samples when told not to (the page config reads location)', () => {
    const [entry] = describeObjectEntries(v.object({ timeout: v.optional(v.number(), 15000) }), false);
    expect(entry).toMatchObject({ key: 'timeout', optional: true, fallback: 15000, baseType: 'number', outputType: undefined });
  });
});
