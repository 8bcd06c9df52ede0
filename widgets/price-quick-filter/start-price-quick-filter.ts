import type { WidgetContext } from '../../shared/runtime/widget-definition.ts';

/**
 * The price quick filter (spec §2): a button that sets incalls and a maximum price of
 * QUICK_FILTER_MAX_PRICE in the `filters` cookie, keeping the other saved filters, then reloads
 * (see apply-quick-filter.ts, loaded on the first click). The fields are the filter form's
 * (`incalls`, `price_max`), so the form shows them set after the reload. The button is disabled
 * and busy until the page goes; a refused cookie gives an error toast and the button back.
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

  const onClick = (event: MouseEvent) => {
    // A button left without type="button" inside a form would submit it.
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    import('./apply-quick-filter.ts').then(
      ({ applyQuickFilter }) => {
        if (!applyQuickFilter(context)) setBusy(false);
      },
      (error: unknown) => {
        setBusy(false);
        context.reportError(error, 'loading the quick filter');
      },
    );
  };
  button.addEventListener('click', onClick);
  return () => {
    button.removeEventListener('click', onClick);
    if (busy) setBusy(false);
  };
}
