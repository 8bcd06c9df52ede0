import * as v from 'valibot';
import { parseJson } from '../../../shared/http/form-answer.ts';
import { RequestError } from '../../../shared/http/request-error.ts';

/** One search suggestion (spec §3), every field as text; `label` and `value` fall back on each other. */
export interface SuggestionItem {
  readonly value: string;
  readonly label: string;
  readonly labelInfo: string;
  readonly details: string;
  readonly url: string;
  readonly thumb: string;
  readonly category: string;
}

// PHP's json_encode writes numbers for numeric columns and null for missing ones: both are
// tolerated (checked with v.custom: valibot's `nullish` was used nowhere else, and any valibot
// function lands in every page's base kit).
const text = v.optional(
  v.pipe(
    v.custom<string | number | null>((value) => value === null || typeof value === 'string' || typeof value === 'number'),
    v.transform((value) => (value === null ? '' : String(value))),
  ),
  '',
);

const SuggestionItemSchema = v.pipe(
  v.object({
    value: text,
    label: text,
    label_info: text,
    details: text,
    url: text,
    thumb: text,
    category: text,
  }),
  v.check((item) => (item.label || item.value).trim() !== '', 'a suggestion needs a label or a value'),
);

/**
 * Reads the `/search_suggestions` answer: a JSON list of items. Items that fail the schema (not an
 * object, a field of the wrong type, neither label nor value) are dropped; an answer that is not
 * JSON or not a list is a `malformed` RequestError.
 */
export function parseSuggestions(answer: string): SuggestionItem[] {
  const json = parseJson(answer);
  if (!Array.isArray(json)) throw new RequestError('malformed', 'Expected a JSON list of search suggestions.');
  const items: SuggestionItem[] = [];
  for (const raw of json) {
    const result = v.safeParse(SuggestionItemSchema, raw);
    if (!result.success) continue;
    const { value, label, label_info, details, url, thumb, category } = result.output;
    items.push({ value: value || label, label: label || value, labelInfo: label_info, details, url, thumb, category });
  }
  return items;
}
