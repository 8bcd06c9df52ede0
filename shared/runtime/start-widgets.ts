import { debugRequested } from '../debug/debug-requested.ts';
import { markup } from '../markup.ts';
import { describeElement } from './describe-element.ts';
import { attributeName } from './read-options.ts';
import { problemOf } from './report-problem.ts';
import type { WidgetRegistry } from './widget-definition.ts';
import { WidgetRuntime, type MountedRootInfo } from './widget-runtime.ts';

/** The bundle's public API on `window.directoryWidgets`, for other scripts of the site. */
export interface WidgetsApi {
  /** The bundle's version. */
  readonly version: string;
  /** Mounts the roots in `subtree` (default: the whole page) that are not mounted yet. */
  mount(subtree?: Element): Promise<void>;
  /** Unmounts the roots in `subtree`, putting their server markup back. */
  unmount(subtree: Element): void;
  /** Lists the roots the bundle holds, with each widget's phase (loading, mounted, failed). */
  roots(): MountedRootInfo[];
  /** Resolves when every widget chunk requested so far has loaded and mounted. */
  settled(): Promise<void>;
}

declare global {
  interface Window {
    directoryWidgets?: WidgetsApi;
  }
}

/**
 * Where the running copy keeps its API: a symbol of the global registry, the same in every copy of
 * the bundle, and a key no markup can write. `window.directoryWidgets` is not: `<a id>` or `<img
 * name>` puts an element there (DOM clobbering), which turned every widget off (issue 17).
 */
export const API_KEY: unique symbol = Symbol.for(markup.globalName);

type WindowWithApi = Window & { [API_KEY]?: WidgetsApi };

/**
 * Starts the runtime once per page: a second copy of the script (or a second call) finds the API
 * under API_KEY and mounts nothing again.
 */
export function startWidgets(registry: WidgetRegistry, version: string): WidgetsApi {
  const existing = (window as WindowWithApi)[API_KEY];
  if (existing) return existing;
  const runtime = new WidgetRuntime(registry);
  const api: WidgetsApi = Object.freeze({
    version,
    mount: (subtree: Element = document.documentElement) => {
      runtime.mount(subtree);
      return runtime.settled();
    },
    unmount: (subtree: Element) => runtime.unmount(subtree),
    roots: () => runtime.roots(),
    settled: () => runtime.settled(),
  });
  (window as WindowWithApi)[API_KEY] = api;
  // An own property of window shadows an element the markup named so. Only another script can
  // make the name read-only: then the widgets still run, without the public name.
  try {
    window[markup.globalName] = api;
  } catch {
    // Nothing to do: the API stays reachable under API_KEY.
  }
  runtime.start();
  if (debugRequested()) {
    // Its own chunk, loaded only when asked for: production pays for the check above only.
    void import('../debug/debug-mode.ts').then(
      (module) => module.startDebugMode({ registry, settled: () => runtime.settled(), markup, describeElement, attributeName, problemOf }),
      () => undefined,
    );
  }
  document.dispatchEvent(new CustomEvent(`${markup.eventPrefix}ready`, { detail: { version } }));
  return api;
}
