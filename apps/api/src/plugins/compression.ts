// Compresses dynamic answers (store pages, API JSON) for clients that accept it: brotli first, then
// gzip, at a level cheap enough to pay on every request. What is already encoded passes untouched:
// hashed assets go out as the `.br`/`.gz` written at build time (modules/storefront/web.plugin.ts), and the store-front
// cache sends the bytes it compressed when it filled (plugins/storefront-cache.ts). Streams (files,
// the orders CSV export) are left alone: they are sent as they are produced, not held in memory.
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { negotiateEncoding } from '../lib/prepared-response.ts';

/** Below this the saving is a few hundred bytes at most, less than the work to compress. */
export const MIN_COMPRESSED_BYTES = 1024;

/**
 * Brotli 4 compresses JSON and HTML as well as gzip -9 or better, in about a millisecond per 70 KB;
 * 11 (the build's level) takes 100–200 ms per 100 KB, too much per request (ADR 0015).
 */
const brotliOptions = {
  params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
};
const gzipOptions = { level: 6 };

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

const compressibleType =
  /^(?:text\/|application\/(?:json|javascript|xml|[\w.-]+\+(?:json|xml))|image\/svg\+xml)/i;

function isWorthCompressing(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): payload is string | Buffer {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return false;
  if (
    request.method === 'HEAD' ||
    reply.statusCode < 200 ||
    reply.statusCode === 204 ||
    reply.statusCode === 304
  ) {
    return false;
  }
  if (reply.hasHeader('content-encoding')) return false;
  const cacheControl = reply.getHeader('cache-control');
  if (typeof cacheControl === 'string' && cacheControl.includes('no-transform')) return false;
  const type = reply.getHeader('content-type');
  if (typeof type !== 'string' || !compressibleType.test(type)) return false;
  return Buffer.byteLength(payload) >= MIN_COMPRESSED_BYTES;
}

/** Adds Accept-Encoding to Vary, keeping what is there (the store page varies on Cookie too). */
function varyOnEncoding(reply: FastifyReply) {
  const vary = reply.getHeader('vary');
  const current = Array.isArray(vary) ? vary.join(', ') : typeof vary === 'string' ? vary : '';
  if (current === '') reply.header('vary', 'Accept-Encoding');
  else if (!/(?:^|,)\s*(?:accept-encoding|\*)\s*(?:,|$)/i.test(current)) {
    reply.header('vary', `${current}, Accept-Encoding`);
  }
}

export function registerCompression(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!isWorthCompressing(request, reply, payload)) return payload;
    // The answer depends on Accept-Encoding even when this client gets it plain.
    varyOnEncoding(reply);
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    if (encoding === 'identity') return payload;
    const body = await (encoding === 'br' ? brotli(payload, brotliOptions) : gzipped(payload, gzipOptions));
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return body;
  });
}
