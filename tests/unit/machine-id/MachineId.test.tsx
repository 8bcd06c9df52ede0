import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MACHINE_ID_STORAGE_KEY } from '../../../shared/constants.ts';
import { readCookie } from '../../../shared/cookies/cookies.ts';
import { MachineId } from '../../../widgets/machine-id/MachineId.tsx';
import { clearCookies } from '../support/cookie-writes.ts';
import { recordingContext } from '../support/fake-context.ts';

const ID = '3f2b9c1e-77aa-4d0b-9f00-2b5e0c6a1d42';

beforeEach(() => {
  clearCookies();
  localStorage.clear();
});

afterEach(() => {
  cleanup();
  clearCookies();
  localStorage.clear();
});

describe('<MachineId>', () => {
  it('renders nothing, settles the id and announces it once, re-rendered or not', () => {
    localStorage.setItem(MACHINE_ID_STORAGE_KEY, ID);
    const context = recordingContext('machine-id');
    const props = { root: document.body, options: {}, context };

    const { container, rerender } = render(<MachineId {...props} />);
    rerender(<MachineId {...props} />);

    expect(container.innerHTML).toBe('');
    expect(readCookie('MachineId')).toBe(ID);
    expect(context.events).toEqual([['ready', { id: ID }]]);
  });

  it('leaves the id in place when unmounted, for the next pages', () => {
    const { unmount } = render(<MachineId root={document.body} options={{}} context={recordingContext('machine-id')} />);
    const id = readCookie('MachineId');
    unmount();
    expect(readCookie('MachineId')).toBe(id);
    expect(localStorage.getItem(MACHINE_ID_STORAGE_KEY)).toBe(id);
  });
});
