/**
 * The bundle's entry, `dist/widgets.js`: the one script the PHP templates include. It holds only
 * the runtime and the registry; every widget arrives as a lazy chunk.
 */
import { withChunkPreloads } from '../shared/runtime/preload/chunk-preloads.ts';
import { startWidgets } from '../shared/runtime/start-widgets.ts';
import { widgetRegistry } from './registry.ts';

declare const __WIDGETS_VERSION__: string;

// The build writes the static chunk graph in place of this string (scripts/build/widget-chunk-graph.mjs);
// the idle prefetch is a chunk of its own, loaded only after load, when idle.
const registry = withChunkPreloads(widgetRegistry, '__WIDGET_CHUNK_GRAPH__', () => import('../shared/runtime/preload/prefetch-on-use.ts'));

startWidgets(registry, typeof __WIDGETS_VERSION__ === 'string' ? __WIDGETS_VERSION__ : 'dev');
