import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifyError } from '../../../shared/notify/notify.ts';
import { mountFavoriteButton, type FavoriteButtonMounter } from '../../../widgets/favorite/mount-favorite-button.tsx';
import { mountFavoriteOnFirstClick } from '../../../widgets/favorite/mount-favorite-on-first-click.ts';
import { accessibleName } from '../support/accessible-name.ts';
import { spyOnConsoleError, type ConsoleErrorSpy } from '../support/console-spy.ts';
import { flushTasks, getElement, renderFixture, resetPage, setPageConfig } from '../support/dom-fixture.ts';
import { recordingContext, type RecordingContext } from '../support/fake-context.ts';
import { stubFetch } from '../support/fetch-stub.ts';

vi.mock('../../../shared/notify/notify.ts', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

/** The profile page's server markup: the button FavoriteButton renders, disabled until the widget mounts. */
const SERVER_BUTTON =
  '<button type="button" class="btn favorite-button btn-primary" disabled=""><span aria-hidden="true" class="favorite-heart favorite-heart-hollow">\u2661</span> <span>Add to favorites</span></button>';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

let context: RecordingContext;
let consoleError: ConsoleErrorSpy;
let stop: () => void = () => undefined;

/** Mounts the first chunk on a profile root whose React part arrives when the test says so. */
function mountFirstChunk(favorite = false) {
  renderFixture(`<div id="favorite" data-widget="favorite">${SERVER_BUTTON}</div>`);
  const root = getElement('#favorite');
  const pending = deferred<FavoriteButtonMounter>();
  const mount = vi.fn<FavoriteButtonMounter>((...args) => mountFavoriteButton(...args));
  const load = vi.fn(() => pending.promise);
  stop = mountFavoriteOnFirstClick(root, { dancerId: 42, favorite }, context, load);
  return { root, load, mount, arrive: () => pending.resolve(mount), fail: () => pending.reject(new Error('Failed to fetch dynamically imported module')) };
}

/** Mounts the first chunk on an existing root, with a React part that never arrives. */
function mountWithoutReactPart(root: HTMLElement): () => void {
  return mountFavoriteOnFirstClick(root, { dancerId: 42, favorite: false }, context, () => new Promise(() => undefined));
}

const button = () => getElement<HTMLButtonElement>('#favorite button');

beforeEach(() => {
  vi.mocked(notifyError).mockClear();
  consoleError = spyOnConsoleError();
  context = recordingContext('favorite');
  history.replaceState(null, '', '/profile/anna-42');
});

afterEach(() => {
  stop();
  stop = () => undefined;
  resetPage();
});

describe('mountFavoriteOnFirstClick (the favorite widget before React)', () => {
  it('puts a usable button with the server look in place of the disabled one, and loads nothing until used', async () => {
    const { root, load } = mountFirstChunk();

    expect(root.querySelectorAll('button')).toHaveLength(1);
    expect(button().disabled).toBe(false);
    expect(button().outerHTML).toBe(SERVER_BUTTON.replace(' disabled=""', ''));
    expect(accessibleName(button())).toBe('Add to favorites');
    await flushTasks();
    expect(load).not.toHaveBeenCalled();
  });

  it('adopts the server button itself, enabled, and disables it again when unmounted', () => {
    renderFixture(`<div id="favorite" data-widget="favorite">${SERVER_BUTTON}</div>`);
    const root = getElement('#favorite');
    const server = button();

    stop = mountWithoutReactPart(root);

    expect(button()).toBe(server);
    expect(server.disabled).toBe(false);
    stop();
    stop = () => undefined;
    expect(root.innerHTML).toBe(SERVER_BUTTON);
  });

  it('builds its own button, with the configured label, when the server button shows another text', () => {
    setPageConfig({ messages: { addToFavorites: 'Zu Favoriten </script>' } });
    renderFixture(`<div id="favorite" data-widget="favorite">${SERVER_BUTTON}</div>`);
    const server = button();

    stop = mountWithoutReactPart(getElement('#favorite'));

    expect(button()).not.toBe(server);
    expect(accessibleName(button())).toBe('Zu Favoriten </script>');
    expect(button().disabled).toBe(false);
  });

  it('still loads the React part when a page script stops the click from bubbling', async () => {
    const { root, load } = mountFirstChunk();
    root.addEventListener('click', (event) => event.stopPropagation());

    button().click();

    expect(load).toHaveBeenCalledTimes(1);
    expect(button().getAttribute('aria-busy')).toBe('true');
  });

  it('shows the favorite state from data-favorite before any click', () => {
    mountFirstChunk(true);

    expect(accessibleName(button())).toBe('Remove from favorites');
    expect(button().className).toBe('btn favorite-button btn-outline-danger');
    expect(button().querySelector('.favorite-heart-solid')?.textContent).toBe('\u2665');
  });

  it.each(['pointerenter', 'focusin', 'touchstart'])('starts loading the React part on %s, without rendering it', async (type) => {
    const { load, mount, arrive } = mountFirstChunk();

    button().dispatchEvent(new Event(type, { bubbles: type !== 'pointerenter' }));
    arrive();
    await flushTasks();

    expect(load).toHaveBeenCalledTimes(1);
    expect(mount).not.toHaveBeenCalled();
    expect(button().getAttribute('aria-busy')).toBeNull();
  });

  it('performs the toggle of a click made before the React part arrived, exactly once', async () => {
    const server = stubFetch({ text: '1' });
    const { root, mount, arrive } = mountFirstChunk();

    button().click();
    expect(button().getAttribute('aria-busy')).toBe('true');
    await flushTasks();
    expect(server.calls).toHaveLength(0);
    arrive();

    await vi.waitFor(() => expect(accessibleName(button())).toBe('Remove from favorites'));
    await vi.waitFor(() => expect(button().disabled).toBe(false));
    expect(mount).toHaveBeenCalledExactlyOnceWith(root, { dancerId: 42, favorite: false }, context);
    expect(server.calls).toHaveLength(1);
    expect(server.calls[0]?.body).toBe('follow=1&dancer_id=42');
    expect(context.events).toEqual([['change', { dancerId: 42, favorite: true }]]);
    expect(window.dataLayer).toEqual([{ event: 'widget_event', category: 'favorite', action: 'add', label: '42' }]);
    expect(root.querySelectorAll('button')).toHaveLength(1);
  });

  it('sends one request for a double click made while the React part loads', async () => {
    const server = stubFetch('held');
    const { load, mount, arrive } = mountFirstChunk();

    button().click();
    button().click();
    button().click();
    arrive();
    await vi.waitFor(() => expect(server.calls).toHaveLength(1));
    await flushTasks();
    expect(server.calls).toHaveLength(1);
    expect(load).toHaveBeenCalledTimes(1);
    expect(mount).toHaveBeenCalledTimes(1);

    server.calls[0]?.respond('1');
    await vi.waitFor(() => expect(accessibleName(button())).toBe('Remove from favorites'));
    expect(context.events).toHaveLength(1);
  });

  it('keeps the focus on the button when React replaces it, and after the call', async () => {
    const server = stubFetch('held');
    const { arrive } = mountFirstChunk();
    const plain = button();
    plain.focus();

    plain.click();
    arrive();
    await vi.waitFor(() => expect(server.calls).toHaveLength(1));

    expect(button()).not.toBe(plain);
    expect(plain.isConnected).toBe(false);
    expect(document.activeElement).toBe(button());
    server.calls[0]?.respond('1');
    await vi.waitFor(() => expect(accessibleName(button())).toBe('Remove from favorites'));
    await vi.waitFor(() => expect(document.activeElement).toBe(button()));
  });

  it('does not take the focus when the button did not have it', async () => {
    stubFetch({ text: '1' });
    const { arrive } = mountFirstChunk();
    const elsewhere = document.createElement('input');
    document.body.append(elsewhere);
    elsewhere.focus();

    button().click();
    arrive();
    await vi.waitFor(() => expect(accessibleName(button())).toBe('Remove from favorites'));

    expect(document.activeElement).toBe(elsewhere);
  });

  it('says the part could not be loaded when the React part fails to load, stays usable, and the next click loads it and toggles', async () => {
    const server = stubFetch({ text: '1' });
    const { root, load, mount, fail } = mountFirstChunk();

    button().click();
    fail();
    await vi.waitFor(() => expect(notifyError).toHaveBeenCalledTimes(1));
    expect(notifyError).toHaveBeenCalledWith('This part of the page could not be loaded. Check your connection and try again.');
    expect(button().getAttribute('aria-busy')).toBeNull();
    expect(button().disabled).toBe(false);
    expect(accessibleName(button())).toBe('Add to favorites');
    expect(server.calls).toHaveLength(0);

    load.mockImplementation(async () => mount);
    button().click();
    await vi.waitFor(() => expect(accessibleName(button())).toBe('Remove from favorites'));
    expect(load).toHaveBeenCalledTimes(2);
    expect(server.calls).toHaveLength(1);
    expect(notifyError).toHaveBeenCalledTimes(1);
    expect(root.querySelectorAll('button')).toHaveLength(1);
  });

  it('reports a React part that throws while mounting through the widget context, not as a load failure', async () => {
    const { mount, arrive } = mountFirstChunk();
    const error = new Error('render failed');
    mount.mockImplementation(() => {
      throw error;
    });

    button().click();
    arrive();
    await flushTasks();

    expect(context.errors).toEqual([[error, 'rendering']]);
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('does nothing when its root is unmounted while the React part loads: no render, no request, no toast', async () => {
    const server = stubFetch({ text: '1' });
    const { root, mount, arrive } = mountFirstChunk();

    button().click();
    stop();
    arrive();
    await flushTasks();
    await flushTasks();

    expect(mount).not.toHaveBeenCalled();
    expect(server.calls).toHaveLength(0);
    expect(notifyError).not.toHaveBeenCalled();
    expect(context.events).toEqual([]);
    expect(root.innerHTML).toBe(SERVER_BUTTON);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('shows no toast when its root is unmounted while a failing load is under way', async () => {
    const { fail } = mountFirstChunk();

    button().click();
    stop();
    fail();
    await flushTasks();

    expect(notifyError).not.toHaveBeenCalled();
  });

  it('unmounts React and puts the server markup back when unmounted after the first click', async () => {
    stubFetch({ text: '1' });
    const { root, arrive } = mountFirstChunk();
    button().click();
    arrive();
    await vi.waitFor(() => expect(accessibleName(button())).toBe('Remove from favorites'));

    stop();

    expect(root.innerHTML).toBe(SERVER_BUTTON);
    expect(consoleError).not.toHaveBeenCalled();
  });
});
