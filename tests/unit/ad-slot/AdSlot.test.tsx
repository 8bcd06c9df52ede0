import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AD_FRAME_REFERRER_POLICY, AdSlot } from '../../../widgets/ad-slot/AdSlot.tsx';
import type { AdSlotOptions } from '../../../widgets/ad-slot/ad-slot-options.ts';
import { recordingContext } from '../support/fake-context.ts';
import { getElement, renderFixture, resetPage } from '../support/dom-fixture.ts';
import { stubFramePages, stubIntersectionObserver, stubViewport, type FakeIntersectionObserver } from './viewport-stubs.ts';

let observers: FakeIntersectionObserver[];
let framePages: ReturnType<typeof stubFramePages>;

beforeEach(() => {
  observers = stubIntersectionObserver();
  framePages = stubFramePages();
  stubViewport(1280);
  renderFixture('<div id="slot" data-widget="ad-slot"></div>');
});

afterEach(() => {
  cleanup();
  framePages.restore();
  resetPage();
});

/** Renders the slot into its root, as `markup: 'component'` does, and brings it near the viewport. */
function renderNearSlot(options: AdSlotOptions) {
  const root = getElement('#slot');
  const context = recordingContext('ad-slot');
  const view = render(<AdSlot root={root} options={options} context={context} />, { container: root });
  act(() => observers[0]?.report(true));
  return { root, context, ...view };
}

describe('<AdSlot>', () => {
  it('renders no frame before the slot comes near, then one frame named by its title', () => {
    const root = getElement('#slot');
    render(<AdSlot root={root} options={{ zone: 1, size: '728x90' }} context={recordingContext('ad-slot')} />, { container: root });
    expect(screen.queryByTitle('Advertisement 1')).toBeNull();

    act(() => observers[0]?.report(true));

    const frame = screen.getByTitle('Advertisement 1');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('width')).toBe('728');
    expect(frame.getAttribute('height')).toBe('90');
  });

  it('loads lazily, sends only the origin as referrer across origins, and is sandboxed without top navigation', () => {
    renderNearSlot({ zone: 1, size: '728x90' });
    const frame = screen.getByTitle('Advertisement 1');
    expect(frame.getAttribute('loading')).toBe('lazy');
    expect(AD_FRAME_REFERRER_POLICY).toBe('strict-origin-when-cross-origin');
    expect(frame.getAttribute('referrerpolicy')).toBe(AD_FRAME_REFERRER_POLICY);
    expect(frame.getAttribute('sandbox')).not.toMatch(/allow-top-navigation|allow-forms|allow-modals|allow-downloads/);
  });

  it("sandboxes a frame on the page's own origin without allow-same-origin, so it gets an opaque origin", () => {
    stubViewport(375);
    renderNearSlot({ zone: 1, size: '320x100' });
    expect(screen.getByTitle('Advertisement 1').getAttribute('sandbox')?.split(' ').sort()).toEqual(['allow-popups', 'allow-scripts']);
  });

  it('has no border and is a block, so it takes exactly its size', () => {
    renderNearSlot({ zone: 1, size: '728x90', title: 'Sponsored' });
    const frame = screen.getByTitle('Sponsored');
    expect(frame.style.border).toMatch(/^0(px)?$/);
    expect(frame.style.display).toBe('block');
  });

  it('tells the load of its frame once, with the zone and size', () => {
    const { context } = renderNearSlot({ zone: 7, size: '728x90' });
    const frame = screen.getByTitle('Advertisement 7');
    frame.dispatchEvent(new Event('load'));
    frame.dispatchEvent(new Event('load'));
    expect(context.events).toEqual([['load', { zone: 7, size: '728x90' }]]);
  });
});
