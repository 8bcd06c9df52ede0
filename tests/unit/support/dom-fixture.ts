import { CONFIG_SCRIPT_ID, resetPageConfig } from '../../../shared/config/page-config.ts';
import { resetReportedProblems } from '../../../shared/runtime/report-problem.ts';
import { stopTestWidgets } from './runtime-harness.ts';

/** Replaces the page body with `html` and returns the body, so a test starts from known markup. */
export function renderFixture(html: string): HTMLElement {
  document.body.innerHTML = html;
  return document.body;
}

/** Returns the one element matching `selector`, failing the test when it is absent. */
export function getElement<T extends Element = HTMLElement>(selector: string, scope: ParentNode = document): T {
  const element = scope.querySelector<T>(selector);
  if (!element) throw new Error(`The fixture has no element matching ${selector}.`);
  return element;
}

/** Builds one element from HTML without putting it on the page. */
export function createElementFromHtml<T extends Element = HTMLElement>(html: string): T {
  const template = document.createElement('template');
  template.innerHTML = html.trim();
  const element = template.content.firstElementChild;
  if (!element) throw new Error(`No element in ${html}.`);
  return element as T;
}

/** Writes the page's `#widgets-config` block and forgets the cached config, as a fresh page would read it. */
export function setPageConfig(config: unknown): void {
  document.getElementById(CONFIG_SCRIPT_ID)?.remove();
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = CONFIG_SCRIPT_ID;
  script.textContent = typeof config === 'string' ? config : JSON.stringify(config);
  document.head.append(script);
  resetPageConfig();
}

/** Puts the page back as a fresh one: no widgets running, empty body, no config, no data layer, at `/`. */
export function resetPage(): void {
  stopTestWidgets();
  document.body.innerHTML = '';
  document.getElementById(CONFIG_SCRIPT_ID)?.remove();
  resetPageConfig();
  resetReportedProblems();
  delete window.dataLayer;
  history.replaceState(null, '', '/');
}

/** Lets pending MutationObserver callbacks, promises and zero-delay timers run. */
export function flushTasks(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
