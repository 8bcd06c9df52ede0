import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { WidgetDocs } from '../../../shared/docs/define-widget-docs.ts';
import { projectDir, widgetDocsPath } from '../../../scripts/docs/generate-widget-catalogue.ts';
import { widgetRegistry } from '../../../widgets/registry.ts';

/** Every source file under `dir`, docs files left out. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('-docs.ts') ? [path] : [];
  });
}

/** The event names a widget's code passes to `context.dispatch`, with the calls whose name is not a literal. */
function dispatchedEvents(name: string): { names: Set<string>; unreadable: string[] } {
  const names = new Set<string>();
  const unreadable: string[] = [];
  for (const file of sourceFiles(join(projectDir, 'widgets', name))) {
    const source = readFileSync(file, 'utf8');
    for (const [, event] of source.matchAll(/\bcontext\.dispatch\(\s*'([^']+)'/g)) names.add(event ?? '');
    for (const [call] of source.matchAll(/\bcontext\.dispatch\(\s*(?!')[^)]{0,40}/g)) unreadable.push(`${file}: ${call}`);
  }
  return { names, unreadable };
}

describe('widget events', () => {
  it.each(Object.keys(widgetRegistry))('%s declares exactly the events its code dispatches', async (name) => {
    const docs = ((await import(pathToFileURL(widgetDocsPath(name, 'ts')).href)) as { default: WidgetDocs }).default;
    const { names, unreadable } = dispatchedEvents(name);
    expect(unreadable, 'a context.dispatch call names its event with a string literal, so this test can read it').toEqual([]);
    expect(Object.keys(docs.events).sort(), `widgets/${name}/${name}-docs.ts declares every event the widget dispatches, and no other`).toEqual(
      [...names].sort(),
    );
  });

  it('are dispatched only from the widgets\' own folders, which the check above reads', () => {
    const outside = [...sourceFiles(join(projectDir, 'shared')), join(projectDir, 'widgets', 'index.ts'), join(projectDir, 'widgets', 'registry.ts')].filter(
      (file) => /\bcontext\.dispatch\(/.test(readFileSync(file, 'utf8')),
    );
    expect(outside).toEqual([]);
  });
});
