import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runtimeMessages } from '../../../shared/messages/catalogue/runtime-messages.ts';
import { widgetRegistry } from '../../../widgets/registry.ts';
import { spyOnConsoleError, type ConsoleErrorSpy } from '../support/console-spy.ts';
import { getElement, renderFixture, resetPage } from '../support/dom-fixture.ts';
import { stubFetch } from '../support/fetch-stub.ts';
import { startTestWidgets } from '../support/runtime-harness.ts';

/** While true, the rendered button's heart throws: the first click's deferred render fails. */
let failRender = true;
const renderError = new Error('the heart could not be rendered');
vi.mock('../../../widgets/favorite/HeartIcon.tsx', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../widgets/favorite/HeartIcon.tsx')>();
  return {
    HeartIcon: (props: Parameters<typeof actual.HeartIcon>[0]) => {
      if (failRender) throw renderError;
      return actual.HeartIcon(props);
    },
  };
});

const ROOT = (id: string) => `<div id="${id}" data-widget="favorite" data-dancer-id="42" data-favorite="0"><button type="button" class="btn favorite-button btn-primary" disabled=""><span aria-hidden="true" class="favorite-heart favorite-heart-hollow">\u2661</span> <span>Add to favorites</span></button></div>`;

let consoleError: ConsoleErrorSpy;

beforeEach(() => {
  failRender = true;
  // The first click renders after the next paint (rAF, then a task): the frame passes at once here.
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    callback(performance.now());
    return 0;
  });
  consoleError = spyOnConsoleError();
  history.replaceState(null, '', '/profile/anna-42');
});

afterEach(() => resetPage());

describe('FavoriteButton when the render after its first click throws', () => {
  it('gives the server button back as printed, no longer busy, explained by the failed-root note; one console error names the widget; the other roots still work', async () => {
    renderFixture(`<main>${ROOT('first')}${ROOT('second')}</main>`);
    await startTestWidgets(widgetRegistry).settled();
    const first = getElement('#first');
    const button = getElement<HTMLButtonElement>('#first button');
    const server = stubFetch({ text: '1' });

    button.click();
    expect([button.disabled, button.getAttribute('aria-busy')]).toEqual([true, 'true']);
    await vi.waitFor(() => expect(first.getAttribute('data-widget-state')).toBe('error'));

    // The very server node, as the template printed it: disabled (nothing listens to it any more),
    // without the click's aria-busy, and saying why (README: a failed root's disabled controls).
    await vi.waitFor(() => expect(first.querySelector('.widgets-failed')).not.toBeNull());
    const note = getElement('.widgets-failed', first);
    expect(first.firstElementChild).toBe(button);
    expect(button.textContent).toBe('\u2661 Add to favorites');
    expect(button.disabled).toBe(true);
    expect(button.hasAttribute('aria-busy')).toBe(false);
    expect(note.textContent).toBe(runtimeMessages.rootFailed);
    expect(button.getAttribute('aria-describedby')).toBe(note.id);
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalledWith(
      '[widgets] "favorite" failed while running on <div id="first" data-widget="favorite" data-dancer-id="42" data-favorite="0" data-widget-state="mounted">; the rest of the page keeps working.',
      renderError,
    );
    expect(server.calls).toHaveLength(0);

    // The rest of the page: the other favorite is still mounted and toggles.
    failRender = false;
    const second = getElement('#second');
    expect(second.getAttribute('data-widget-state')).toBe('mounted');
    getElement<HTMLButtonElement>('#second button').click();
    await vi.waitFor(() => expect(second.textContent).toContain('Remove from favorites'));
    expect(server.calls).toHaveLength(1);
    expect(consoleError).toHaveBeenCalledTimes(1);
  });
});
