/**
 * One token of markup, found from where the last one ended: a comment (or `<!…>`, `<?…>`), or a
 * start or end tag with `/` (1), its name (2), its attributes (3: a quote after `=` opens a value
 * that may hold `>`) and `>` (4, empty when the markup ends inside the tag). Each alternative runs
 * straight to its end and the last one always matches once started, so nothing backtracks: a
 * search costs what it reads, however hostile the markup.
 */
const TOKEN = /<!--[\s\S]*?(?:-->|$)|<[!?][^>]*>?|<(\/?)([a-z][^\s/>]*)((?:[^>=]+|=\s*(?:"[^"]*"|'[^']*'|[^\s>]*))*)(>?)/gi;

/** One attribute of a tag: name (1) and a double-quoted (2), single-quoted (3) or bare (4) value. */
const ATTRIBUTE = /([^\s/>=][^\s/>=]*)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]*)))?/g;

/**
 * Elements whose content is text up to their own end tag (an `<option>` there is none), as the
 * browser reads them; that text has no character references to decode, except a textarea's or a title's.
 */
const TEXT_ELEMENT = /^(?:script|style|xmp|iframe|noembed|noframes|noscript|textarea|title)$/;
const DECODED_TEXT_ELEMENT = /^t/;

/** The attributes an option or a group keeps, rebuilt in double quotes with their raw values (references decoded later). */
function keptAttributes(attributes: string): string {
  const kept: Record<string, string> = {};
  for (const [, name = '', ...values] of attributes.matchAll(ATTRIBUTE)) {
    const key = name.toLowerCase();
    if ((key === 'value' || key === 'label' || key === 'selected') && !(key in kept)) kept[key] = values.find((value) => value !== undefined) ?? '';
  }
  return Object.entries(kept)
    .map(([key, value]) => ` ${key}="${value.replace(/"/g, '&quot;')}"`)
    .join('');
}

/**
 * Rewrites option markup from the server as flat markup that holds only its `<option>` and
 * `<optgroup>` tags (value, label and selected) and the options' texts, in one linear pass that
 * never builds the answer's tree: a deeply nested answer (the browser's parser is quadratic in the
 * depth of some nestings) costs what a flat one does. Comments, quoted attributes, script and
 * textarea contents and templates are read as the browser's tokenizer reads them, so an option
 * inside them is none. The result is at most two levels deep, its text escaped and its character
 * references left for the browser to decode. Returns null as soon as the markup holds more than
 * `maxItems` options and groups.
 */
export function flattenOptionMarkup(markup: string, maxItems: number): string | null {
  const out: string[] = [];
  let items = 0;
  let inOption = false;
  let inGroup = false;
  let templates = 0;
  const closeOption = () => {
    if (inOption) out.push('</option>');
    inOption = false;
  };
  const closeGroup = () => {
    closeOption();
    if (inGroup) out.push('</optgroup>');
    inGroup = false;
  };
  const text = (from: number, to: number, raw = false) => {
    if (!inOption || templates > 0) return;
    const chunk = markup.slice(from, to);
    out.push((raw ? chunk.replace(/&/g, '&amp;') : chunk).replace(/</g, '&lt;'));
  };

  TOKEN.lastIndex = 0;
  let at = 0;
  for (let token = TOKEN.exec(markup); token; token = TOKEN.exec(markup)) {
    text(at, token.index);
    at = TOKEN.lastIndex;
    const [, slash, tagName, attributes = '', end] = token;
    if (tagName === undefined) continue;
    if (!end) {
      // The browser drops a tag the markup ends inside, and everything after it with it.
      at = markup.length;
      break;
    }
    const name = tagName.toLowerCase();
    if (name === 'template') {
      if (!slash) templates += 1;
      else if (templates > 0) templates -= 1;
    } else if (templates > 0) {
      // Nothing inside a template is read.
    } else if (slash) {
      if (name === 'option') closeOption();
      else if (name === 'optgroup' || name === 'select') closeGroup();
    } else if (name === 'option' || name === 'optgroup') {
      items += 1;
      if (items > maxItems) return null;
      if (name === 'option') closeOption();
      else closeGroup();
      out.push(`<${name}${keptAttributes(attributes)}>`);
      if (name === 'option') inOption = true;
      else inGroup = true;
    } else if (name === 'select') closeGroup();
    if (!slash && TEXT_ELEMENT.test(name)) {
      const close = new RegExp(`</${name}[\\s/>]`, 'gi');
      close.lastIndex = at;
      const found = close.exec(markup);
      const textEnd = found ? found.index : markup.length;
      text(at, textEnd, !DECODED_TEXT_ELEMENT.test(name));
      TOKEN.lastIndex = at = textEnd;
    }
  }
  text(at, markup.length);
  closeGroup();
  return out.join('');
}
