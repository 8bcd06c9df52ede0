import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DOCUMENT_SCROLLED_PX } from '../../../shared/constants.ts';
import pageStateWidget from '../../../widgets/page-state/index.ts';
import { PageStateOptionsSchema } from '../../../widgets/page-state/page-state-options.ts';
import { widgetRegistry } from '../../../widgets/registry.ts';
import { resetPage } from '../support/dom-fixture.ts';
import { startTestWidgets } from '../support/runtime-harness.ts';

const registry = { 'page-state': () => import('../../../widgets/page-state/index.ts') };
let changes: unknown[] = [];
const collect = (event: Event) => changes.push((event as CustomEvent).detail);

function scrollTo(y: number): void {
  window.scrollTo(0, y);
  window.dispatchEvent(new Event('scroll'));
}

async function mountOnBody(): Promise<ReturnType<typeof startTestWidgets>> {
  document.body.setAttribute('data-page', 'home');
  document.body.setAttribute('data-widget', 'page-state');
  const api = startTestWidgets(registry);
  await vi.advanceTimersByTimeAsync(0);
  await api.settled();
  return api;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame', 'Date'] });
  changes = [];
  document.addEventListener('widgets:page-state:change', collect);
  window.scrollTo(0, 0);
});

afterEach(() => {
  document.removeEventListener('widgets:page-state:change', collect);
  resetPage();
  for (const name of ['data-widget', 'data-page', 'class', 'data-widget-state']) document.body.removeAttribute(name);
  window.scrollTo(0, 0);
  vi.useRealTimers();
});

describe('the page-state widget', () => {
  it('is named page-state, takes no options and is the chunk the registry loads', async () => {
    expect(pageStateWidget.name).toBe('page-state');
    expect(pageStateWidget.options).toBe(PageStateOptionsSchema);
    await expect(widgetRegistry['page-state']?.()).resolves.toMatchObject({ default: pageStateWidget });
  });

  it('mounts on the body whatever else the body carries', async () => {
    await mountOnBody();
    expect(document.body.getAttribute('data-widget-state')).toBe('mounted');
  });

  it(`adds document-scrolled once the page is scrolled over ${DOCUMENT_SCROLLED_PX}px: not at 100, at 101`, async () => {
    expect(DOCUMENT_SCROLLED_PX).toBe(100);
    await mountOnBody();
    scrollTo(100);
    vi.advanceTimersToNextFrame();
    expect(document.body.classList.contains('document-scrolled')).toBe(false);
    scrollTo(101);
    vi.advanceTimersToNextFrame();
    expect(document.body.classList.contains('document-scrolled')).toBe(true);
  });

  it('removes document-scrolled when the page is scrolled back to 100px or less', async () => {
    await mountOnBody();
    scrollTo(500);
    vi.advanceTimersToNextFrame();
    scrollTo(100);
    vi.advanceTimersToNextFrame();
    expect(document.body.classList.contains('document-scrolled')).toBe(false);
  });

  it('checks at most once per animation frame, however many scroll events arrive', async () => {
    await mountOnBody();
    const frame = vi.spyOn(window, 'requestAnimationFrame');
    for (const y of [20, 60, 120, 300, 90, 150]) scrollTo(y);
    expect(frame).toHaveBeenCalledTimes(1);
    expect(document.body.classList.contains('document-scrolled')).toBe(false);
    vi.advanceTimersToNextFrame();
    expect(document.body.classList.contains('document-scrolled')).toBe(true);
    scrollTo(10);
    expect(frame).toHaveBeenCalledTimes(2);
  });

  it('listens to scrolling passively, so it never holds up the page', async () => {
    const listen = vi.spyOn(window, 'addEventListener');
    await mountOnBody();
    expect(listen).toHaveBeenCalledWith('scroll', expect.any(Function), { passive: true });
  });

  it('announces each change once as widgets:page-state:change', async () => {
    await mountOnBody();
    scrollTo(200);
    vi.advanceTimersToNextFrame();
    scrollTo(300);
    vi.advanceTimersToNextFrame();
    scrollTo(50);
    vi.advanceTimersToNextFrame();
    expect(changes).toEqual([{ documentScrolled: true }, { documentScrolled: false }]);
  });

  it('sets the class at mount when the page opens scrolled (a reload keeps the position)', async () => {
    window.scrollTo(0, 400);
    await mountOnBody();
    expect(document.body.classList.contains('document-scrolled')).toBe(true);
    expect(changes).toEqual([{ documentScrolled: true }]);
  });

  it('stops listening and drops a pending frame when unmounted', async () => {
    const api = await mountOnBody();
    scrollTo(300);
    api.unmount(document.body);
    vi.advanceTimersToNextFrame();
    scrollTo(400);
    vi.advanceTimersToNextFrame();
    expect(document.body.classList.contains('document-scrolled')).toBe(false);
    expect(changes).toEqual([]);
  });
});
