import { useLayoutEffect, useState } from 'react';
import { AD_SLOT_LOAD_MARGIN_PX } from '../../shared/constants.ts';

/**
 * Whether `element` has come within AD_SLOT_LOAD_MARGIN_PX of the viewport while `watching`; once
 * true it stays true and nothing is watched any more.
 */
export function useNearViewport(element: Element, watching: boolean): boolean {
  const [near, setNear] = useState(false);
  useLayoutEffect(() => {
    if (!watching || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${AD_SLOT_LOAD_MARGIN_PX}px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, watching, near]);
  return near;
}
