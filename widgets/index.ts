/**
 * The bundle's entry, `dist/widgets.js`: the one script the PHP templates include. It holds only
 * the runtime and the registry; every widget arrives as a lazy chunk.
 */
import { startWidgets } from '../shared/runtime/start-widgets.ts';
import { widgetRegistry } from './registry.ts';

declare const __WIDGETS_VERSION__: string;

startWidgets(widgetRegistry, typeof __WIDGETS_VERSION__ === 'string' ? __WIDGETS_VERSION__ : 'dev');
