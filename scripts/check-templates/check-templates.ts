import * as v from 'valibot';
import { CONFIG_SCRIPT_ID, settingProblem, settings } from '../../shared/config/page-config.ts';
import { suggestion } from '../../shared/debug/did-you-mean.ts';
import { BODY_ATTRIBUTES, GALLERY_ITEM_VALUES, MODAL_IDS, ONE_PER_PAGE, RUNTIME_ATTRIBUTES, TRIGGER_POPUP } from '../../shared/debug/widget-rules.ts';
import { allMessages } from '../../shared/messages/all-messages.ts';
import { readOptions } from '../../shared/runtime/read-options.ts';
import type { Finding } from './finding.ts';
import { attributeOf, descendants, MASK, scanTemplate, type ScannedElement, type ScannedTemplate } from './scan-template.ts';
import type { WidgetKnowledge } from './widget-knowledge.ts';

/** A template to check: its path as the output names it, and its text. */
export interface TemplateFile {
  readonly path: string;
  readonly text: string;
}

const ENDPOINT_KEYS = Object.keys(settings.endpoints.wrapped.entries);
const BUNDLE_SCRIPT = /(?:^|\/)widgets\.js(?:[?#]|$)/;
const CHUNK_SCRIPT = /(?:^|\/)chunks\/[^/]+\.js(?:[?#]|$)/;
const HELPER_SCRIPT_CALL = /->\s*(?:scriptTag|tags)\s*\(/g;

/**
 * Checks templates with the widgets' own schemas and the markup rules of shared/debug/widget-rules:
 * each file alone (roots, attributes, config block, bundle tag, gallery items, one-per-page widgets),
 * then the files together (a modal's triggers and its root are often in different templates).
 */
export function checkTemplates(files: readonly TemplateFile[], widgets: ReadonlyMap<string, WidgetKnowledge>): Finding[] {
  const findings: Finding[] = [];
  const modalRoots = new Map<string, { file: string; template: ScannedTemplate; element: ScannedElement }>();
  const triggers: { file: string; template: ScannedTemplate; element: ScannedElement; modalId: string }[] = [];
  for (const file of files) {
    const template = scanTemplate(file.text);
    const report = (element: { offset: number }, severity: Finding['severity'], message: string) =>
      findings.push({ file: file.path, ...template.position(element.offset), severity, message });
    const seen = new Map<string, number>();
    for (const element of template.all) {
      const names = widgetNames(element);
      for (const name of names) {
        if (!widgets.has(name)) {
          report(element, 'error', `unknown widget "${name}"${suggestion(name, widgets.keys())}: this root is not mounted.`);
          continue;
        }
        const count = (seen.get(name) ?? 0) + 1;
        seen.set(name, count);
        if (count === 2 && ONE_PER_PAGE.has(name)) {
          report(element, 'error', `a second "${name}" root: a page holds one, and the second would act on the same page twice; remove one.`);
        }
        const modalId = MODAL_IDS[name];
        if (modalId && !modalRoots.has(modalId)) modalRoots.set(modalId, { file: file.path, template, element });
      }
      const known = names.map((name) => widgets.get(name)).filter((widget): widget is WidgetKnowledge => widget !== undefined);
      if (known.length > 0) checkRoot(element, names, known, report);
      if (names.includes('gallery')) checkGallery(element, report);
      if (names.includes('favorite') && ![...descendants(element)].some((inner) => inner.tag === 'button')) {
        report(element, 'warning', 'the favorite root holds no <button>: print the server button (README, "Placing a widget"), or the widget builds one at mount and the page moves.');
      }
      const controls = attributeOf(element, 'aria-controls');
      if (controls?.value && !controls.dynamic && Object.values(MODAL_IDS).includes(controls.value)) {
        triggers.push({ file: file.path, template, element, modalId: controls.value });
        checkTrigger(element, controls.value, report);
      }
      if (element.tag === 'script') checkScript(element, report);
    }
    checkBundleTags(file, template, report);
  }
  for (const trigger of triggers) {
    if (!modalRoots.has(trigger.modalId)) {
      const name = Object.keys(MODAL_IDS).find((key) => MODAL_IDS[key] === trigger.modalId);
      findings.push({
        file: trigger.file,
        ...trigger.template.position(trigger.element.offset),
        severity: 'warning',
        message: `this trigger opens ${trigger.modalId}, but no checked template has its root <div data-widget="${name}"></div>: the click does nothing.`,
      });
    }
  }
  for (const [modalId, root] of modalRoots) {
    if (!triggers.some((trigger) => trigger.modalId === modalId)) {
      findings.push({
        file: root.file,
        ...root.template.position(root.element.offset),
        severity: 'warning',
        message: `no checked template has a trigger for ${modalId}: <button type="button" aria-controls="${modalId}" aria-haspopup="${TRIGGER_POPUP}">.`,
      });
    }
  }
  return findings.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
}

type Report = (at: { offset: number }, severity: Finding['severity'], message: string) => void;

/** The widget names of a root, none when it is not one or its names are printed by the template. */
function widgetNames(element: ScannedElement): string[] {
  const attribute = attributeOf(element, 'data-widget');
  if (!attribute?.value || attribute.dynamic) return [];
  return attribute.value.split(/\s+/).filter(Boolean);
}

/** Unknown and missing attributes, and every written value against the widget's own schema. */
function checkRoot(element: ScannedElement, names: readonly string[], known: readonly WidgetKnowledge[], report: Report): void {
  const page = element.tag === 'body' ? BODY_ATTRIBUTES : [];
  const knownAttributes = new Set([...RUNTIME_ATTRIBUTES, ...page, ...known.flatMap((widget) => [...widget.attributes.keys()])]);
  const dataset: Record<string, string> = {};
  const dynamic = new Set<string>();
  for (const attribute of element.attributes) {
    if (!attribute.name.startsWith('data-') || attribute.name.includes(MASK)) continue;
    if (!knownAttributes.has(attribute.name)) {
      report(attribute, 'warning', `${attribute.name} is not an option of ${names.join(', ')}${suggestion(attribute.name, knownAttributes)}: it is ignored.`);
      continue;
    }
    if (attribute.dynamic) dynamic.add(attribute.name);
    dataset[datasetKey(attribute.name)] = attribute.value ?? '';
  }
  for (const widget of known) {
    const result = readOptions(widget.schema, { dataset } as unknown as HTMLElement);
    if (result.success) continue;
    for (const problem of result.problems) {
      const attribute = problem.split(' ')[0]!;
      if (dynamic.has(attribute)) continue;
      report(attributeOf(element, attribute) ?? element, 'error', `${problem}: this root is not mounted.`);
    }
  }
}

/** `data-dancer-id` → `dancerId`, as the browser's dataset names it. */
function datasetKey(attribute: string): string {
  return attribute.slice(5).replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

function checkGallery(root: ScannedElement, report: Report): void {
  let items = 0;
  for (const element of descendants(root)) {
    const kind = attributeOf(element, 'data-gallery');
    if (!kind) continue;
    items++;
    if (kind.dynamic || GALLERY_ITEM_VALUES.includes(kind.value ?? '')) continue;
    report(kind, 'error', `data-gallery="${kind.value ?? ''}" is not a gallery item kind${suggestion(kind.value ?? '', GALLERY_ITEM_VALUES)}: expected "image" or "video"; the item is left out and a click on it leaves the page.`);
  }
  if (items === 0) report(root, 'warning', 'the gallery root holds no item: <a href="FULL_URL" data-gallery="image"> or data-gallery="video".');
}

function checkTrigger(element: ScannedElement, modalId: string, report: Report): void {
  if (element.tag !== 'button') {
    report(element, 'error', `a trigger of ${modalId} must be a <button> (found <${element.tag}>): the modal does not open from it.`);
  }
  const popup = attributeOf(element, 'aria-haspopup');
  if (!popup?.dynamic && popup?.value !== TRIGGER_POPUP) {
    report(element, 'error', `this trigger of ${modalId} has no aria-haspopup="${TRIGGER_POPUP}": the modal does not open from it.`);
  }
}

/** The config block's JSON and settings, and scripts that load chunks directly. */
function checkScript(element: ScannedElement, report: Report): void {
  const src = attributeOf(element, 'src');
  if (src?.value && !src.dynamic && CHUNK_SCRIPT.test(src.value)) {
    report(element, 'error', `a script tag loads a chunk (${src.value}): include only widgets.js, which loads each chunk where its widget is.`);
  }
  if (attributeOf(element, 'id')?.value !== CONFIG_SCRIPT_ID || element.textDynamic) return;
  if (attributeOf(element, 'type')?.value !== 'application/json') {
    report(element, 'error', `#${CONFIG_SCRIPT_ID} must be a <script type="application/json">: this one is not read.`);
    return;
  }
  let config: unknown;
  try {
    config = JSON.parse(element.text ?? '');
  } catch (error) {
    report(element, 'error', `#${CONFIG_SCRIPT_ID} is not valid JSON (${(error as Error).message}): every setting keeps its default.`);
    return;
  }
  if (!config || typeof config !== 'object' || Array.isArray(config)) {
    report(element, 'error', `#${CONFIG_SCRIPT_ID} must hold a JSON object: every setting keeps its default.`);
    return;
  }
  const values = config as Record<string, unknown>;
  const keys = Object.keys(settings);
  for (const key of Object.keys(values)) {
    if (!keys.includes(key)) report(element, 'warning', `#${CONFIG_SCRIPT_ID}: "${key}" is not a setting${suggestion(key, keys)}: it is ignored.`);
  }
  const nested: [string, readonly string[]][] = [
    ['endpoints', ENDPOINT_KEYS],
    ['messages', Object.keys(allMessages())],
  ];
  for (const [setting, known] of nested) {
    const value = values[setting];
    if (!value || typeof value !== 'object') continue;
    for (const key of Object.keys(value)) {
      if (!known.includes(key)) report(element, 'warning', `#${CONFIG_SCRIPT_ID}: "${setting}.${key}" is not a known key${suggestion(key, known)}: it is ignored.`);
    }
  }
  for (const [key, schema] of Object.entries(settings)) {
    const result = v.safeParse(schema, values[key]);
    if (!result.success) report(element, 'error', `#${CONFIG_SCRIPT_ID}: ${settingProblem(key, result.issues[0])}; its default is used.`);
  }
}

/** Config blocks and the bundle's script tag: each once per page. */
function checkBundleTags(file: TemplateFile, template: ScannedTemplate, report: Report): void {
  const configs = template.all.filter((element) => element.tag === 'script' && attributeOf(element, 'id')?.value === CONFIG_SCRIPT_ID);
  for (const extra of configs.slice(1)) {
    report(extra, 'error', `a second #${CONFIG_SCRIPT_ID} block: the widgets read only the first; print one.`);
  }
  const bundles: { offset: number }[] = template.all.filter((element) => {
    const src = attributeOf(element, 'src');
    return element.tag === 'script' && src?.value !== undefined && !src.dynamic && BUNDLE_SCRIPT.test(src.value);
  });
  for (const bundle of bundles as ScannedElement[]) {
    if (attributeOf(bundle, 'type')?.value !== 'module') {
      report(bundle, 'error', 'widgets.js must be included as <script type="module">: as a classic script it does not run.');
    }
  }
  // WidgetsInclude prints its tags once per request however often it is called; a literal tag is printed every time.
  const helperCalls = [...file.text.matchAll(HELPER_SCRIPT_CALL)].map((match) => ({ offset: match.index }));
  if (bundles.length > 1 || (bundles.length === 1 && helperCalls.length > 0)) {
    const all = [...bundles, ...helperCalls].sort((a, b) => a.offset - b.offset);
    report(all[1]!, 'warning', `widgets.js is included ${all.length} times in this template: it mounts once, include it once.`);
  }
}
