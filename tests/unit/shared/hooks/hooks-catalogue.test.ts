// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const hooksDir = new URL('../../../../shared/hooks/', import.meta.url);
const readme = readFileSync(new URL('../../../../docs/development.md', import.meta.url), 'utf8');
const files = readdirSync(hooksDir).filter((file) => file.endsWith('.ts'));

/** `use-url-hash.ts` → `useUrlHash`. */
const hookName = (file: string) => file.replace(/\.ts$/, '').replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());

describe('the hooks for server markup (shared/hooks/)', () => {
  it.each(files)('%s exports one hook named after the file, with a doc comment, its own test and a row in docs/development.md', (file) => {
    const source = readFileSync(new URL(file, hooksDir), 'utf8');
    const name = hookName(file);
    const exportedFunctions = new Set([...source.matchAll(/^export function (\w+)/gm)].map((match) => match[1]));
    expect([...exportedFunctions]).toEqual([name]);
    expect(source).toMatch(new RegExp(`\\*/\\nexport function ${name}[<(]`));
    expect(existsSync(new URL(`../../../../tests/unit/shared/hooks/${file.replace(/\.ts$/, '.test.tsx')}`, import.meta.url))).toBe(true);
    expect(readme).toMatch(new RegExp(`^\\| \`${name}\\(`, 'm'));
  });
});
