/**
 * Runs, in the test's window, what a browser would run of `container`'s markup: each `<script>`'s
 * text, each inline event handler (`on…` attribute) and each `javascript:` URL. The test DOMs do not
 * run them themselves, so a canary global set by hostile markup proves that part survived.
 */
export function runWhatABrowserWould(container: ParentNode): void {
  for (const script of Array.from(container.querySelectorAll('script'))) run(script.textContent ?? '');
  for (const element of Array.from(container.querySelectorAll('*'))) {
    for (const attribute of Array.from(element.attributes)) {
      if (/^on/i.test(attribute.name)) run(attribute.value);
      const url = attribute.value.replace(/[\u0000-\u0020]/g, '');
      if (/^javascript:/i.test(url)) run(decodeURIComponent(url.slice('javascript:'.length)));
    }
  }
}

function run(code: string): void {
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the point: execute what survived.
  new Function(code)();
}
