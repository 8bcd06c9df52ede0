import { describe, expect, it } from 'vitest';
import {
  adFrameSandbox,
  CROSS_ORIGIN_AD_FRAME_SANDBOX,
  SAME_ORIGIN_AD_FRAME_SANDBOX,
} from '../../../widgets/ad-slot/ad-frame-sandbox.ts';

const PAGE = 'https://www.example.com/dancers.html?city=3';

describe('adFrameSandbox', () => {
  it.each([
    ['the default stand-in path', '/ad-frame.html?zone=1001&size=728x90'],
    ['an absolute URL on the page origin', 'https://www.example.com/ad-frame.html?zone=1'],
    ['the page origin in upper case', 'HTTPS://WWW.EXAMPLE.COM/ads'],
    ['the page origin with its default port', 'https://www.example.com:443/ads'],
    ['a relative path', 'ads/frame.html'],
    ['a data: URL, whose origin is opaque', 'data:text/html,<p>ad</p>'],
    ['text that is no URL', 'https://[1001]/frame'],
  ])('gives %s allow-scripts without allow-same-origin', (_case, src) => {
    const sandbox = adFrameSandbox(src, PAGE);
    expect(sandbox).toBe(SAME_ORIGIN_AD_FRAME_SANDBOX);
    expect(sandbox.split(' ')).toContain('allow-scripts');
    expect(sandbox.split(' ')).not.toContain('allow-same-origin');
  });

  it.each([
    ['an ad network host', 'https://ads.example.net/frame?z=1'],
    ['a subdomain of the site', 'https://ads.example.com/frame'],
    ['the same host over http', 'http://www.example.com/frame'],
    ['the same host on another port', 'https://www.example.com:8443/frame'],
    ['a protocol-relative network URL', '//ads.example.net/frame'],
  ])('gives %s allow-same-origin as well, keeping its own storage', (_case, src) => {
    expect(adFrameSandbox(src, PAGE)).toBe(CROSS_ORIGIN_AD_FRAME_SANDBOX);
  });

  it('grants a cross-origin frame every capability of a same-origin one, and its own origin and unsandboxed advertiser pages on top', () => {
    expect(CROSS_ORIGIN_AD_FRAME_SANDBOX.split(' ').sort()).toEqual(
      [...SAME_ORIGIN_AD_FRAME_SANDBOX.split(' '), 'allow-popups-to-escape-sandbox', 'allow-same-origin'].sort(),
    );
  });

  it('lets a same-origin frame open popups only inside its sandbox, so it cannot open the site unsandboxed', () => {
    expect(SAME_ORIGIN_AD_FRAME_SANDBOX.split(' ').sort()).toEqual(['allow-popups', 'allow-scripts']);
  });

  it.each([SAME_ORIGIN_AD_FRAME_SANDBOX, CROSS_ORIGIN_AD_FRAME_SANDBOX])('never lets an ad navigate the page, post forms, open dialogs or download: %s', (sandbox) => {
    expect(sandbox).not.toMatch(/allow-top-navigation|allow-forms|allow-modals|allow-downloads/);
  });

  it('judges against the current page by default', () => {
    expect(adFrameSandbox(new URL('/ad-frame.html', location.href).href)).toBe(SAME_ORIGIN_AD_FRAME_SANDBOX);
    expect(adFrameSandbox('https://ads.example.net/frame')).toBe(CROSS_ORIGIN_AD_FRAME_SANDBOX);
  });
});
