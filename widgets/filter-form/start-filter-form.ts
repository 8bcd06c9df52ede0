import { actWhenLoaded } from '../../shared/lazy/act-when-loaded.ts';
import type { WidgetContext } from '../../shared/runtime/widget-definition.ts';

/**
 * The filter form (spec §3, §9): submitting saves the form in cookies and reloads the page, which
 * the server renders filtered; resetting removes the filters cookie and the form's profile-type
 * switch cookies and reloads (see apply-filter-form.ts, loaded on the first submit or reset). One
 * submission at a time: a submit or reset while one runs is ignored (a reset is cancelled, so the
 * fields stay as saved); after a refusal (too large, cookies blocked) the form works again, the
 * fields as the visitor left them. Once undone, a submit or reset whose code was still loading
 * does nothing. Returns the undo function.
 */
export function startFilterForm(element: HTMLElement, context: WidgetContext): () => void {
  if (!(element instanceof HTMLFormElement)) throw new Error('data-widget="filter-form" goes on a <form>');
  const form = element;
  let busy = false;
  // Aborted by the undo function: a submit or reset whose code arrives after it saves nothing.
  const mount = new AbortController();

  const run = (action: 'apply' | 'clear') => {
    busy = true;
    void actWhenLoaded(
      {
        load: () => import('./apply-filter-form.ts'),
        signal: mount.signal,
        act: ({ applyFilterForm, clearFilterForm }) => {
          // Reloading: stay busy until the page goes, so that nothing is saved twice meanwhile.
          busy = action === 'apply' ? applyFilterForm(form, context) : clearFilterForm(form, context);
        },
        recover: () => {
          busy = false;
        },
        phase: 'saving the filters',
      },
      context,
    );
  };
  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    if (!busy) run('apply');
  };
  const onReset = (event: Event) => {
    if (busy) event.preventDefault();
    else run('clear');
  };
  form.addEventListener('submit', onSubmit);
  form.addEventListener('reset', onReset);
  return () => {
    mount.abort();
    form.removeEventListener('submit', onSubmit);
    form.removeEventListener('reset', onReset);
  };
}
