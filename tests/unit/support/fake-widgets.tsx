import * as v from 'valibot';
import { vi, type Mock } from 'vitest';
import { positiveIdAttribute } from '../../../shared/options/attribute-schemas.ts';
import { renderWidget } from '../../../shared/runtime/render-widget.tsx';
import type { WidgetContext, WidgetDefinition, WidgetModule } from '../../../shared/runtime/widget-definition.ts';
import { runtimeDefinition } from './runtime-definition.ts';

/** The document event a probe widget listens to while mounted. */
export const PROBE_EVENT = 'test:probe';

/** How often a probe widget's interval ticks. */
export const PROBE_INTERVAL_MS = 50;

/** What a probe widget saw: its mounts and unmounts, and what its listener and interval did. */
export interface ProbeRecord {
  mounts: HTMLElement[];
  unmounts: HTMLElement[];
  contexts: WidgetContext[];
  options: unknown[];
  /** Times the document listener ran. */
  documentEvents: number;
  /** Times the interval ran. */
  ticks: number;
}

/** A fake widget with its definition, its chunk loader (a spy) and what it recorded. */
export interface ProbeWidget {
  readonly definition: WidgetDefinition;
  readonly loader: Mock<() => Promise<WidgetModule>>;
  readonly probe: ProbeRecord;
}

/**
 * A widget whose mount adds a document listener and an interval, and whose unmount removes both,
 * so a test can tell whether cleanup ran. `options` is its schema (none by default).
 */
export function createProbeWidget(
  name: string,
  options: v.GenericSchema<Record<string, string | undefined>, unknown> = v.object({}),
): ProbeWidget {
  const probe: ProbeRecord = { mounts: [], unmounts: [], contexts: [], options: [], documentEvents: 0, ticks: 0 };
  const definition = runtimeDefinition({
    name,
    options,
    mount(element, parsed, context) {
      probe.mounts.push(element);
      probe.contexts.push(context);
      probe.options.push(parsed);
      const onProbe = () => {
        probe.documentEvents += 1;
      };
      document.addEventListener(PROBE_EVENT, onProbe);
      const interval = setInterval(() => {
        probe.ticks += 1;
      }, PROBE_INTERVAL_MS);
      return () => {
        probe.unmounts.push(element);
        document.removeEventListener(PROBE_EVENT, onProbe);
        clearInterval(interval);
      };
    },
  });
  return { definition, probe, loader: loaderOf(definition) };
}

/** A probe widget whose options are a required `data-dancer-id`, as the favorite widget has. */
export function createDancerWidget(name = 'dancer'): ProbeWidget {
  return createProbeWidget(name, v.object({ dancerId: positiveIdAttribute() }));
}

/** A chunk loader (a spy) resolving with `definition` as the module's default export. */
export function loaderOf(definition: WidgetDefinition): Mock<() => Promise<WidgetModule>> {
  return vi.fn(() => Promise.resolve({ default: definition }));
}

/** A widget whose mount throws `error`. */
export function createThrowingMountWidget(name: string, error: Error): WidgetDefinition {
  return runtimeDefinition({
    name,
    options: v.object({}),
    mount() {
      throw error;
    },
  });
}

/** A widget that renders a component throwing `error` while rendering. */
export function createThrowingRenderWidget(name: string, error: Error): WidgetDefinition {
  function Broken(): null {
    throw error;
  }
  return runtimeDefinition({
    name,
    options: v.object({}),
    mount: (element, _options, context) => renderWidget(element, <Broken />, context),
  });
}

/** The shared hand-settled promise (`./deferred.ts`), under the name the runtime's tests use. */
export { deferred as createDeferred, type Deferred } from './deferred.ts';
