import { GEO_ANSWER_MAX_CHARS, GEO_OPTIONS_MAX } from '../../shared/constants.ts';
import { RequestError } from '../../shared/http/request-error.ts';
import { flattenOptionMarkup } from './flatten-option-markup.ts';

/** One `<option>` of an answer, as data. */
export interface GeoOption {
  readonly value: string;
  readonly text: string;
  /** The `label` attribute, when the answer gave one. */
  readonly label: string | null;
  /** Whether the answer marked it `selected`: used when the user's own choice is not offered. */
  readonly selected: boolean;
}

/** One `<optgroup>` of an answer with its options. */
export interface GeoOptionGroup {
  readonly group: string;
  readonly options: readonly GeoOption[];
}

/** An answer's options and groups, in their order. */
export type GeoOptionItem = GeoOption | GeoOptionGroup;

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

function readOption(option: Element): GeoOption {
  const text = collapse(option.textContent ?? '');
  return {
    value: option.getAttribute('value') ?? text,
    text,
    label: option.getAttribute('label'),
    selected: option.hasAttribute('selected'),
  };
}

/**
 * Reads option markup from the server as data: only `<option>` values, texts and labels and
 * `<optgroup>` labels survive. The answer is first rewritten as flat option markup (nothing else of
 * it is kept, however deep it nests), which is then parsed into an inert `<template>` (that only
 * decodes its character references) and nothing of it is ever inserted. An answer longer than
 * GEO_ANSWER_MAX_CHARS or with more than GEO_OPTIONS_MAX options and groups is refused whole: it
 * throws a `malformed` RequestError (issue 17).
 */
export function parseOptionMarkup(markup: string): GeoOptionItem[] {
  const flat = markup.length > GEO_ANSWER_MAX_CHARS ? null : flattenOptionMarkup(markup, GEO_OPTIONS_MAX);
  if (flat === null) throw new RequestError('malformed', `Option markup over ${GEO_ANSWER_MAX_CHARS} characters or ${GEO_OPTIONS_MAX} options.`);
  const template = document.createElement('template');
  template.innerHTML = flat;
  return Array.from(template.content.children, (element): GeoOptionItem =>
    element.localName === 'optgroup'
      ? { group: collapse(element.getAttribute('label') ?? ''), options: Array.from(element.children, readOption) }
      : readOption(element),
  );
}

/** Tells an option group from an option. */
export function isOptionGroup(item: GeoOptionItem): item is GeoOptionGroup {
  return 'group' in item;
}

/** Every option of `items`, groups flattened. */
export function flatOptions(items: readonly GeoOptionItem[]): GeoOption[] {
  return items.flatMap((item) => (isOptionGroup(item) ? item.options : [item]));
}
