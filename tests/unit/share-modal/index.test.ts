import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import shareWidget from '../../../widgets/share-modal/index.ts';
import { widgetRegistry } from '../../../widgets/registry.ts';

describe('the share-modal widget definition', () => {
  it('is named share-modal and accepts a root without options', () => {
    expect(shareWidget.name).toBe('share-modal');
    expect(v.safeParse(shareWidget.options, {}).success).toBe(true);
  });

  it('is the chunk the registry loads for data-widget="share-modal"', async () => {
    await expect(widgetRegistry['share-modal']?.()).resolves.toMatchObject({ default: shareWidget });
  });
});
