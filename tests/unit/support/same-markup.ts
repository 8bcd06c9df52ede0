import { expect } from 'vitest';

/**
 * Expects `element` to hold the very nodes `html` describes: the same elements, attributes, texts
 * and comments (Node.isEqualNode), whatever order a renderer wrote the attributes in (Preact sets
 * `class` last, React 19 an input's `value` before its `name`; the page lays out the same). Shows
 * the two serialisations when they differ.
 */
export function expectSameMarkup(element: Element, html: string): void {
  const parse = (markup: string) => {
    const template = document.createElement('template');
    template.innerHTML = markup;
    return template.content;
  };
  if (!parse(element.innerHTML).isEqualNode(parse(html))) expect(element.innerHTML).toBe(html);
}
