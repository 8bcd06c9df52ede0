import { readFileSync } from 'node:fs';
import type { Page, Request } from '@playwright/test';
import { ageCheckMessages } from '../../shared/messages/catalogue/age-check-messages.ts';
import { fillAgencyForm, openForm } from './add-profile-helpers.ts';
import { expect, openDemoPage, rewriteDemoPage, servePage, test, testPage, widgetsSettled } from './fixtures.ts';

const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };

const LAB = '/lab.html';
const INVALID_ROOT = '#lab-invalid[data-widget="favorite"][data-dancer-id="abc"]';
const VALID_LAB_ROOT = '#lab-valid[data-widget="favorite"][data-dancer-id="7"]';
/** The lab's root of a widget name the registry does not know. */
const UNKNOWN_LAB_ROOT = '#lab-unknown[data-widget="no-such-widget"]';

/** The console error the runtime prints for a favorite root with data-dancer-id="abc". */
const isInvalidDancerIdError = (text: string) => text.includes('data-dancer-id') && text.includes('"abc"');
/** The console error the runtime prints for a root naming a widget it does not know. */
const isUnknownWidgetError = (text: string) => /unknown widget/i.test(text);

/** Adds `html` at the end of `<main>` (or `<body>`) and returns nothing; the runtime's observer does the rest. */
async function inject(page: Page, html: string): Promise<void> {
  await page.evaluate((markup) => {
    const host = document.querySelector('main') ?? document.body;
    host.insertAdjacentHTML('beforeend', markup);
  }, html);
}

/** Adds a second copy of the bundle's script tag and waits until it has run. */
async function includeBundleAgain(page: Page, src: string): Promise<void> {
  await page.evaluate(
    (url) =>
      new Promise<void>((resolve, reject) => {
        const script = document.createElement('script');
        script.type = 'module';
        script.src = url;
        script.onload = () => resolve();
        script.onerror = () => reject(new Error(`${url} did not load`));
        document.body.append(script);
      }),
    src,
  );
}

/** The bundle files (`/dist/…` or another base) a page requested, as paths, in order. */
function collectBundleRequests(page: Page, base = '/dist/'): string[] {
  const paths: string[] = [];
  page.on('request', (request: Request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith(base)) paths.push(pathname.slice(base.length));
  });
  return paths;
}

test.describe('the lab page', () => {
  test.beforeEach(({ expectConsoleError }) => {
    expectConsoleError(isInvalidDancerIdError);
    expectConsoleError(isUnknownWidgetError);
  });

  test('the valid favorite root mounts next to an invalid one, which is marked as an error', async ({ page }) => {
    await openDemoPage(page, LAB);
    const valid = page.locator(VALID_LAB_ROOT);
    await expect(valid).toHaveAttribute('data-widget-state', 'mounted');
    await expect(valid.getByRole('button')).toHaveCount(1);
    await expect(valid.getByRole('button')).toHaveAccessibleName('Add to favorites');
    await expect(valid.getByRole('button')).toBeEnabled();
    await expect(page.locator(INVALID_ROOT)).toHaveAttribute('data-widget-state', 'error');
  });

  test('the invalid root prints exactly one console error naming favorite, data-dancer-id, the rule and "abc"', async ({
    page,
    consoleErrors,
  }) => {
    await openDemoPage(page, LAB);
    await expect(page.locator(INVALID_ROOT)).toHaveAttribute('data-widget-state', 'error');
    await expect.poll(() => consoleErrors.filter((error) => isInvalidDancerIdError(error.text)).length).toBe(1);
    const [error] = consoleErrors.filter((item) => isInvalidDancerIdError(item.text));
    expect(error?.text).toContain('favorite');
    expect(error?.text).toContain('data-dancer-id');
    expect(error?.text).toMatch(/positive whole number/);
    expect(error?.text).toContain('"abc"');
    // Later mutations and mount() calls do not repeat it.
    await inject(page, '<p>unrelated markup</p>');
    await page.evaluate(() => window.directoryWidgets!.mount());
    expect(consoleErrors.filter((item) => isInvalidDancerIdError(item.text))).toHaveLength(1);
  });

  test('the root of an unknown widget is marked as an error with exactly one console error', async ({ page, consoleErrors }) => {
    await openDemoPage(page, LAB);
    const unknown = page.locator(UNKNOWN_LAB_ROOT);
    await expect(unknown).toHaveCount(1);
    await expect(unknown).toHaveAttribute('data-widget-state', 'error');
    const name = await unknown.getAttribute('data-widget');
    await expect.poll(() => consoleErrors.filter((error) => isUnknownWidgetError(error.text)).length).toBe(1);
    expect(consoleErrors.find((error) => isUnknownWidgetError(error.text))?.text).toContain(`"${name}"`);
  });

  test('"Add a favorite root" mounts the injected root and "Remove the last added root" unmounts it', async ({ page }) => {
    await openDemoPage(page, LAB);
    await page.locator('#lab-add').click();
    const injected = page.locator('#lab-injected [data-widget="favorite"]');
    await expect(injected).toHaveCount(1);
    await expect(injected).toHaveAttribute('data-dancer-id', '100');
    await expect(injected).toHaveAttribute('data-widget-state', 'mounted');
    await expect(injected.getByRole('button')).toHaveCount(1);
    await expect(injected.getByRole('button')).toBeEnabled();

    await page.evaluate(() => {
      const root = document.querySelector<HTMLElement>('#lab-injected [data-widget="favorite"]')!;
      const watch = { root, events: [] as string[] };
      (window as unknown as { removedRoot: typeof watch }).removedRoot = watch;
      root.addEventListener('widgets:unmounted', (event) => watch.events.push((event as CustomEvent<{ widget: string }>).detail.widget));
    });
    await page.locator('#lab-remove').click();
    await expect(injected).toHaveCount(0);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { removedRoot: { events: string[] } }).removedRoot.events))
      .toEqual(['favorite']);
    const after = await page.evaluate(() => {
      const { root } = (window as unknown as { removedRoot: { root: HTMLElement } }).removedRoot;
      return {
        state: root.getAttribute('data-widget-state'),
        serverButtonDisabled: root.querySelector('button')?.disabled,
        listed: window.directoryWidgets!.roots().some((info) => info.element === root),
      };
    });
    expect(after).toEqual({ state: null, serverButtonDisabled: true, listed: false });
  });

  test('"Include the bundle a second time" leaves every root with one widget and one request per click', async ({
    page,
    requests,
  }) => {
    await openDemoPage(page, LAB);
    await page.locator('#lab-second-copy').click();
    await expect(page.locator('#lab-second-copy-status')).toHaveText('Second copy loaded.');
    await page.locator('#lab-add').click();
    const injected = page.locator('#lab-injected [data-widget="favorite"]');
    await expect(injected).toHaveAttribute('data-widget-state', 'mounted');
    await widgetsSettled(page);
    await expect(injected.getByRole('button')).toHaveCount(1);
    await expect(page.locator(VALID_LAB_ROOT).getByRole('button')).toHaveCount(1);

    for (const root of [page.locator(VALID_LAB_ROOT), injected]) {
      const answered = page.waitForResponse((response) => response.request().method() === 'POST');
      await root.getByRole('button').click();
      await answered;
      await expect(root.getByRole('button')).toHaveAccessibleName('Remove from favorites');
    }
    const calls = await requests('favorite');
    expect(calls.map((call) => call.fields['dancer_id'])).toEqual(['7', '100']);
  });

  test('the page has no uncaught exception and only the two console errors it provokes', async ({
    page,
    pageErrors,
    consoleErrors,
  }) => {
    await openDemoPage(page, LAB);
    await expect.poll(() => consoleErrors.length).toBe(2);
    expect(pageErrors).toEqual([]);
  });
});

test.describe('roots added and removed after start', () => {
  test('a favorite root injected later mounts, and an invalid or unknown one is marked as an error', async ({
    page,
    expectConsoleError,
    consoleErrors,
  }) => {
    expectConsoleError((text) => text.includes('data-dancer-id') && text.includes('"-3"'));
    expectConsoleError((text) => text.includes('"no-such-widget"'));
    await openDemoPage(page, '/profile.html');
    await inject(
      page,
      `<div id="late-valid" data-widget="favorite" data-dancer-id="901" data-favorite="1"><button type="button" disabled>Remove from favorites</button></div>
       <div id="late-invalid" data-widget="favorite" data-dancer-id="-3"></div>
       <div id="late-unknown" data-widget="no-such-widget"></div>`,
    );
    await expect(page.locator('#late-valid')).toHaveAttribute('data-widget-state', 'mounted');
    await expect(page.locator('#late-valid').getByRole('button')).toHaveAccessibleName('Remove from favorites');
    await expect(page.locator('#late-valid').getByRole('button')).toBeEnabled();
    await expect(page.locator('#late-invalid')).toHaveAttribute('data-widget-state', 'error');
    await expect(page.locator('#late-unknown')).toHaveAttribute('data-widget-state', 'error');
    await expect.poll(() => consoleErrors.length).toBe(2);
  });

  test('removing a mounted root unmounts it: state attribute gone, server markup back, widgets:unmounted fired', async ({
    page,
  }) => {
    await openDemoPage(page, '/profile.html');
    await inject(
      page,
      `<section id="late-section"><div id="late-root" data-widget="favorite" data-dancer-id="902"><button type="button" disabled>Add to favorites</button></div></section>`,
    );
    await expect(page.locator('#late-root')).toHaveAttribute('data-widget-state', 'mounted');
    await expect(page.locator('#late-root').getByRole('button')).toBeEnabled();

    const unmounted = await page.evaluate(async () => {
      const root = document.getElementById('late-root')!;
      const events: string[] = [];
      const onDocument: boolean[] = [];
      root.addEventListener('widgets:unmounted', (event) => events.push((event as CustomEvent<{ widget: string }>).detail.widget));
      // Other scripts listen on document, which a removed root's event cannot bubble to.
      document.addEventListener('widgets:unmounted', (event) =>
        onDocument.push((event as CustomEvent<{ element?: Element }>).detail.element === root),
      );
      document.getElementById('late-section')!.remove();
      // The runtime hears of the removal through a MutationObserver, after this task.
      const deadline = Date.now() + 3000;
      while (events.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      return {
        events,
        onDocument,
        state: root.getAttribute('data-widget-state'),
        markup: root.innerHTML,
        listed: window.directoryWidgets!.roots().some((info) => info.element === root),
      };
    });
    expect(unmounted.events).toEqual(['favorite']);
    expect(unmounted.onDocument).toEqual([true]);
    expect(unmounted.state).toBeNull();
    expect(unmounted.markup).toBe('<button type="button" disabled="">Add to favorites</button>');
    expect(unmounted.listed).toBe(false);
  });

  test('a root moved elsewhere in the page stays mounted with its state', async ({ page }) => {
    await openDemoPage(page, '/profile.html');
    await inject(page, `<div id="moving-root" data-widget="favorite" data-dancer-id="903" data-favorite="1"></div><aside id="target"></aside>`);
    const root = page.locator('#moving-root');
    await expect(root).toHaveAttribute('data-widget-state', 'mounted');
    await page.evaluate(() => document.getElementById('target')!.append(document.getElementById('moving-root')!));
    await expect(page.locator('#target #moving-root')).toHaveAttribute('data-widget-state', 'mounted');
    await expect(page.locator('#target #moving-root').getByRole('button')).toHaveCount(1);
    await expect(page.locator('#target #moving-root').getByRole('button')).toHaveAccessibleName('Remove from favorites');
  });
});

test.describe('including the bundle twice', () => {
  test('every widget mounts once: one button per root and one request per click', async ({ page, requests }) => {
    await openDemoPage(page, '/profile.html');
    await includeBundleAgain(page, '/dist/widgets.js?copy=2');
    await inject(page, `<div id="after-copy" data-widget="favorite" data-dancer-id="904"></div>`);
    await expect(page.locator('#after-copy')).toHaveAttribute('data-widget-state', 'mounted');
    await widgetsSettled(page);

    const roots = page.locator('[data-widget~="favorite"][data-widget-state="mounted"]');
    const count = await roots.count();
    expect(count).toBeGreaterThanOrEqual(2);
    for (let index = 0; index < count; index += 1) await expect(roots.nth(index).getByRole('button')).toHaveCount(1);
    // The profile page holds other widgets' roots too (issue 4): count the favorite ones.
    expect(await page.evaluate(() => window.directoryWidgets!.roots().filter((info) => 'favorite' in info.widgets).length)).toBe(count);

    const button = page.locator('[data-dancer-id="42"]').getByRole('button');
    const answered = page.waitForResponse((response) => response.request().method() === 'POST');
    await button.click();
    await answered;
    await expect(button).toHaveAccessibleName('Remove from favorites');
    expect(await requests('favorite')).toHaveLength(1);
  });
});

test.describe('window.directoryWidgets', () => {
  test('it exposes version, mount, unmount, roots and settled', async ({ page }) => {
    await openDemoPage(page, '/profile.html');
    const api = await page.evaluate(() => {
      const widgets = window.directoryWidgets!;
      return {
        version: widgets.version,
        types: Object.fromEntries(
          (['mount', 'unmount', 'roots', 'settled'] as const).map((name) => [name, typeof widgets[name]]),
        ),
        frozen: Object.isFrozen(widgets),
        roots: widgets.roots().map((info) => ({ id: info.element.dataset.dancerId, widgets: info.widgets })),
      };
    });
    expect(api.version).toBe(version);
    expect(api.types).toEqual({ mount: 'function', unmount: 'function', roots: 'function', settled: 'function' });
    expect(api.frozen).toBe(true);
    expect(api.roots).toContainEqual({ id: '42', widgets: { favorite: 'mounted' } });
  });

  test('unmount(subtree) puts the server markup back and mount(subtree) mounts it again', async ({ page }) => {
    await openDemoPage(page, '/profile.html');
    const root = page.locator('[data-widget~="favorite"][data-dancer-id="42"]');
    await expect(root).toHaveAttribute('data-widget-state', 'mounted');
    const serverMarkup = await page.evaluate(() => {
      const element = document.querySelector<HTMLElement>('[data-dancer-id="42"]')!;
      window.directoryWidgets!.unmount(element);
      return element.innerHTML;
    });
    await expect(root).not.toHaveAttribute('data-widget-state');
    await expect(root.getByRole('button')).toBeDisabled();
    expect(serverMarkup).toContain('Add to favorites');

    await page.evaluate(() => window.directoryWidgets!.mount(document.querySelector<HTMLElement>('[data-dancer-id="42"]')!));
    await expect(root).toHaveAttribute('data-widget-state', 'mounted');
    await expect(root.getByRole('button')).toHaveCount(1);
    await expect(root.getByRole('button')).toBeEnabled();
  });
});

test.describe('lazy chunks', () => {
  test('a page without roots downloads only widgets.js', async ({ page }) => {
    // About the shipped files: the React 19 build's entry imports esbuild's CommonJS helpers chunk
    // (react and react-dom are CommonJS), which the Preact build has no need of.
    test.skip(process.env.WIDGETS_BUILD === 'react', 'the shipped build\'s layout');
    await servePage(page, '/e2e/no-roots.html', testPage('<h1>No widgets here</h1>'));
    const bundleFiles = collectBundleRequests(page);
    await page.goto('/e2e/no-roots.html');
    await widgetsSettled(page);
    expect(await page.evaluate(() => window.directoryWidgets!.roots())).toEqual([]);
    expect(bundleFiles).toEqual(['widgets.js']);
  });

  test('a page with one favorite root downloads the favorite chunk and no other widget or the toaster', async ({ page }) => {
    await servePage(
      page,
      '/e2e/favorite-only.html',
      testPage('<div data-widget="favorite" data-dancer-id="5"><button type="button" disabled>Add to favorites</button></div>'),
    );
    const bundleFiles = collectBundleRequests(page);
    await page.goto('/e2e/favorite-only.html');
    await widgetsSettled(page);
    await expect(page.locator('[data-widget="favorite"]')).toHaveAttribute('data-widget-state', 'mounted');
    expect(bundleFiles[0]).toBe('widgets.js');
    expect(bundleFiles.filter((file) => /^chunks\/favorite-[\w-]+\.js$/.test(file))).toHaveLength(1);
    expect(bundleFiles.filter((file) => /^chunks\/toaster-/.test(file))).toEqual([]);
    expect(new Set(bundleFiles).size).toBe(bundleFiles.length);
  });
});

test.describe('the demo pages have no uncaught exception', () => {
  for (const path of ['/', '/profile.html']) {
    test(`${path} loads and settles without a page error or console error`, async ({ page, pageErrors, consoleErrors }) => {
      await openDemoPage(page, path);
      expect(pageErrors).toEqual([]);
      expect(consoleErrors).toEqual([]);
    });
  }
});

test.describe('markup of the page that names what the runtime uses (issue 17)', () => {
  const HOME = '/home.html';
  const gate = (page: Page) => page.getByRole('dialog', { name: ageCheckMessages.ageCheckTitle });

  /** Puts `markup` first in `<body>`, as a listing's user content would bring it. */
  const atBodyStart = (markup: string) => (html: string) => html.replace(/<body\b[^>]*>/, (tag) => `${tag}${markup}`);

  /** Waits for the real API (not an element the markup named so) and for every chunk requested. */
  async function settleRealApi(page: Page): Promise<void> {
    await page.waitForFunction(() => typeof window.directoryWidgets?.settled === 'function');
    await page.evaluate(() => window.directoryWidgets!.settled());
  }

  /** The `data-widget` values of the roots that did not mount. */
  const unmountedRoots = (page: Page) =>
    page.locator('[data-widget]:not([data-widget-state="mounted"])').evaluateAll((roots) => roots.map((root) => root.getAttribute('data-widget')));

  test('/home.html with <a id="directoryWidgets"> and <img name="directoryWidgets"> in its markup mounts every root and opens the 18+ gate', async ({
    page,
  }) => {
    await rewriteDemoPage(page, HOME, atBodyStart('<a id="directoryWidgets" href="#main">Skip</a><img name="directoryWidgets" alt="" src="data:,">'));
    await page.goto(HOME);
    await settleRealApi(page);

    expect(await page.locator('[data-widget]').count()).toBeGreaterThanOrEqual(25);
    expect(await unmountedRoots(page)).toEqual([]);
    await expect(gate(page)).toBeVisible();
    expect(await page.evaluate(() => Object.isFrozen(window.directoryWidgets) && window.directoryWidgets!.roots().length)).toBeGreaterThanOrEqual(25);
  });

  test('/home.html with roots named constructor, toString, __proto__ and hasOwnProperty first in <body> reports each as unknown, mounts every other root and opens the 18+ gate', async ({
    page,
    expectConsoleError,
    pageErrors,
  }) => {
    const names = ['constructor', 'toString', '__proto__', 'hasOwnProperty'];
    for (const name of names) expectConsoleError(`names an unknown widget "${name}" in data-widget`);
    await rewriteDemoPage(page, HOME, atBodyStart(names.map((name) => `<div data-widget="${name}"></div>`).join('')));
    await page.goto(HOME);
    await widgetsSettled(page);

    expect(await unmountedRoots(page)).toEqual(names);
    await expect(page.locator('[data-widget-state="error"]')).toHaveCount(names.length);
    expect(await page.locator('[data-widget-state="mounted"]').count()).toBeGreaterThanOrEqual(25);
    await expect(gate(page)).toBeVisible();
    expect(pageErrors).toEqual([]);
  });

  test('a <div id="widgets-config" hidden> naming another changeAgencyInfo endpoint before the config block does not redirect the agency post', async ({
    page,
    requests,
  }) => {
    const foreign = '<div id="widgets-config" hidden>{"endpoints":{"changeAgencyInfo":"/attacker/collect.php"}}</div>';
    await rewriteDemoPage(page, '/add-profile.html', (html) =>
      html.replace('<script type="application/json" id="widgets-config">', (block) => `${foreign}${block}`),
    );
    const form = await openForm(page);
    await fillAgencyForm(form, 'Moonlight Models', '+1 555 0100');
    const posted = page.waitForRequest((request) => request.method() === 'POST' && (request.postData() ?? '').includes('agency_name='));
    await form.change.click();

    expect(new URL((await posted).url()).pathname).toBe('/controller/ajax/change_agency_info.php');
    await expect.poll(async () => (await requests('agencyInfo')).length).toBe(1);
  });
});
