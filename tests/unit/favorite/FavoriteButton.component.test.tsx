import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifyError } from '../../../shared/notify/notify.ts';
import { FavoriteButton } from '../../../widgets/favorite/FavoriteButton.tsx';
import { loadFavoriteSender } from '../../../widgets/favorite/load-favorite-sender.ts';
import { spyOnConsoleError, type ConsoleErrorSpy } from '../support/console-spy.ts';
import { chunkLoadError, deferred } from '../support/deferred.ts';
import { flushTasks, resetPage, setPageConfig } from '../support/dom-fixture.ts';
import { recordingContext, type RecordingContext } from '../support/fake-context.ts';
import { stubFetch } from '../support/fetch-stub.ts';

vi.mock('../../../shared/notify/notify.ts', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));
// The call's code arrives when each test says (its real module, held back).
vi.mock('../../../widgets/favorite/load-favorite-sender.ts', () => ({ loadFavoriteSender: vi.fn() }));

type Sender = typeof import('../../../widgets/favorite/send-favorite-toggle.ts');
const realSender = () => vi.importActual<Sender>('../../../widgets/favorite/send-favorite-toggle.ts');

/** The profile template's button (demo-pages profile-page.ts), as the root holds it before the widget mounts. */
const SERVER_BUTTON =
  '<button type="button" class="btn favorite-button btn-primary" disabled=""><span aria-hidden="true" class="favorite-heart favorite-heart-hollow">\u2661</span> <span>Add to favorites</span></button>';
const SERVER_FAVORITE_BUTTON =
  '<button type="button" class="btn favorite-button btn-outline-danger" disabled=""><span aria-hidden="true" class="favorite-heart favorite-heart-solid">\u2665</span> <span>Remove from favorites</span></button>';

let context: RecordingContext;
let consoleError: ConsoleErrorSpy;

/**
 * Renders the favorite of dancer 42 on a root in the page holding `markup` (the template's button by
 * default), as the runtime does (`markup: 'server'`); its call code arrives when the test resolves `sender`.
 */
function renderFavorite(favorite = false, markup = favorite ? SERVER_FAVORITE_BUTTON : SERVER_BUTTON) {
  const root = document.body.appendChild(document.createElement('div'));
  root.innerHTML = markup;
  const sender = deferred<Sender>();
  vi.mocked(loadFavoriteSender).mockImplementation(() => sender.promise);
  const view = render(<FavoriteButton root={root} options={{ dancerId: 42, favorite }} context={context} />);
  // A load nobody waits for any more (the root unmounted before its first click rendered) must not
  // fail the run as an unhandled rejection.
  sender.promise.catch(() => undefined);
  return { ...view, root, arrive: async () => sender.resolve(await realSender()), fail: () => sender.reject(chunkLoadError()) };
}

const add = () => screen.getByRole('button', { name: 'Add to favorites' });
const remove = () => screen.findByRole('button', { name: 'Remove from favorites' });

beforeEach(() => {
  // A first click renders after the next paint (rAF, then a task): a frame passes at once here, so
  // that the click's task is queued before the test's own waits (the real frame: the test "shows the
  // adopted button busy in the click's own task…" in FavoriteButton.component.test.tsx).
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    callback(performance.now());
    return 0;
  });
  vi.mocked(notifyError).mockClear();
  vi.mocked(loadFavoriteSender).mockReset();
  consoleError = spyOnConsoleError();
  context = recordingContext('favorite');
  history.replaceState(null, '', '/profile/anna-42');
});

afterEach(() => {
  vi.mocked(window.requestAnimationFrame).mockRestore?.();
  cleanup();
  resetPage();
});

describe('<FavoriteButton>', () => {
  it.each([
    ['not a favorite', false, SERVER_BUTTON],
    ['a favorite', true, SERVER_FAVORITE_BUTTON],
  ])("adopts the template's button when %s: the same node, enabled, nothing built or moved", (_case, favorite, server) => {
    const root = document.body.appendChild(document.createElement('div'));
    root.innerHTML = server;
    const printed = root.firstElementChild;
    const { root: shown } = renderFavorite(favorite, server);
    root.remove();

    expect(shown.innerHTML).toBe(server.replace(' disabled=""', ''));
    expect(screen.getByRole('button')).not.toBe(printed);
    expect((screen.getByRole('button') as HTMLButtonElement).disabled).toBe(false);
  });

  it('renders its own button at once in place of a server button of another look, and puts the server markup back when unmounted', () => {
    const server = `
  <!-- favorite -->
  ${SERVER_BUTTON.replace('<span aria-hidden="true" class="favorite-heart favorite-heart-hollow">\u2661</span> ', '')}
`;
    const { root, unmount } = renderFavorite(true, server);

    expect(root.innerHTML).toBe(SERVER_FAVORITE_BUTTON.replace(' disabled=""', ''));
    unmount();
    expect(root.innerHTML).toBe(server);
  });

  it('renders its own button, busy, in place of the adopted one on the first click, and puts the server button back, disabled, when unmounted', async () => {
    stubFetch('held');
    const { root, unmount } = renderFavorite();
    const adopted = add();

    await userEvent.click(adopted);
    expect(adopted.isConnected).toBe(false);
    const rendered = add() as HTMLButtonElement;
    expect([...root.childNodes]).toEqual([rendered]);
    expect([rendered.className, rendered.disabled, rendered.getAttribute('aria-busy')]).toEqual([adopted.className, true, 'true']);
    expect(rendered.innerHTML).toBe(adopted.innerHTML);
    unmount();
    expect(root.innerHTML).toBe(SERVER_BUTTON);
    expect(root.firstElementChild).toBe(adopted);
  });

  it('leaves the adopted button as printed when unmounted before any click: disabled again, and neither a click nor a pointer on it does anything', async () => {
    const { root, unmount } = renderFavorite();
    const adopted = add() as HTMLButtonElement;

    unmount();
    expect(root.innerHTML).toBe(SERVER_BUTTON);
    expect(root.firstElementChild).toBe(adopted);
    adopted.disabled = false; // only so that the events below reach its listeners, if any were left
    await userEvent.hover(adopted);
    await userEvent.click(adopted);
    adopted.focus();
    await flushTasks();

    expect(loadFavoriteSender).not.toHaveBeenCalled();
    expect(root.firstElementChild).toBe(adopted);
  });

  it('loads nothing until it is used', async () => {
    renderFavorite();
    await flushTasks();

    expect(loadFavoriteSender).not.toHaveBeenCalled();
  });

  it.each<[string, (button: HTMLElement) => Promise<void>]>([
    ['pointed at', (button) => userEvent.hover(button)],
    ['focused', async (button) => button.focus()],
  ])('starts loading the call code when %s, and sends nothing', async (_case, use) => {
    const server = stubFetch({ text: '1' });
    const { arrive } = renderFavorite();

    await use(add());
    await arrive();
    await flushTasks();

    expect(loadFavoriteSender).toHaveBeenCalled();
    expect(server.calls).toHaveLength(0);
    expect(add().getAttribute('aria-busy')).toBeNull();
  });

  it('loads nothing when a finger enters it (its tap follows at once: the code would be evaluated before the click), and toggles on that tap', async () => {
    const server = stubFetch({ text: '1' });
    const { arrive } = renderFavorite();

    add().dispatchEvent(new PointerEvent('pointerenter', { pointerType: 'touch' }));
    await flushTasks();
    expect(loadFavoriteSender).not.toHaveBeenCalled();

    add().click();
    await arrive();
    await remove();
    expect(server.calls).toHaveLength(1);
  });

  it('is busy at once on a click made before the call code arrived, then toggles exactly once', async () => {
    const server = stubFetch({ text: '1' });
    const { arrive } = renderFavorite();

    await userEvent.click(add());
    expect((add() as HTMLButtonElement).disabled).toBe(true);
    expect(add().getAttribute('aria-busy')).toBe('true');
    expect(server.calls).toHaveLength(0);
    await arrive();

    const button = await remove();
    await vi.waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    expect(server.calls).toHaveLength(1);
    expect(server.calls[0]?.body).toBe('follow=1&dancer_id=42');
    expect(context.events).toEqual([['change', { dancerId: 42, favorite: true }]]);
    expect(window.dataLayer).toEqual([{ event: 'widget_event', category: 'favorite', action: 'add', label: '42' }]);
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });

  it('shows the adopted button busy in the click\'s own task and renders itself only after the next paint (issue 19), toggling once', async () => {
    const server = stubFetch('held');
    const { root, arrive } = renderFavorite();
    const frames: FrameRequestCallback[] = [];
    const frame = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    const adopted = add() as HTMLButtonElement;

    adopted.click();
    expect([adopted.disabled, adopted.getAttribute('aria-busy')]).toEqual([true, 'true']);
    // Loaded (evaluated, once prefetched) only after the busy state's paint.
    expect(loadFavoriteSender).not.toHaveBeenCalled();
    adopted.click();
    await arrive();
    await flushTasks();
    // No frame painted yet: nothing rendered, nothing sent.
    expect(root.firstElementChild).toBe(adopted);
    expect(server.calls).toHaveLength(0);

    frame.mockRestore();
    for (const callback of frames.splice(0)) callback(performance.now());
    await vi.waitFor(() => expect(loadFavoriteSender).toHaveBeenCalled());
    await arrive();
    await vi.waitFor(() => expect(server.calls).toHaveLength(1));
    const rendered = add() as HTMLButtonElement;
    expect(rendered).not.toBe(adopted);
    expect([rendered.disabled, rendered.getAttribute('aria-busy')]).toEqual([true, 'true']);
    server.calls[0]?.respond('1');
    await remove();
    await flushTasks();
    expect(server.calls).toHaveLength(1);
    expect(context.events).toEqual([['change', { dancerId: 42, favorite: true }]]);
  });

  it('sends one request for clicks made while the call code loads, even before the busy state renders', async () => {
    const server = stubFetch('held');
    const { arrive } = renderFavorite();

    add().click();
    add().click();
    await userEvent.dblClick(add());
    await arrive();
    await vi.waitFor(() => expect(server.calls).toHaveLength(1));
    await flushTasks();
    expect(server.calls).toHaveLength(1);

    server.calls[0]?.respond('1');
    await remove();
    expect(context.events).toHaveLength(1);
  });

  it('keeps the focus of a keyboard user through the call', async () => {
    const server = stubFetch('held');
    const { arrive } = renderFavorite();
    const user = userEvent.setup();

    await user.tab();
    expect(document.activeElement).toBe(add());
    await user.keyboard('{Enter}');
    await arrive();
    await vi.waitFor(() => expect(server.calls).toHaveLength(1));
    server.calls[0]?.respond('1');

    const button = await remove();
    await vi.waitFor(() => expect(document.activeElement).toBe(button));
  });

  it('does not take the focus when it did not have it', async () => {
    stubFetch({ text: '1' });
    const { arrive } = renderFavorite();
    const elsewhere = document.body.appendChild(document.createElement('input'));
    elsewhere.focus();

    add().click();
    await arrive();
    await remove();

    expect(document.activeElement).toBe(elsewhere);
  });

  it('says the part could not be loaded when the call code fails to load, stays usable and unchanged, and the next click loads it and toggles', async () => {
    const server = stubFetch({ text: '1' });
    const { fail } = renderFavorite();

    await userEvent.click(add());
    fail();
    await vi.waitFor(() => expect(notifyError).toHaveBeenCalledExactlyOnceWith('This part of the page could not be loaded. Check your connection and try again.'));
    await vi.waitFor(() => expect((add() as HTMLButtonElement).disabled).toBe(false));
    expect(add().getAttribute('aria-busy')).toBeNull();
    expect(server.calls).toHaveLength(0);

    vi.mocked(loadFavoriteSender).mockImplementation(realSender);
    await userEvent.click(add());
    await remove();
    expect(server.calls).toHaveLength(1);
    expect(notifyError).toHaveBeenCalledTimes(1);
    // Not a failure of the widget: the root stays mounted.
    expect(context.errors).toEqual([]);
  });

  it('does nothing when unmounted while the call code loads: no request, no toast, no event', async () => {
    const server = stubFetch({ text: '1' });
    const { arrive, unmount } = renderFavorite();

    add().click();
    unmount();
    await arrive();
    await flushTasks();

    expect(server.calls).toHaveLength(0);
    expect(notifyError).not.toHaveBeenCalled();
    expect(context.events).toEqual([]);
    expect(context.errors).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('shows no toast when unmounted while a failing load is under way', async () => {
    const { fail, unmount } = renderFavorite();

    add().click();
    unmount();
    fail();
    await flushTasks();

    expect(notifyError).not.toHaveBeenCalled();
  });

  it('still toggles, on the adopted button and on its own, when a page script stops the click from bubbling out of the root', async () => {
    const server = stubFetch({ text: '1' });
    const { root, arrive } = renderFavorite();
    root.addEventListener('click', (event) => event.stopPropagation());

    await userEvent.click(add());
    await arrive();
    const button = await remove();
    await vi.waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    await userEvent.click(button);

    await vi.waitFor(() => expect(server.calls).toHaveLength(2));
  });

  it('shows the label the page config gives, as text', async () => {
    setPageConfig({ messages: { addToFavorites: 'Zu Favoriten </script>' } });
    renderFavorite();

    expect((screen.getByRole('button', { name: 'Zu Favoriten </script>' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
