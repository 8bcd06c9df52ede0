import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// docs/server-calls.md shows each reference PHP handler (integrations/php/examples/calls/) between
// a pair of these markers; `npm run docs` copies the file in, so the page and the code the
// end-to-end PHP tests run are one source.
const BLOCK = /(<!-- php-handler:start ([^ ]+) -->\n)[\s\S]*?(<!-- php-handler:end -->)/g;

/** The files named by the markdown's handler blocks, in order. */
export function phpHandlerFiles(markdown: string): string[] {
  return [...markdown.matchAll(BLOCK)].map((match) => match[2]!);
}

/** The markdown with each handler block holding its file (`projectDir`-relative) as a ```php fence. */
export function withPhpHandlers(markdown: string, projectDir: string): string {
  return markdown.replace(BLOCK, (_, start: string, file: string, end: string) => {
    const source = readFileSync(join(projectDir, file), 'utf8').trimEnd();
    return `${start}\`${file}\`:\n\n\`\`\`php\n${source}\n\`\`\`\n${end}`;
  });
}
