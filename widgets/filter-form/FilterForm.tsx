import { useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useEventListener } from '../../shared/hooks/use-event-listener.ts';
import { useLazyAction } from '../../shared/lazy/use-lazy-action.ts';
import type { WidgetProps } from '../../shared/runtime/widget-definition.ts';

/** The form's saving code: a chunk of its own, loaded on the first submit or reset. */
const loadSaving = () => import('./apply-filter-form.ts');

/**
 * `<form data-widget="filter-form">`, the listing's filter form (spec §3, §9): submitting saves the
 * form in cookies and reloads the page, which the server renders filtered; resetting removes the
 * filters cookie and the form's profile-type switch cookies and reloads (apply-filter-form.ts,
 * loaded on the first submit or reset). One submission at a time: while it is busy (saving, then
 * reloading until the page goes) a submit or reset is ignored (a reset is cancelled, so the
 * fields stay as saved); after a refusal (too large, cookies blocked) the form works again, the
 * fields as the visitor left them. While reloading, its submit buttons are disabled and `aria-busy`,
 * as SubmitLock shows a running submission (BusySubmits, useAttribute). Renders no element: the form is the server's.
 */
export function FilterForm({ root, context }: WidgetProps): ReactNode {
  if (!(root instanceof HTMLFormElement)) throw new Error('data-widget="filter-form" goes on a <form>');
  const form = root;
  // true while saving; the saving code once saved, while the page reloads.
  const [busy, setBusy] = useState<boolean | Awaited<ReturnType<typeof loadSaving>>>(false);
  // Rendered at once (React 19 would wait for its scheduler): busy before a second submit can
  // come, and usable again as soon as the saving fails.
  const showBusy = (next: typeof busy) => flushSync(() => setBusy(next));
  const runLazy = useLazyAction(context);

  const run = (apply: boolean) => {
    showBusy(true);
    runLazy({
      load: loadSaving,
      // Reloading: busy until the page goes, so that nothing is saved twice meanwhile.
      act: (saving) => showBusy((apply ? saving.applyFilterForm : saving.clearFilterForm)(form, context) && saving),
      recover: () => showBusy(false),
      phase: 'saving the filters',
    });
  };
  // The latest render's `busy` (useLatest, refreshed in the commit flushSync ends with).
  useEventListener(form, 'submit', (event) => {
    event.preventDefault();
    if (!busy) run(true);
  });
  useEventListener(form, 'reset', (event) => {
    if (busy) event.preventDefault();
    else run(false);
  });
  // Reloading: the submit buttons shown busy (their code came with the saving code).
  return typeof busy === 'object' ? <busy.BusySubmits form={form} /> : null;
}
