import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import breadcrumbBarWidget from '../../../widgets/breadcrumb-bar/index.ts';
import { BreadcrumbBarOptionsSchema } from '../../../widgets/breadcrumb-bar/breadcrumb-bar-options.ts';
import { widgetRegistry } from '../../../widgets/registry.ts';
import { resetPage } from '../support/dom-fixture.ts';
import { spyOnConsoleError, type ConsoleErrorSpy } from '../support/console-spy.ts';
import { nextFrame, resetViewport, scrollPageTo, setViewportWidth } from '../support/viewport.ts';
import { fixedState, mountBreadcrumbBar } from './breadcrumb-bar-fixture.ts';

let consoleError: ConsoleErrorSpy;

beforeEach(() => {
  consoleError = spyOnConsoleError();
});

afterEach(() => {
  resetPage();
  resetViewport();
  document.body.removeAttribute('data-widget');
  document.body.removeAttribute('data-widget-state');
  document.body.removeAttribute('style');
});

describe('the breadcrumb-bar widget definition', () => {
  it('is named breadcrumb-bar, has no options and is the chunk the registry loads', async () => {
    expect(breadcrumbBarWidget.name).toBe('breadcrumb-bar');
    expect(breadcrumbBarWidget.options).toBe(BreadcrumbBarOptionsSchema);
    await expect(widgetRegistry['breadcrumb-bar']?.()).resolves.toMatchObject({ default: breadcrumbBarWidget });
  });

  it('mounts on the body and works on the .breadcrumb-bar inside it, leaving the markup as it is', async () => {
    setViewportWidth(800);
    const { root, bar } = await mountBreadcrumbBar();
    const markup = bar().outerHTML;

    expect(root).toBe(document.body);
    expect(root.getAttribute('data-widget-state')).toBe('mounted');
    expect(bar().outerHTML).toBe(markup);
    scrollPageTo(61);
    // The first scroll loads the bar's code.
    await vi.dynamicImportSettled();
    await nextFrame();
    expect(fixedState(bar()).fixed).toBe(true);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('mounts on the bar itself', async () => {
    setViewportWidth(800);
    const { root, bar } = await mountBreadcrumbBar({ onBar: true });

    scrollPageTo(61);
    // The first scroll loads the bar's code.
    await vi.dynamicImportSettled();
    await nextFrame();

    expect(root).toBe(bar());
    expect(fixedState(bar()).fixed).toBe(true);
  });

  it('is not mounted on a root without a breadcrumb bar, and says what markup it expects', async () => {
    const { root } = await mountBreadcrumbBar({ html: '<main><h1>No breadcrumb here</h1></main>' });

    expect(root.getAttribute('data-widget-state')).toBe('error');
    const printed = consoleError.mock.calls.flat().map(String).join('\n');
    expect(printed).toContain('breadcrumb-bar');
    expect(printed).toContain('<nav class="breadcrumb-bar" aria-label="Breadcrumb">');
  });
});
