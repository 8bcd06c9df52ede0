import { useLayoutEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { useAttribute } from '../../shared/hooks/use-attribute.ts';

/** glightbox's parts as its classes have them now: each slide, current or not; each arrow, greyed out or not. */
interface SlideParts {
  readonly slides: readonly (readonly [Element, boolean])[];
  readonly arrows: readonly (readonly [Element, boolean])[];
}

function readParts(modal: HTMLElement): SlideParts {
  return {
    slides: Array.from(modal.querySelectorAll('.gslide'), (slide) => [slide, slide.matches('.current')] as const),
    arrows: Array.from(modal.querySelectorAll('.gprev, .gnext'), (button) => [button, button.matches('.disabled')] as const),
  };
}

/**
 * Keeps the lightbox's hidden parts out of reach while it is open: every slide but the current one
 * is inert (glightbox preloads the neighbours, whose video controls would otherwise take focus
 * unseen), and the previous/next button glightbox greys out at an end of the set gets
 * `aria-disabled="true"`. glightbox's classes are read again on each of its changes (state); a
 * change comes from glightbox, outside React's events, and is rendered at once. Renders nothing of
 * its own: the attributes go on glightbox's nodes.
 */
export function SlideStates({ modal }: { readonly modal: HTMLElement }) {
  const [{ slides, arrows }, setParts] = useState(() => readParts(modal));
  useLayoutEffect(() => {
    const observer = new MutationObserver(() => flushSync(() => setParts(readParts(modal))));
    observer.observe(modal, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
    return () => observer.disconnect();
  }, [modal]);
  return [
    ...slides.map(([slide, current], index) => <Attribute key={`s${index}`} element={slide} name="inert" value={current ? null : ''} />),
    ...arrows.map(([arrow, off], index) => <Attribute key={index} element={arrow} name="aria-disabled" value={off ? 'true' : null} />),
  ];
}

function Attribute({ element, name, value }: { readonly element: Element; readonly name: string; readonly value: string | null }): null {
  useAttribute(element, name, value);
  return null;
}
