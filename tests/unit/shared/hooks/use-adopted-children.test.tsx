import { afterEach, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { render, renderHook, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useAdoptedChildren } from '../../../../shared/hooks/use-adopted-children.ts';
import { failOnConsoleErrors } from '../../support/fail-on-console-errors.ts';

failOnConsoleErrors();
afterEach(() => document.body.replaceChildren());

const serverSelect = () => {
  document.body.insertAdjacentHTML('beforeend', `<label for="s">City</label><select id="s">
    <option value="">Select city</option>
    <option value="1">Las Vegas</option>
  </select>`);
  return document.body.lastElementChild as HTMLSelectElement;
};
const texts = (select: HTMLSelectElement) => Array.from(select.options, (option) => option.text);

describe('useAdoptedChildren', () => {
  it("replaces the server's children with the portal's in the first commit, and returns them", async () => {
    const select = serverSelect();
    const printed = Array.from(select.childNodes);
    let found: readonly ChildNode[] = [];
    function Cities() {
      const [more, setMore] = useState(false);
      found = useAdoptedChildren(select, () => []);
      return (
        <>
          <button type="button" onClick={() => setMore(true)}>
            More
          </button>
          {createPortal(
            <>
              <option value="">Select city</option>
              <option value="1">Las Vegas</option>
              {more && <option value="2">Miami</option>}
            </>,
            select,
          )}
        </>
      );
    }
    render(<Cities />);
    expect(found).toEqual(printed);
    expect(select.childNodes).toHaveLength(2);
    expect(texts(select)).toEqual(['Select city', 'Las Vegas']);
    await userEvent.click(screen.getByRole('button', { name: 'More' }));
    expect(texts(screen.getByRole('combobox', { name: 'City' }) as HTMLSelectElement)).toEqual(['Select city', 'Las Vegas', 'Miami']);
  });

  it('leaves the nodes of leave() on unmount, in place of its own, and does nothing without an element', () => {
    const select = serverSelect();
    const { unmount } = render(
      <Left select={select} />,
    );
    expect(texts(select)).toEqual(['Loading…']);
    unmount();
    expect(texts(select)).toEqual(['Select city', 'Las Vegas']);
    const { unmount: unmountNone } = renderHook(() => useAdoptedChildren(null, () => []));
    unmountNone();
  });
});

function Left({ select }: { select: HTMLSelectElement }) {
  const server = useAdoptedChildren(select, () => server);
  return createPortal(<option value="">Loading…</option>, select);
}
