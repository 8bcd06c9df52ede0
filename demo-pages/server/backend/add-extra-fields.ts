import type { BackendAnswer } from './backend-call.ts';

/** The unexpected field every decorated answer carries, so tests and QA can see it went out. */
export const EXTRA_FIELD = 'debug_trace';

/** The value of the extra field: the kind of debugging detail a PHP script leaks into its answers. */
const EXTRA_VALUE = { query_ms: 12, server: 'web-3', cached: false };

function withExtraKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withExtraKeys);
  if (value === null || typeof value !== 'object') return value;
  return { ...(value as Record<string, unknown>), [EXTRA_FIELD]: EXTRA_VALUE, unexpected_flag: 1 };
}

/**
 * The normal answer with unexpected extras, as a newer or sloppier server sends them (the
 * `extra-fields` outcome): JSON objects (and the objects of a JSON list) get extra keys, HTML
 * elements an extra attribute, and plain text the trailing line break a PHP file's closing `?>`
 * leaves. A client should ignore all of them.
 */
export function addExtraFields(answer: BackendAnswer): BackendAnswer {
  const type = answer.contentType.toLowerCase();
  if (type.startsWith('application/json')) {
    return { ...answer, body: JSON.stringify(withExtraKeys(JSON.parse(answer.body) as unknown)) };
  }
  if (type.startsWith('text/html')) {
    return { ...answer, body: answer.body.replace(/<([a-z][a-z0-9-]*)(?=[\s>/])/gi, '<$1 data-debug-trace="web-3"') };
  }
  return { ...answer, body: `${answer.body}\n` };
}
