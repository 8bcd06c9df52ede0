import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifyError, notifySuccess } from '../../../shared/notify/notify.ts';
import { widgetRegistry } from '../../../widgets/registry.ts';
import { accessibleName } from '../support/accessible-name.ts';
import { flushTasks, getElement, renderFixture, resetPage, setPageConfig } from '../support/dom-fixture.ts';
import { stubFetch, type FetchAnswer } from '../support/fetch-stub.ts';
import { startTestWidgets } from '../support/runtime-harness.ts';
import { spyOnConsoleError, type ConsoleErrorSpy } from '../support/console-spy.ts';

vi.mock('../../../shared/notify/notify.ts', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

const PROFILE_PATH = '/profile/anna-42?lang=en';
const SERVER_MARKUP = '<a class="server-fallback" href="/login">Favorites</a>';

/** Mounts the favorite widget through the runtime, as a profile page does, and returns its root and button. */
async function mountFavorite(attributes = 'data-dancer-id="42" data-favorite="0"') {
  renderFixture(`<div id="favorite" data-widget="favorite" ${attributes}>${SERVER_MARKUP}</div>`);
  const api = startTestWidgets(widgetRegistry);
  await api.settled();
  const root = getElement('#favorite');
  return { api, root, button: () => getElement<HTMLButtonElement>('#favorite button') };
}

/**
 * Waits until `count` calls have had their outcome (a change event or an error toast) and the
 * button is no longer busy.
 */
async function answered(button: () => HTMLButtonElement, count = 1): Promise<void> {
  await vi.waitFor(() => expect(changes.length + vi.mocked(notifyError).mock.calls.length).toBe(count), { timeout: 2000 });
  await vi.waitFor(() => expect(button().disabled).toBe(false));
}

function expectAddState(button: HTMLButtonElement): void {
  expect(accessibleName(button)).toBe('Add to favorites');
  expect(button.classList.contains('btn-primary')).toBe(true);
  expect(button.classList.contains('btn-outline-danger')).toBe(false);
  expect(button.querySelector('.favorite-heart')?.classList.contains('favorite-heart-hollow')).toBe(true);
  expect(button.querySelector('.favorite-heart')?.textContent).toBe('\u2661');
}

function expectRemoveState(button: HTMLButtonElement): void {
  expect(accessibleName(button)).toBe('Remove from favorites');
  expect(button.classList.contains('btn-outline-danger')).toBe(true);
  expect(button.classList.contains('btn-primary')).toBe(false);
  expect(button.querySelector('.favorite-heart')?.classList.contains('favorite-heart-solid')).toBe(true);
  expect(button.querySelector('.favorite-heart')?.textContent).toBe('\u2665');
}

let consoleError: ConsoleErrorSpy;
let changes: unknown[];
const onChange = (event: Event) => changes.push({ target: event.target, detail: (event as CustomEvent).detail });

beforeEach(() => {
  // A first click renders after the next paint (rAF, then a task): a frame passes at once here, so
  // that the click's task is queued before the test's own waits (the real frame: the test "shows the
  // adopted button busy in the click's own task…" in FavoriteButton.component.test.tsx).
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    callback(performance.now());
    return 0;
  });
  vi.mocked(notifyError).mockClear();
  vi.mocked(notifySuccess).mockClear();
  consoleError = spyOnConsoleError();
  history.replaceState(null, '', PROFILE_PATH);
  changes = [];
  document.addEventListener('widgets:favorite:change', onChange);
});

afterEach(() => {
  vi.mocked(window.requestAnimationFrame).mockRestore?.();
  document.removeEventListener('widgets:favorite:change', onChange);
  resetPage();
});

describe('FavoriteButton', () => {
  it('renders one button named "Add to favorites" in primary style with a hollow heart', async () => {
    const { root, button } = await mountFavorite();

    expect(root.querySelectorAll('button')).toHaveLength(1);
    expect(root.querySelector('.server-fallback')).toBeNull();
    expect(button().type).toBe('button');
    expect(button().disabled).toBe(false);
    expect(button().getAttribute('aria-busy')).not.toBe('true');
    expect(button().querySelector('.favorite-heart')?.getAttribute('aria-hidden')).toBe('true');
    expectAddState(button());
    expect(root.getAttribute('data-widget-state')).toBe('mounted');
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('starts as a favorite when data-favorite is 1', async () => {
    const { button } = await mountFavorite('data-dancer-id="42" data-favorite="1"');

    expectRemoveState(button());
  });

  it('starts as not a favorite when data-favorite is absent', async () => {
    const { button } = await mountFavorite('data-dancer-id="42"');

    expectAddState(button());
  });

  it('posts follow=1 and the dancer id to the current page with the legacy header when clicked', async () => {
    const server = stubFetch({ text: '1' });
    const { button } = await mountFavorite();

    button().click();
    await answered(button);

    expect(server.calls).toHaveLength(1);
    expect(server.calls[0]?.url).toBe(PROFILE_PATH);
    expect(server.calls[0]?.method).toBe('POST');
    expect(server.calls[0]?.body).toBe('follow=1&dancer_id=42');
    expect(server.calls[0]?.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
  });

  it('becomes "Remove from favorites" with a solid heart in outline-danger style on answer 1, and tells analytics and the page', async () => {
    stubFetch({ text: '1' });
    const { root, button } = await mountFavorite();

    button().click();
    await answered(button);

    expectRemoveState(button());
    expect(window.dataLayer).toEqual([{ event: 'widget_event', category: 'favorite', action: 'add', label: '42' }]);
    expect(changes).toEqual([{ target: root, detail: { dancerId: 42, favorite: true } }]);
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('goes back to "Add to favorites" on answer 0, telling analytics it was removed', async () => {
    stubFetch({ text: '0' });
    const { root, button } = await mountFavorite('data-dancer-id="42" data-favorite="1"');

    button().click();
    await answered(button);

    expectAddState(button());
    expect(window.dataLayer).toEqual([{ event: 'widget_event', category: 'favorite', action: 'remove', label: '42' }]);
    expect(changes).toEqual([{ target: root, detail: { dancerId: 42, favorite: false } }]);
  });

  it.each([
    ['empty', ''],
    ['blank', ' \n'],
  ])('reads an %s answer as not a favorite (the legacy `data == 0`), without an error toast', async (_case, text) => {
    stubFetch({ text });
    const { root, button } = await mountFavorite('data-dancer-id="42" data-favorite="1"');

    button().click();
    await answered(button);

    expectAddState(button());
    expect(notifyError).not.toHaveBeenCalled();
    expect(changes).toEqual([{ target: root, detail: { dancerId: 42, favorite: false } }]);
  });

  it('toggles back and forth as the server answers', async () => {
    const server = stubFetch({ text: '1' }, { text: '0' });
    const { button } = await mountFavorite();

    button().click();
    await answered(button);
    expectRemoveState(button());
    button().click();
    await answered(button, 2);

    expectAddState(button());
    expect(server.calls).toHaveLength(2);
    expect(window.dataLayer).toHaveLength(2);
  });

  it('is busy while the call is pending, and a second click sends nothing more', async () => {
    const server = stubFetch('held');
    const { button } = await mountFavorite();

    // The second click lands before the busy state is rendered, the third once the button is disabled.
    button().click();
    button().click();
    await flushTasks();
    expect(button().disabled).toBe(true);
    expect(button().getAttribute('aria-busy')).toBe('true');
    button().click();
    await flushTasks();
    expect(server.calls).toHaveLength(1);

    server.calls[0]?.respond('1');
    await answered(button);
    expect(button().getAttribute('aria-busy')).not.toBe('true');
    expectRemoveState(button());
  });

  it('gives focus back to the button once the call is over, for keyboard users', async () => {
    const server = stubFetch('held');
    const { button } = await mountFavorite();
    button().focus();

    button().click();
    await flushTasks();
    server.calls[0]?.respond('1');
    await answered(button);

    await vi.waitFor(() => expect(document.activeElement).toBe(button()));
  });

  describe('when the call fails', () => {
    it.each<[string, FetchAnswer, string]>([
      ['the server answers HTTP 500', { text: 'Internal Server Error', status: 500 }, 'The server could not complete the request (error 500). Please try again later.'],
      ['the network fails', 'network-error', 'Could not reach the server. Check your connection and try again.'],
      ['the answer is HTML', { text: '<b>Fatal</b>' }, 'The server sent an unexpected answer. Please try again later.'],
      ['the answer is JSON of another kind', { text: '{"favorite":true}' }, 'The server sent an unexpected answer. Please try again later.'],
    ])('shows the failure message when %s, enables the button again and keeps the state', async (_case, answer, message) => {
      stubFetch(answer);
      const { root, button } = await mountFavorite();

      button().click();
      await answered(button);

      expect(notifyError).toHaveBeenCalledTimes(1);
      expect(notifyError).toHaveBeenCalledWith(message);
      expect(button().getAttribute('aria-busy')).not.toBe('true');
      expectAddState(button());
      expect(window.dataLayer).toBeUndefined();
      expect(changes).toEqual([]);
      expect(root.getAttribute('data-widget-state')).toBe('mounted');
    });

    it("shows the server's single refusal as a persistent error toast and keeps the state", async () => {
      stubFetch({ text: '{"STATUS":"error","MESSAGE":"Please log in to save favorites."}' });
      const { button } = await mountFavorite();

      button().click();
      await answered(button);

      expect(notifyError).toHaveBeenCalledExactlyOnceWith('Please log in to save favorites.', { persistent: true });
      expect(button().getAttribute('aria-busy')).not.toBe('true');
      expect((button() as HTMLButtonElement).disabled).toBe(false);
      expectAddState(button());
      expect(changes).toEqual([]);
    });

    it("shows each message of the server's list refusal as its own error toast", async () => {
      stubFetch({ text: '{"STATUS":"error","MESSAGE":["First problem","Second problem"],"CODE":["a","b"]}' });
      const { button } = await mountFavorite();

      button().click();
      await vi.waitFor(() => expect(notifyError).toHaveBeenCalledTimes(2));

      expect(vi.mocked(notifyError).mock.calls).toEqual([['First problem'], ['Second problem']]);
      expectAddState(button());
    });

    it("shows the only message of the server's one-item list as an error toast with the normal timeout, not a persistent one", async () => {
      stubFetch({ text: '{"STATUS":"error","MESSAGE":["Favorites are full: remove one first."],"CODE":["follow"]}' });
      const { button } = await mountFavorite();

      button().click();
      await answered(button);

      expect(vi.mocked(notifyError).mock.calls).toEqual([['Favorites are full: remove one first.']]);
      expectAddState(button());
      expect(changes).toEqual([]);
    });

    it.each([
      ['an empty string', '{"STATUS":"error","MESSAGE":""}'],
      ['a list of empty strings', '{"STATUS":"error","MESSAGE":["", " "]}'],
    ])('shows "The server sent an unexpected answer. Please try again later." instead of an empty toast when the refusal message is %s', async (_case, text) => {
      stubFetch({ text });
      const { button } = await mountFavorite();

      button().click();
      await answered(button);

      expect(notifyError).toHaveBeenCalledExactlyOnceWith('The server sent an unexpected answer. Please try again later.');
      expect(vi.mocked(notifyError).mock.calls.flat()).not.toContain('');
      expectAddState(button());
    });

    it('shows the timeout message when the server does not answer in time', async () => {
      setPageConfig({ requestTimeoutMs: 100 });
      const server = stubFetch('never');
      const { button } = await mountFavorite('data-dancer-id="42" data-favorite="1"');

      button().click();
      await answered(button);

      expect(server.calls[0]?.signal?.aborted).toBe(true);
      expect(notifyError).toHaveBeenCalledTimes(1);
      expect(notifyError).toHaveBeenCalledWith('The server took too long to answer. Please try again.');
      expectRemoveState(button());
    });

    it('lets the visitor try again after a failure', async () => {
      const server = stubFetch('network-error', { text: '1' });
      const { button } = await mountFavorite();

      button().click();
      await answered(button);
      button().click();
      await answered(button, 2);

      expectRemoveState(button());
      expect(server.calls).toHaveLength(2);
      expect(notifyError).toHaveBeenCalledTimes(1);
    });
  });

  it('aborts a pending call without an error toast when unmounted, and puts the server markup back', async () => {
    const server = stubFetch('held');
    const { api, root, button } = await mountFavorite();

    button().click();
    await flushTasks();
    api.unmount(root);
    await flushTasks();
    await flushTasks();

    expect(server.calls[0]?.signal?.aborted).toBe(true);
    expect(notifyError).not.toHaveBeenCalled();
    expect(root.innerHTML).toBe(SERVER_MARKUP);
    expect(window.dataLayer).toBeUndefined();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('aborts a pending call without an error toast when its root leaves the page', async () => {
    const server = stubFetch('held');
    const { root, button } = await mountFavorite();

    button().click();
    await flushTasks();
    root.remove();
    await flushTasks();
    await flushTasks();

    expect(server.calls[0]?.signal?.aborted).toBe(true);
    expect(notifyError).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('uses the page config translations of its labels', async () => {
    setPageConfig({ messages: { addToFavorites: 'Ajouter aux favoris', removeFromFavorites: 'Retirer des favoris' } });
    stubFetch({ text: '1' });
    const { button } = await mountFavorite();
    expect(accessibleName(button())).toBe('Ajouter aux favoris');

    button().click();
    await answered(button);

    expect(accessibleName(button())).toBe('Retirer des favoris');
  });
});
