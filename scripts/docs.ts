// `npm run docs`: writes docs/widgets.md's widget catalogue from the code (see
// scripts/docs/generate-widget-catalogue.ts) and docs/server-calls.md's reference PHP handlers from
// integrations/php/examples/calls/ (see scripts/docs/php-handler-blocks.ts).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { replaceCatalogue } from './docs/readme-catalogue.ts';
import { generateWidgetCatalogue, projectDir } from './docs/generate-widget-catalogue.ts';
import { withPhpHandlers } from './docs/php-handler-blocks.ts';

async function update(file: string, what: string, change: (text: string) => string | Promise<string>): Promise<void> {
  const path = join(projectDir, file);
  const before = readFileSync(path, 'utf8');
  const after = await change(before);
  if (after === before) {
    console.log(`${file}: ${what} up to date.`);
  } else {
    writeFileSync(path, after);
    console.log(`${file}: ${what} regenerated.`);
  }
}

await update('docs/widgets.md', 'the widget catalogue', async (text) => replaceCatalogue(text, await generateWidgetCatalogue()));
await update('docs/server-calls.md', 'the reference PHP handlers', (text) => withPhpHandlers(text, projectDir));
