import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectDir } from '../../../scripts/docs/generate-widget-catalogue.ts';

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : [],
  );
}

const isDocsFile = (file: string) => file.endsWith('-docs.ts') || file.includes(`${join('shared', 'docs')}`);

describe('docs-only files', () => {
  it('are imported by no module the bundle can ship, so they add no byte to any chunk', () => {
    const importers = [...files(join(projectDir, 'widgets')), ...files(join(projectDir, 'shared'))]
      .filter((file) => !isDocsFile(file))
      .filter((file) => /from\s+'[^']*(?:-docs\.ts|\/docs\/[^']*)'|import\(\s*'[^']*-docs\.ts'/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(projectDir, file));
    expect(importers).toEqual([]);
  });

  it('import the widget code they describe for types only', () => {
    const valueImports = files(join(projectDir, 'widgets'))
      .filter((file) => file.endsWith('-docs.ts'))
      .flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/^import (?!type )[^;]*from '([^']+)';$/gm)]
          .map(([, specifier]) => specifier ?? '')
          .filter((specifier) => !specifier.endsWith('shared/docs/define-widget-docs.ts'))
          .map((specifier) => `${relative(projectDir, file)}: ${specifier}`),
      );
    expect(valueImports).toEqual([]);
  });
});
