import { afterEach, describe, expect, it } from 'vitest';
import { useRef } from 'react';
import { render, within } from '@testing-library/react';
import { usePlacedNodes } from '../../../../shared/hooks/use-placed-nodes.ts';
import { failOnConsoleErrors } from '../../support/fail-on-console-errors.ts';

failOnConsoleErrors();
afterEach(() => document.body.replaceChildren());

// As PHP prints a block: whitespace and a comment between the tags, a nested widget's root.
const printedBlock = () => {
  document.body.insertAdjacentHTML('beforeend', `<fieldset id="printed">
    <legend>Printed title</legend>
    <!-- its own pair -->
    <div data-widget="geo-select"><label for="c">Country</label><select id="c"></select></div>
  </fieldset>`);
  return document.getElementById('printed')!;
};

function Block({ nodes }: { nodes: readonly ChildNode[] }) {
  const fieldset = useRef<HTMLFieldSetElement>(null);
  const title = useRef<HTMLLegendElement>(null);
  const printedTitle = nodes.find((node) => node instanceof HTMLLegendElement);
  usePlacedNodes(fieldset, () => nodes.map((node) => (node === printedTitle ? title.current! : node)));
  return (
    <fieldset ref={fieldset} aria-labelledby="t">
      <legend id="t" ref={title}>
        Rendered title
      </legend>
    </fieldset>
  );
}

describe('usePlacedNodes', () => {
  it("places the nodes in the rendered element in the first commit, in order, its own element among them", () => {
    const printed = printedBlock();
    const nodes = Array.from(printed.childNodes);
    const { container } = render(<Block nodes={nodes} />);
    const group = within(container).getByRole('group', { name: 'Rendered title' });
    expect(within(group).getByRole('combobox', { name: 'Country' })).toBe(document.getElementById('c'));
    const kinds = Array.from(group.childNodes, (node) => (node instanceof Element ? node.localName : node.nodeType === Node.COMMENT_NODE ? 'comment' : 'text'));
    expect(kinds).toEqual(['text', 'legend', 'text', 'comment', 'text', 'div', 'text']);
    // Only the stand-in's server element stays where it was.
    expect(Array.from(printed.childNodes, (node) => node.textContent)).toEqual(['Printed title']);
  });

  it('gives each node it took back where it was on unmount, and leaves nodes from nowhere with the element', () => {
    const printed = printedBlock();
    const before = printed.innerHTML;
    const nodes = Array.from(printed.childNodes);
    const copy = document.createElement('p');
    const { unmount } = render(<Block nodes={[...nodes, copy]} />);
    expect(printed.childNodes).toHaveLength(1);
    unmount();
    expect(printed.innerHTML).toBe(before);
    expect(Array.from(printed.childNodes)).toEqual(nodes);
    expect(copy.isConnected).toBe(false);
  });
});
