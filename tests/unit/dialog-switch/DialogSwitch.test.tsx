import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DialogSwitch } from '../../../widgets/dialog-switch/DialogSwitch.tsx';
import { getElement, renderFixture, resetPage } from '../support/dom-fixture.ts';
import { recordingContext } from '../support/fake-context.ts';

const HELP_BOX = `<div id="help">
  <section data-dialog-index="0" aria-labelledby="h0"><h2 id="h0">Step 1</h2><button type="button" data-dialog-show="1">Next</button></section>
  <section data-dialog-index="1" aria-labelledby="h1" hidden><h2 id="h1">Step 2</h2><button type="button" data-dialog-show="0">Back</button></section>
</div>`;

function reduceMotion(): void {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({ matches: query.includes('reduce'), media: query }) as MediaQueryList);
}

beforeEach(() => renderFixture(HELP_BOX));
afterEach(() => {
  cleanup();
  resetPage();
});

describe('<DialogSwitch>', () => {
  it('renders nothing: the dialogs are the server\'s', () => {
    const { container } = render(<DialogSwitch root={getElement('#help')} options={{}} context={recordingContext('dialog-switch')} />);
    expect(container.innerHTML).toBe('');
    expect(screen.getByRole('heading', { name: 'Step 1' })).toBeTruthy();
  });

  it('on Next, shows the next step alone, focuses its heading and announces it; Back goes back', async () => {
    reduceMotion();
    const context = recordingContext('dialog-switch');
    render(<DialogSwitch root={getElement('#help')} options={{}} context={context} />);

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    const step2 = await screen.findByRole('heading', { name: 'Step 2' });
    expect(document.activeElement).toBe(step2);
    expect(screen.queryByRole('heading', { name: 'Step 1' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('heading', { name: 'Step 1' });

    expect(context.events).toEqual([
      ['change', { index: 1 }],
      ['change', { index: 0 }],
    ]);
  });

  it('fades the step out first, and stops the fade when unmounted, leaving the step as it was', async () => {
    const { unmount } = render(<DialogSwitch root={getElement('#help')} options={{}} context={recordingContext('dialog-switch')} />);
    const step1 = screen.getByRole('heading', { name: 'Step 1' }).closest('section') as HTMLElement;
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await vi.waitFor(() => expect(step1.style.opacity).toBe('0'));

    unmount();

    expect(step1.getAttribute('style') ?? '').toBe('');
    expect(step1.hidden).toBe(false);
  });

  it('gives the dialogs back as the template printed them when unmounted after a switch', async () => {
    reduceMotion();
    const { unmount } = render(<DialogSwitch root={getElement('#help')} options={{}} context={recordingContext('dialog-switch')} />);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Step 2' });

    unmount();

    expect(screen.getByRole('heading', { name: 'Step 1' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Step 2' })).toBeNull();
  });

  it('asked for the step still shown during a fade, stops the fade and keeps that step, announcing nothing', async () => {
    const context = recordingContext('dialog-switch');
    render(<DialogSwitch root={getElement('#help')} options={{}} context={context} />);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    const step2 = (await screen.findByRole('heading', { name: 'Step 2' })).closest('section') as HTMLElement;
    step2.insertAdjacentHTML('beforeend', '<button type="button" data-dialog-show="1">Stay</button>');

    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await vi.waitFor(() => expect(step2.style.opacity).toBe('0'));
    await userEvent.click(screen.getByRole('button', { name: 'Stay' }));
    await new Promise((resolve) => setTimeout(resolve, 400));

    expect(screen.getByRole('heading', { name: 'Step 2' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Step 1' })).toBeNull();
    expect(step2.getAttribute('style') ?? '').toBe('');
    expect(context.events).toEqual([['change', { index: 1 }]]);
  });
});
