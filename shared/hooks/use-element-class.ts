import { useLayoutEffect } from 'react';

/**
 * Holds class `name` on a server element while mounted: present while `on`, absent while false,
 * left to the markup and to others while undefined; the class is given back as found when `on`
 * changes or the component unmounts (an element printed without `class` is left without one). A
 * layout effect: the class is there when the root is marked mounted, and in the frame of the state
 * change that set it.
 */
export function useElementClass(element: Element | null | undefined, name: string, on: boolean | undefined): void {
  useLayoutEffect(() => {
    if (!element || on === undefined) return;
    const found = element.classList.contains(name);
    const hadClass = element.hasAttribute('class');
    element.classList.toggle(name, on);
    return () => {
      element.classList.toggle(name, found);
      // A template's element printed without a class attribute gets none back, not an empty one.
      if (!hadClass && !element.classList.length) element.removeAttribute('class');
    };
  }, [element, name, on]);
}
