import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { GalleryControls } from '../../../widgets/gallery/GalleryControls.tsx';
import { flushTasks, getElement, renderFixture, resetPage } from '../support/dom-fixture.ts';

let stop: (() => void) | undefined;
let asWritten = '';

afterEach(() => {
  cleanup();
  stop = undefined;
  resetPage();
});

function start(html: string): HTMLElement {
  renderFixture(`<section id="gallery">${html}</section>`);
  const root = getElement('#gallery');
  asWritten = root.innerHTML;
  stop = render(<GalleryControls root={root} />).unmount;
  return root;
}

/** Changes the markup, and lets the hook's observer and the render it asks for run. */
async function change(mutate: () => void): Promise<void> {
  await act(async () => {
    mutate();
    await flushTasks();
  });
}

describe('GalleryControls', () => {
  it('says that the first-picture control and each gallery item open a dialog, and not a left-out item', () => {
    start(`<button id="first" data-gallery-first>View gallery</button>
      <a id="i1" href="/p1.svg" data-gallery="image">1</a>
      <a id="i9" href="/p9.svg" data-gallery="image" data-to-be-deleted>9</a>`);
    expect(getElement('#first').getAttribute('aria-haspopup')).toBe('dialog');
    expect(getElement('#first').hidden).toBe(false);
    expect(getElement('#i1').getAttribute('aria-haspopup')).toBe('dialog');
    expect(getElement('#i9').hasAttribute('aria-haspopup')).toBe(false);
  });

  it('hides the first-picture control when there is nothing to open', () => {
    start(`<button id="first" data-gallery-first>View gallery</button>
      <a href="/p9.svg" data-gallery="image" data-to-be-deleted>9</a>`);
    expect(getElement('#first').hidden).toBe(true);
    expect(getElement('#first').hasAttribute('aria-haspopup')).toBe(false);
  });

  it('shows a first-picture control the template rendered hidden (it does nothing without scripts)', () => {
    start(`<button id="first" data-gallery-first hidden>View gallery</button><a href="/p1.svg" data-gallery="image">1</a>`);
    expect(getElement('#first').hidden).toBe(false);
  });

  it('follows items added, marked for deletion or removed later', async () => {
    const root = start(`<button id="first" data-gallery-first>View gallery</button>`);
    expect(getElement('#first').hidden).toBe(true);

    await change(() => root.insertAdjacentHTML('beforeend', '<a id="v1" href="/v1.webm" data-gallery="video">v</a>'));
    expect(getElement('#first').hidden).toBe(false);
    expect(getElement('#v1').getAttribute('aria-haspopup')).toBe('dialog');

    await change(() => getElement('#v1').setAttribute('data-to-be-deleted', ''));
    expect(getElement('#first').hidden).toBe(true);
    expect(getElement('#v1').hasAttribute('aria-haspopup')).toBe(false);
  });

  it('gives a control that stops being one its markup back: an item marked for deletion, a button no longer first-picture', async () => {
    start(`<button id="first" data-gallery-first hidden aria-haspopup="true">View gallery</button>
      <a id="i1" href="/p1.svg" data-gallery="image">1</a>`);
    expect(getElement('#first').hidden).toBe(false);

    await change(() => {
      getElement('#first').removeAttribute('data-gallery-first');
      getElement('#i1').setAttribute('data-to-be-deleted', '');
    });
    expect(getElement('#first').hidden).toBe(true);
    expect(getElement('#first').getAttribute('aria-haspopup')).toBe('true');
    expect(getElement('#i1').hasAttribute('aria-haspopup')).toBe(false);
  });

  it('puts the markup back as the template wrote it when unmounted', () => {
    const html = `<button id="first" data-gallery-first hidden>View gallery</button>
      <a id="i1" href="/p1.svg" data-gallery="image" aria-haspopup="true">1</a>
      <a id="i2" href="/p2.svg" data-gallery="image">2</a>`;
    const root = start(html);
    expect(root.innerHTML).not.toBe(asWritten);
    stop?.();
    stop = undefined;
    expect(root.innerHTML).toBe(asWritten);
  });
});
