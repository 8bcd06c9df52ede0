// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectDir } from '../../../scripts/docs/generate-widget-catalogue.ts';
import { phpHandlerFiles, withPhpHandlers } from '../../../scripts/docs/php-handler-blocks.ts';

const markdown = readFileSync(join(projectDir, 'docs', 'server-calls.md'), 'utf8');

describe("docs/server-calls.md's reference PHP handlers", () => {
  it('are the files the end-to-end PHP tests run, byte for byte (regenerate: npm run docs)', () => {
    expect(withPhpHandlers(markdown, projectDir), 'docs/server-calls.md is stale: run `npm run docs`.').toBe(markdown);
  });

  it('show every file of integrations/php/examples/calls/ once', () => {
    const files = readdirSync(join(projectDir, 'integrations', 'php', 'examples', 'calls')).map((file) => `integrations/php/examples/calls/${file}`);
    expect(phpHandlerFiles(markdown).sort()).toEqual(files.sort());
  });

  it('document the upper-case form answer and the calls to the current page', () => {
    expect(markdown).toContain('{"STATUS": "error", "MESSAGE": ["Please enter your name", "Please enter a valid e-mail address"], "CODE": ["name", "visitor"]}');
    expect(markdown).toContain('{"url": "https://example.com/s/k3x9qa"}');
    expect(markdown).toMatch(/profiles and the listings/);
  });
});
