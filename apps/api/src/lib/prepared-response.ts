// One cached store-front answer, prepared once: the serialized body, its brotli and gzip forms, a
// strong ETag, and the header sets to write for each encoding, so serving it is one writeHead and
// one end() (ADR 0013).
import { createHash } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

export type Encoding = 'br' | 'gzip' | 'identity';

export type PreparedResponse = {
  tenantId: number;
  etag: string;
  bodies: Record<Encoding, Buffer>;
  heads: Record<Encoding, OutgoingHttpHeaders>;
  notModified: OutgoingHttpHeaders;
  /** What the entry holds in memory. */
  bytes: number;
  expiresAt: number;
};

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Headers that belong to one response on the wire, never to the stored answer. */
const perResponseHeaders = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
  'etag',
]);

export function storableHeaders(
  headers: Record<string, string | number | string[] | undefined>,
): OutgoingHttpHeaders {
  const kept: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || perResponseHeaders.has(name.toLowerCase())) continue;
    kept[name.toLowerCase()] = value;
  }
  return kept;
}

/** A strong validator: the same bytes always give the same tag, on every instance. */
export function strongEtag(body: Buffer): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
}

export async function prepareResponse(
  tenantId: number,
  body: Buffer,
  headers: OutgoingHttpHeaders,
  expiresAt: number,
): Promise<PreparedResponse> {
  const [br, gz] = await Promise.all([
    // Prepared once per fill and served many times: the best ratio is worth the few milliseconds.
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    }),
    gzip(body, { level: 9 }),
  ]);
  return assemble(tenantId, { identity: body, br, gzip: gz }, headers, expiresAt);
}

/** A prepared answer from its three encodings, already made (the build's assets: asset-memory.ts). */
export function assemble(
  tenantId: number,
  bodies: Record<Encoding, Buffer>,
  headers: OutgoingHttpHeaders,
  expiresAt: number,
): PreparedResponse {
  const etag = strongEtag(bodies.identity);
  const common = { ...headers, etag };
  return {
    tenantId,
    etag,
    bodies,
    heads: {
      identity: { ...common, 'content-length': bodies.identity.length },
      br: { ...common, 'content-encoding': 'br', 'content-length': bodies.br.length },
      gzip: { ...common, 'content-encoding': 'gzip', 'content-length': bodies.gzip.length },
    },
    notModified: pick(common, ['etag', 'cache-control', 'vary']),
    bytes: bodies.identity.length + bodies.br.length + bodies.gzip.length + 1024,
    expiresAt,
  };
}

function pick(headers: OutgoingHttpHeaders, names: string[]): OutgoingHttpHeaders {
  const picked: OutgoingHttpHeaders = {};
  for (const name of names) if (headers[name] !== undefined) picked[name] = headers[name];
  return picked;
}

/** The best encoding the client accepts (RFC 9110 §12.5.3): brotli, then gzip, else none. */
export function negotiateEncoding(acceptEncoding: string | string[] | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding;
  let br = false;
  let gz = false;
  let any = false;
  for (const part of header.split(',')) {
    const [rawName = '', ...params] = part.split(';');
    const name = rawName.trim().toLowerCase();
    const q = params.map((p) => p.trim().toLowerCase()).find((p) => p.startsWith('q='));
    const accepted = q === undefined || Number(q.slice(2)) > 0;
    if (name === 'br') br = accepted;
    else if (name === 'gzip' || name === 'x-gzip') gz = accepted;
    else if (name === '*') any = accepted;
  }
  if (br || (any && !header.toLowerCase().includes('br'))) return 'br';
  if (gz) return 'gzip';
  return 'identity';
}

/** If-None-Match (weak comparison, RFC 9110 §13.1.2) against the entry's tag. */
export function etagMatches(ifNoneMatch: string, etag: string): boolean {
  for (const candidate of ifNoneMatch.split(',')) {
    const tag = candidate.trim();
    if (tag === '*' || tag === etag || tag === `W/${etag}`) return true;
  }
  return false;
}

/**
 * negotiateEncoding once per distinct header: clients send a handful of Accept-Encoding values, and
 * parsing one on every hit is most of what a hit allocates. Bounded: past it, headers are parsed.
 */
const negotiated = new Map<string, Encoding>();
const MAX_NEGOTIATED = 256;

function encodingFor(acceptEncoding: string | string[] | undefined): Encoding {
  if (typeof acceptEncoding !== 'string') return negotiateEncoding(acceptEncoding);
  let encoding = negotiated.get(acceptEncoding);
  if (encoding === undefined) {
    encoding = negotiateEncoding(acceptEncoding);
    if (negotiated.size < MAX_NEGOTIATED) negotiated.set(acceptEncoding, encoding);
  }
  return encoding;
}

/** Serves a prepared answer: 304 to a matching If-None-Match, else the bytes the client can decode. */
export function writePrepared(req: IncomingMessage, res: ServerResponse, entry: PreparedResponse): void {
  const ifNoneMatch = req.headers['if-none-match'];
  if (ifNoneMatch !== undefined && etagMatches(ifNoneMatch, entry.etag)) {
    res.writeHead(304, entry.notModified);
    res.end();
    return;
  }
  const encoding = encodingFor(req.headers['accept-encoding']);
  res.writeHead(200, entry.heads[encoding]);
  if (req.method === 'HEAD') res.end();
  else res.end(entry.bodies[encoding]);
}
