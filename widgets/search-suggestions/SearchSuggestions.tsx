import { useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import { SUGGESTIONS_MIN_CHARS } from '../../shared/constants.ts';
import { writeAttribute } from '../../shared/dom/write-attribute.ts';
import { useAttribute } from '../../shared/hooks/use-attribute.ts';
import { useEventListener } from '../../shared/hooks/use-event-listener.ts';
import { useServerElement } from '../../shared/hooks/use-server-element.ts';
import { useLazyAction } from '../../shared/lazy/use-lazy-action.ts';
import type { WidgetProps } from '../../shared/runtime/widget-definition.ts';
import type { ComboboxPopupProps } from './combobox/ComboboxPopup.tsx';
import type { SearchSuggestionsOptions } from './search-suggestions-options.ts';

/** The input's attributes the combobox sets; their server values come back on unmount. */
export const COMBOBOX_INPUT_ATTRIBUTES = ['role', 'aria-autocomplete', 'aria-expanded', 'aria-controls', 'aria-activedescendant'] as const;

/** The root's search input, found once at mount, which the widget adopts as it is (the form submits it as before). */
function useSearchInput(root: HTMLElement): HTMLInputElement {
  const input = useServerElement<HTMLInputElement>(root, 'input[type="search"], input[type="text"], input:not([type])');
  if (!input) throw new Error('expected an <input type="search"> inside the root, found none');
  return input;
}

/**
 * Marks the server's input as a collapsed list combobox while mounted, giving back its server
 * attributes on unmount. Rendered after the popup, whose own attributes (useAttribute) give back
 * what they found first: these come back last, as the server printed them.
 */
function ComboboxRole({ input }: { readonly input: HTMLInputElement }): null {
  useLayoutEffect(() => {
    const server = COMBOBOX_INPUT_ATTRIBUTES.map((name) => [name, input.getAttribute(name)] as const);
    writeAttribute(input, 'role', 'combobox');
    writeAttribute(input, 'aria-autocomplete', 'list');
    writeAttribute(input, 'aria-expanded', 'false');
    return () => {
      for (const [name, value] of server) writeAttribute(input, name, value);
    };
  }, [input]);
  return null;
}

/**
 * The header search box, kept tiny until used: it marks the server's input as a collapsed list
 * combobox at once (a screen reader announces it as one from the first focus), and loads the
 * combobox's code (ComboboxPopup) on the first focus or keystroke. The input stays the server's,
 * so the form submits as before and nothing typed while the code loads is lost: the input's value
 * is the source of truth. `markup: 'server'`: the root's label, input and button stay as printed.
 */
export function SearchSuggestions({ root, context }: WidgetProps<SearchSuggestionsOptions>) {
  const input = useSearchInput(root);
  // The loaded part, with whether the visitor typed before it came (read once, as it mounts).
  const [loaded, setLoaded] = useState<{ readonly Popup: ComponentType<ComboboxPopupProps>; readonly typed: boolean } | null>(null);
  // Refs: a focus and a keystroke may both come before a render.
  const loading = useRef(false);
  const typed = useRef(false);
  // A text long enough to be queried, typed while the code is on its way: the input is `aria-busy`
  // from that keystroke's own task until the combobox takes the wait over (issue 19: at mount on a
  // phone the code is a round trip away, and a keystroke that shows nothing is typed again).
  const [awaited, setAwaited] = useState(false);
  const runLazy = useLazyAction(context);

  // A visitor who clicked into the box before the bundle ran gets no focus event.
  useLayoutEffect(() => {
    if (document.activeElement === input) load();
  }, [input]);

  const load = () => {
    if (loading.current) return;
    loading.current = true;
    runLazy({
      load: () => import('./combobox/ComboboxPopup.tsx'),
      act: ({ ComboboxPopup }) => setLoaded({ Popup: ComboboxPopup, typed: typed.current || input.value !== input.defaultValue }),
      // The input keeps working as the plain search box it was; the next keystroke loads again.
      recover: () => {
        loading.current = false;
        setAwaited(false);
      },
      phase: 'loading the combobox',
    });
  };
  // Listening goes on while the code loads, so keystrokes of that time count as typing.
  const waiting = loaded ? null : input;
  useEventListener(waiting, 'focus', load);
  useEventListener(waiting, 'input', () => {
    typed.current = true;
    load();
    setAwaited(input.value.trim().length >= SUGGESTIONS_MIN_CHARS);
  });
  useAttribute(input, 'aria-busy', awaited && !loaded ? 'true' : undefined);

  // The role after the popup: unmounting takes the popup's ARIA state away first, then the role's.
  return (
    <>
      {loaded && <loaded.Popup root={root} input={input} context={context} typed={loaded.typed} />}
      <ComboboxRole input={input} />
    </>
  );
}
