import type { Readable } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import { encodingFor } from './page-cache';

/**
 * A server-rendered page compressed as it streams (the static files are compressed at build
 * time): emotion's styles inline make a store page's HTML about 200 KB. Brotli at a low quality
 * (a fast one, for content made per request), else gzip, else as is.
 */
export function compressedAsItStreams(
  acceptEncoding: string | undefined,
  html: Readable,
): { encoding: 'br' | 'gzip' | null; body: Readable } {
  const encoding = encodingFor(acceptEncoding);
  if (encoding === 'br') {
    const br = createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 4 } });
    return { encoding, body: html.pipe(br) };
  }
  if (encoding === 'gzip') return { encoding, body: html.pipe(createGzip()) };
  return { encoding, body: html };
}
