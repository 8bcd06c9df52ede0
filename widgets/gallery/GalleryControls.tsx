import { useLayoutEffect, useState } from 'react';
import { useAttribute } from '../../shared/hooks/use-attribute.ts';
import { readGallerySets } from './gallery-items.ts';
import { galleryMarkup } from './gallery-markup.ts';

/**
 * The gallery's controls as the markup has them now: its first-picture controls then its items, and
 * how many of them are first-picture controls (all of them: nothing to open).
 */
type Controls = readonly [controls: readonly HTMLElement[], firsts: number];

function readControls(root: HTMLElement): Controls {
  const { image, video } = readGallerySets(root);
  // Read again on each change of the markup (the observer below), not found once: controls come and go.
  const firsts = root.querySelectorAll<HTMLElement>(`[${galleryMarkup.firstAttribute}]`);
  return [[...firsts, ...image, ...video], firsts.length];
}

/**
 * Keeps the gallery's server controls in step with its items, now and as the markup changes (the
 * controls are state, read again on each change): the first-picture control shows only when there
 * is something to open (it may be rendered `hidden`, since it does nothing without scripts) and,
 * like each item link, says that it opens a dialog (`aria-haspopup="dialog"`). A control that stops
 * being one, and every control on unmount, gets its markup back as the template wrote it
 * (useAttribute gives back what it found). Renders nothing of its own.
 */
export function GalleryControls({ root }: { readonly root: HTMLElement }) {
  const [[controls, firsts], setControls] = useState(() => readControls(root));
  useLayoutEffect(() => {
    const observer = new MutationObserver(() => setControls(readControls(root)));
    observer.observe(root, {
      subtree: true,
      childList: true,
      // The item, left-out and first-picture attributes.
      attributeFilter: [...Object.values(galleryMarkup), 'href'],
    });
    return () => observer.disconnect();
  }, [root]);
  const active = controls.length > firsts;
  return controls.map((element, index) => <Control key={index} element={element} active={active} first={index < firsts} />);
}

/** One control's state on its server element: hidden (a first-picture control with nothing to open), opening a dialog. */
function Control({ element, active, first }: { readonly element: HTMLElement; readonly active: boolean; readonly first: boolean }): null {
  useAttribute(first ? element : null, 'hidden', active ? null : '');
  useAttribute(element, 'aria-haspopup', active ? 'dialog' : undefined);
  return null;
}
