import { MAX_OTHER_CITIES } from '../../shared/constants.ts';
import { actWhenLoaded } from '../../shared/lazy/act-when-loaded.ts';
import { loadOnce } from '../../shared/lazy/load-once.ts';
import type { WidgetContext } from '../../shared/runtime/widget-definition.ts';
import type { OtherCityList } from './other-city-list.ts';
import { otherCitiesMarkup as markup, type OtherCitiesParts } from './other-cities-markup.ts';

/** The adding and removing code loads on first use: a chunk of its own. */
const loadList = loadOnce(() => import('./other-city-list.ts'));

/** Finds the root's list, template, add button and hint, or reports what is missing and returns null. */
function findParts(root: HTMLElement, context: WidgetContext): OtherCitiesParts | null {
  const list = root.querySelector<HTMLElement>(`[${markup.list}]`);
  const template = root.querySelector(`template[${markup.template}]`);
  const add = root.querySelector(`button[${markup.add}]`);
  const hint = root.querySelector<HTMLElement>(`[${markup.hint}]`);
  if (!list || !(template instanceof HTMLTemplateElement) || !(add instanceof HTMLButtonElement) || !hint) {
    context.reportProblem(
      'parts',
      `it needs an element ${markup.list}, a <template ${markup.template}>, a <button ${markup.add}> and an element ${markup.hint} inside; other cities cannot be added.`,
    );
    return null;
  }
  return { root, list, template, add, hint };
}

/**
 * Mounts the other-city blocks (the widget's mount): a click on the add button or on a block's
 * remove button loads the list code on first use (prefetched when the pointer or the focus enters
 * the root; at once when the page already shows the most blocks, so that the add button says why it
 * is off). Returns the undo function.
 */
export function bindOtherCities(root: HTMLElement, context: WidgetContext): () => void {
  const parts = findParts(root, context);
  if (!parts) return () => {};
  let list: OtherCityList | null = null;
  const unmounted = new AbortController();
  const withList = (act: (list: OtherCityList) => void) => {
    void actWhenLoaded(
      {
        load: loadList,
        signal: unmounted.signal,
        act: ({ createOtherCityList }) => {
          list ??= createOtherCityList(parts, markup, context);
          act(list);
        },
        phase: 'loading its list code',
      },
      context,
    );
  };
  const prefetch = () => {
    // A failure here is reported when a button is used.
    loadList().catch(() => {});
  };
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    if (target?.closest(`[${markup.add}]`) === parts.add) {
      if (parts.add.getAttribute('aria-disabled') !== 'true') withList((l) => l.add());
      return;
    }
    const block = target?.closest(`[${markup.remove}]`)?.closest<HTMLElement>(`[${markup.block}]`);
    if (block && parts.list.contains(block)) withList((l) => l.remove(block));
  };
  root.addEventListener('click', onClick);
  root.addEventListener('pointerenter', prefetch);
  root.addEventListener('focusin', prefetch);
  if (parts.list.querySelectorAll(`[${markup.block}]`).length >= MAX_OTHER_CITIES) withList((l) => l.sync());
  return () => {
    unmounted.abort();
    root.removeEventListener('click', onClick);
    root.removeEventListener('pointerenter', prefetch);
    root.removeEventListener('focusin', prefetch);
  };
}
