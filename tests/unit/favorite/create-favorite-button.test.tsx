import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { createFavoriteButton } from '../../../widgets/favorite/create-favorite-button.ts';
import { FavoriteButton } from '../../../widgets/favorite/FavoriteButton.tsx';
import { recordingContext } from '../support/fake-context.ts';

let unmount: () => void = () => undefined;

afterEach(() => unmount());

/** What FavoriteButton renders for `favorite`, before any use. */
function renderReactButton(favorite: boolean): HTMLButtonElement {
  const container = document.createElement('div');
  const root = createRoot(container);
  flushSync(() => root.render(<FavoriteButton dancerId={42} favorite={favorite} context={recordingContext('favorite')} />));
  unmount = () => root.unmount();
  return container.querySelector('button')!;
}

describe('createFavoriteButton', () => {
  it.each([
    ['not a favorite', false],
    ['a favorite', true],
  ])('builds the button FavoriteButton renders when %s: same type, classes, heart and label, so nothing moves when React takes over', (_case, favorite) => {
    const plain = createFavoriteButton(favorite);
    const rendered = renderReactButton(favorite);

    expect(plain.type).toBe(rendered.type);
    expect(plain.className).toBe(rendered.className);
    expect(plain.innerHTML).toBe(rendered.innerHTML);
    expect(plain.disabled).toBe(false);
  });
});
