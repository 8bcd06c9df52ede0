import { CONFIG_BLOCK_SELECTOR, settings } from '../config/page-config.ts';
import { allMessages } from '../messages/all-messages.ts';
import type { markup as entryMarkup } from '../markup.ts';
import type { WidgetRegistry } from '../runtime/widget-definition.ts';
import { suggestion } from './did-you-mean.ts';
import { BODY_ATTRIBUTES, GALLERY_ITEM_VALUES, MODAL_IDS, ONE_PER_PAGE, RUNTIME_ATTRIBUTES, TRIGGER_POPUP } from './widget-rules.ts';

/**
 * What the debug mode needs from widgets.js, passed in so that this chunk does not import (and
 * split out) the entry's own modules.
 */
export interface DebugTools {
  readonly registry: WidgetRegistry;
  readonly settled: () => Promise<void>;
  readonly markup: typeof entryMarkup;
  readonly describeElement: (element: Element) => string;
  readonly attributeName: (datasetKey: string) => string;
  readonly problemOf: (element: Element) => string | undefined;
}

/** The class of the label the debug mode puts on a failed root. */
export const DEBUG_LABEL_CLASS = 'widgets-debug-label';

/**
 * The debug mode (`?widgets-debug=1` or `"debug": true`): warns once each, naming the element and
 * the fix, about markup the widgets ignore or cannot use, and outlines every failed root with its
 * reason in a visible label. It checks when it starts and again whenever roots change.
 */
export async function startDebugMode(tools: DebugTools): Promise<void> {
  const warned = new Set<string>();
  const warn = (message: string) => {
    if (warned.has(message)) return;
    warned.add(message);
    console.warn(`[widgets debug] ${message}`);
  };
  checkConfig(warn);
  let pending = false;
  const check = async () => {
    if (pending) return;
    pending = true;
    try {
      await tools.settled();
      pending = false;
      await checkRoots(tools, warn);
      checkTriggers(tools, warn);
      outlineFailedRoots(tools);
    } catch (error) {
      // A fault of the checks themselves must not become an uncaught rejection on the page.
      pending = false;
      warn(`the debug checks stopped on an error (${error instanceof Error ? error.message : String(error)}); the widgets are not affected.`);
    }
  };
  await check();
  const { stateAttribute, widgetAttribute } = tools.markup;
  new MutationObserver(() => void check()).observe(document.documentElement, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: [stateAttribute, widgetAttribute],
  });
}

type Warn = (message: string) => void;

function checkConfig(warn: Warn): void {
  const blocks = document.querySelectorAll(CONFIG_BLOCK_SELECTOR);
  if (blocks.length > 1) warn(`${blocks.length} #widgets-config blocks: the widgets read only the first; print the config once.`);
  let config: unknown;
  try {
    config = JSON.parse(blocks[0]?.textContent || '{}');
  } catch {
    return; // The runtime reports broken JSON itself.
  }
  if (!config || typeof config !== 'object') return;
  const keys = Object.keys(settings);
  for (const key of Object.keys(config)) {
    if (!keys.includes(key)) warn(`#widgets-config: "${key}" is not a setting${suggestion(key, keys)}: it is ignored.`);
  }
  const nested: [string, string[]][] = [
    ['endpoints', Object.keys(settings.endpoints.wrapped.entries)],
    ['messages', Object.keys(allMessages())],
  ];
  for (const [setting, known] of nested) {
    const value = (config as Record<string, unknown>)[setting];
    if (!value || typeof value !== 'object') continue;
    for (const key of Object.keys(value)) {
      if (!known.includes(key)) warn(`#widgets-config: "${setting}.${key}" is not a known key${suggestion(key, known)}: it is ignored.`);
    }
  }
}

/** The dataset keys an options schema reads: an object's entries, or those of the object a pipe starts with. */
function optionKeys(schema: unknown): string[] {
  const node = schema as { entries?: object; pipe?: readonly { entries?: object }[] };
  return Object.keys(node.entries ?? node.pipe?.[0]?.entries ?? {});
}

async function checkRoots(tools: DebugTools, warn: Warn): Promise<void> {
  const { registry, markup, describeElement, attributeName } = tools;
  const counts = new Map<string, number>();
  for (const root of document.querySelectorAll<HTMLElement>(`[${markup.widgetAttribute}]`)) {
    const names = (root.getAttribute(markup.widgetAttribute) ?? '').split(/\s+/).filter(Boolean);
    let optionsUnknown = false;
    const known = new Set([...RUNTIME_ATTRIBUTES, ...(root === document.body ? BODY_ATTRIBUTES : [])]);
    for (const name of names) {
      const load = Object.hasOwn(registry, name) ? registry[name] : undefined;
      if (!load) {
        warn(`${describeElement(root)}: no widget is named "${name}"${suggestion(name, Object.keys(registry))}.`);
        continue;
      }
      counts.set(name, (counts.get(name) ?? 0) + 1);
      if (counts.get(name) === 2 && ONE_PER_PAGE.has(name)) {
        warn(`${describeElement(root)}: a second "${name}" root; a page holds one, remove the others.`);
      }
      try {
        for (const key of optionKeys((await load()).default.options)) known.add(attributeName(key));
      } catch {
        // Its chunk did not load: the runtime reports that and the root is outlined; its attributes
        // cannot be checked, and the other roots still are.
        optionsUnknown = true;
        continue;
      }
      if (name === 'gallery') checkGalleryItems(root, tools, warn);
    }
    if (names.length === 0 || optionsUnknown) continue;
    for (const { name } of root.attributes) {
      if (name.startsWith('data-') && !known.has(name)) {
        warn(`${describeElement(root)}: ${name} is not an option of ${names.join(', ')}${suggestion(name, known)}; it is ignored.`);
      }
    }
  }
}

function checkGalleryItems(root: HTMLElement, tools: DebugTools, warn: Warn): void {
  for (const item of root.querySelectorAll('[data-gallery]')) {
    const kind = item.getAttribute('data-gallery') ?? '';
    if (!GALLERY_ITEM_VALUES.includes(kind)) {
      warn(`${tools.describeElement(item)}: data-gallery="${kind}" is not a gallery item kind${suggestion(kind, GALLERY_ITEM_VALUES)}: write "image" or "video", or the item is left out and a click on it leaves the page.`);
    }
  }
}

function checkTriggers(tools: DebugTools, warn: Warn): void {
  const { describeElement, markup } = tools;
  for (const [name, modalId] of Object.entries(MODAL_IDS)) {
    const hasRoot = document.querySelector(`[${markup.widgetAttribute}~="${name}"]`) !== null;
    for (const trigger of document.querySelectorAll(`[aria-controls="${modalId}"]`)) {
      if (!hasRoot) warn(`${describeElement(trigger)} opens ${modalId}, but the page has no <div data-widget="${name}"></div>: the click does nothing.`);
      if (trigger.tagName !== 'BUTTON' || trigger.getAttribute('aria-haspopup') !== TRIGGER_POPUP) {
        warn(`${describeElement(trigger)}: a trigger of ${modalId} must be a <button aria-haspopup="${TRIGGER_POPUP}">, or the modal does not open from it.`);
      }
    }
  }
}

const outlined = new WeakSet<Element>();

/** A dashed outline and a label with the reason on every root the runtime failed. */
function outlineFailedRoots({ markup, problemOf }: DebugTools): void {
  for (const root of document.querySelectorAll<HTMLElement>(`[${markup.stateAttribute}="error"]`)) {
    if (outlined.has(root)) continue;
    outlined.add(root);
    // Style properties, not a style attribute or sheet: a strict CSP allows these.
    root.style.outline = '3px dashed #c00';
    const label = document.createElement('span');
    label.className = DEBUG_LABEL_CLASS;
    label.textContent = problemOf(root) ?? `[widgets] ${root.getAttribute(markup.widgetAttribute)} failed (see the console).`;
    Object.assign(label.style, { display: 'block', background: '#c00', color: '#fff', font: '12px/1.4 monospace', padding: '2px 4px' });
    root.append(label);
  }
}
