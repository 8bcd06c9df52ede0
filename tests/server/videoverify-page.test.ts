// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { useDemoServer } from './demo-harness.ts';

const demo = useDemoServer();

describe('/videoverify/', () => {
  it('renders the video-verify root with iframeFrom, escaped', async () => {
    const html = await (await demo.get('/videoverify/?iframeFrom=%22%3E%3Cb%3Ex')).text();
    expect(html).toContain('<div data-widget="video-verify" data-iframe-from="&quot;&gt;&lt;b&gt;x">');
    expect(html).not.toContain('"><b>x');
  });

  it('passes the embedding page on and marks the framed page', async () => {
    const html = await (await demo.get('/videoverify/?iframeFrom=add-profile')).text();
    expect(html).toContain('data-iframe-from="add-profile"');
    expect(html).toContain('<body class="videoverify-framed">');
  });

  it('passes a QA size limit on only when it is a positive whole number', async () => {
    expect(await (await demo.get('/videoverify/?maxBytes=1000')).text()).toContain('data-max-bytes="1000"');
    expect(await (await demo.get('/videoverify/?maxBytes=1e3')).text()).not.toContain('data-max-bytes');
    expect(await (await demo.get('/videoverify/')).text()).toContain('<div data-widget="video-verify" data-iframe-from="">');
  });
});
