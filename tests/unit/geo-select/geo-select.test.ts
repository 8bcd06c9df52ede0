import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GEO_ANSWER_MAX_CHARS, GEO_OPTIONS_MAX } from '../../../shared/constants.ts';
import { controlMessages } from '../../../shared/messages/catalogue/control-messages.ts';
import { geoMessages } from '../../../shared/messages/catalogue/geo-messages.ts';
import { requestMessages } from '../../../shared/messages/catalogue/request-messages.ts';
import geoSelectWidget from '../../../widgets/geo-select/index.ts';
import { chosenValue } from '../../../widgets/geo-select/geo-option-items.ts';
import { GeoSelectOptionsSchema } from '../../../widgets/geo-select/geo-select-options.ts';
import { widgetRegistry } from '../../../widgets/registry.ts';
import { spyOnConsoleError, type ConsoleErrorSpy } from '../support/console-spy.ts';
import { flushTasks, getElement, renderFixture, resetPage, setPageConfig } from '../support/dom-fixture.ts';
import { stubFetch, type FetchAnswer } from '../support/fetch-stub.ts';
import { settle, startTestWidgets } from '../support/runtime-harness.ts';

// Passed through, so that one test can break the building of a list.
vi.mock('../../../widgets/geo-select/geo-option-items.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../widgets/geo-select/geo-option-items.ts')>();
  return { ...actual, chosenValue: vi.fn(actual.chosenValue) };
});

const registry = { 'geo-select': () => import('../../../widgets/geo-select/index.ts') };

const CITIES_124 = '<option value="">Select city</option><option value="10">Toronto</option><option value="11">Montr&eacute;al</option>';
const CITIES_818 = '<option value="">Select city</option><option value="1">Las Vegas</option><option value="2">Miami</option>';
const AREAS = '<option value="">Select area</option><option value="101">The Strip</option>';
const CLUBS = '<option value="">Select club</option><option value="1011">Caf&eacute; &amp; Cabaret</option>';
const AREAS_OF_1 = '<option value="">Select area</option><option value="101">The Strip</option><option value="102">Downtown</option><option value="103">Henderson</option>';
const PHP_FATAL = '<br />\n<b>Fatal error</b>: Uncaught Error in /var/www/site.php';

/** The page; `area` prints city 1's areas with that one saved (selected), as a profile's edit page would. */
function page({ country = '818', city = '1', area = '', attributes = '' } = {}): string {
  const sel = (value: string, wanted: string) => (value === wanted ? ' selected' : '');
  const areas = area === '' ? '' : `<option value="">Select area</option><option value="101"${sel('101', area)}>The Strip</option><option value="102"${sel('102', area)}>Downtown</option>`;
  return `<div data-widget="geo-select" id="geo"${attributes}>
    <label for="c">Country</label>
    <select id="c" name="country_id" data-geo="country"><option value="">Select country</option><option value="818"${sel('818', country)}>United States</option><option value="124"${sel('124', country)}>Canada</option></select>
    <label for="ci">City</label>
    <select id="ci" name="city_id" data-geo="city"><option value="">Select city</option><option value="1"${sel('1', city)}>Las Vegas</option><option value="2"${sel('2', city)}>Miami</option></select>
    <div id="area-block" data-geo="area-block"${area === '' ? ' hidden' : ''}><label for="a">Area</label><select id="a" name="area_id" data-geo="area">${areas}</select></div>
    <label for="cl">Club</label>
    <select id="cl" name="club_id" data-geo="club"><option value="">Select club</option><option value="1001">Velvet Lounge</option></select>
  </div>`;
}

const countrySelect = () => getElement<HTMLSelectElement>('#c');
const citySelect = () => getElement<HTMLSelectElement>('#ci');
const areaSelect = () => getElement<HTMLSelectElement>('#a');
const areaBlock = () => getElement('#area-block');
const clubSelect = () => getElement<HTMLSelectElement>('#cl');
const texts = (select: HTMLSelectElement) => Array.from(select.options, (option) => option.text);
const statusOf = (select: HTMLSelectElement) => document.getElementById(select.getAttribute('aria-describedby') ?? '');
const retryButton = () => Array.from(document.querySelectorAll('button')).find((button) => button.textContent === geoMessages.geoRetry);
const fieldsOf = (body: string) => Object.fromEntries(new URLSearchParams(body));

let consoleError: ConsoleErrorSpy;

async function mount(options: Parameters<typeof page>[0] = {}) {
  await import('../../../widgets/geo-select/fetch-geo-options.ts');
  renderFixture(page(options));
  // happy-dom does not honour `selected` on a later option of parsed markup: set the values as a browser would show them.
  countrySelect().value = options.country ?? '818';
  citySelect().value = options.city ?? '1';
  if (options.area) areaSelect().value = options.area;
  const api = startTestWidgets(registry);
  await settle(api);
  await flushTasks();
  return api;
}

function choose(select: HTMLSelectElement, value: string): void {
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Lets the lazy controller, the stubbed fetch and the answer's handling run. */
async function answered(): Promise<void> {
  for (let i = 0; i < 5; i += 1) await flushTasks();
}

beforeEach(() => {
  consoleError = spyOnConsoleError();
});

afterEach(() => {
  resetPage();
  vi.unstubAllGlobals();
});

describe('the geo-select widget', () => {
  it('is named geo-select, takes data-advanced-search and is the chunk the registry loads', async () => {
    expect(geoSelectWidget.name).toBe('geo-select');
    expect(geoSelectWidget.options).toBe(GeoSelectOptionsSchema);
    await expect(widgetRegistry['geo-select']?.()).resolves.toMatchObject({ default: geoSelectWidget });
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('rejects an invalid data-advanced-search with a console error naming the attribute, and leaves the selects alone', async () => {
    stubFetch({ text: CITIES_124 });
    await mount({ attributes: ' data-advanced-search="yes"' });
    expect(getElement('#geo').dataset.widgetState).toBe('error');
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(String(consoleError.mock.calls[0]?.[0])).toContain('data-advanced-search expected "0" or "1", found "yes"');
    consoleError.mockClear();
  });

  describe('when the page opens with country 818 and city 1', () => {
    it('requests the areas of city 1 at once and shows the area block with them', async () => {
      const server = stubFetch({ text: AREAS });
      await mount();
      await answered();
      expect(server.calls).toHaveLength(1);
      expect(server.calls[0]?.url).toBe('/ajax/geo_zones.php');
      expect(server.calls[0]?.method).toBe('POST');
      expect(server.calls[0]?.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
      expect(fieldsOf(server.calls[0]?.body ?? '')).toEqual({ get: 'cities_area', city_id: '1' });
      expect(areaBlock().hidden).toBe(false);
      expect(texts(areaSelect())).toEqual(['Select area', 'The Strip']);
      expect(consoleError).not.toHaveBeenCalled();
    });

    it('keeps the area block hidden when the answer is empty', async () => {
      stubFetch({ text: '  \n' });
      await mount();
      await answered();
      expect(areaBlock().hidden).toBe(true);
      expect(statusOf(areaSelect())?.textContent).toBe('');
    });

    it('posts to the endpoint of the page config', async () => {
      setPageConfig({ endpoints: { geoZones: '/geo/zones' } });
      const server = stubFetch({ text: AREAS });
      await mount();
      await answered();
      expect(server.calls[0]?.url).toBe('/geo/zones');
    });
  });

  it('requests nothing when the page opens with another pair', async () => {
    const server = stubFetch({ text: AREAS });
    await mount({ city: '2' });
    await answered();
    expect(server.calls).toHaveLength(0);
    expect(areaBlock().hidden).toBe(true);
  });

  it('loads a chosen country\'s cities, busy with a single "Loading…" option meanwhile, and empties the old city\'s areas and clubs', async () => {
    const server = stubFetch({ text: AREAS }, 'held');
    await mount();
    await answered();
    choose(countrySelect(), '124');
    await answered();
    expect(fieldsOf(server.calls[1]?.body ?? '')).toEqual({ get: 'cities', country_id: '124' });
    expect(citySelect().getAttribute('aria-busy')).toBe('true');
    expect(texts(citySelect())).toEqual([controlMessages.loading]);
    expect(citySelect().disabled).toBe(false);
    expect(areaBlock().hidden).toBe(true);
    expect(texts(clubSelect())).toEqual(['Select club']);

    server.calls[1]?.respond(CITIES_124);
    await answered();
    expect(citySelect().hasAttribute('aria-busy')).toBe(false);
    expect(texts(citySelect())).toEqual(['Select city', 'Toronto', 'Montréal']);
    expect(citySelect().value).toBe('');
    expect(server.calls).toHaveLength(2);
  });

  it('adds select_advanced_search=1 to the cities call in an advanced search', async () => {
    const server = stubFetch({ text: CITIES_124 });
    await mount({ city: '2', attributes: ' data-advanced-search="1"' });
    choose(countrySelect(), '124');
    await answered();
    expect(fieldsOf(server.calls[0]?.body ?? '')).toEqual({ get: 'cities', country_id: '124', select_advanced_search: '1' });
  });

  it('keeps the chosen city when the new list still offers it, and loads its areas and clubs', async () => {
    const server = stubFetch({ text: CITIES_818 }, { text: AREAS }, { text: CLUBS });
    await mount({ city: '2' });
    choose(countrySelect(), '818');
    await answered();
    expect(citySelect().value).toBe('2');
    expect(server.calls.map((call) => fieldsOf(call.body))).toEqual([
      { get: 'cities', country_id: '818' },
      { get: 'cities_area', city_id: '2' },
      { get: 'clubs', city_id: '2' },
    ]);
  });

  it('loads a chosen city\'s areas and fills the clubs select with its clubs', async () => {
    const server = stubFetch({ text: '' }, { text: CLUBS });
    await mount({ city: '2' });
    choose(citySelect(), '1');
    await answered();
    expect(server.calls.map((call) => fieldsOf(call.body))).toEqual([
      { get: 'cities_area', city_id: '1' },
      { get: 'clubs', city_id: '1' },
    ]);
    expect(areaBlock().hidden).toBe(true);
    expect(texts(clubSelect())).toEqual(['Select club', 'Café & Cabaret']);
  });

  it('hides the areas and empties the clubs without a call when the city is cleared', async () => {
    const server = stubFetch({ text: AREAS });
    await mount();
    await answered();
    choose(citySelect(), '');
    await answered();
    expect(server.calls).toHaveLength(1);
    expect(areaBlock().hidden).toBe(true);
    expect(texts(clubSelect())).toEqual(['Select club']);
  });

  describe('a stale answer', () => {
    it('aborts the earlier request when the country changes again, and shows only the last country\'s cities', async () => {
      const server = stubFetch('held');
      await mount({ city: '2' });
      choose(countrySelect(), '124');
      await answered();
      choose(countrySelect(), '818');
      await answered();
      expect(server.calls[0]?.signal?.aborted).toBe(true);
      server.calls[1]?.respond(CITIES_818);
      await answered();
      expect(texts(citySelect())).toEqual(['Select city', 'Las Vegas', 'Miami']);
      expect(statusOf(citySelect())?.textContent).toBe('');
      expect(consoleError).not.toHaveBeenCalled();
    });

    it('is dropped even when it arrives although its request was aborted', async () => {
      const resolvers: Array<(response: Response) => void> = [];
      // A fetch that ignores its signal: only the sequence check stands between the old answer and the select.
      vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>((resolve) => resolvers.push(resolve))));
      await mount({ city: '2' });
      choose(countrySelect(), '124');
      await answered();
      choose(countrySelect(), '818');
      await answered();
      resolvers[1]?.(new Response(CITIES_818));
      await answered();
      resolvers[0]?.(new Response(CITIES_124));
      await answered();
      expect(texts(citySelect())).toEqual(['Select city', 'Las Vegas', 'Miami']);
    });
  });

  describe('a failed cities call', () => {
    it.each<[string, FetchAnswer, string]>([
      ['an error sentence instead of options', { text: 'Error: the list could not be loaded, please try again.' }, requestMessages.requestMalformed],
      ['an empty answer', { text: '' }, requestMessages.requestMalformed],
      ['HTTP 500', { text: 'Internal Server Error', status: 500 }, 'The server could not complete the request (error 500). Please try again later.'],
      ['HTTP 403', { text: 'Forbidden', status: 403 }, 'The server could not complete the request (error 403). Please try again later.'],
      ['a network failure', 'network-error', requestMessages.requestNetwork],
      ['a PHP error page (malformed)', { text: PHP_FATAL }, requestMessages.requestMalformed],
      ['garbage', { text: '\u0000\u0001{"x":' }, requestMessages.requestMalformed],
    ])('on %s says so next to the select, leaves it usable, and "Try again" repeats the call', async (_case, failure, detail) => {
      const server = stubFetch(failure, { text: CITIES_124 });
      await mount({ city: '2' });
      choose(countrySelect(), '124');
      await answered();
      const status = statusOf(citySelect());
      expect(status?.getAttribute('aria-live')).toBe('polite');
      expect(status?.textContent).toContain(`${geoMessages.geoCitiesFailed} ${detail}`);
      expect(citySelect().disabled).toBe(false);
      expect(citySelect().hasAttribute('aria-busy')).toBe(false);
      expect(texts(citySelect())).toEqual(['Select city']);
      expect(countrySelect().value).toBe('124');

      retryButton()?.click();
      expect(document.activeElement).toBe(citySelect());
      await answered();
      expect(server.calls.map((call) => fieldsOf(call.body))).toEqual([
        { get: 'cities', country_id: '124' },
        { get: 'cities', country_id: '124' },
      ]);
      expect(texts(citySelect())).toEqual(['Select city', 'Toronto', 'Montréal']);
      expect(status?.textContent).toBe('');
      expect(retryButton()).toBeUndefined();
      expect(consoleError).not.toHaveBeenCalled();
    });

    it('on a timeout says the server took too long', async () => {
      setPageConfig({ requestTimeoutMs: 100 });
      const server = stubFetch('never');
      await mount({ city: '2' });
      choose(countrySelect(), '124');
      await vi.waitFor(() => expect(statusOf(citySelect())?.textContent).toContain(`${geoMessages.geoCitiesFailed} ${requestMessages.requestTimeout}`));
      expect(server.calls[0]?.signal?.aborted).toBe(true);
      expect(citySelect().hasAttribute('aria-busy')).toBe(false);
      expect(retryButton()).toBeDefined();
    });
  });

  it('on garbage where areas were expected says so after the hidden area block, and "Try again" focuses the city', async () => {
    const server = stubFetch({ text: PHP_FATAL }, { text: AREAS });
    await mount();
    await answered();
    const status = statusOf(areaSelect());
    expect(status?.previousElementSibling).toBe(areaBlock());
    expect(status?.textContent).toContain(`${geoMessages.geoAreasFailed} ${requestMessages.requestMalformed}`);
    expect(areaBlock().hidden).toBe(true);
    retryButton()?.click();
    expect(document.activeElement).toBe(citySelect());
    await answered();
    expect(server.calls).toHaveLength(2);
    expect(areaBlock().hidden).toBe(false);
  });

  it('on a failed clubs call keeps the placeholder and names the clubs', async () => {
    stubFetch({ text: '' }, { text: '', status: 500 });
    await mount({ city: '2' });
    choose(citySelect(), '1');
    await answered();
    expect(statusOf(clubSelect())?.textContent).toContain(geoMessages.geoClubsFailed);
    expect(texts(clubSelect())).toEqual(['Select club']);
  });

  describe('a saved choice (issue 17, item 7)', () => {
    it('survives a failed areas call: the select keeps its options and the saved area, and "Try again" selects it again in the new list', async () => {
      const server = stubFetch({ text: 'Internal Server Error', status: 500 }, { text: AREAS_OF_1 });
      await mount({ area: '102' });
      await answered();
      expect(statusOf(areaSelect())?.textContent).toContain(`${geoMessages.geoAreasFailed} The server could not complete the request (error 500). Please try again later.`);
      expect(texts(areaSelect())).toEqual(['Select area', 'The Strip', 'Downtown']);
      expect(areaSelect().value).toBe('102');
      expect(areaBlock().hidden).toBe(false);

      retryButton()?.click();
      await answered();
      expect(server.calls.map((call) => fieldsOf(call.body))).toEqual([
        { get: 'cities_area', city_id: '1' },
        { get: 'cities_area', city_id: '1' },
      ]);
      expect(texts(areaSelect())).toEqual(['Select area', 'The Strip', 'Downtown', 'Henderson']);
      expect(areaSelect().value).toBe('102');
      expect(statusOf(areaSelect())?.textContent).toBe('');
      expect(consoleError).not.toHaveBeenCalled();
    });

    it('survives a second failure and a retry after the user chose another area of the kept list', async () => {
      stubFetch({ text: '', status: 500 }, { text: '', status: 500 }, { text: AREAS_OF_1 });
      await mount({ area: '102' });
      await answered();
      retryButton()?.click();
      await answered();
      expect(areaSelect().value).toBe('102');
      choose(areaSelect(), '101');
      retryButton()?.click();
      await answered();
      expect(texts(areaSelect())).toEqual(['Select area', 'The Strip', 'Downtown', 'Henderson']);
      expect(areaSelect().value).toBe('101');
    });

    it('survives a failed cities call for the country the list already shows (the same list code serves cities, areas and clubs)', async () => {
      stubFetch({ text: '', status: 500 });
      await mount({ city: '2' });
      choose(countrySelect(), '818');
      await answered();
      expect(statusOf(citySelect())?.textContent).toContain(geoMessages.geoCitiesFailed);
      expect(texts(citySelect())).toEqual(['Select city', 'Las Vegas', 'Miami']);
      expect(citySelect().value).toBe('2');
    });

    it('is not carried into another country\'s list when that list fails: the city select keeps only its placeholder', async () => {
      stubFetch({ text: '', status: 500 });
      await mount({ city: '2' });
      choose(countrySelect(), '124');
      await answered();
      expect(texts(citySelect())).toEqual(['Select city']);
      expect(citySelect().value).toBe('');
    });

    it('is back in the select when the widget is unmounted while the same list reloads', async () => {
      stubFetch('held');
      const api = await mount({ area: '102' });
      await answered();
      expect(texts(areaSelect())).toEqual([controlMessages.loading]);
      api.unmount(document.body);
      expect(texts(areaSelect())).toEqual(['Select area', 'The Strip', 'Downtown']);
      expect(areaSelect().value).toBe('102');
    });
  });

  describe('a hostile answer (issue 17, item 9)', () => {
    it.each<[string, string]>([
      ['longer than GEO_ANSWER_MAX_CHARS', `${'<div>'.repeat(GEO_ANSWER_MAX_CHARS / 5)}<option value="10">Toronto</option>`],
      ['with more than GEO_OPTIONS_MAX options', '<option value="10">Toronto</option>'.repeat(GEO_OPTIONS_MAX + 1)],
    ])('%s ends in the failure message with "Try again", and the retry fills the list', async (_case, hostile) => {
      const server = stubFetch({ text: hostile }, { text: CITIES_124 });
      await mount({ city: '2' });
      choose(countrySelect(), '124');
      await answered();
      expect(statusOf(citySelect())?.textContent).toContain(`${geoMessages.geoCitiesFailed} ${requestMessages.requestMalformed}`);
      expect(texts(citySelect())).toEqual(['Select city']);
      expect(citySelect().hasAttribute('aria-busy')).toBe(false);
      retryButton()?.click();
      await answered();
      expect(server.calls).toHaveLength(2);
      expect(texts(citySelect())).toEqual(['Select city', 'Toronto', 'Montréal']);
      expect(consoleError).not.toHaveBeenCalled();
    });

    it('that breaks the building of the list ends in the failure message with "Try again", never "Loading…" and an unhandled rejection', async () => {
      stubFetch({ text: CITIES_124 });
      await mount({ city: '2' });
      const select = citySelect();
      // The list refuses to be built once, as Chromium did with 130 000 options spread into one call.
      vi.mocked(chosenValue).mockImplementationOnce(() => {
        throw new RangeError('Maximum call stack size exceeded');
      });
      const failed = vi.fn();
      document.getElementById('geo')?.addEventListener('widgets:geo-select:failed', failed);
      choose(countrySelect(), '124');
      await answered();
      expect(statusOf(select)?.textContent).toContain(`${geoMessages.geoCitiesFailed} ${requestMessages.requestMalformed}`);
      expect(texts(select)).toEqual(['Select city']);
      expect(select.hasAttribute('aria-busy')).toBe(false);
      expect(failed).toHaveBeenCalledTimes(1);
      expect((failed.mock.calls[0]?.[0] as CustomEvent).detail).toEqual({ list: 'cities', failure: 'malformed' });
      retryButton()?.click();
      await answered();
      expect(texts(select)).toEqual(['Select city', 'Toronto', 'Montréal']);
      expect(consoleError).not.toHaveBeenCalled();
    });
  });

  it('stops cleanly when unmounted during a call: the status is gone and the late answer changes nothing', async () => {
    const server = stubFetch('held');
    const api = await mount({ city: '2' });
    choose(countrySelect(), '124');
    await answered();
    api.unmount(document.body);
    expect(server.calls[0]?.signal?.aborted).toBe(true);
    expect(document.querySelector('.geo-select-status')).toBeNull();
    expect(citySelect().hasAttribute('aria-describedby')).toBe(false);
    expect(citySelect().hasAttribute('aria-busy')).toBe(false);
    expect(texts(citySelect())).toEqual(['Select city']);
  });
});
