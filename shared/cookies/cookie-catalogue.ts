import * as v from 'valibot';
import { COOKIE_LIFETIME_DAYS, LANGUAGE_CODE_PATTERN, SHORT_COOKIE_LIFETIME_DAYS } from '../constants.ts';
import { isTextOrTexts } from '../text/is-text-or-texts.ts';

/**
 * Every cookie the widgets read or write (spec §3, §9; names verbatim per the contract), each with
 * the schema of its value, its lifetime, whether it lives on the page config's parent domain
 * (`cookieDomain`) and whether its value is JSON.
 *
 * The profile-type switch cookies are a family: the spec names them only as "the current
 * profile-type switch cookies", so any `profile_type_<type>` name is accepted (a `0`/`1` switch
 * kept one day), and the widget that shows the switches builds the names from its own list of types
 * with `profileTypeCookieName`. If the site's real names differ, only PROFILE_TYPE_PREFIX changes.
 */

/** How one cookie is stored. */
export interface CookieSpec<Schema extends v.GenericSchema<unknown, unknown> = v.GenericSchema<unknown, unknown>> {
  readonly schema: Schema;
  readonly days: number;
  /** Lives on the page config's `cookieDomain` when one is set, shared by the site's subdomains. */
  readonly parentDomain: boolean;
  /** The value is stored as JSON text. */
  readonly json: boolean;
}

function cookie<Schema extends v.GenericSchema<unknown, unknown>>(
  schema: Schema,
  days: number,
  options: { parentDomain?: boolean; json?: boolean } = {},
): CookieSpec<Schema> {
  return { schema, days, parentDomain: options.parentDomain ?? false, json: options.json ?? false };
}

const LANGUAGE_CODE = 'expected a language code such as "en" or "pt-BR"';
const switchValue = v.picklist(['1', '0'], 'expected "1" or "0"');
// Values the server chose (sort keys, ids): short, and safe to carry in a cookie untouched.
const tokenRule = (max: number) => `expected up to ${max} letters, digits or . , : | - _`;
const token = (max: number) =>
  v.pipe(v.string(tokenRule(max)), v.regex(new RegExp(`^[\\w.,:|-]{1,${max}}$`), tokenRule(max)));

/** The filters cookie: the filter form as an object, a repeated field name holding a list. */
const FiltersSchema = v.pipe(
  v.custom<Record<string, unknown>>(
    (input) => typeof input === 'object' && input !== null && !Array.isArray(input),
    'expected a JSON object',
  ),
  v.record(v.pipe(v.string(), v.nonEmpty('expected field names that are not empty')), v.custom<string | string[]>(isTextOrTexts, 'expected text or a list of texts')),
);

/** The cookies with a fixed name. */
export const cookieCatalogue = {
  userLang: cookie(
    v.pipe(v.string(LANGUAGE_CODE), v.regex(LANGUAGE_CODE_PATTERN, LANGUAGE_CODE)),
    COOKIE_LIFETIME_DAYS,
  ),
  view_type: cookie(v.picklist(['grid', 'list'], 'expected "grid" or "list"'), COOKIE_LIFETIME_DAYS),
  sortby: cookie(token(64), COOKIE_LIFETIME_DAYS),
  sortbyreviews: cookie(token(64), COOKIE_LIFETIME_DAYS),
  filters: cookie(FiltersSchema, SHORT_COOKIE_LIFETIME_DAYS, { json: true }),
  safe_browsing: cookie(switchValue, COOKIE_LIFETIME_DAYS, { parentDomain: true }),
  dark_mode: cookie(switchValue, COOKIE_LIFETIME_DAYS),
  agecheck: cookie(token(64), COOKIE_LIFETIME_DAYS, { parentDomain: true }),
  // Any token, not only the version 4 UUID this bundle makes: visitors carry ids the legacy code
  // or the server made, and ensureMachineId keeps every id this accepts (issue 8, item 7).
  MachineId: cookie(token(128), COOKIE_LIFETIME_DAYS),
} as const;

/** The prefix of the profile-type switch cookies. */
export const PROFILE_TYPE_PREFIX = 'profile_type_';

/** The name of a profile-type switch cookie. */
export type ProfileTypeCookieName = `${typeof PROFILE_TYPE_PREFIX}${string}`;

const PROFILE_TYPE_NAME = new RegExp(`^${PROFILE_TYPE_PREFIX}[a-z\\d_]{1,32}$`, 'i');
const profileTypeCookie = cookie(switchValue, SHORT_COOKIE_LIFETIME_DAYS);

/** The switch cookie of one profile type, such as `profile_type_escort` for `escort`. */
export function profileTypeCookieName(type: string): ProfileTypeCookieName {
  return `${PROFILE_TYPE_PREFIX}${type}`;
}

type Catalogue = typeof cookieCatalogue;

/** The name of a cookie of the catalogue. */
export type CookieName = keyof Catalogue | ProfileTypeCookieName;

/** The value type of the cookie `Name`. */
export type CookieValue<Name extends CookieName> = Name extends keyof Catalogue
  ? v.InferOutput<Catalogue[Name]['schema']>
  : v.InferOutput<typeof switchValue>;

/** The filters cookie's value. */
export type FiltersValue = CookieValue<'filters'>;

/** How the cookie `name` is stored; undefined for a name outside the catalogue. */
export function cookieSpecOf(name: string): CookieSpec | undefined {
  if (Object.hasOwn(cookieCatalogue, name)) return cookieCatalogue[name as keyof Catalogue];
  return PROFILE_TYPE_NAME.test(name) ? profileTypeCookie : undefined;
}
