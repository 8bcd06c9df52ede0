// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { useDemoServer } from './demo-harness.ts';

const demo = useDemoServer();
const MAX_CLIP_BYTES = 100 * 1024;

describe('the profile pages\' fixtures', () => {
  it('generates the video thumbnails, 320×180 with a play icon', async () => {
    const thumb = await demo.get('/media/video-thumb-2.svg');
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get('content-type')).toBe('image/svg+xml');
    const svg = await thumb.text();
    expect(svg).toContain('width="320" height="180"');
    expect(svg).toContain('Video 2');
    expect(svg).toContain('<path');
    expect((await demo.get('/media/video-thumb-city-2.svg')).status).toBe(404);
  });

  it.each(['clip-1.webm', 'clip-2.webm', 'clip-3.webm'])('serves the committed clip %s as WebM, under 100 KB', async (name) => {
    const clip = await demo.get(`/media/${name}`);
    expect(clip.status).toBe(200);
    expect(clip.headers.get('content-type')).toBe('video/webm');
    const bytes = new Uint8Array(await clip.arrayBuffer());
    // The EBML magic number that starts every WebM file.
    expect(Array.from(bytes.slice(0, 4))).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
    expect(bytes.length).toBeLessThan(MAX_CLIP_BYTES);
  });

  it('answers 404 for media that is neither generated nor committed', async () => {
    expect((await demo.get('/media/clip-9.webm')).status).toBe(404);
  });

  it.each([
    ['/profile.html', '42'],
    ['/profile-no-video.html', '43'],
  ])('serves %s and answers the profile calls posted to it (dancer %s)', async (path, dancerId) => {
    const page = await (await demo.get(path)).text();
    expect(page).toContain(`data-dancer-id="${dancerId}"`);
    expect(await (await demo.post(path, { follow: '1', dancer_id: dancerId })).text()).toBe('1');
    expect((await demo.post(path, { getReview: '3' })).status).toBe(200);
  });

  it.each(['/profile.html', '/profile-no-video.html'])('%s has unique ids and every root of the profile markup', async (path) => {
    const html = await (await demo.get(path)).text();
    const ids = [...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(html).toContain('<body data-page="profile" data-widget="breadcrumb-bar">');
    for (const name of ['mobile-nav', 'gallery', 'favorite', 'claim-modal', 'share-modal', 'review-modal', 'reply-modal', 'report-modal']) {
      expect(html, name).toMatch(new RegExp(`data-widget="${name}"`));
    }
    for (const modal of ['shareModal', 'claimModal', 'reportModal', 'reviewModal', 'replyReviewModal']) {
      expect(html, modal).toContain(`aria-controls="${modal}" aria-haspopup="dialog"`);
    }
    for (const id of ['1', '2', '3', '4', '5', '666']) {
      expect(html, `review ${id}`).toContain(`aria-controls="reviewModal" aria-haspopup="dialog" data-review-id="${id}"`);
      expect(html, `reply ${id}`).toContain(`aria-controls="replyReviewModal" aria-haspopup="dialog" data-review-id="${id}"`);
    }
    expect(html).toContain('data-gallery-first');
    expect(html).toMatch(/data-gallery="image" data-to-be-deleted/);
    expect(html.includes('data-gallery="video"')).toBe(path === '/profile.html');
  });
});
