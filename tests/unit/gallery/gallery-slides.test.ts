import { afterEach, describe, expect, it } from 'vitest';
import { readGallerySets } from '../../../widgets/gallery/gallery-items.ts';
import { toSlides } from '../../../widgets/gallery/gallery-slides.ts';
import { getElement, renderFixture, resetPage } from '../support/dom-fixture.ts';

afterEach(() => {
  resetPage();
});

function setsOf(html: string) {
  renderFixture(`<section id="gallery">${html}</section>`);
  return readGallerySets(getElement('#gallery'));
}

describe('toSlides', () => {
  it('captions a slide with its thumbnail alt, escaped for glightbox innerHTML, and keeps the alt text plain', () => {
    const { image } = setsOf(`<a href="/p1.svg" data-gallery="image"><img alt="Luna & &quot;friends&quot; <b>live</b>"></a>`);
    const [slide] = toSlides('image', image);
    expect(slide).toEqual({
      href: `${location.origin}/p1.svg`,
      type: 'image',
      title: 'Luna &amp; &quot;friends&quot; &lt;b&gt;live&lt;/b&gt;',
      description: '',
      alt: 'Luna & "friends" <b>live</b>',
      zoomable: true,
      draggable: true,
    });
  });

  it("prefers the link's title as caption, escaped so that markup in it stays text", () => {
    const { image } = setsOf(`<a href="/p1.svg" data-gallery="image" title="<img src=x onerror=&quot;window.__canary=1&quot;>"><img alt="Photo 1"></a>`);
    const [slide] = toSlides('image', image);
    expect(slide?.title).toBe('&lt;img src=x onerror=&quot;window.__canary=1&quot;&gt;');
    expect(slide?.title).not.toMatch(/[<>"]/);
    expect(slide?.alt).toBe('Photo 1');
  });

  it('makes images zoomable and plays videos from their own URL, escaped since glightbox writes it into HTML', () => {
    const { video } = setsOf(`<a href="/clip.webm?a=1&amp;b=2" data-gallery="video"><img alt="Video 1"></a>`);
    const [slide] = toSlides('video', video);
    expect(slide).toMatchObject({
      type: 'video',
      href: `${location.origin}/clip.webm?a=1&amp;b=2`,
      videoProvider: 'local',
      zoomable: false,
      alt: '',
      title: 'Video 1',
    });
  });

  it('gives a slide without title or thumbnail alt no caption', () => {
    const { image } = setsOf(`<a href="/p1.svg" data-gallery="image">Photo</a>`);
    expect(toSlides('image', image)[0]).toMatchObject({ title: '', alt: '' });
  });
});
