import { describe, expect, it } from 'vitest';
import { AD_FRAME_REFERRER_POLICY, createAdFrame } from '../../../widgets/ad-slot/create-ad-frame.ts';

describe('createAdFrame', () => {
  const frame = createAdFrame({ src: '/ad-frame.html?zone=1&size=320x100', width: 320, height: 100, title: 'Advertisement 1' });

  it('builds a detached iframe with the URL, size and title', () => {
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.isConnected).toBe(false);
    expect(frame.getAttribute('src')).toBe('/ad-frame.html?zone=1&size=320x100');
    expect(frame.getAttribute('width')).toBe('320');
    expect(frame.getAttribute('height')).toBe('100');
    expect(frame.getAttribute('title')).toBe('Advertisement 1');
  });

  it('loads lazily, sends only the origin as referrer across origins, and is sandboxed without top navigation', () => {
    expect(frame.getAttribute('loading')).toBe('lazy');
    expect(AD_FRAME_REFERRER_POLICY).toBe('strict-origin-when-cross-origin');
    expect(frame.getAttribute('referrerpolicy')).toBe(AD_FRAME_REFERRER_POLICY);
    expect(frame.getAttribute('sandbox')).not.toMatch(/allow-top-navigation|allow-forms|allow-modals|allow-downloads/);
  });

  it('sandboxes a frame on the page\'s own origin without allow-same-origin, so it gets an opaque origin', () => {
    expect(frame.getAttribute('sandbox')?.split(' ').sort()).toEqual(['allow-popups', 'allow-scripts']);
  });

  it('sandboxes an ad network\'s frame on another origin with allow-same-origin, so its own storage works', () => {
    const network = createAdFrame({ src: 'https://ads.example.com/frame?z=1', width: 320, height: 100, title: 'Advertisement 1' });
    expect(network.getAttribute('sandbox')?.split(' ').sort()).toEqual(
      ['allow-popups', 'allow-popups-to-escape-sandbox', 'allow-same-origin', 'allow-scripts'],
    );
  });

  it('has no border and is a block, so it takes exactly its size', () => {
    expect(frame.style.border).toMatch(/^0(px)?$/);
    expect(frame.style.display).toBe('block');
  });
});
