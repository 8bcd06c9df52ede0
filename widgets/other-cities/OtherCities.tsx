import { useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { MAX_OTHER_CITIES } from '../../shared/constants.ts';
import { useAttribute } from '../../shared/hooks/use-attribute.ts';
import { useEventListener } from '../../shared/hooks/use-event-listener.ts';
import { afterIdlePrefetch } from '../../shared/lazy/after-idle-prefetch.ts';
import { loadOnce } from '../../shared/lazy/load-once.ts';
import { useLazyAction } from '../../shared/lazy/use-lazy-action.ts';
import type { WidgetProps } from '../../shared/runtime/widget-definition.ts';
import type { OtherCitiesOptions } from './other-cities-options.ts';
import { otherCitiesMarkup as markup, useOtherCitiesParts } from './other-cities-markup.ts';
import type { OtherCityRequest } from './other-city-list.tsx';

/** The blocks' state and rendering load on first use: a chunk of their own. */
const loadList = loadOnce(() => import('./other-city-list.tsx'));

/**
 * `data-widget="other-cities"`, the add-profile page's repeatable other-city blocks (spec §2, §5).
 * Until the first use the server's markup stays as printed: a click on Add or on a block's Remove
 * loads the list (prefetched when the pointer or the focus enters the root; at once when the page
 * already shows the most blocks, so that the add button says why it is off), which then renders
 * every block from its state (OtherCityList) and takes the clicks. The clicks made while it loads
 * are applied in order. The list code is evaluated when the page is idle after its idle prefetch
 * (not under Save-Data or on 2g), so that a tap after that renders the list in its own task.
 */
export function OtherCities({ root, context }: WidgetProps<OtherCitiesOptions>): ReactNode {
  const parts = useOtherCitiesParts(root);
  const [List, setList] = useState<typeof import('./other-city-list.tsx').OtherCityList | null>(null);
  // The uses made while the list loads, for it to apply: the same array for the root's life.
  const [requests] = useState<OtherCityRequest[]>(() => []);
  const runLazy = useLazyAction(context);
  // The button tapped before the list code is there says it is busy at once (issue 19), until the list takes over.
  const [tapped, setTapped] = useState<Element | null>(null);
  useAttribute(List ? null : tapped, 'aria-busy', 'true');

  const load = (request?: OtherCityRequest) => {
    if (request) requests.push(request);
    runLazy({
      load: loadList,
      // There already (readied when idle), on a tap: the list renders now, in the tap's task (at
      // mount it waits, as React may not render from a layout effect).
      loaded: request && loadList.loaded,
      act: ({ OtherCityList }) => flushSync(() => setList(() => OtherCityList)),
      phase: 'loading its list code',
    });
  };
  const prefetch = () => {
    // A failure here is reported when a button is used.
    loadList().catch(() => {});
  };
  // Listened to until the list is there, which then takes the clicks.
  const waiting = parts && !List ? root : null;
  useEventListener(waiting, 'click', ({ target }) => {
    const { add, list } = parts!;
    // A click's target is an element.
    const clicked = target as Element;
    // At the limit the list code is there already, and Add does nothing.
    const button = clicked.closest(`[${markup.add}], [${markup.remove}]`);
    // A native listener: flushSync shows the busy state in this frame (none with the list code there).
    const busy = () => loadList.loaded || flushSync(() => setTapped(button));
    if (button === add) {
      busy();
      return load('add');
    }
    const block = button?.closest<HTMLElement>(`[${markup.block}]`);
    if (block && list.contains(block)) {
      busy();
      load(block);
    }
  });
  useEventListener(waiting, 'pointerenter', prefetch);
  useEventListener(waiting, 'focusin', prefetch);
  // Evaluated ahead, once the page is idle after its idle prefetch (which only fetched it).
  useEffect(() => afterIdlePrefetch(prefetch), []);

  useLayoutEffect(() => {
    if (!parts) {
      context.reportProblem(
        'parts',
        `it needs an element ${markup.list}, a <template ${markup.template}>, a <button ${markup.add}> and an element ${markup.hint} inside; other cities cannot be added.`,
      );
    } else if (parts.printed.length >= MAX_OTHER_CITIES) load();
  }, []);

  return parts && List && <List parts={parts} markup={markup} requests={requests} context={context} />;
}
