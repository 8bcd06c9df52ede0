import { describe, expect, it } from 'vitest';
import { describeElement } from '../../../shared/runtime/describe-element.ts';
import { createElementFromHtml } from '../support/dom-fixture.ts';

describe('describeElement', () => {
  it('renders the opening tag with its attributes in order, without the content', () => {
    const element = createElementFromHtml('<div id="x" data-widget="favorite" data-dancer-id="42"><p>content</p></div>');

    expect(describeElement(element)).toBe('<div id="x" data-widget="favorite" data-dancer-id="42">');
  });

  it('shows an attribute without a value as its bare name', () => {
    expect(describeElement(createElementFromHtml('<button disabled data-x="">Go</button>'))).toBe('<button disabled data-x>');
  });

  it('shortens a value longer than 40 characters with an ellipsis', () => {
    const long = 'a'.repeat(41);
    const exact = 'b'.repeat(40);

    expect(describeElement(createElementFromHtml(`<span title="${long}" lang="${exact}"></span>`))).toBe(
      `<span title="${'a'.repeat(40)}…" lang="${exact}">`,
    );
  });

  it('shows an element without attributes as its bare tag', () => {
    expect(describeElement(document.createElement('section'))).toBe('<section>');
  });
});
