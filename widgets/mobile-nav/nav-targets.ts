import { useState } from 'react';
import { useServerElements } from '../../shared/hooks/use-server-elements.ts';

/** One link of the nav and the section of the page it points to. */
export interface NavTarget {
  readonly link: HTMLAnchorElement;
  readonly section: HTMLElement;
  /** The section's id, as the link's `href="#id"` names it. */
  readonly id: string;
}

/**
 * The nav's in-page links whose `#id` names an element of the page, in the nav's order, found once
 * at mount. Links to other pages or to missing ids are left alone: they stay plain links.
 */
export function useNavTargets(nav: HTMLElement): readonly NavTarget[] {
  const links = useServerElements<HTMLAnchorElement>(nav, 'a[href^="#"]');
  const [targets] = useState(() =>
    links.flatMap((link): NavTarget[] => {
      // Taken as written: the templates' section ids are plain ASCII, never percent-encoded.
      const id = link.getAttribute('href')!.slice(1);
      const section = id ? document.getElementById(id) : null;
      return section ? [{ link, section, id }] : [];
    }),
  );
  return targets;
}

/** The targets in the order their sections appear on the page (the nav's order may differ). */
export function inPageOrder(targets: readonly NavTarget[]): NavTarget[] {
  return [...targets].sort((a, b) =>
    a.section.compareDocumentPosition(b.section) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
  );
}
