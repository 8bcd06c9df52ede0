import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONFIG_SCRIPT_ID } from '../../../shared/config/page-config.ts';

/** The folder of the demo site's pages. */
export const DEMO_PAGES_DIR = join(dirname(fileURLToPath(import.meta.url)), '../../../demo-pages/public');

/** A page's HTML with the name it is known by in test messages. */
export interface PageSource {
  readonly name: string;
  readonly html: string;
}

/** Reads every `*.html` page of the demo site (none when the folder is absent). */
export function readDemoPages(dir = DEMO_PAGES_DIR): PageSource[] {
  let names: string[];
  try {
    names = readdirSync(dir).filter((name) => name.endsWith('.html'));
  } catch {
    return [];
  }
  return names.sort().map((name) => ({ name, html: readFileSync(join(dir, name), 'utf8') }));
}

/** The message keys a page's `#widgets-config` block overrides; a block that is not valid JSON throws, naming the page. */
export function overriddenMessageKeys({ name, html }: PageSource): string[] {
  const page = new DOMParser().parseFromString(html, 'text/html');
  const text = page.getElementById(CONFIG_SCRIPT_ID)?.textContent?.trim();
  if (!text) return [];
  let config: unknown;
  try {
    config = JSON.parse(text);
  } catch (error) {
    throw new Error(`${name}: #${CONFIG_SCRIPT_ID} is not valid JSON (${(error as Error).message}).`);
  }
  const messages = (config as { messages?: unknown } | null)?.messages;
  return messages && typeof messages === 'object' ? Object.keys(messages) : [];
}

/** Lists, as `page: key`, each overridden message key that the catalogue does not have. */
export function unknownMessageKeys(pages: readonly PageSource[], catalogue: Readonly<Record<string, string>>): string[] {
  return pages.flatMap((page) =>
    overriddenMessageKeys(page)
      .filter((key) => !Object.hasOwn(catalogue, key))
      .map((key) => `${page.name}: ${key}`),
  );
}
