import { afterEach, describe, expect, it } from 'vitest';
import { fillSelect } from '../../../widgets/geo-select/fill-select.ts';
import { flatOptions, parseOptionMarkup, type GeoOptionItem } from '../../../widgets/geo-select/parse-option-markup.ts';
import { runWhatABrowserWould } from '../support/run-what-a-browser-would.ts';

declare global {
  // A canary hostile markup would set if any of it ran.
  var __geoHacked: number | undefined;
}

const option = (value: string, text: string, extra: Partial<{ label: string | null; selected: boolean }> = {}) => ({
  value,
  text,
  label: null,
  selected: false,
  ...extra,
});

afterEach(() => {
  delete globalThis.__geoHacked;
  document.body.innerHTML = '';
});

describe('reading option markup as data', () => {
  it('keeps values and texts of plain options, in order, entities decoded', () => {
    expect(parseOptionMarkup('<option value="">Select city</option>\n<option value="11">Montr&eacute;al</option><option value="12">St. John&#39;s</option>')).toEqual([
      option('', 'Select city'),
      option('11', 'Montréal'),
      option('12', "St. John's"),
    ]);
  });

  it('keeps groups with their label and options, the label attribute and the answer\'s selected mark', () => {
    expect(parseOptionMarkup('<optgroup label="North"><option value="1" label="N1" selected>One</option></optgroup><option>Two</option>')).toEqual([
      { group: 'North', options: [option('1', 'One', { label: 'N1', selected: true })] },
      option('Two', 'Two'),
    ]);
  });

  it('reads options inside a wrapping select and finds none in text or a PHP error page', () => {
    expect(flatOptions(parseOptionMarkup('<select name="x"><option value="5">Five</option></select>'))).toEqual([option('5', 'Five')]);
    expect(parseOptionMarkup('Error: the list could not be loaded, please try again.')).toEqual([]);
    expect(parseOptionMarkup('<br />\n<b>Fatal error</b>: Uncaught Error in /var/www/site.php')).toEqual([]);
    expect(parseOptionMarkup('')).toEqual([]);
    expect(parseOptionMarkup('{"STATUS":"error"}')).toEqual([]);
  });

  it.each<[string, string, GeoOptionItem[]]>([
    ['a script beside the options', '<option value="1">A</option><script>globalThis.__geoHacked = 1</script>', [option('1', 'A')]],
    ['a script inside an option', '<option value="1">A<script>globalThis.__geoHacked = 1</script></option>', [option('1', 'AglobalThis.__geoHacked = 1')]],
    ['an image with onerror', '<img src="x" onerror="globalThis.__geoHacked = 2"><option value="1">A</option>', [option('1', 'A')]],
    ['an image with onerror inside an option', '<option value="1">A<img src="x" onerror="globalThis.__geoHacked = 2">B</option>', [option('1', 'AB')]],
    ['an event handler on the option', '<option value="1" onclick="globalThis.__geoHacked = 3" onmouseover="globalThis.__geoHacked = 3">A</option>', [option('1', 'A')]],
    ['a link with a javascript: URL', '<option value="1">A</option><a href="javascript:globalThis.__geoHacked=4">x</a>', [option('1', 'A')]],
    ['markup written as text', '<option value="1">&lt;img src=x onerror=globalThis.__geoHacked=5&gt;</option>', [option('1', '<img src=x onerror=globalThis.__geoHacked=5>')]],
    ['an SVG with onload', '<svg onload="globalThis.__geoHacked = 6"></svg><option value="1">A</option>', [option('1', 'A')]],
    ['an iframe with srcdoc', '<iframe srcdoc="<script>parent.__geoHacked = 7</script>"></iframe><option value="1">A</option>', [option('1', 'A')]],
    ['a style element', '<style>body{display:none}</style><option value="1">A</option>', [option('1', 'A')]],
    ['a hostile group label', '<optgroup label="<img src=x onerror=globalThis.__geoHacked=8>" onclick="globalThis.__geoHacked = 8"><option value="1">A</option></optgroup>', [{ group: '<img src=x onerror=globalThis.__geoHacked=8>', options: [option('1', 'A')] }]],
    ['a template holding options', '<template><option value="9">Hidden</option></template><option value="1">A</option>', [option('1', 'A')]],
    ['a quote breaking out of the value', '<option value=\'1" onfocus="globalThis.__geoHacked=9\'>A</option>', [option('1" onfocus="globalThis.__geoHacked=9', 'A')]],
  ])('reads %s as data only, and nothing of it runs once in a select', (_case, markup, expected) => {
    const items = parseOptionMarkup(markup);
    expect(items).toEqual(expected);
    const select = document.createElement('select');
    document.body.append(select);
    fillSelect(select, items, '');
    runWhatABrowserWould(select);
    expect(globalThis.__geoHacked).toBeUndefined();
    expect(select.querySelectorAll('script, img, svg, iframe, style, a, template').length).toBe(0);
    for (const element of Array.from(select.querySelectorAll('*'))) {
      expect(Array.from(element.attributes, (attribute) => attribute.name).filter((name) => name.startsWith('on'))).toEqual([]);
    }
  });
});

describe('filling a select', () => {
  const items = parseOptionMarkup('<option value="">Select city</option><option value="1">Las Vegas</option><option value="2" selected>Miami</option>');

  it('keeps the current choice when the new list still offers it', () => {
    const select = document.createElement('select');
    fillSelect(select, items, '1');
    expect(select.value).toBe('1');
  });

  it('falls back to the option the answer marked selected, else to the first', () => {
    const select = document.createElement('select');
    fillSelect(select, items, '99');
    expect(select.value).toBe('2');
    fillSelect(select, parseOptionMarkup('<option value="">Select</option><option value="3">Three</option>'), '99');
    expect(select.value).toBe('');
  });

  it('builds groups as optgroup elements with their label', () => {
    const select = document.createElement('select');
    fillSelect(select, parseOptionMarkup('<optgroup label="A &amp; B"><option value="1">One</option></optgroup>'), '');
    expect(select.innerHTML).toBe('<optgroup label="A &amp; B"><option value="1">One</option></optgroup>');
  });
});
