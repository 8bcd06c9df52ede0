import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { settings, CONFIG_SCRIPT_ID } from '../../shared/config/page-config.ts';
import type { CatalogueGroup, EventDocs, WidgetDocs } from '../../shared/docs/define-widget-docs.ts';
import { pageConfigDocs } from '../../shared/docs/page-config-docs.ts';
import { runtimeEventDocs } from '../../shared/docs/runtime-events-docs.ts';
import { markup } from '../../shared/markup.ts';
import { widgetRegistry } from '../../widgets/registry.ts';
import { describeObjectEntries, unwrap, type EntryDoc } from './describe-object-entries.ts';
import { code, plain, table } from './markdown-table.ts';
import { schemaNode } from './schema-node.ts';

/** The checkout's root directory. */
export const projectDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

const GROUP_TITLES: Readonly<Record<CatalogueGroup, string>> = {
  profile: 'Profile pages',
  listing: 'Listing pages (`data-page` home, dancers, search)',
  'add-profile': 'Add-profile page (`data-page="add-profile"`)',
};

/** A widget's docs file: `widgets/<name>/<name>-docs.ts` beside its `<name>-docs.md` prose. */
export function widgetDocsPath(name: string, extension: 'ts' | 'md'): string {
  return join(projectDir, 'widgets', name, `${name}-docs.${extension}`);
}

/**
 * The widget catalogue of docs/widgets.md, generated from the code: every widget of the registry with its
 * root, data attributes (from its `options` schema), events (from its docs file), then the page
 * config's settings and the message catalogue. Runs in Node (tsx) and in vitest alike.
 */
export async function generateWidgetCatalogue(): Promise<string> {
  const widgets = await Promise.all(
    Object.entries(widgetRegistry).map(async ([name, load]) => {
      const definition = (await load()).default;
      if (definition.name !== name) throw new Error(`widgets/registry.ts: "${name}" loads the widget "${definition.name}".`);
      const docs = ((await import(pathToFileURL(widgetDocsPath(name, 'ts')).href)) as { default: WidgetDocs }).default;
      return { name, definition, docs, prose: readFileSync(widgetDocsPath(name, 'md'), 'utf8').trim() };
    }),
  );
  const sections = [
    readProse('intro'),
    '### Runtime events',
    eventsTable(runtimeEventDocs, (event) => `${markup.eventPrefix}${event}`),
  ];
  for (const group of Object.keys(GROUP_TITLES) as CatalogueGroup[]) {
    sections.push(`### ${GROUP_TITLES[group]}`, readProse(group));
    for (const widget of widgets.filter((item) => item.docs.group === group)) {
      const [root = '', ...notes] = widget.prose.split(/\n\s*\n/);
      sections.push(
        `#### ${code(widget.name)}`,
        root,
        attributesTable(describeObjectEntries(widget.definition.options, true)),
        eventsTable(widget.docs.events, (event) => `${markup.eventPrefix}${widget.name}:${event}`),
        ...notes,
      );
    }
  }
  sections.push(`### Page config (${code(`#${CONFIG_SCRIPT_ID}`)})`, readProse('page-config'), configTable());
  sections.push('### Messages', readProse('messages'), ...(await messageTables()));
  return `${sections.filter((section) => section.trim() !== '').join('\n\n')}\n`;
}

/** A section's own prose, `docs/catalogue/<name>.md`, if it has any. */
function readProse(name: string): string {
  const path = join(projectDir, 'docs', 'catalogue', `${name}.md`);
  return existsSync(path) ? readFileSync(path, 'utf8').trim() : '';
}

function shownValue(value: unknown): string {
  if (value === undefined) return 'none';
  if (value === '') return 'empty';
  return code(typeof value === 'string' ? value : JSON.stringify(value));
}

function attributesTable(entries: readonly EntryDoc[]): string {
  if (entries.length === 0) return 'No attributes.';
  const rows = entries.map((entry) => {
    const choices = entry.choices?.map(code).join(', ');
    const output = entry.outputType === 'string' || entry.outputType === undefined ? '' : entry.outputType;
    const type = choices ? `${choices}${output ? ` (${output})` : ''}` : output || 'text';
    return [
      code(`data-${entry.key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`),
      type,
      entry.optional ? shownValue(entry.fallback) : '**required**',
      entry.rules.map(plain).join('; ') || 'any value',
    ];
  });
  return table(['attribute', 'type', 'default', 'rule'], rows);
}

function eventsTable(events: EventDocs<Record<string, unknown>>, fullName: (event: string) => string): string {
  const rows = Object.entries(events).map(([event, { when, detail }]) => {
    const fields = detail === null ? [] : Object.entries(detail as Record<string, string>);
    const shown = detail === null ? 'none' : fields.length === 0 ? '`{}`' : fields.map(([field, text]) => `${code(field)}: ${text}`).join('; ');
    return [code(fullName(event)), when, shown];
  });
  return rows.length === 0 ? 'No events.' : table(['event', 'fires when', 'detail'], rows);
}

function configTable(): string {
  const rows: string[][] = [];
  const add = (entries: readonly EntryDoc[], prefix: string, nodes: Record<string, unknown>) => {
    for (const entry of entries) {
      const key = `${prefix}${entry.key}`;
      const inner = unwrap(schemaNode(nodes[entry.key]));
      if (entry.baseType === 'object' && inner.entries) {
        add(describeObjectEntries(inner, false), `${key}.`, inner.entries);
        continue;
      }
      const type = entry.baseType === 'record' ? 'object' : entry.baseType;
      const docs = pageConfigDocs as Readonly<Record<string, string>>;
      rows.push([code(key), type, shownValue(entry.fallback), docs[key] ?? '', entry.rules.map(plain).join('; ') || 'any value']);
    }
  };
  add(describeObjectEntries({ kind: 'schema', type: 'object', entries: settings }, false), '', settings);
  return table(['key', 'type', 'default', 'what', 'rule'], rows);
}

async function messageTables(): Promise<string[]> {
  const directory = join(projectDir, 'shared', 'messages', 'catalogue');
  const sections: string[] = [];
  // A group that includes another's messages (the video page's intro, kept apart for its budget)
  // lists only its own: each key once, under the first group that has it.
  const listed = new Set<string>();
  for (const file of readdirSync(directory).filter((name) => name.endsWith('.ts')).sort()) {
    const source = readFileSync(join(directory, file), 'utf8');
    // A comment of several lines starts its text after a ` * `, which is not part of it.
    const about = /\/\*\*\s*(?:\*\s+)?([\s\S]*?)\s*\*\//.exec(source)?.[1]?.replace(/\s*\n\s*\*\s*/g, ' ').replace(/^Messages of the catalogue:\s*/, '') ?? '';
    const module = (await import(pathToFileURL(join(directory, file)).href)) as Record<string, Record<string, string>>;
    const rows = Object.values(module).flatMap((group) =>
      Object.entries(group)
        .filter(([key]) => !listed.has(key) && listed.add(key))
        .map(([key, text]) => [code(key), plain(text)]),
    );
    sections.push(`${code(file)}: ${about}`, table(['key', 'English text'], rows));
  }
  return sections;
}
