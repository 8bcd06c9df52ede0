import { afterEach, describe, expect, it } from 'vitest';
import galleryWidget from '../../../widgets/gallery/index.ts';
import { GalleryOptionsSchema } from '../../../widgets/gallery/gallery-options.ts';
import { widgetRegistry } from '../../../widgets/registry.ts';
import { getElement, renderFixture, resetPage } from '../support/dom-fixture.ts';
import { startTestWidgets } from '../support/runtime-harness.ts';

afterEach(() => {
  resetPage();
});

describe('the gallery widget definition', () => {
  it('is named gallery, reads its (empty) options with GalleryOptionsSchema and is the chunk the registry loads', async () => {
    expect(galleryWidget.name).toBe('gallery');
    expect(galleryWidget.options).toBe(GalleryOptionsSchema);
    await expect(widgetRegistry.gallery?.()).resolves.toMatchObject({ default: galleryWidget });
  });

  it('mounts on the section without replacing its markup, and leaves it as it was when unmounted', async () => {
    const html = `<h2>Gallery</h2><button type="button" data-gallery-first>View gallery</button><a href="/p1.svg" data-gallery="image"><img alt="Photo 1"></a>`;
    renderFixture(`<section id="gallery" data-widget="gallery">${html}</section>`);
    const asWritten = getElement('#gallery').innerHTML;
    const api = startTestWidgets(widgetRegistry);
    await api.settled();
    const root = getElement('#gallery');
    expect(root.getAttribute('data-widget-state')).toBe('mounted');
    expect(root.querySelector('a')?.getAttribute('aria-haspopup')).toBe('dialog');

    api.unmount(root);

    expect(root.innerHTML).toBe(asWritten);
  });
});
