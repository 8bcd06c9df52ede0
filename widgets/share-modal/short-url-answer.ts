import * as v from 'valibot';
import { parseFormAnswer, parseJson, type FormAnswer } from '../../shared/http/form-answer.ts';
import { parsesAsUrl } from '../../shared/http/parses-as-url.ts';
import { RequestError } from '../../shared/http/request-error.ts';

// Only an absolute http(s) address is shown and copied: anything else (javascript:, data:, a
// relative path that would mean nothing to the friend it is pasted to) is a malformed answer.
// parsesAsUrl is v.url()'s own test, without v.url in the bundle.
const ShortUrlSchema = v.object({
  url: v.pipe(v.string(), v.regex(/^https?:\/\//i), v.check(parsesAsUrl)),
});

/** The answer to `getShortUrl=1`: the short address, or the server's STATUS error to show. */
export type ShortUrlAnswer = { readonly url: string } | { readonly error: FormAnswer };

/**
 * Reads the answer to `getShortUrl=1` (spec §7: "url"): `{"url": "https://…"}`. A STATUS error
 * answer is passed on to be shown; anything else (HTML, no http(s) url, STATUS success without a
 * url) is a `malformed` RequestError.
 */
export function parseShortUrlAnswer(text: string): ShortUrlAnswer {
  const json = parseJson(text);
  const result = v.safeParse(ShortUrlSchema, json);
  if (result.success) return { url: result.output.url };
  const answer = parseFormAnswer(text);
  if (answer.status === 'error') return { error: answer };
  throw new RequestError('malformed', 'Expected {"url": "http(s)://…"} as the short URL answer.');
}
