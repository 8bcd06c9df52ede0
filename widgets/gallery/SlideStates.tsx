import { useLayoutEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { useAttribute } from '../../shared/hooks/use-attribute.ts';
import { useServerElements } from '../../shared/hooks/use-server-elements.ts';

/** Which of `elements` match `selector` (one of glightbox's state classes) now. */
const matching = (elements: readonly Element[], selector: string) => elements.map((element) => element.matches(selector));

/**
 * Keeps the lightbox's hidden parts out of reach while it is open: every slide but the current one
 * is inert (glightbox preloads the neighbours, whose video controls would otherwise take focus
 * unseen), and the previous/next button glightbox greys out at an end of the set gets
 * `aria-disabled="true"`. glightbox's classes are read again on each of its changes (state); a
 * change comes from glightbox, outside React's events, and is rendered at once. Renders nothing of
 * its own: the attributes go on glightbox's nodes.
 */
export function SlideStates({ modal }: { readonly modal: HTMLElement }) {
  // glightbox builds every slide and both arrows before it says it is open: found once.
  const slides = useServerElements<Element>(modal, '.gslide');
  const arrows = useServerElements<Element>(modal, '.gprev, .gnext');
  const read = () => ({ current: matching(slides, '.current'), off: matching(arrows, '.disabled') });
  const [{ current, off }, setStates] = useState(read);
  useLayoutEffect(() => {
    const observer = new MutationObserver(() => flushSync(() => setStates(read())));
    // Their classes only: the nodes themselves stay.
    observer.observe(modal, { subtree: true, attributes: true, attributeFilter: ['class'] });
    return () => observer.disconnect();
  }, [modal]);
  return [
    ...slides.map((slide, index) => <Attribute key={`s${index}`} element={slide} name="inert" value={current[index] ? null : ''} />),
    ...arrows.map((arrow, index) => <Attribute key={index} element={arrow} name="aria-disabled" value={off[index] ? 'true' : null} />),
  ];
}

function Attribute({ element, name, value }: { readonly element: Element; readonly name: string; readonly value: string | null }): null {
  useAttribute(element, name, value);
  return null;
}
