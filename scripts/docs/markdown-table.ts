/** Markdown helpers of the docs generator: tables whose cells stay on one line and in their column. */

/** A cell of markdown: its pipes escaped and its lines joined, so it cannot break the table. */
export function cell(markdown: string): string {
  return markdown.replace(/\r?\n/g, ' ').replace(/\|/g, '\\|');
}

/** Plain text (a message, a rule) as markdown that shows it literally. */
export function plain(text: string): string {
  return text.replace(/[\\`*_[\]]/g, (character) => `\\${character}`).replace(/</g, '&lt;');
}

/** Inline code, with a longer fence when the text holds backticks. */
export function code(text: string): string {
  const fence = text.includes('`') ? '`` ' : '`';
  return `${fence}${text}${fence.split('').reverse().join('')}`;
}

/** A table: a header row and one row per item, every cell already markdown. */
export function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return [header, header.map(() => '---'), ...rows].map((row) => `| ${row.map(cell).join(' | ')} |`).join('\n');
}
