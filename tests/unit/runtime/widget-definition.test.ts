import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { defineWidget } from '../../../shared/runtime/widget-definition.ts';

describe('defineWidget', () => {
  it('returns the definition it was given, unchanged', () => {
    const definition = { name: 'x', options: v.object({}), mount: () => () => {} };

    const defined = defineWidget(definition);

    expect(defined).toBe(definition);
    expect(defined.name).toBe('x');
  });
});
