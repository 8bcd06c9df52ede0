import { afterEach, describe, expect, it, vi } from 'vitest';
import { widgetRegistry } from '../../../widgets/registry.ts';
import { getElement, renderFixture, resetPage } from '../support/dom-fixture.ts';
import { releaseAndSettle } from '../support/deferred-chunk.ts';
import { settle, startTestWidgets } from '../support/runtime-harness.ts';
import { expectSameMarkup } from '../support/same-markup.ts';

// The input's React part arrives only when the test says so, and counts the pages that asked for it.
const chunk = await vi.hoisted(async () => (await import('../support/deferred-chunk.ts')).createDeferredChunk());
const requested = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../../widgets/rating/RatingInput.tsx', async (importOriginal) => {
  requested.count += 1;
  await chunk.arrived;
  return importOriginal();
});

const SERVER_MARKUP = '<span class="rating-stars" aria-hidden="true">☆☆☆☆☆</span><input type="hidden" name="rating" value="0">';

afterEach(() => {
  resetPage();
});

describe('mounting ratings', () => {
  it('shows read-only ratings without asking for the input\'s React part', async () => {
    renderFixture('<span data-widget="rating" data-readonly data-value="4"></span><span data-widget="rating" data-readonly></span>');
    const api = startTestWidgets(widgetRegistry);
    await settle(api);

    expect(document.querySelectorAll('[data-widget-state="mounted"] .sr-only')).toHaveLength(2);
    expect(requested.count).toBe(0);
  });

  it('keeps an input\'s server markup, hidden input included, until its React part arrives, and renders nothing for a root removed meanwhile', async () => {
    renderFixture(`<form><div id="kept" data-widget="rating">${SERVER_MARKUP}</div><div id="removed" data-widget="rating">${SERVER_MARKUP}</div></form>`);
    const api = startTestWidgets(widgetRegistry);
    await settle(api);
    expect(requested.count).toBe(1);
    expectSameMarkup(getElement('#kept'), SERVER_MARKUP);
    expect([...new FormData(getElement<HTMLFormElement>('form'))]).toEqual([
      ['rating', '0'],
      ['rating', '0'],
    ]);
    const removed = getElement('#removed');
    api.unmount(removed);

    await releaseAndSettle(chunk, () => import('../../../widgets/rating/RatingInput.tsx'));

    expect(getElement('#kept').querySelector('[role="radiogroup"]')).not.toBeNull();
    expect(removed.innerHTML).toBe(SERVER_MARKUP);
  });
});
