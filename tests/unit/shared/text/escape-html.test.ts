import { describe, expect, it } from 'vitest';
import { escapeHtml, unescapeHtml } from '../../../../shared/text/escape-html.ts';

describe('escapeHtml', () => {
  it('escapes the five characters that matter in HTML', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });

  it('leaves other text alone', () => {
    expect(escapeHtml('Info has been changed!')).toBe('Info has been changed!');
    expect(escapeHtml('')).toBe('');
  });
});

describe('unescapeHtml', () => {
  it('reverses escapeHtml exactly, entities in the original included', () => {
    for (const text of ['&lt;', '&amp;lt;', `Tom & "Jerry's" <b>`, '&#39;', 'plain']) {
      expect(unescapeHtml(escapeHtml(text))).toBe(text);
    }
  });
});
