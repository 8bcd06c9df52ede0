// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../demo-pages/server/static/render-markdown.ts';
import { WIDGET_CATALOGUE_PATH } from '../../demo-pages/server/static/widget-catalogue-page.ts';
import { widgetRegistry } from '../../widgets/registry.ts';
import { useDemoServer } from './demo-harness.ts';

const demo = useDemoServer();

describe('the widget catalogue page of the demo site', () => {
  it('is linked from the index', () => {
    const index = readFileSync(new URL('../../demo-pages/public/index.html', import.meta.url), 'utf8');
    expect(index).toContain(`<a href="${WIDGET_CATALOGUE_PATH}">`);
  });

  it("serves docs/widgets.md's catalogue as HTML with every widget, and nothing the strict CSP would block", async () => {
    const response = await demo.get(WIDGET_CATALOGUE_PATH);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    for (const name of Object.keys(widgetRegistry)) expect(html, name).toContain(`<h4 id="${name}"><code>${name}</code></h4>`);
    expect(html).toContain('<td><code>widgets:favorite:change</code></td>');
    expect(html).toContain('<td><code>addToFavorites</code></td><td>Add to favorites</td>');
    expect(html).not.toMatch(/<script|<style|\sstyle=|\son\w+=/i);
  });
});

describe('renderMarkdown', () => {
  it('renders headings, paragraphs, tables, code and bold, with escaped pipes kept in their cell', () => {
    expect(renderMarkdown('### A `b` title\n\nSome **bold** text\nand `a|b`.\n\n| x | y |\n| --- | --- |\n| `1` | a \\| b |\n')).toBe(
      [
        '<h3 id="a-b-title">A <code>b</code> title</h3>',
        '<p>Some <strong>bold</strong> text\nand <code>a|b</code>.</p>',
        '<table class="table table-sm qa-table">\n<thead><tr><th scope="col">x</th><th scope="col">y</th></tr></thead>\n<tbody>\n<tr><td><code>1</code></td><td>a | b</td></tr>\n</tbody>\n</table>',
      ].join('\n'),
    );
  });

  it('shows raw HTML and markup in code as text, never as elements', () => {
    expect(renderMarkdown('<img src=x onerror=alert(1)> `<dialog open>` \\<b> &lt;i>')).toBe(
      '<p>&lt;img src=x onerror=alert(1)&gt; <code>&lt;dialog open&gt;</code> \\&lt;b&gt; &lt;i&gt;</p>',
    );
  });
});
