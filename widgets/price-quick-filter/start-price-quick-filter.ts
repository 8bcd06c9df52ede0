import { actWhenLoaded } from '../../shared/lazy/act-when-loaded.ts';
import type { WidgetContext } from '../../shared/runtime/widget-definition.ts';

/**
 * The price quick filter (spec §2): a button that sets incalls and a maximum price of
 * QUICK_FILTER_MAX_PRICE in the `filters` cookie, keeping the other saved filters, then reloads
 * (see apply-quick-filter.ts, loaded on the first click). The fields are the filter form's
 * (`incalls`, `price_max`), so the form shows them set after the reload. The button is disabled
 * and busy until the page goes; a refused cookie gives an error toast and the button back. Once
 * undone, a click whose code was still loading does nothing.
 * Returns the undo function.
 */
export function startPriceQuickFilter(element: HTMLElement, context: WidgetContext): () => void {
  if (!(element instanceof HTMLButtonElement)) throw new Error('data-widget="price-quick-filter" goes on a <button type="button">');
  const button = element;
  let busy = false;
  const setBusy = (on: boolean) => {
    busy = on;
    button.disabled = on;
    if (on) button.setAttribute('aria-busy', 'true');
    else button.removeAttribute('aria-busy');
  };

  // Aborted by the undo function: a click whose code arrives after it saves nothing.
  const mount = new AbortController();
  const onClick = (event: MouseEvent) => {
    // A button left without type="button" inside a form would submit it.
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    void actWhenLoaded(
      {
        load: () => import('./apply-quick-filter.ts'),
        signal: mount.signal,
        act: ({ applyQuickFilter }) => {
          if (!applyQuickFilter(context)) setBusy(false);
        },
        recover: () => setBusy(false),
        phase: 'applying the quick filter',
      },
      context,
    );
  };
  button.addEventListener('click', onClick);
  return () => {
    mount.abort();
    button.removeEventListener('click', onClick);
    if (busy) setBusy(false);
  };
}
