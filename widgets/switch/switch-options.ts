import * as v from 'valibot';
import { cookieCatalogue } from '../../shared/cookies/cookie-catalogue.ts';
import { requiredChoiceAttribute } from '../../shared/options/attribute-schemas.ts';

/** Every switch by its `data-switch` name (spec §2 "Global switches", plus the filter panel). */
export const SWITCH_NAMES = [
  'language',
  'view',
  'dark-mode',
  'safe-browsing',
  'mobile-sidebar',
  'mobile-search',
  'mobile-left-nav',
  'filters',
] as const;

/** The attribute naming a control's switch. */
// Spelled out: the runtime's dataset-key converter lives in the entry chunk.
export const SWITCH_ATTRIBUTE = 'data-switch';

/** The name of one switch. */
export type SwitchName = (typeof SWITCH_NAMES)[number];

/** The two listing views, as `data-value` of the view switch and in the `view_type` cookie. */
export type ListingView = 'grid' | 'list';

/**
 * `<button data-widget="switch" data-switch="NAME" [data-value="VALUE"]>`: which switch the control
 * is, and its value where the switch needs one: `grid` or `list` for `view` (required), a language
 * code for a `language` button (a language `<select>` has its options instead).
 */
export const SwitchOptionsSchema = v.pipe(
  v.object({
    switch: requiredChoiceAttribute(SWITCH_NAMES),
    value: v.optional(v.string()),
  }),
  v.forward(
    v.check((options) => options.switch !== 'view' || options.value === 'grid' || options.value === 'list', 'expected "grid" or "list" with data-switch="view"'),
    ['value'],
  ),
  v.forward(
    v.check(
      (options) => options.switch !== 'language' || options.value === undefined || v.is(cookieCatalogue.userLang.schema, options.value),
      'expected a language code such as "en" or "pt-BR" with data-switch="language"',
    ),
    ['value'],
  ),
);

/** A switch control's typed options. */
export type SwitchOptions = v.InferOutput<typeof SwitchOptionsSchema>;
