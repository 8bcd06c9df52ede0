import { useState } from 'react';
import { flushSync } from 'react-dom';
import { useAttribute } from '../../shared/hooks/use-attribute.ts';
import { useEventListener } from '../../shared/hooks/use-event-listener.ts';
import { useLazyAction } from '../../shared/lazy/use-lazy-action.ts';
import type { WidgetProps } from '../../shared/runtime/widget-definition.ts';

/** The root as the quick filter needs it: the template's `<button>`. */
function asButton(root: HTMLElement): HTMLButtonElement {
  if (!(root instanceof HTMLButtonElement)) throw new Error('data-widget="price-quick-filter" goes on a <button type="button">');
  return root;
}

/**
 * `<button data-widget="price-quick-filter">`, the price quick filter (spec §2): a click sets
 * incalls and a maximum price of QUICK_FILTER_MAX_PRICE in the `filters` cookie, keeping the other
 * saved filters, then reloads (apply-quick-filter.ts, loaded on the first click). The fields are the
 * filter form's (`incalls`, `price_max`), so the form shows them set after the reload. The button is
 * disabled and busy until the page goes; a refused cookie gives an error toast and the button back.
 * Renders nothing: the button is the server's.
 */
export function PriceQuickFilter({ root, context }: WidgetProps): null {
  const button = asButton(root);
  const [busy, setBusy] = useState(false);
  // Rendered at once: the button is disabled before the click's task ends, so that a second click
  // queued behind it finds it busy, and given back as soon as the apply fails.
  const showBusy = (on: boolean) => flushSync(() => setBusy(on));
  // Given back as printed (enabled, not busy) when busy ends or the widget unmounts.
  useAttribute(button, 'disabled', busy ? '' : undefined);
  useAttribute(button, 'aria-busy', busy ? 'true' : undefined);
  const runLazy = useLazyAction(context);
  useEventListener(button, 'click', (event) => {
    // A button left without type="button" inside a form would submit it.
    event.preventDefault();
    if (busy) return;
    showBusy(true);
    runLazy({
      load: () => import('./apply-quick-filter.ts'),
      act: ({ applyQuickFilter }) => {
        if (!applyQuickFilter(context)) showBusy(false);
      },
      recover: () => showBusy(false),
      phase: 'applying the quick filter',
    });
  });
  return null;
}
