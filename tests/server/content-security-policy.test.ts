// @vitest-environment node
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { adFrameOrigin, contentSecurityPolicy, inlineHashSource } from '../../demo-pages/server/http/content-security-policy.ts';
import { AD_FRAME_POLICY } from '../../demo-pages/server/static/ad-frame.ts';
import { useDemoServer } from './demo-harness.ts';

const demo = useDemoServer();

/** Issue 11's policy, with the demo's ad frames on the page's own origin. */
const STRICT_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; media-src 'self' blob:; frame-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'self'";

describe('contentSecurityPolicy', () => {
  it('builds the strict policy, with frames from the page origin only when the ad frame URL is relative (the demo config)', () => {
    expect(contentSecurityPolicy()).toBe(STRICT_POLICY);
    expect(contentSecurityPolicy({ adFrameUrl: '/ads/frame?z={zone}' })).toBe(STRICT_POLICY);
  });

  it('adds the origin of an ad frame URL on another host to frame-src, and nothing else', () => {
    expect(contentSecurityPolicy({ adFrameUrl: 'https://ads.example.com:8443/z/{zone}/{width}x{height}?c={zone}' })).toBe(
      STRICT_POLICY.replace("frame-src 'self'", "frame-src 'self' https://ads.example.com:8443"),
    );
  });

  it('adds no frame origin for an ad frame URL whose host is a placeholder', () => {
    expect(adFrameOrigin('https://[{zone}]/frame')).toBeNull();
    expect(contentSecurityPolicy({ adFrameUrl: 'https://[{zone}]/frame' })).toBe(STRICT_POLICY);
  });

  it('allows extra inline scripts by hash or nonce in script-src', () => {
    const hash = inlineHashSource('{"imports":{}}');
    expect(contentSecurityPolicy({ scriptHashes: [hash, "'nonce-abc123'"] })).toBe(
      STRICT_POLICY.replace("script-src 'self'", `script-src 'self' ${hash} 'nonce-abc123'`),
    );
  });

  it.each(["'unsafe-inline'", "'unsafe-eval'", 'https://cdn.example.com', 'sha384-unquoted', "'strict-dynamic'"])(
    'refuses to widen script-src with %s',
    (source) => {
      expect(() => contentSecurityPolicy({ scriptHashes: [source] })).toThrow(/script-src may only be widened by a quoted hash or nonce/);
    },
  );

  it('hashes inline text the way browsers compare it', () => {
    const text = 'a { color: red }';
    expect(inlineHashSource(text, 'sha256')).toBe(`'sha256-${createHash('sha256').update(text).digest('base64')}'`);
    expect(inlineHashSource(text)).toMatch(/^'sha384-[A-Za-z0-9+/]{64}'$/);
  });
});

describe('the demo server under the strict policy', () => {
  it.each(['/', '/lab.html', '/home.html', '/profile.html', '/add-profile.html', '/videoverify/', '/missing-page.html'])(
    'sends %s with exactly the strict policy',
    async (path) => {
      const response = await demo.get(path);
      expect(response.headers.get('content-security-policy')).toBe(STRICT_POLICY);
    },
  );

  it('sends no policy with files that are not pages', async () => {
    for (const path of ['/dist/widgets.js', '/demo.css', '/media/photo-1.svg']) {
      const response = await demo.get(path);
      expect(response.headers.get('content-security-policy'), path).toBeNull();
    }
  });

  it('serves no page with an inline script, an inline style or a style attribute', async () => {
    for (const path of ['/', '/lab.html', '/home.html', '/dancers.html', '/profile.html', '/add-profile.html', '/add-profile-agency.html', '/videoverify/']) {
      const html = await (await demo.get(path)).text();
      // A data block is not executed, and allowed: strip those first.
      const executable = html.replace(/<script type="application\/json"[^>]*>[\s\S]*?<\/script>/g, '');
      expect(executable, path).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
      expect(executable, path).not.toMatch(/<style\b|\sstyle=/);
    }
  });

  it("serves the ad frame stand-in with a policy of its own that allows exactly its one inline style", async () => {
    const response = await demo.get('/ad-frame.html?zone=77&size=728x90');
    expect(response.headers.get('content-security-policy')).toBe(AD_FRAME_POLICY);
    const style = /<style>([\s\S]*?)<\/style>/.exec(await response.text())?.[1] ?? '';
    expect(AD_FRAME_POLICY).toBe(`default-src 'none'; style-src ${inlineHashSource(style, 'sha256')}; base-uri 'none'`);
  });
});
