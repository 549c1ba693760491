// Sending one webhook (ADR 0075): the signature and the POST itself. The receiver's host is resolved
// first and, unless private addresses are allowed (WEBHOOK_PRIVATE_ADDRESSES, off in production),
// refused when it is a loopback, private or other special-purpose address (the product CSV's guard,
// lib/public-address.ts); the connection goes to the address that was checked. No redirects, 10 s.
import { createHmac } from 'node:crypto';
import { lookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { isRefusedAddress } from '../../lib/public-address.ts';

export const WEBHOOK_TIMEOUT_MS = 10_000;
/** How much of a receiver's answer the log keeps. */
export const RESPONSE_KEPT_CHARS = 500;

/** `t={unix seconds},v1={hex HMAC-SHA256 of "{t}.{raw body}"}`: the Storefleet-Signature header. */
export function signatureHeader(secret: string, body: string, unixSeconds: number): string {
  const v1 = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${v1}`;
}

/** Why a URL may not be called (a readable sentence), or null. */
export async function urlRefusal(
  url: string,
  allowPrivate: boolean,
): Promise<{ refusal: string } | { address: string; family: number; parsed: URL }> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { refusal: 'The URL is not a valid address' };
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    return { refusal: 'The URL must start with https:// or http://' };
  }
  if (parsed.username || parsed.password) return { refusal: 'The URL must not contain a password' };
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  let resolved: { address: string; family: number };
  try {
    resolved = isIP(host) ? { address: host, family: isIP(host) } : await lookup(host);
  } catch {
    return { refusal: `The host "${host}" could not be found` };
  }
  if (!allowPrivate && isRefusedAddress(resolved.address)) {
    return { refusal: 'The URL points at a private or local address, which is not allowed' };
  }
  return { parsed, ...resolved };
}

export type SendOutcome =
  | { ok: boolean; status: number; body: string; durationMs: number }
  | { ok: false; status: null; error: string; durationMs: number };

/** POSTs the body; a 2xx answer is a success. Never throws: a refusal or network error is an outcome. */
export async function postWebhook(
  url: string,
  {
    body,
    headers,
    allowPrivate,
    timeoutMs = WEBHOOK_TIMEOUT_MS,
  }: {
    body: string;
    headers: Record<string, string>;
    allowPrivate: boolean;
    timeoutMs?: number;
  },
): Promise<SendOutcome> {
  const started = performance.now();
  const took = () => Math.round(performance.now() - started);
  const target = await urlRefusal(url, allowPrivate);
  if ('refusal' in target) return { ok: false, status: null, error: target.refusal, durationMs: took() };
  const { parsed, address, family } = target;
  const client = parsed.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (outcome: SendOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      resolve(outcome);
    };
    const request = client.request(
      parsed,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': Buffer.byteLength(body) },
        // Connect to the address checked above, whatever a second DNS answer would say.
        lookup: (_host, options, callback) => {
          if ((options as { all?: boolean }).all) callback(null, [{ address, family }]);
          else (callback as (e: null, a: string, f: number) => void)(null, address, family);
        },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        const parts: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          if (size < RESPONSE_KEPT_CHARS * 4) parts.push(chunk);
          size += chunk.length;
        });
        response.on('end', () =>
          finish({
            ok: status >= 200 && status < 300,
            status,
            body: Buffer.concat(parts).toString('utf8').slice(0, RESPONSE_KEPT_CHARS),
            durationMs: took(),
          }),
        );
        response.on('error', () =>
          finish({ ok: false, status: null, error: 'The answer broke off', durationMs: took() }),
        );
      },
    );
    const deadline = setTimeout(() => request.destroy(new Error('timeout')), timeoutMs);
    request.on('error', (error) =>
      finish({
        ok: false,
        status: null,
        error:
          error.message === 'timeout'
            ? `No answer within ${Math.round(timeoutMs / 1000)} s`
            : `Could not connect (${(error as NodeJS.ErrnoException).code ?? 'network error'})`,
        durationMs: took(),
      }),
    );
    request.end(body);
  });
}
