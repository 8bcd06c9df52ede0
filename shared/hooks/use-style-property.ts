import { useLayoutEffect } from 'react';

/**
 * Holds inline style property `name` (CSS spelling: `padding-top`, `--bar-height`) of a server
 * element at `value` while mounted (null: removed; undefined: left to the markup and to others),
 * giving back what it found, with its priority, when the value changes or the component unmounts.
 * A layout effect: the style is there in the frame of the state change that set it.
 */
export function useStyleProperty(element: ElementCSSInlineStyle | null | undefined, name: string, value: string | null | undefined): void {
  useLayoutEffect(() => {
    if (!element || value === undefined) return;
    const { style } = element;
    const found = style.getPropertyValue(name);
    const priority = style.getPropertyPriority(name);
    if (value === null) style.removeProperty(name);
    else style.setProperty(name, value);
    return () => {
      if (found) style.setProperty(name, found, priority);
      else style.removeProperty(name);
    };
  }, [element, name, value]);
}
