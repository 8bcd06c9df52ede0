import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { CompressedEncoding } from './negotiate-encoding.ts';

/** Bodies smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/** Text formats worth compressing; images, video and fonts are compressed already. */
const COMPRESSIBLE = /^(?:text\/|application\/(?:json|javascript|xml)|image\/svg\+xml)/i;

/**
 * How hard to compress: `static` for files whose compressed bytes are kept and reused, `dynamic`
 * (what nginx does on the fly) for answers made per request.
 */
export type CompressionEffort = 'static' | 'dynamic';

/**
 * Brotli stops at 8 for files: 9 and up cost 15-100 times as long (2 s for Bootstrap's CSS at 11,
 * blocking every other request, held e2e calls included) for a few percent; a site compresses
 * its files at 11 once, at deploy time (docs/php-integration.md, "Serving dist/").
 */
const LEVELS: Readonly<Record<CompressionEffort, { readonly gzip: number; readonly brotli: number }>> = {
  static: { gzip: 9, brotli: 8 },
  dynamic: { gzip: 6, brotli: 5 },
};

/** Whether a body of this Content-Type and size is sent compressed when the client accepts it. */
export function isCompressible(contentType: string, byteLength: number): boolean {
  return byteLength >= COMPRESSION_THRESHOLD_BYTES && COMPRESSIBLE.test(contentType);
}

/** Compresses `bytes` with `encoding` at the level `effort` calls for. */
export function compressBody(bytes: Buffer, encoding: CompressedEncoding, effort: CompressionEffort): Buffer {
  const level = LEVELS[effort];
  if (encoding === 'gzip') return gzipSync(bytes, { level: level.gzip });
  return brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: level.brotli,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
}
