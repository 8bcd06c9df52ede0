// `npx directory-widgets-check [--json] PATH...` (also `npm run check-templates -- PATH...`): checks
// the widget markup of every .php, .html and .twig file under the paths, prints one line per finding
// as `file:line:col: error|warning: message` (or a JSON array with --json), and exits 1 on an error.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import { checkTemplates, type TemplateFile } from './check-templates.ts';
import { formatFinding } from './finding.ts';
import { loadWidgetKnowledge } from './widget-knowledge.ts';

const EXTENSIONS = new Set(['.php', '.html', '.htm', '.twig']);
const SKIPPED_FOLDERS = new Set(['node_modules', 'vendor', '.git']);
const USAGE = 'usage: directory-widgets-check [--json] PATH...  (folders are searched for .php, .html and .twig files)';

/** Every template file at or under `path`, in a stable order. */
function templatesUnder(path: string): string[] {
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : templatesUnder(join(path, entry.name));
      return EXTENSIONS.has(extname(entry.name).toLowerCase()) ? [join(path, entry.name)] : [];
    });
}

const args = process.argv.slice(2);
const json = args.includes('--json');
const paths = args.filter((arg) => arg !== '--json');
if (paths.length === 0 || args.includes('--help') || args.includes('-h')) {
  console.error(USAGE);
  process.exit(paths.length === 0 ? 2 : 0);
}
let files: TemplateFile[];
try {
  files = paths.flatMap(templatesUnder).map((path) => ({ path: relative(process.cwd(), path) || path, text: readFileSync(path, 'utf8') }));
} catch (error) {
  console.error(`directory-widgets-check: ${(error as Error).message}`);
  process.exit(2);
}
// The config's URL rules judge a path against the page's origin; any origin tells a path from a host.
globalThis.location ??= new URL('https://site.invalid/') as unknown as Location;
const findings = checkTemplates(files, await loadWidgetKnowledge());
if (json) {
  console.log(JSON.stringify(findings, null, 2));
} else {
  for (const finding of findings) console.log(formatFinding(finding));
  const errors = findings.filter((finding) => finding.severity === 'error').length;
  console.log(`${errors} error${errors === 1 ? '' : 's'}, ${findings.length - errors} warning${findings.length - errors === 1 ? '' : 's'} in ${files.length} file${files.length === 1 ? '' : 's'}.`);
}
process.exit(findings.some((finding) => finding.severity === 'error') ? 1 : 0);
