import { escapeHtml } from '../http/escape-html.ts';

/**
 * Renders the markdown the docs generator writes (headings, paragraphs, pipe tables, inline code,
 * bold, backslash escapes) as HTML. Everything is escaped first: raw HTML in the markdown shows as
 * text, never as markup, so the page needs nothing beyond the strict CSP's `'self'`.
 */
export function renderMarkdown(markdown: string): string {
  return markdown
    .trim()
    .split(/\n\s*\n/)
    .map(renderBlock)
    .join('\n');
}

/** A heading's id, as GitHub makes it: lower case, punctuation dropped, spaces as hyphens. */
export function headingId(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .trim()
    .replace(/\s/g, '-');
}

function renderBlock(block: string): string {
  const heading = /^(#{1,6}) (.*)$/.exec(block);
  if (heading && !block.includes('\n')) {
    const level = heading[1]?.length ?? 1;
    const text = heading[2] ?? '';
    return `<h${level} id="${escapeHtml(headingId(plainText(text)))}">${renderInline(text)}</h${level}>`;
  }
  const lines = block.split('\n');
  if (lines.length >= 2 && lines.every((line) => line.startsWith('|')) && /^\|(?:\s*-+\s*\|)+$/.test(lines[1] ?? '')) {
    const [header = '', , ...rows] = lines;
    const head = splitRow(header).map((cell) => `<th scope="col">${renderInline(cell)}</th>`).join('');
    const body = rows.map((row) => `<tr>${splitRow(row).map((cell) => `<td>${renderInline(cell)}</td>`).join('')}</tr>`).join('\n');
    return `<table class="table table-sm qa-table">\n<thead><tr>${head}</tr></thead>\n<tbody>\n${body}\n</tbody>\n</table>`;
  }
  return `<p>${renderInline(block)}</p>`;
}

/** The cells of a table row; `\|` is a pipe inside a cell. */
function splitRow(row: string): string[] {
  const cells: string[] = [];
  let current = '';
  const inner = row.trim().replace(/^\|/, '').replace(/\|$/, '');
  for (let index = 0; index < inner.length; index += 1) {
    const character = inner[index];
    if (character === '\\' && inner[index + 1] === '|') {
      current += '|';
      index += 1;
    } else if (character === '|') {
      cells.push(current.trim());
      current = '';
    } else {
      current += character;
    }
  }
  cells.push(current.trim());
  return cells;
}

/** Code spans, bold and backslash escapes; every other character is text. */
function renderInline(text: string): string {
  let html = '';
  let index = 0;
  while (index < text.length) {
    const fence = /^`+/.exec(text.slice(index))?.[0];
    if (fence) {
      const end = text.indexOf(fence, index + fence.length);
      if (end > 0) {
        html += `<code>${escapeHtml(text.slice(index + fence.length, end).replace(/^ (.*) $/, '$1'))}</code>`;
        index = end + fence.length;
        continue;
      }
    }
    if (text.startsWith('**', index)) {
      const end = text.indexOf('**', index + 2);
      if (end > index + 2) {
        html += `<strong>${renderInline(text.slice(index + 2, end))}</strong>`;
        index = end + 2;
        continue;
      }
    }
    const character = text[index] ?? '';
    if (character === '\\' && /[\\`*_[\]|]/.test(text[index + 1] ?? '')) {
      html += escapeHtml(text[index + 1] ?? '');
      index += 2;
      continue;
    }
    if (text.startsWith('&lt;', index)) {
      html += '&lt;';
      index += 4;
      continue;
    }
    html += escapeHtml(character);
    index += 1;
  }
  return html;
}

function plainText(markdown: string): string {
  return markdown.replace(/[`*\\]/g, '');
}
