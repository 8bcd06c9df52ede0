/** The languages of the language switch, with their names in their own language. */
export const LANGUAGES = [
  ['en', 'English'],
  ['de', 'Deutsch'],
  ['fr', 'Français'],
] as const;

/** What every demo page takes from the visitor's cookies for its header and body classes. */
export interface SiteSettings {
  readonly darkMode: boolean;
  readonly safeBrowsing: boolean;
  readonly language: string;
}

/** Reads the global switches' cookies as the PHP layout does; a missing or unknown value gives the default. */
export function readSiteSettings(cookies: ReadonlyMap<string, string>): SiteSettings {
  const language = cookies.get('userLang');
  return {
    darkMode: cookies.get('dark_mode') === '1',
    safeBrowsing: cookies.get('safe_browsing') === '1',
    language: LANGUAGES.find(([code]) => code === language)?.[0] ?? 'en',
  };
}
