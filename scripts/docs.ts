// `npm run docs`: writes the README's widget catalogue from the code (see scripts/docs/generate-widget-catalogue.ts).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { replaceCatalogue } from './docs/readme-catalogue.ts';
import { generateWidgetCatalogue, projectDir } from './docs/generate-widget-catalogue.ts';

const readmePath = join(projectDir, 'README.md');
const before = readFileSync(readmePath, 'utf8');
const after = replaceCatalogue(before, await generateWidgetCatalogue());
if (after === before) {
  console.log('README.md: the widget catalogue is up to date.');
} else {
  writeFileSync(readmePath, after);
  console.log('README.md: the widget catalogue was regenerated.');
}
