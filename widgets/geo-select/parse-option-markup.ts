import { GEO_ANSWER_MAX_CHARS, GEO_OPTIONS_MAX } from '../../shared/constants.ts';
import { RequestError } from '../../shared/http/request-error.ts';
import { flattenOptionMarkup } from './flatten-option-markup.ts';
import { readOptionItems, type GeoOptionItem } from './geo-option-items.ts';

export { flatOptions, isOptionGroup, type GeoOption, type GeoOptionGroup, type GeoOptionItem } from './geo-option-items.ts';

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
  // Not a write to the page, so it stays as it is under issue 18: a detached, inert template is the
  // browser's own decoder of the flat markup's character references, read as data and dropped.
  const template = document.createElement('template');
  template.innerHTML = flat;
  return readOptionItems(template.content);
}
