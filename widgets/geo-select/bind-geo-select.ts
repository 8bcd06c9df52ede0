import { AREAS_AT_LOAD_CITY_ID, AREAS_AT_LOAD_COUNTRY_ID } from '../../shared/constants.ts';
import { actWhenLoaded } from '../../shared/lazy/act-when-loaded.ts';
import { loadOnce } from '../../shared/lazy/load-once.ts';
import type { WidgetContext } from '../../shared/runtime/widget-definition.ts';
import type { GeoChain } from './geo-chain.ts';
import { geoSelectMarkup as markup, type GeoSelectParts } from './geo-select-markup.ts';
import type { GeoSelectOptions } from './geo-select-options.ts';

/** The calls and their option reading load on first use: a chunk of their own, shared by every root. */
const loadChain = loadOnce(() => import('./geo-chain.ts'));

const part = <T extends Element>(root: HTMLElement, name: string) => root.querySelector<T>(`[${markup.part}="${name}"]`);

/** Finds the root's selects, or reports which one is missing and returns null. */
function findParts(root: HTMLElement, context: WidgetContext): GeoSelectParts | null {
  const country = part<HTMLSelectElement>(root, markup.country);
  const city = part<HTMLSelectElement>(root, markup.city);
  if (!(country instanceof HTMLSelectElement) || !(city instanceof HTMLSelectElement)) {
    context.reportProblem(
      'parts',
      `it needs a <select ${markup.part}="${markup.country}"> and a <select ${markup.part}="${markup.city}"> inside; the selects were left as they are.`,
    );
    return null;
  }
  const area = part<HTMLSelectElement>(root, markup.area);
  const areaBlock = area?.closest<HTMLElement>(`[${markup.part}="${markup.areaBlock}"]`) ?? null;
  if (area && !areaBlock) {
    context.reportProblem('area-block', `its area select needs an element ${markup.part}="${markup.areaBlock}" around it; areas are not loaded.`, area);
  }
  return { country, city, area: areaBlock ? area : null, areaBlock, club: part<HTMLSelectElement>(root, markup.club) };
}

/**
 * Mounts a geo-select (the widget's mount): listens for changes of the root's selects and loads the
 * code that makes the calls on the first one (prefetched when the pointer or the focus enters the
 * root), or at once when the page opens with the country and city whose areas the spec requests.
 * Returns the undo function.
 */
export function bindGeoSelect(root: HTMLElement, options: GeoSelectOptions, context: WidgetContext): () => void {
  const parts = findParts(root, context);
  if (!parts) return () => {};
  let chain: GeoChain | null = null;
  const unmounted = new AbortController();
  const withChain = (act: (chain: GeoChain) => void) => {
    void actWhenLoaded(
      {
        load: loadChain,
        signal: unmounted.signal,
        act: ({ createGeoChain }) => {
          chain ??= createGeoChain(parts, options, context);
          act(chain);
        },
        phase: 'loading its calls',
      },
      context,
    );
  };
  const prefetch = () => {
    // A failure here is reported when a select is changed.
    loadChain().catch(() => {});
  };
  const onChange = (event: Event) => {
    const select = [parts.country, parts.city].find((own) => own === event.target);
    if (select) withChain((c) => c.changed(select));
  };
  root.addEventListener('change', onChange);
  root.addEventListener('pointerenter', prefetch);
  root.addEventListener('focusin', prefetch);
  if (parts.area && parts.country.value === AREAS_AT_LOAD_COUNTRY_ID && parts.city.value === AREAS_AT_LOAD_CITY_ID) {
    withChain((c) => c.loadAreas());
  }
  return () => {
    unmounted.abort();
    root.removeEventListener('change', onChange);
    root.removeEventListener('pointerenter', prefetch);
    root.removeEventListener('focusin', prefetch);
    chain?.stop();
  };
}
