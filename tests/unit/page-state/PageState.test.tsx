import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PageState } from '../../../widgets/page-state/PageState.tsx';
import { recordingContext } from '../support/fake-context.ts';

function scrollTo(y: number): void {
  window.scrollTo(0, y);
  window.dispatchEvent(new Event('scroll'));
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
  window.scrollTo(0, 0);
});

afterEach(() => {
  cleanup();
  document.body.removeAttribute('class');
  window.scrollTo(0, 0);
  vi.useRealTimers();
});

describe('<PageState>', () => {
  it('renders nothing and keeps document-scrolled on the body while scrolled over 100px', () => {
    const context = recordingContext('page-state');
    const { container } = render(<PageState root={document.body} options={{}} context={context} />);
    expect(container.innerHTML).toBe('');

    act(() => {
      scrollTo(150);
      vi.advanceTimersToNextFrame();
    });

    expect(document.body.classList.contains('document-scrolled')).toBe(true);
    expect(context.events).toEqual([['change', { documentScrolled: true }]]);
  });

  it('takes the class off a body the template printed it on when the page is not scrolled, and says so', () => {
    document.body.classList.add('document-scrolled');
    const context = recordingContext('page-state');
    render(<PageState root={document.body} options={{}} context={context} />);
    expect(document.body.classList.contains('document-scrolled')).toBe(false);
    expect(context.events).toEqual([['change', { documentScrolled: false }]]);
  });

  it('takes its class off (useBodyClass: its last owner went), removes its scroll listener with the same arguments and drops a pending frame when unmounted', () => {
    const added = vi.spyOn(window, 'addEventListener');
    const removed = vi.spyOn(window, 'removeEventListener');
    window.scrollTo(0, 400);
    const context = recordingContext('page-state');
    const { unmount } = render(<PageState root={document.body} options={{}} context={context} />);
    expect(document.body.classList.contains('document-scrolled')).toBe(true);
    const scrollListeners = added.mock.calls.filter(([type]) => type === 'scroll');
    expect(scrollListeners).toHaveLength(1);

    scrollTo(0);
    unmount();
    vi.advanceTimersToNextFrame();

    expect(removed.mock.calls.filter(([type]) => type === 'scroll')).toEqual(scrollListeners);
    expect(document.body.classList.contains('document-scrolled')).toBe(false);
    expect(context.events).toEqual([['change', { documentScrolled: true }]]);
  });
});
