import { cleanup, render } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { GEO_ANSWER_MAX_CHARS, GEO_OPTIONS_MAX } from '../../../shared/constants.ts';
import { RequestError } from '../../../shared/http/request-error.ts';
import { flattenOptionMarkup } from '../../../widgets/geo-select/flatten-option-markup.ts';
import { flatOptions, parseOptionMarkup, type GeoOptionItem } from '../../../widgets/geo-select/parse-option-markup.ts';
import { chosenValue } from '../../../widgets/geo-select/geo-option-items.ts';
import { GeoOptions } from '../../../widgets/geo-select/GeoOptions.tsx';
import { runWhatABrowserWould } from '../support/run-what-a-browser-would.ts';

/** `items` rendered in `select` as the widget renders a list, with the choice it shows (chosenValue keeps `keep` when offered). */
function fillSelect(select: HTMLSelectElement, items: readonly GeoOptionItem[], keep: string): void {
  render(createElement(GeoOptions, { items }), { container: select });
  select.value = chosenValue(items, keep);
}

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
  cleanup();
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

describe('reading option markup the way a browser tokenizes it', () => {
  it.each<[string, string, GeoOptionItem[]]>([
    ['upper-case tags and unquoted or single-quoted values', "<OPTION VALUE=3>Three<OPTION value='4' SELECTED>Four</OPTION>", [option('3', 'Three'), option('4', 'Four', { selected: true })]],
    ['an option ended by the next one or by the end of the answer', '<option value="1">One<option value="2">Two', [option('1', 'One'), option('2', 'Two')]],
    ['an option ended by a closing select', '<select><option value="1">One</select>tail', [option('1', 'One')]],
    ['quotes inside unquoted values', `<option value=it's label=a"b>One</option><option value="2">Two</option>`, [option("it's", 'One', { label: 'a"b' }), option('2', 'Two')]],
    ['the first of two same-named attributes', '<option value="1" value="2">One</option>', [option('1', 'One')]],
    ['an option tag written inside another tag\'s attribute', '<a title="<option value=9>Nine</option>">x</a><option value="1">One</option>', [option('1', 'One')]],
    ['options inside a comment', '<!-- <option value="9">Nine</option> --><option value="1">One</option><!---->', [option('1', 'One')]],
    ['options inside a script or a style', '<script>"<option value=9>Nine</option>"</script><style>/*<option>*/</style><option value="1">One</option>', [option('1', 'One')]],
    ['options inside a textarea or a title', '<textarea><option value="9">Nine</option></textarea><title><option>8</option></title><option value="1">One</option>', [option('1', 'One')]],
    ['a template inside a template', '<template><template><option value="9">Nine</option></template><option value="8">Eight</option></template><option value="1">One</option>', [option('1', 'One')]],
    ['a group ended by the next group', '<optgroup label="A"><option value="1">One<optgroup label="B"><option value="2">Two</optgroup><option value="3">Three', [
      { group: 'A', options: [option('1', 'One')] },
      { group: 'B', options: [option('2', 'Two')] },
      option('3', 'Three'),
    ]],
    ['entities in values, labels and texts, and a bare less-than sign', '<option value="a&amp;b" label="&lt;L&gt;">x &lt; y < z &#x263A; &copy;</option>', [option('a&b', 'x < y < z \u263A \u00A9', { label: '<L>' })]],
    ['a tag cut off by the end of the answer', '<option value="1">One</option><option value="2', [option('1', 'One')]],
  ])('reads %s', (_case, markup, expected) => {
    expect(parseOptionMarkup(markup)).toEqual(expected);
  });
});

/**
 * The CPU time `run` takes, in milliseconds: unlike the wall clock, it does not grow when other
 * processes share the machine's cores (the test process runs alone in its fork).
 */
function cpuMilliseconds(run: () => void): number {
  const start = process.cpuUsage();
  run();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

describe('a hostile answer (issue 17, item 9)', () => {
  const deep = option('7', 'Deep town');
  const deepMarkup = '<option value="7">Deep town</option>';

  it.each([
    ['nested <div>s', '<div>'],
    ['nested formatting elements', '<b><i><u>'],
    ['nested tables', '<table><tr><td>'],
    ['nested lists and paragraphs', '<ul><li><p>'],
    ['nested foreign content', '<svg><g><math>'],
    ['unclosed comments and tags', '<div title="x" '],
  ])('of %s as long as the size cap is read in well under a second, the option after them kept', (_case, unit) => {
    const markup = `${unit.repeat(Math.floor((GEO_ANSWER_MAX_CHARS - deepMarkup.length) / unit.length))}${deepMarkup}`;
    expect(markup.length).toBeLessThanOrEqual(GEO_ANSWER_MAX_CHARS);
    let items: GeoOptionItem[] = [];
    // Generous for a slow CI machine: the browser froze for 234 s on 1 MB of <div>s before (template.innerHTML).
    expect(cpuMilliseconds(() => (items = parseOptionMarkup(markup)))).toBeLessThan(1000);
    if (unit.startsWith('<div title')) expect(items).toEqual([]);
    else expect(flatOptions(items)).toEqual([deep]);
  });

  const refused = (run: () => unknown) => {
    try {
      run();
    } catch (error) {
      return error instanceof RequestError ? error.failure : `not a RequestError: ${String(error)}`;
    }
    return 'read';
  };

  it('longer than GEO_ANSWER_MAX_CHARS is refused as malformed before it is read', () => {
    const markup = `${'<div>'.repeat(GEO_ANSWER_MAX_CHARS / 5)}${deepMarkup}`;
    expect(cpuMilliseconds(() => expect(refused(() => parseOptionMarkup(markup))).toBe('malformed'))).toBeLessThan(100);
  });

  it('with more than GEO_OPTIONS_MAX options and groups is refused as malformed, never cut', () => {
    // Up to the cap is read (checked on the flat markup: happy-dom parses ten thousand options slowly).
    expect(flattenOptionMarkup('<option>x</option>'.repeat(GEO_OPTIONS_MAX), GEO_OPTIONS_MAX)?.length).toBe(GEO_OPTIONS_MAX * 18);
    expect(refused(() => parseOptionMarkup('<option>x</option>'.repeat(GEO_OPTIONS_MAX + 1)))).toBe('malformed');
    expect(refused(() => parseOptionMarkup('<optgroup label="g"></optgroup>'.repeat(GEO_OPTIONS_MAX + 1)))).toBe('malformed');
  });

  it('of 130 000 options (a RangeError in the select before) is refused quickly', () => {
    const markup = '<option>'.repeat(130_000);
    expect(markup.length).toBeLessThanOrEqual(GEO_ANSWER_MAX_CHARS);
    expect(cpuMilliseconds(() => expect(refused(() => parseOptionMarkup(markup))).toBe('malformed'))).toBeLessThan(1000);
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
