import type { WidgetContext } from '../../shared/runtime/widget-definition.ts';

/** The input's attributes the combobox sets; their server values come back on unmount. */
export const COMBOBOX_INPUT_ATTRIBUTES = ['role', 'aria-autocomplete', 'aria-expanded', 'aria-controls', 'aria-activedescendant'] as const;

/** How the lazy chunk is started: the root, its search input, and whether the visitor typed already. */
export interface ComboboxStart {
  readonly root: HTMLElement;
  readonly input: HTMLInputElement;
  readonly context: WidgetContext;
  /** The visitor typed before the chunk arrived: the input's value is queried at once. */
  readonly typed: boolean;
}

/**
 * The part of the search box that loads with every listing page, kept tiny: it marks the input as
 * a combobox (so a screen reader announces it as one from the first focus) and loads the
 * combobox's code on the first focus or keystroke. The input stays the server's, so the form
 * submits as before and nothing typed while the chunk loads is lost: the input's value is the
 * source of truth. Returns the function that undoes everything.
 */
export function startSearchSuggestions(root: HTMLElement, context: WidgetContext): () => void {
  const found = root.querySelector<HTMLInputElement>('input[type="search"], input[type="text"], input:not([type])');
  if (!found) throw new Error('expected an <input type="search"> inside the root, found none');
  const input: HTMLInputElement = found;
  const serverAttributes = COMBOBOX_INPUT_ATTRIBUTES.map((name) => [name, input.getAttribute(name)] as const);
  input.setAttribute('role', 'combobox');
  input.setAttribute('aria-autocomplete', 'list');
  input.setAttribute('aria-expanded', 'false');

  let stopped = false;
  let loading = false;
  let typed = false;
  let stopCombobox: (() => void) | null = null;

  const onInput = () => {
    typed = true;
    load();
  };
  const removeListeners = () => {
    input.removeEventListener('focus', load);
    input.removeEventListener('input', onInput);
  };
  function load(): void {
    if (loading) return;
    loading = true;
    import('./combobox/start-combobox.tsx').then(
      ({ startCombobox }) => {
        if (stopped) return;
        // Listening went on while the chunk loaded, so keystrokes of that time count as typing.
        removeListeners();
        stopCombobox = startCombobox({ root, input, context, typed: typed || input.value !== input.defaultValue });
      },
      (error: unknown) => {
        if (stopped) return;
        removeListeners();
        // The input keeps working as the plain search box it was.
        context.reportError(error, 'loading the combobox');
      },
    );
  }

  input.addEventListener('focus', load);
  input.addEventListener('input', onInput);
  // A visitor who clicked into the box before the bundle ran gets no focus event.
  if (document.activeElement === input) load();

  return () => {
    stopped = true;
    removeListeners();
    stopCombobox?.();
    for (const [name, value] of serverAttributes) {
      if (value === null) input.removeAttribute(name);
      else input.setAttribute(name, value);
    }
  };
}
