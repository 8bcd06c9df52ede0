const ENTITIES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes `&`, `<`, `>`, `"` and `'` so that `text` shows literally when written with innerHTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}

const CHARACTERS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(ENTITIES).map(([char, entity]) => [entity, char]),
);

/** Reverses `escapeHtml` exactly, in one pass so that `&amp;lt;` comes back as `&lt;`. */
export function unescapeHtml(html: string): string {
  return html.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => CHARACTERS[entity] ?? entity);
}
