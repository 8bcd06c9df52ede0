import { useLayoutEffect } from 'react';

/**
 * Holds the text of a server element at `text` while mounted (undefined: left to the markup), giving
 * back what it found when the text changes or the component unmounts. The text is written only
 * when it differs: a live region announces every write, even of the same words. A layout effect:
 * the text is there in the frame of the state change that chose it.
 */
export function useElementText(element: Element | null | undefined, text: string | undefined): void {
  useLayoutEffect(() => {
    if (!element || text === undefined) return;
    const found = element.textContent ?? '';
    const write = (next: string) => {
      if (element.textContent !== next) element.textContent = next;
    };
    write(text);
    return () => write(found);
  }, [element, text]);
}
