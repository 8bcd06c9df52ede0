/**
 * A tolerant reader of template files (`.php`, `.html`, `.twig`): the elements of the HTML around
 * the template language, with their attributes and where each starts. Code of the template language
 * (`<?php … ?>`, `<?= … ?>`, `{{ … }}`, `{% … %}`, `{# … #}`) is masked: an attribute whose value
 * holds some is dynamic, known only when the page runs.
 */

/** One attribute as written: `value` undefined when it has none (`<input required>`). */
export interface ScannedAttribute {
  readonly name: string;
  readonly value: string | undefined;
  /** The value holds template code: its text is not known before the page runs. */
  readonly dynamic: boolean;
  readonly offset: number;
}

/** One element with its attributes, its place and its children. */
export interface ScannedElement {
  readonly tag: string;
  readonly attributes: readonly ScannedAttribute[];
  readonly offset: number;
  readonly children: ScannedElement[];
  readonly parent: ScannedElement | undefined;
  /** Text content for `<script>` elements (raw text), with template code masked. */
  text?: string;
  /** The script's text holds template code. */
  textDynamic?: boolean;
}

/** A template file read for checking. */
export interface ScannedTemplate {
  readonly elements: readonly ScannedElement[];
  /** Every element in document order. */
  readonly all: readonly ScannedElement[];
  /** The original text, template code included (for calls such as `scriptTag()`). */
  readonly source: string;
  /** 1-based line and column of an offset. */
  position(offset: number): { line: number; column: number };
}

/** Stands for one character of template code; kept out of every real template. */
export const MASK = '\uE000';

const TEMPLATE_CODE = /<\?(?:php|=)?[\s\S]*?(?:\?>|$)|\{\{[\s\S]*?\}\}|\{%[\s\S]*?%\}|\{#[\s\S]*?#\}/g;
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title']);

/** Reads `source` into elements. Never throws: broken markup gives fewer elements, not an error. */
export function scanTemplate(source: string): ScannedTemplate {
  // Same length, newlines kept: offsets and lines stay those of the file.
  const text = source.replace(TEMPLATE_CODE, (code) => code.replace(/[^\n]/g, MASK));
  const root: ScannedElement[] = [];
  const all: ScannedElement[] = [];
  const stack: ScannedElement[] = [];
  let index = 0;
  while (index < text.length) {
    const open = text.indexOf('<', index);
    if (open < 0) break;
    if (text.startsWith('<!--', open)) {
      const end = text.indexOf('-->', open + 4);
      index = end < 0 ? text.length : end + 3;
      continue;
    }
    if (text[open + 1] === '/') {
      const match = /^<\/([a-zA-Z][\w:-]*)\s*>/.exec(text.slice(open, open + 200));
      if (match) closeElement(stack, match[1]!.toLowerCase());
      index = open + (match?.[0].length ?? 2);
      continue;
    }
    const name = /^<([a-zA-Z][\w:-]*)/.exec(text.slice(open, open + 100))?.[1];
    if (!name) {
      index = open + 1;
      continue;
    }
    const { attributes, end, selfClosing } = readAttributes(text, open + 1 + name.length);
    const tag = name.toLowerCase();
    const parent = stack.at(-1);
    const element: ScannedElement = { tag, attributes, offset: open, children: [], parent };
    (parent ? parent.children : root).push(element);
    all.push(element);
    index = end;
    if (RAW_TEXT.has(tag)) {
      const close = text.toLowerCase().indexOf(`</${tag}`, end);
      const body = text.slice(end, close < 0 ? text.length : close);
      element.text = body;
      element.textDynamic = body.includes(MASK);
      index = close < 0 ? text.length : close;
      stack.push(element);
    } else if (!selfClosing && !VOID.has(tag)) {
      stack.push(element);
    }
  }
  const lineStarts = [0];
  for (let i = 0; i < source.length; i++) if (source[i] === '\n') lineStarts.push(i + 1);
  return {
    elements: root,
    all,
    source,
    position(offset) {
      let low = 0;
      let high = lineStarts.length - 1;
      while (low < high) {
        const middle = (low + high + 1) >> 1;
        if (lineStarts[middle]! <= offset) low = middle;
        else high = middle - 1;
      }
      return { line: low + 1, column: offset - lineStarts[low]! + 1 };
    },
  };
}

/** Closes the nearest open `tag`, and every element left open inside it; a stray end tag is ignored. */
function closeElement(stack: ScannedElement[], tag: string): void {
  const at = stack.findLastIndex((element) => element.tag === tag);
  if (at >= 0) stack.length = at;
}

function readAttributes(text: string, from: number): { attributes: ScannedAttribute[]; end: number; selfClosing: boolean } {
  const attributes: ScannedAttribute[] = [];
  let index = from;
  while (index < text.length) {
    while (/\s/.test(text[index] ?? '')) index++;
    const char = text[index];
    if (char === undefined) break;
    if (char === '>') return { attributes, end: index + 1, selfClosing: false };
    if (char === '/' && text[index + 1] === '>') return { attributes, end: index + 2, selfClosing: true };
    if (char === MASK) {
      // Template code in place of an attribute (`<?= $extra ?>`): it may print any attribute.
      while (text[index] === MASK) index++;
      continue;
    }
    const nameMatch = /^[^\s"'>/=]+/.exec(text.slice(index, index + 200));
    if (!nameMatch) {
      index++;
      continue;
    }
    const offset = index;
    const name = nameMatch[0].toLowerCase();
    index += nameMatch[0].length;
    while (/\s/.test(text[index] ?? '')) index++;
    if (text[index] !== '=') {
      attributes.push({ name, value: undefined, dynamic: name.includes(MASK), offset });
      continue;
    }
    index++;
    while (/\s/.test(text[index] ?? '')) index++;
    const quote = text[index];
    let value: string;
    if (quote === '"' || quote === "'") {
      const close = text.indexOf(quote, index + 1);
      value = text.slice(index + 1, close < 0 ? text.length : close);
      index = close < 0 ? text.length : close + 1;
    } else {
      value = /^[^\s>]*/.exec(text.slice(index))![0];
      index += value.length;
    }
    attributes.push({ name, value: decodeEntities(value), dynamic: value.includes(MASK) || name.includes(MASK), offset });
  }
  return { attributes, end: text.length, selfClosing: false };
}

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00A0' };

function decodeEntities(value: string): string {
  return value.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (entity, body: string) => {
    if (body[0] === '#') return String.fromCodePoint(body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : Number(body.slice(1)));
    return ENTITIES[body.toLowerCase()] ?? entity;
  });
}

/** The attribute `name` of `element`, if written. */
export function attributeOf(element: ScannedElement, name: string): ScannedAttribute | undefined {
  return element.attributes.find((attribute) => attribute.name === name);
}

/** Every element inside `element`, depth first. */
export function* descendants(element: ScannedElement): Generator<ScannedElement> {
  for (const child of element.children) {
    yield child;
    yield* descendants(child);
  }
}
