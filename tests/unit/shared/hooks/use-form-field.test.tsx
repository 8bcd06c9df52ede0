import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { useRef } from 'react';
import { act, cleanup, render, renderHook, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useFormField } from '../../../../shared/hooks/use-form-field.ts';
import { getElement, renderFixture } from '../../support/dom-fixture.ts';

let consoleError: MockInstance<typeof console.error>;

beforeEach(() => {
  consoleError = vi.spyOn(console, 'error');
  // A server form, as a PHP template prints it: the widget renders none of it.
  renderFixture(`
    <form id="profile">
      <label>Agency name <input name="agency_name" value="Star"></label>
      <label>Country
        <select name="country">
          <option value="">Choose</option>
          <option value="818" selected>Egypt</option>
          <option value="276">Germany</option>
        </select>
      </label>
      <label>About <textarea name="about">Hello</textarea></label>
      <fieldset>
        <legend>Type</legend>
        <label><input type="radio" name="type" value="escort" checked> Escort</label>
        <label><input type="radio" name="type" value="agency"> Agency</label>
      </fieldset>
      <label><input type="checkbox" name="incalls" value="1"> Incalls</label>
      <button type="reset">Reset</button>
    </form>
  `);
});

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  expect(consoleError).not.toHaveBeenCalled();
});

const form = () => getElement<HTMLFormElement>('#profile');

describe('useFormField', () => {
  it('reads each kind of field as the template printed it, and null for a field or a form that is not there', () => {
    const { result } = renderHook(() =>
      ['agency_name', 'country', 'about', 'type', 'incalls', 'missing'].map((name) => useFormField(form(), name)[0]).concat(useFormField(null, 'country')[0]),
    );
    expect(result.current).toEqual(['Star', '818', 'Hello', 'escort', '', null, null]);
  });

  it('follows what the visitor types, chooses, checks and ticks', async () => {
    const { result } = renderHook(() => ({
      name: useFormField(form(), 'agency_name')[0],
      country: useFormField(form(), 'country')[0],
      type: useFormField(form(), 'type')[0],
      incalls: useFormField(form(), 'incalls')[0],
    }));
    const user = userEvent.setup();

    await user.clear(screen.getByRole('textbox', { name: 'Agency name' }));
    await user.type(screen.getByRole('textbox', { name: 'Agency name' }), 'Moon');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'Germany');
    await user.click(screen.getByRole('radio', { name: 'Agency' }));
    await user.click(screen.getByRole('checkbox', { name: 'Incalls' }));

    expect(result.current).toEqual({ name: 'Moon', country: '276', type: 'agency', incalls: '1' });
    await user.click(screen.getByRole('checkbox', { name: 'Incalls' }));
    expect(result.current.incalls).toBe('');
  });

  it('writes a field as a script would, firing no event, and every user of the field sees it', () => {
    const events = vi.fn();
    form().addEventListener('input', events);
    form().addEventListener('change', events);
    const { result } = renderHook(() => ({ type: useFormField(form(), 'type'), country: useFormField(form(), 'country') }));
    const other = renderHook(() => useFormField(form(), 'country')[0]);

    act(() => result.current.country[1]('276'));
    act(() => result.current.type[1]('agency'));

    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Country' }).value).toBe('276');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Agency' }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Escort' }).checked).toBe(false);
    expect(result.current.country[0]).toBe('276');
    expect(result.current.type[0]).toBe('agency');
    expect(other.result.current).toBe('276');
    expect(events).not.toHaveBeenCalled();
  });

  it('ticks a checkbox written its value, and unticks it for any other', () => {
    const { result } = renderHook(() => useFormField(form(), 'incalls'));
    act(() => result.current[1]('1'));
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Incalls' }).checked).toBe(true);
    expect(result.current[0]).toBe('1');
    act(() => result.current[1](''));
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Incalls' }).checked).toBe(false);
  });

  it('reads the values a reset puts back', async () => {
    const { result } = renderHook(() => useFormField(form(), 'agency_name')[0]);
    await userEvent.type(screen.getByRole('textbox', { name: 'Agency name' }), 's');
    expect(result.current).toBe('Stars');
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(result.current).toBe('Star'));
  });

  it('reads a form the component renders itself through a ref, once it is mounted', async () => {
    function Search() {
      const own = useRef<HTMLFormElement>(null);
      const [term] = useFormField(own, 'term');
      return (
        <form ref={own}>
          <input aria-label="Term" name="term" defaultValue="ann" />
          <output aria-label="Echo">{term}</output>
        </form>
      );
    }
    render(<Search />);
    expect(screen.getByRole('status', { name: 'Echo' }).textContent).toBe('ann');
    await userEvent.type(screen.getByRole('textbox', { name: 'Term' }), 'a');
    expect(screen.getByRole('status', { name: 'Echo' }).textContent).toBe('anna');
  });

  it('removes its form listeners with the same arguments on unmount', () => {
    const add = vi.spyOn(form(), 'addEventListener');
    const remove = vi.spyOn(form(), 'removeEventListener');
    const { unmount } = renderHook(() => useFormField(form(), 'country'));
    expect(add.mock.calls.map(([type]) => type).sort()).toEqual(['change', 'input', 'reset']);
    unmount();
    expect(remove.mock.calls).toEqual(add.mock.calls);
  });
});
