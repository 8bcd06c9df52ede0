import { vi } from 'vitest';
import { widgetRegistry } from '../../../widgets/registry.ts';
import { getElement } from '../support/dom-fixture.ts';
import { startTestWidgets } from '../support/runtime-harness.ts';

/** The bar's height in these tests (happy-dom does no layout). */
export const BAR_HEIGHT = 48;

/** The profile page's top: `<body data-widget="breadcrumb-bar">` with its bar and some content. */
export const BAR_HTML = `
  <nav aria-label="Breadcrumb" class="breadcrumb-bar"><ol class="breadcrumb"><li class="breadcrumb-item"><a href="/">Home</a></li><li class="breadcrumb-item active" aria-current="page">Luna Reyes</li></ol></nav>
  <main><h1>Luna Reyes</h1></main>`;

/**
 * Writes the page with the breadcrumb-bar root on the body (or, with `onBar`, on the bar itself),
 * gives the bar a height and mounts it through the runtime, as the bundle does, then waits for the
 * bar's code if the mount loaded it (a tablet's or a phone's screen on a page already scrolled past
 * the threshold: it loads after the widget mounts, which `settled()` does not cover).
 */
export async function mountBreadcrumbBar({ onBar = false, html = BAR_HTML } = {}) {
  document.body.innerHTML = html;
  const bar = document.querySelector<HTMLElement>('.breadcrumb-bar');
  if (bar) vi.spyOn(bar, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 800, BAR_HEIGHT));
  const root = onBar && bar ? bar : document.body;
  root.setAttribute('data-widget', 'breadcrumb-bar');
  const api = startTestWidgets(widgetRegistry);
  await api.settled();
  await vi.dynamicImportSettled();
  return { api, root, bar: () => getElement('.breadcrumb-bar') };
}

/** Whether the bar is fixed now: its class, and the body's padding that replaces its room. */
export function fixedState(bar: HTMLElement) {
  return { fixed: bar.classList.contains('breadcrumb-fixed'), bodyPadding: document.body.style.paddingTop };
}
