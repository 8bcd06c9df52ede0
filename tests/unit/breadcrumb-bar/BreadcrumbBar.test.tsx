import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BreadcrumbFix } from '../../../widgets/breadcrumb-bar/attach-breadcrumb-bar.tsx';
import { BreadcrumbBar } from '../../../widgets/breadcrumb-bar/BreadcrumbBar.tsx';
import { renderFixture, resetPage } from '../support/dom-fixture.ts';
import { recordingContext } from '../support/fake-context.ts';
import { nextFrame, resetViewport, scrollPageTo, setViewportWidth } from '../support/viewport.ts';
import { BAR_HEIGHT, BAR_HTML, fixedState } from './breadcrumb-bar-fixture.ts';
import { failOnConsoleErrors } from '../support/fail-on-console-errors.ts';

failOnConsoleErrors();

afterEach(() => {
  resetPage();
  resetViewport();
  document.body.removeAttribute('style');
});

/** The template's page top with its bar, given a height (happy-dom does no layout). */
function renderPage() {
  renderFixture(BAR_HTML);
  const bar = screen.getByRole('navigation', { name: 'Breadcrumb' });
  vi.spyOn(bar, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 800, BAR_HEIGHT));
  return { bar, context: recordingContext('breadcrumb-bar') };
}

/** Scrolls to `y`, lets a load it started arrive, and lets the frame it asked for run. */
async function scrollTo(y: number): Promise<void> {
  await act(async () => {
    scrollPageTo(y);
    await vi.dynamicImportSettled();
    await nextFrame();
  });
}

describe('<BreadcrumbBar> on the body (markup: server)', () => {
  it('renders nothing and leaves the bar as printed; on a tablet, scrolled past 60px, its code fixes the bar and says so', async () => {
    setViewportWidth(800);
    const { bar, context } = renderPage();
    const printed = bar.outerHTML;
    const { container } = render(<BreadcrumbBar root={document.body} options={{}} context={context} />, {
      container: document.createElement('div'),
    });
    expect(container.innerHTML).toBe('');
    expect(bar.outerHTML).toBe(printed);

    await scrollTo(61);

    expect(fixedState(bar)).toEqual({ fixed: true, bodyPadding: `${BAR_HEIGHT}px` });
    expect(context.events).toEqual([['change', { fixed: true }]]);
    expect(context.errors).toEqual([]);
  });

  it('on a desktop never fixes the bar, however far the page is scrolled', async () => {
    setViewportWidth(1280);
    const { bar, context } = renderPage();
    render(<BreadcrumbBar root={bar} options={{}} context={context} />, { container: document.createElement('div') });

    await scrollTo(500);

    expect(fixedState(bar)).toEqual({ fixed: false, bodyPadding: '' });
    expect(context.events).toEqual([]);
  });
});

describe('<BreadcrumbFix>, the bar\'s code', () => {
  it('follows the breakpoint it is given: released when the screen is wider, fixed again when narrower', () => {
    scrollPageTo(300);
    const { bar, context } = renderPage();
    const { rerender } = render(<BreadcrumbFix bar={bar} tablet context={context} />, { container: document.createElement('div') });
    expect(fixedState(bar)).toEqual({ fixed: true, bodyPadding: `${BAR_HEIGHT}px` });
    expect(document.body.style.getPropertyValue('--breadcrumb-bar-height')).toBe(`${BAR_HEIGHT}px`);

    rerender(<BreadcrumbFix bar={bar} tablet={false} context={context} />);
    expect(fixedState(bar)).toEqual({ fixed: false, bodyPadding: '' });
    expect(document.body.style.getPropertyValue('--breadcrumb-bar-height')).toBe('');

    rerender(<BreadcrumbFix bar={bar} tablet context={context} />);
    expect(fixedState(bar).fixed).toBe(true);
    expect(context.events).toEqual([
      ['change', { fixed: true }],
      ['change', { fixed: false }],
      ['change', { fixed: true }],
    ]);
  });

  it('keeps the padding equal to the bar when a resize wraps it, and gives everything back on unmount without a change', async () => {
    setViewportWidth(375);
    scrollPageTo(300);
    const { bar, context } = renderPage();
    const { unmount } = render(<BreadcrumbFix bar={bar} tablet context={context} />, { container: document.createElement('div') });

    vi.spyOn(bar, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 360, 2 * BAR_HEIGHT));
    await act(async () => {
      setViewportWidth(360);
      await nextFrame();
    });
    expect(fixedState(bar)).toEqual({ fixed: true, bodyPadding: `${2 * BAR_HEIGHT}px` });
    expect(document.body.style.getPropertyValue('--breadcrumb-bar-height')).toBe(`${2 * BAR_HEIGHT}px`);

    unmount();
    expect(fixedState(bar)).toEqual({ fixed: false, bodyPadding: '' });
    expect(document.body.style.getPropertyValue('--breadcrumb-bar-height')).toBe('');
    expect(context.events).toEqual([['change', { fixed: true }]]);
  });
});
