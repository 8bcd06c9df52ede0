import { describe, expect, it } from 'vitest';
import { readOptions } from '../../../shared/runtime/read-options.ts';
import { SWITCH_NAMES, SwitchOptionsSchema } from '../../../widgets/switch/switch-options.ts';
import { createElementFromHtml } from '../support/dom-fixture.ts';

function read(html: string) {
  return readOptions(SwitchOptionsSchema, createElementFromHtml(html));
}

const EXPECTED_NAMES =
  'expected one of "language", "view", "dark-mode", "safe-browsing", "mobile-sidebar", "mobile-search", "mobile-left-nav", "filters"';

describe('the switch options', () => {
  it('know the eight switches of the listing pages', () => {
    expect(SWITCH_NAMES).toEqual(['language', 'view', 'dark-mode', 'safe-browsing', 'mobile-sidebar', 'mobile-search', 'mobile-left-nav', 'filters']);
  });

  it.each(SWITCH_NAMES.filter((name) => name !== 'view'))('accept data-switch="%s" without a value', (name) => {
    expect(read(`<button data-switch="${name}">`)).toEqual({ success: true, options: { switch: name } });
  });

  it.each(['grid', 'list'])('accept the view switch with data-value="%s"', (value) => {
    expect(read(`<button data-switch="view" data-value="${value}">`)).toEqual({ success: true, options: { switch: 'view', value } });
  });

  it.each(SWITCH_NAMES.filter((name) => name !== 'view' && name !== 'language'))('accept data-switch="%s" with any data-value', (name) => {
    expect(read(`<button data-switch="${name}" data-value="anything">`)).toEqual({ success: true, options: { switch: name, value: 'anything' } });
  });

  it('accept a language button with a language code', () => {
    expect(read('<button data-switch="language" data-value="pt-BR">')).toEqual({ success: true, options: { switch: 'language', value: 'pt-BR' } });
  });

  it.each([
    ['a missing data-switch', '<button>', `data-switch is required: ${EXPECTED_NAMES}, found no attribute`],
    ['an unknown switch', '<button data-switch="night">', `data-switch ${EXPECTED_NAMES}, found "night"`],
    ['a view switch without a value', '<button data-switch="view">', 'data-value expected "grid" or "list" with data-switch="view", found no attribute'],
    ['a view switch with another value', '<button data-switch="view" data-value="tiles">', 'data-value expected "grid" or "list" with data-switch="view", found "tiles"'],
    [
      'a language button with a value that is no language code',
      '<button data-switch="language" data-value="<b>">',
      'data-value expected a language code such as "en" or "pt-BR" with data-switch="language", found "<b>"',
    ],
  ])('refuse %s, naming the attribute and the rule', (_case, html, problem) => {
    expect(read(html)).toEqual({ success: false, problems: [problem] });
  });
});
