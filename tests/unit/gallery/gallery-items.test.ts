import { afterEach, describe, expect, it } from 'vitest';
import { findGalleryControl, firstPictureTarget, readGallerySets } from '../../../widgets/gallery/gallery-items.ts';
import { getElement, renderFixture, resetPage } from '../support/dom-fixture.ts';

const PROFILE = `
<section id="gallery" data-widget="gallery">
  <button type="button" id="first" data-gallery-first>View gallery</button>
  <a id="i1" href="/media/photo-1.svg" data-gallery="image"><img alt="Photo 1"></a>
  <a id="i9" href="/media/photo-9.svg" data-gallery="image" data-to-be-deleted><img alt="Deleted"></a>
  <a id="v1" href="/media/clip-1.webm" data-gallery="video"><img alt="Video 1"></a>
  <a id="i2" href="/media/photo-2.svg" data-gallery="image"><span id="i2-inner">Photo 2</span></a>
  <a id="v2" href="/media/clip-2.webm" data-gallery="video" data-to-be-deleted><img alt="Deleted video"></a>
  <a id="v3" href="/media/clip-3.webm" data-gallery="video"><img alt="Video 2"></a>
  <a id="other" href="/elsewhere.html">Not a gallery item</a>
</section>
<a id="outside" href="/media/photo-7.svg" data-gallery="image">Outside the root</a>`;

const ids = (elements: readonly Element[]) => elements.map((element) => element.id);

afterEach(() => {
  resetPage();
});

describe('readGallerySets', () => {
  it('puts images and videos in two sets, in page order, leaving out data-to-be-deleted items', () => {
    renderFixture(PROFILE);
    const sets = readGallerySets(getElement('#gallery'));
    expect(ids(sets.image)).toEqual(['i1', 'i2']);
    expect(ids(sets.video)).toEqual(['v1', 'v3']);
  });

  it('reads only items inside the root', () => {
    renderFixture(PROFILE);
    const sets = readGallerySets(getElement('#gallery'));
    expect(ids([...sets.image, ...sets.video])).not.toContain('outside');
  });

  it('leaves out links that are not http(s), elements that are not links, and unknown kinds', () => {
    renderFixture(`<section id="gallery">
      <a id="script" href="javascript:alert(1)" data-gallery="image">x</a>
      <a id="data" href="data:image/svg+xml,<svg/>" data-gallery="image">x</a>
      <a id="no-href" data-gallery="image">x</a>
      <div id="div" data-gallery="image">x</div>
      <a id="audio" href="/a.mp3" data-gallery="audio">x</a>
      <a id="absolute" href="https://media.example.com/photo.jpg" data-gallery="image">x</a>
    </section>`);
    const sets = readGallerySets(getElement('#gallery'));
    expect(ids(sets.image)).toEqual(['absolute']);
    expect(sets.video).toEqual([]);
  });
});

describe('firstPictureTarget', () => {
  it('is the first video when the profile has one', () => {
    renderFixture(PROFILE);
    expect(firstPictureTarget(readGallerySets(getElement('#gallery')))).toEqual({ kind: 'video', index: 0 });
  });

  it('is the first image when the profile has no video', () => {
    renderFixture(`<section id="gallery"><a href="/p1.svg" data-gallery="image">1</a></section>`);
    expect(firstPictureTarget(readGallerySets(getElement('#gallery')))).toEqual({ kind: 'image', index: 0 });
  });

  it('is the first image when every video is to be deleted', () => {
    renderFixture(`<section id="gallery">
      <a href="/v1.webm" data-gallery="video" data-to-be-deleted>v</a>
      <a href="/p1.svg" data-gallery="image">1</a></section>`);
    expect(firstPictureTarget(readGallerySets(getElement('#gallery')))).toEqual({ kind: 'image', index: 0 });
  });

  it('is nothing when every item is to be deleted', () => {
    renderFixture(`<section id="gallery">
      <a href="/v1.webm" data-gallery="video" data-to-be-deleted>v</a>
      <a href="/p1.svg" data-gallery="image" data-to-be-deleted>1</a></section>`);
    expect(firstPictureTarget(readGallerySets(getElement('#gallery')))).toBeNull();
  });
});

describe('findGalleryControl', () => {
  it('gives an item its place in its own set, counted without the left-out items', () => {
    renderFixture(PROFILE);
    const root = getElement('#gallery');
    expect(findGalleryControl(root, getElement('#i2-inner'))).toEqual({ control: getElement('#i2'), target: { kind: 'image', index: 1 } });
    expect(findGalleryControl(root, getElement('#v3 img'))).toEqual({ control: getElement('#v3'), target: { kind: 'video', index: 1 } });
  });

  it('sends the first-picture control to the first video', () => {
    renderFixture(PROFILE);
    expect(findGalleryControl(getElement('#gallery'), getElement('#first'))).toEqual({
      control: getElement('#first'),
      target: { kind: 'video', index: 0 },
    });
  });

  it('lets the first-picture rule win on an item that is also the first-picture control', () => {
    renderFixture(`<section id="gallery">
      <a id="main" href="/p1.svg" data-gallery="image" data-gallery-first>main</a>
      <a href="/v1.webm" data-gallery="video">v</a></section>`);
    expect(findGalleryControl(getElement('#gallery'), getElement('#main'))?.target).toEqual({ kind: 'video', index: 0 });
  });

  it('finds nothing for a left-out item, another link, an element outside the root or a non-element', () => {
    renderFixture(PROFILE);
    const root = getElement('#gallery');
    expect(findGalleryControl(root, getElement('#i9 img'))).toBeNull();
    expect(findGalleryControl(root, getElement('#other'))).toBeNull();
    expect(findGalleryControl(root, getElement('#outside'))).toBeNull();
    expect(findGalleryControl(root, document)).toBeNull();
    expect(findGalleryControl(root, null)).toBeNull();
  });

  it('finds nothing for the first-picture control when nothing can be opened', () => {
    renderFixture(`<section id="gallery"><button id="first" data-gallery-first>View</button>
      <a href="/p1.svg" data-gallery="image" data-to-be-deleted>1</a></section>`);
    expect(findGalleryControl(getElement('#gallery'), getElement('#first'))).toBeNull();
  });
});
