import { afterEach, describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { inPageOrder, useNavTargets } from '../../../widgets/mobile-nav/nav-targets.ts';
import { getElement, renderFixture, resetPage } from '../support/dom-fixture.ts';

afterEach(() => {
  resetPage();
});

/** The hook's answer as it mounts on the fixture's nav. */
const readNavTargets = (nav: HTMLElement) => renderHook(() => useNavTargets(nav)).result.current;

describe('useNavTargets', () => {
  it('pairs each in-page link with its section, in the nav order', () => {
    renderFixture(`
      <nav id="nav"><a href="#contact">Contact</a><a href="#gallery">Gallery</a></nav>
      <section id="gallery"></section><section id="contact"></section>`);

    const targets = readNavTargets(getElement('#nav'));

    expect(targets.map(({ id, link, section }) => [id, link.textContent, section.id])).toEqual([
      ['contact', 'Contact', 'contact'],
      ['gallery', 'Gallery', 'gallery'],
    ]);
  });

  it('leaves out links to other pages, to missing ids and to the top ("#")', () => {
    renderFixture(`
      <nav id="nav"><a href="/dancers.html">Dancers</a><a href="#videos">Videos</a><a href="#">Top</a><a href="#rates">Rates</a></nav>
      <section id="rates"></section>`);

    expect(readNavTargets(getElement('#nav')).map(({ id }) => id)).toEqual(['rates']);
  });
});

describe('inPageOrder', () => {
  it('sorts the targets by where their sections are on the page', () => {
    renderFixture(`
      <nav id="nav"><a href="#contact">Contact</a><a href="#gallery">Gallery</a><a href="#reviews">Reviews</a></nav>
      <section id="gallery"></section><div><section id="contact"></section></div><section id="reviews"></section>`);

    expect(inPageOrder(readNavTargets(getElement('#nav'))).map(({ id }) => id)).toEqual(['gallery', 'contact', 'reviews']);
  });
});
