import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import claimWidget from '../../../widgets/claim-modal/index.ts';
import { widgetRegistry } from '../../../widgets/registry.ts';

describe('the claim-modal widget definition', () => {
  it('is named claim-modal and accepts a root without options', () => {
    expect(claimWidget.name).toBe('claim-modal');
    expect(v.safeParse(claimWidget.options, {}).success).toBe(true);
  });

  it('is the chunk the registry loads for data-widget="claim-modal"', async () => {
    await expect(widgetRegistry['claim-modal']?.()).resolves.toMatchObject({ default: claimWidget });
  });
});
