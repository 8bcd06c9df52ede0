import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import favoriteWidget from '../../../widgets/favorite/index.ts';
import { FavoriteOptionsSchema } from '../../../widgets/favorite/favorite-options.ts';
import { widgetRegistry } from '../../../widgets/registry.ts';
import { getElement, renderFixture, resetPage } from '../support/dom-fixture.ts';
import { startTestWidgets } from '../support/runtime-harness.ts';
import { spyOnConsoleError, type ConsoleErrorSpy } from '../support/console-spy.ts';

let consoleError: ConsoleErrorSpy;

beforeEach(() => {
  consoleError = spyOnConsoleError();
});

afterEach(() => {
  resetPage();
});

describe('the favorite widget definition', () => {
  it('is named favorite, reads its options with FavoriteOptionsSchema and is the chunk the registry loads', async () => {
    expect(favoriteWidget.name).toBe('favorite');
    expect(favoriteWidget.options).toBe(FavoriteOptionsSchema);
    await expect(widgetRegistry.favorite?.()).resolves.toMatchObject({ default: favoriteWidget });
  });

  it('replaces the server markup with the button, and puts it back when unmounted', async () => {
    renderFixture('<div id="favorite" data-widget="favorite" data-dancer-id="42"><noscript>Log in to add favorites</noscript></div>');
    const api = startTestWidgets(widgetRegistry);
    await api.settled();
    const root = getElement('#favorite');
    expect(root.querySelector('button.favorite-button')).not.toBeNull();
    expect(root.querySelector('noscript')).toBeNull();

    api.unmount(root);

    expect(root.innerHTML).toBe('<noscript>Log in to add favorites</noscript>');
  });

  it.each([
    ['not a number', 'data-dancer-id="abc"', 'data-dancer-id expected a positive whole number, found "abc"'],
    ['zero', 'data-dancer-id="0"', 'data-dancer-id expected a positive whole number, found "0"'],
    ['missing', '', 'data-dancer-id is required: expected a positive whole number, found no attribute'],
  ])('is not mounted when the dancer id is %s, and says why once', async (_case, attribute, problem) => {
    const markup = `<div id="favorite" data-widget="favorite"${attribute ? ` ${attribute}` : ''}>server</div>`;
    renderFixture(markup);
    const api = startTestWidgets(widgetRegistry);
    await api.settled();

    const root = getElement('#favorite');
    expect(root.querySelector('button')).toBeNull();
    expect(root.innerHTML).toBe('server');
    expect(root.getAttribute('data-widget-state')).toBe('error');
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalledWith(`[widgets] "favorite" was not mounted on ${markup.replace('>server</div>', '>')}: ${problem}.`);
  });
});

describe('the favorite widget on a PHP template', () => {
  it("renders in place of a server button of another look, with PHP's newlines and comments around it, and puts that markup back when unmounted", async () => {
    const server = `
  <!-- favorite -->
  <button type="button" class="btn favorite-button btn-primary" disabled><span>Add to favorites</span></button>
`;
    renderFixture(`<div id="favorite" data-widget="favorite" data-dancer-id="42" data-favorite="1">${server}</div>`);
    const api = startTestWidgets(widgetRegistry);
    await api.settled();
    const root = getElement('#favorite');

    expect(root.getAttribute('data-widget-state')).toBe('mounted');
    expect(root.innerHTML).toBe(
      '<button type="button" class="btn favorite-button btn-outline-danger"><span aria-hidden="true" class="favorite-heart favorite-heart-solid">\u2665</span> <span>Remove from favorites</span></button>',
    );
    api.unmount(root);
    expect(root.innerHTML).toBe(server.replace(' disabled>', ' disabled="">'));
    expect(consoleError).not.toHaveBeenCalled();
  });
});
