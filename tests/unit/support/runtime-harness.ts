import { vi } from 'vitest';
import { API_KEY, startWidgets, type WidgetsApi } from '../../../shared/runtime/start-widgets.ts';
import type { WidgetRegistry } from '../../../shared/runtime/widget-definition.ts';
import { WidgetRuntime } from '../../../shared/runtime/widget-runtime.ts';

const runningRuntimes = new Set<WidgetRuntime>();

/**
 * Calls `startWidgets` as the bundle does and remembers the runtime it started, so that
 * `stopTestWidgets` can disconnect its observer (the public API does not expose it).
 */
export function startTestWidgets(registry: WidgetRegistry, version = 'test'): WidgetsApi {
  const start = vi.spyOn(WidgetRuntime.prototype, 'start');
  try {
    const api = startWidgets(registry, version);
    for (const runtime of start.mock.contexts) runningRuntimes.add(runtime as WidgetRuntime);
    return api;
  } finally {
    start.mockRestore();
  }
}

/** Tracks a runtime a test created itself, so that `stopTestWidgets` stops it too. */
export function trackRuntime(runtime: WidgetRuntime): WidgetRuntime {
  runningRuntimes.add(runtime);
  return runtime;
}

/** Stops every runtime the tests started and removes the public API, as on a fresh page. */
export function stopTestWidgets(): void {
  for (const runtime of runningRuntimes) runtime.stop();
  runningRuntimes.clear();
  delete window.directoryWidgets;
  delete (window as { [API_KEY]?: WidgetsApi })[API_KEY];
}

/** Waits for MutationObserver callbacks, then for every chunk requested so far to mount. */
export async function settle(api: Pick<WidgetsApi, 'settled'>): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 0));
  await api.settled();
}
