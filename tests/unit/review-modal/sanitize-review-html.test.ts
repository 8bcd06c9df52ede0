// @vitest-environment jsdom
// DOMPurify does not work under happy-dom (its node walk goes wrong there: it keeps <script> and drops
// allowed elements), so the sanitiser is tested in jsdom, the DOM DOMPurify's own tests use.
import { afterEach, describe, expect, it } from 'vitest';
import { REVIEW_LINK_REL, sanitizeReviewHtml } from '../../../widgets/review-modal/sanitize-review-html.ts';
import { runWhatABrowserWould } from '../support/run-what-a-browser-would.ts';

declare global {
  interface Window {
    __canary?: unknown;
  }
}

const HOSTILE_REVIEW =
  '<p>This review tries to run code.</p><script>window.__canary=1</script><img src=x onerror="window.__canary=1"><p>End</p>' +
  '<a href="javascript:window.__canary=1">click</a><div onmouseover="window.__canary=1">hover</div>';

/** Inserts sanitised HTML into the page, as the review view does. */
function insert(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = sanitizeReviewHtml(html);
  document.body.append(container);
  return container;
}

afterEach(() => {
  document.body.replaceChildren();
  delete window.__canary;
});

describe('sanitizeReviewHtml', () => {
  it('keeps the review text and its light formatting, without the classes', () => {
    const html = '<article class="review-full"><h3 class="h5">Great</h3><p>Made our party! <strong>Highly recommended.</strong></p></article>';
    expect(sanitizeReviewHtml(html)).toBe('<h3>Great</h3><p>Made our party! <strong>Highly recommended.</strong></p>');
  });

  it('keeps paragraphs, line breaks, emphasis, quotes and lists as they are', () => {
    const html =
      '<p>One<br>two <em>three</em> <i>four</i> <b>five</b> <u>six</u> <s>seven</s></p><blockquote>quoted</blockquote><ul><li>a</li></ul><ol><li>b</li></ol>';
    expect(sanitizeReviewHtml(html)).toBe(html);
  });

  it('strips the link that would cover the dialog to a plain link: no class, role or aria-label', () => {
    const container = insert(
      '<p>Lovely evening.</p><a href="https://phish.example/login" class="fixed-top vh-100 w-100 d-block" role="button" aria-label="Close" data-bs-dismiss="modal"></a>',
    );
    const link = container.querySelector('a');
    expect(link?.getAttributeNames().sort()).toEqual(['href', 'rel']);
    expect(container.querySelector('[class], [role], [aria-label], [style]')).toBeNull();
  });

  it('removes classes, roles and aria attributes from every element', () => {
    const container = insert('<p class="fixed-top" role="alert" aria-hidden="true" aria-live="assertive">text <strong class="d-block">bold</strong></p>');
    expect(container.innerHTML).toBe('<p>text <strong>bold</strong></p>');
  });

  it.each([
    ['a remote image', '<p>Hi</p><img src="https://tracker.example/pixel.gif" alt="">'],
    ['a remote image set', '<p>Hi</p><img srcset="https://tracker.example/p.gif 1x" alt=""><picture><source srcset="https://tracker.example/p.webp"></picture>'],
    ['a table with a background', '<table background="https://tracker.example/bg.gif"><tr><td>Hi</td></tr></table>'],
    ['audio that plays by itself', '<p>Hi</p><audio src="https://tracker.example/a.mp3" autoplay loop></audio>'],
    ['video that plays by itself', '<p>Hi</p><video autoplay muted><source src="https://tracker.example/v.mp4"></video>'],
  ])('removes %s, keeping the text', (_name, html) => {
    const container = insert(html);
    expect(container.querySelector('img, picture, source, table, audio, video, [background], [src], [srcset]')).toBeNull();
    expect(container.innerHTML).not.toMatch(/tracker\.example/);
    expect(container.textContent).toBe('Hi');
  });

  it('drops download, ping and target from links', () => {
    const container = insert('<a href="/files/x.exe" download="invoice.pdf" ping="https://tracker.example/p" target="_blank">get it</a>');
    const link = container.querySelector('a');
    expect(link?.getAttributeNames().sort()).toEqual(['href', 'rel']);
    expect(link?.textContent).toBe('get it');
  });

  it('the test harness sets the canary when it is given the review unsanitised', () => {
    const container = document.createElement('div');
    container.innerHTML = HOSTILE_REVIEW;
    runWhatABrowserWould(container);
    expect(window.__canary).toBe(1);
  });

  it('removes scripts, event handlers and javascript: URLs, so the canary of review 666 is never set', () => {
    const container = insert(HOSTILE_REVIEW);
    runWhatABrowserWould(container);
    expect(window.__canary).toBeUndefined();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror], [onmouseover]')).toBeNull();
    expect(container.innerHTML).not.toMatch(/canary/);
    expect(container.textContent).toBe('This review tries to run code.Endclickhover');
  });

  it.each([
    ['javascript:', '<a href="javascript:window.__canary=1">x</a>'],
    ['JavaScript: in mixed case', '<a href="JaVaScRiPt:window.__canary=1">x</a>'],
    ['javascript: with an entity-encoded colon', '<a href="javascript&colon;window.__canary=1">x</a>'],
    ['javascript: padded with a tab', '<a href="java\tscript:window.__canary=1">x</a>'],
    ['data:', '<a href="data:text/html,<script>window.__canary=1</script>">x</a>'],
    ['vbscript:', '<a href="vbscript:msgbox(1)">x</a>'],
    ['mailto: (not http(s) nor relative)', '<a href="mailto:a@example.com">x</a>'],
  ])('drops a %s link target and keeps the text', (_name, html) => {
    const container = insert(html);
    const link = container.querySelector('a');
    expect(link?.textContent).toBe('x');
    expect(link?.hasAttribute('href')).toBe(false);
  });

  it('keeps http(s) and relative links, each with rel="noopener noreferrer nofollow ugc"', () => {
    const container = insert(
      '<a href="https://example.com/a">a</a> <a href="http://example.com/b" rel="author">b</a> <a href="/profile/42">c</a> <a href="other.html">d</a>',
    );
    const links = [...container.querySelectorAll('a')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['https://example.com/a', 'http://example.com/b', '/profile/42', 'other.html']);
    for (const link of links) expect(link.getAttribute('rel')).toBe(REVIEW_LINK_REL);
    expect(REVIEW_LINK_REL).toBe('noopener noreferrer nofollow ugc');
  });

  it('removes forms, their controls, frames, objects, styles and base/meta/link elements', () => {
    const container = insert(
      '<form action="https://evil.example/steal"><input name="password"><button>Log in</button></form>' +
        '<iframe src="https://evil.example"></iframe><object data="x.swf"></object><embed src="x.swf">' +
        '<style>body{display:none}</style><base href="https://evil.example/"><meta http-equiv="refresh" content="0;url=https://evil.example"><link rel="stylesheet" href="https://evil.example/x.css">' +
        '<p>kept</p>',
    );
    expect(container.querySelectorAll('form, input, button, iframe, object, embed, style, base, meta, link')).toHaveLength(0);
    expect(container.querySelector('p')?.textContent).toBe('kept');
  });

  it('drops style, id, name, class and target attributes, so a review can neither restyle the page nor take over its ids', () => {
    const container = insert('<p id="reviewModal" name="x" style="position:fixed;inset:0" class="lead">text</p><a href="/a" target="_top">a</a>');
    const paragraph = container.querySelector('p');
    expect(paragraph?.hasAttribute('id')).toBe(false);
    expect(paragraph?.hasAttribute('name')).toBe(false);
    expect(paragraph?.hasAttribute('style')).toBe(false);
    expect(paragraph?.hasAttribute('class')).toBe(false);
    expect(container.querySelector('a')?.hasAttribute('target')).toBe(false);
  });

  it('drops SVG and MathML, which carry their own script and link vectors', () => {
    const container = insert('<svg><a href="javascript:window.__canary=1"><text>x</text></a><script>window.__canary=1</script></svg><math><mi>x</mi></math><p>ok</p>');
    expect(container.querySelector('svg, math, script')).toBeNull();
    expect(window.__canary).toBeUndefined();
  });
});
