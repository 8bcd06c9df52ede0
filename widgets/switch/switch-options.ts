import * as v from 'valibot';
import { LANGUAGE_CODE_PATTERN } from '../../shared/constants.ts';
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

/** The name of one switch. */
export type SwitchName = (typeof SWITCH_NAMES)[number];

export type { ListingView } from '../../shared/page/body-classes.ts';

// A language button's code is what the userLang cookie will hold (the cookie catalogue checks the same).
const isLanguageCode = (value: string) => LANGUAGE_CODE_PATTERN.test(value);

/**
 * `<button data-widget="switch" data-switch="NAME" [data-value="VALUE"]>`: which switch the control
 * is, and its value where the switch needs one: `grid` or `list` for `view` (required), a language
 * code for a `language` button (a language `<select>` has its options instead).
 */
export const SwitchOptionsSchema = v.pipe(
  // First which switch (its entries also tell readOptions which attributes are required).
  v.object({
    switch: requiredChoiceAttribute(SWITCH_NAMES),
    value: v.optional(v.string()),
  }),
  // Then the value that switch takes, reported on data-value (a union rather than v.forward, which
  // would add to every page's valibot). Only the named switch's option gets past its `switch`
  // picklist, and a failed check leaves it typed, so the union returns that option's own issue (a
  // value picklist would fail untyped, and the union would report a generic issue on no attribute).
  v.union([
    v.object({
      switch: v.picklist(['view']),
      // '' for a missing data-value, so that the check runs and says what is required.
      value: v.pipe(
        v.optional(v.string(), ''),
        v.check((value) => value === 'grid' || value === 'list', 'expected "grid" or "list" with data-switch="view"'),
      ),
    }),
    v.object({
      switch: v.picklist(['language']),
      value: v.optional(
        v.pipe(v.string(), v.check(isLanguageCode, 'expected a language code such as "en" or "pt-BR" with data-switch="language"')),
      ),
    }),
    v.object({
      switch: v.picklist(SWITCH_NAMES.filter((name) => name !== 'view' && name !== 'language')),
      value: v.optional(v.string()),
    }),
  ]),
);

/** A switch control's typed options. */
export type SwitchOptions = v.InferOutput<typeof SwitchOptionsSchema>;
