import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { HeartIcon } from '../../../widgets/favorite/HeartIcon.tsx';

let unmount: () => void = () => {};

afterEach(() => {
  unmount();
});

function render(solid: boolean): HTMLElement {
  const container = document.createElement('div');
  const root = createRoot(container);
  // React 19 renders a root later; flushSync makes it now on React and Preact alike.
  flushSync(() => root.render(<HeartIcon solid={solid} />));
  unmount = () => root.unmount();
  return container;
}

describe('HeartIcon', () => {
  it('draws a hollow heart, hidden from assistive technology, when not a favorite', () => {
    expect(render(false).innerHTML).toBe('<span aria-hidden="true" class="favorite-heart favorite-heart-hollow">\u2661</span>');
  });

  it('draws a solid heart, hidden from assistive technology, when a favorite', () => {
    expect(render(true).innerHTML).toBe('<span aria-hidden="true" class="favorite-heart favorite-heart-solid">\u2665</span>');
  });
});
