import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifyError } from '../../../shared/notify/notify.ts';
import { widgetRegistry } from '../../../widgets/registry.ts';
import { getElement, renderFixture, resetPage } from '../support/dom-fixture.ts';
import { stubFetch } from '../support/fetch-stub.ts';
import { startTestWidgets } from '../support/runtime-harness.ts';

vi.mock('../../../shared/notify/notify.ts', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

/** The call's chunk fails to load once (a passing network fault), then loads. */
let chunkLoads = 0;
vi.mock('../../../widgets/favorite/send-favorite-toggle.ts', async (importOriginal) => {
  chunkLoads += 1;
  if (chunkLoads === 1) throw new Error('Failed to fetch dynamically imported module');
  return importOriginal();
});

beforeEach(() => {
  vi.mocked(notifyError).mockClear();
  history.replaceState(null, '', '/profile/anna-42');
});

afterEach(() => resetPage());

describe('FavoriteButton when its call code cannot be loaded', () => {
  it('says the part could not be loaded, stays usable, and works on the next click', async () => {
    renderFixture('<div id="favorite" data-widget="favorite" data-dancer-id="42" data-favorite="0"></div>');
    await startTestWidgets(widgetRegistry).settled();
    const button = () => getElement<HTMLButtonElement>('#favorite button');
    const server = stubFetch({ text: '1' });

    button().click();
    await vi.waitFor(() => expect(notifyError).toHaveBeenCalledTimes(1));
    expect(notifyError).toHaveBeenCalledWith('This part of the page could not be loaded. Check your connection and try again.');
    await vi.waitFor(() => expect(button().disabled).toBe(false));
    expect(server.calls).toHaveLength(0);
    expect(button().textContent).toContain('Add to favorites');

    button().click();
    await vi.waitFor(() => expect(button().textContent).toContain('Remove from favorites'));
    expect(server.calls).toHaveLength(1);
    expect(notifyError).toHaveBeenCalledTimes(1);
  });
});
