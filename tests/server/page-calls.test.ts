// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { useDemoServer } from './demo-harness.ts';

const demo = useDemoServer();
const PAGE = '/profile.html';

describe('favorite (follow=1&dancer_id=N to the current page)', () => {
  it('toggles per dancer id and answers 1 then 0 as plain text', async () => {
    const first = await demo.post(PAGE, { follow: '1', dancer_id: '42' });
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await first.text()).toBe('1');
    expect(await (await demo.post(PAGE, { follow: '1', dancer_id: '7' })).text()).toBe('1');
    expect(await (await demo.post(PAGE, { follow: '1', dancer_id: '42' })).text()).toBe('0');
    expect(await (await demo.post(PAGE, { follow: '1', dancer_id: '7' })).text()).toBe('0');
  });

  it('answers on any page address, with any query string', async () => {
    expect(await (await demo.post('/profile-no-video.html?lang=de', { follow: '1', dancer_id: '9' })).text()).toBe('1');
  });

  it('answers the QA dancers 9001-9003 with an empty answer, a one-item MESSAGE list and an empty MESSAGE, toggling nothing', async () => {
    for (let round = 0; round < 2; round += 1) {
      expect(await (await demo.post(PAGE, { follow: '1', dancer_id: '9001' })).text()).toBe('');
      expect(await (await demo.post(PAGE, { follow: '1', dancer_id: '9002' })).json()).toEqual({
        STATUS: 'error',
        MESSAGE: ['Favorites are full: remove one first.'],
        CODE: ['follow'],
      });
      expect(await (await demo.post(PAGE, { follow: '1', dancer_id: '9003' })).json()).toEqual({ STATUS: 'error', MESSAGE: '' });
    }
  });

    it('refuses a dancer id that is not a positive whole number with 400', async () => {
    for (const dancerId of ['abc', '0', '-1', '', '1.5']) {
      const response = await demo.post(PAGE, { follow: '1', dancer_id: dancerId });
      expect(response.status).toBe(400);
      expect(await response.text()).toMatch(/dancer_id/);
    }
    expect((await demo.post(PAGE, { follow: '2', dancer_id: '4' })).status).toBe(400);
  });
});

describe('short URL (getShortUrl=1)', () => {
  it('answers {"url"} on this server, the same code for the same page, and /s/CODE leads back', async () => {
    const answer = (await (await demo.post(`${PAGE}?id=3`, { getShortUrl: '1' })).json()) as { url: string };
    expect(answer.url).toMatch(new RegExp(`^${demo.origin()}/s/[0-9a-z]{6}$`));
    const again = (await (await demo.post(`${PAGE}?id=3`, { getShortUrl: '1' })).json()) as { url: string };
    expect(again.url).toBe(answer.url);
    const redirect = await fetch(answer.url, { redirect: 'manual' });
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('location')).toBe(`${PAGE}?id=3`);
  });

  it('refuses getShortUrl other than 1', async () => {
    expect((await demo.post(PAGE, { getShortUrl: 'yes' })).status).toBe(400);
  });
});

describe('review (getReview=ID)', () => {
  it('answers reviews 1..5 as HTML fragments', async () => {
    for (const id of ['1', '2', '3', '4', '5']) {
      const response = await demo.post(PAGE, { getReview: id });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      const html = await response.text();
      expect(html).toContain(`data-review-id="${id}"`);
      expect(html).not.toMatch(/<script|onerror/i);
    }
  });

  it('answers review 666 with a script and an onerror handler, for the sanitising tests', async () => {
    const html = await (await demo.post(PAGE, { getReview: '666' })).text();
    expect(html).toContain('<script>window.__canary=1</script>');
    expect(html).toContain('<img src=x onerror="window.__canary=1">');
  });

  it('answers review 667 with a covering link, remote media and a download link, for the sanitising tests', async () => {
    const html = await (await demo.post(PAGE, { getReview: '667' })).text();
    expect(html).toContain('<a href="https://phish.example/login" class="fixed-top vh-100 w-100 d-block" aria-label="Close"></a>');
    expect(html).toContain('<img src="https://tracker.example/pixel.gif"');
    expect(html).toContain('<table background="https://tracker.example/background.gif">');
    expect(html).toContain('<audio src="https://tracker.example/song.mp3" autoplay loop></audio>');
    expect(html).toContain('download="invoice.pdf"');
  });

  it('answers 404 for an unknown review and 400 for a bad id', async () => {
    expect((await demo.post(PAGE, { getReview: '999' })).status).toBe(404);
    expect((await demo.post(PAGE, { getReview: 'x' })).status).toBe(400);
  });
});

describe('a POST to the current page that names no action', () => {
  it('answers 400', async () => {
    const response = await demo.post(PAGE, { something: 'else' });
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/no known action/);
  });
});
