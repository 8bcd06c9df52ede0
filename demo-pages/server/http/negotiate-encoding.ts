/** A compressed content coding the demo server can answer with. */
export type CompressedEncoding = 'br' | 'gzip';

/** The coding of an answer: compressed, or as it is. */
export type ContentEncoding = CompressedEncoding | 'identity';

/** Codings in the server's order of preference, used to break ties between equal q-values. */
const PREFERENCE: readonly CompressedEncoding[] = ['br', 'gzip'];

/** The q-value of each coding an Accept-Encoding header lists (`*` included), lower-cased. */
function qualities(header: string): Map<string, number> {
  const result = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim());
    if (!name) continue;
    const q = parameters.map((parameter) => /^q\s*=\s*([\d.]+)$/i.exec(parameter)?.[1]).find((value) => value !== undefined);
    const quality = q === undefined ? 1 : Number(q);
    result.set(name.toLowerCase(), Number.isFinite(quality) ? quality : 0);
  }
  return result;
}

/**
 * Picks the coding for an answer from the request's Accept-Encoding: the accepted compressed
 * coding with the highest q-value (Brotli over gzip on a tie, as it is smaller), `*` standing for
 * codings not named, q=0 meaning "not acceptable"; identity when none is, or without the header.
 */
export function negotiateEncoding(header: string | undefined): ContentEncoding {
  if (!header) return 'identity';
  const accepted = qualities(header);
  let best: ContentEncoding = 'identity';
  let bestQuality = 0;
  for (const encoding of PREFERENCE) {
    const quality = accepted.get(encoding) ?? accepted.get('*') ?? 0;
    if (quality > bestQuality) {
      best = encoding;
      bestQuality = quality;
    }
  }
  return best;
}
