// Images named by URL in a product CSV. An image of this platform (/uploads/<key>.webp, as the export
// writes it) is copied from storage without a network request; any other URL is
// fetched: https only (http too outside production), no redirects, 10 s, at most 5 MB, and never
// from a special-purpose address (loopback, private, link-local, reserved…: see `blocked`) — the host is resolved first and the
// connection is made to the address that was checked, so a DNS answer cannot change in between.
// The bytes then go through the uploads module (type sniffing, re-encoding, storage quota).
import { lookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP } from 'node:net';
import { IMAGE_MAX_BYTES, imageMessages } from '@storefleet/contracts';
import type { Ctx } from '../../context.ts';
import { BadRequestError } from '../../lib/errors.ts';
import { readUpload, storeImage } from '../uploads/uploads.service.ts';

export const IMAGE_FETCH_TIMEOUT_MS = 10_000;

/**
 * Every special-purpose range that is not a public host (the IANA IPv4 and IPv6 special-purpose
 * registries), and every IPv6 range that carries an IPv4 address inside it (IPv4-compatible, NAT64,
 * 6to4, Teredo): those could reach a private IPv4 host through a translator, so they are refused
 * whole. IPv4-mapped addresses (::ffff:a.b.c.d) are judged by their IPv4 address.
 */
const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // shared address space (carrier-grade NAT)
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata services)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and the broadcast address
] as const)
  blocked.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 96], // unspecified, loopback and IPv4-compatible (::a.b.c.d)
  ['64:ff9b::', 96], // NAT64
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard-only
  ['2001::', 32], // Teredo
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const)
  blocked.addSubnet(network, prefix, 'ipv6');

/** Whether an address is one an import may never reach (IPv4-mapped IPv6 judged as IPv4). */
export function isRefusedAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return blocked.check(mapped[1] as string, 'ipv4');
  const family = isIP(address);
  if (family === 0) return true;
  return blocked.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

const UPLOAD_PATH = /^\/uploads\/([a-f0-9]{32}\.webp)$/;

/** The storage key when the URL names one of this platform's uploads (as the export writes them). */
function platformUploadKey(url: string): string | undefined {
  return UPLOAD_PATH.exec(url)?.[1];
}

async function readAll(body: NodeJS.ReadableStream, limit: number): Promise<Buffer> {
  const parts: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
    size += buffer.length;
    if (size > limit) throw new BadRequestError(imageMessages.tooLarge);
    parts.push(buffer);
  }
  return Buffer.concat(parts);
}

/** Checks the URL and where it leads; the address to connect to. */
export async function checkImageUrl(
  url: string,
  production: boolean,
): Promise<{ parsed: URL; address: string; family: number }> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new BadRequestError('Image URL is not a valid address');
  }
  const schemes = production ? ['https:'] : ['https:', 'http:'];
  if (!schemes.includes(parsed.protocol)) {
    throw new BadRequestError(`Image URL must start with ${production ? 'https://' : 'https:// or http://'}`);
  }
  if (parsed.username || parsed.password) throw new BadRequestError('Image URL must not contain a password');
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  let resolved: { address: string; family: number };
  try {
    resolved = isIP(host) ? { address: host, family: isIP(host) } : await lookup(host);
  } catch {
    throw new BadRequestError(`Image URL host "${host}" could not be found`);
  }
  if (isRefusedAddress(resolved.address)) {
    throw new BadRequestError('Image URL points at a private or local address, which is not allowed');
  }
  return { parsed, ...resolved };
}

function download(parsed: URL, address: string, family: number): Promise<Buffer> {
  const client = parsed.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(
      parsed,
      {
        timeout: IMAGE_FETCH_TIMEOUT_MS,
        // Connect to the address checked above, whatever a second DNS answer would say.
        lookup: (_host, options, callback) => {
          if ((options as { all?: boolean }).all) callback(null, [{ address, family }]);
          else (callback as (e: null, a: string, f: number) => void)(null, address, family);
        },
        headers: { accept: 'image/*' },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status !== 200) {
          response.resume();
          reject(new BadRequestError(`Image URL answered ${status}, not an image`));
          return;
        }
        const length = Number(response.headers['content-length'] ?? 0);
        if (length > IMAGE_MAX_BYTES) {
          response.destroy();
          reject(new BadRequestError(imageMessages.tooLarge));
          return;
        }
        readAll(response, IMAGE_MAX_BYTES).then(resolve, (error) => {
          response.destroy();
          reject(error);
        });
      },
    );
    const deadline = setTimeout(() => request.destroy(new Error('timeout')), IMAGE_FETCH_TIMEOUT_MS);
    request.on('close', () => clearTimeout(deadline));
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', (error) => {
      clearTimeout(deadline);
      reject(
        error instanceof BadRequestError
          ? error
          : new BadRequestError(
              error.message === 'timeout'
                ? 'Image URL took too long to answer'
                : 'Image URL could not be downloaded',
            ),
      );
    });
  });
}

/** The bytes of the image a CSV names, before they are stored for the store. */
export async function readImageAt(ctx: Ctx, url: string): Promise<Buffer> {
  const key = platformUploadKey(url);
  if (key) {
    const stored = await readUpload(ctx, key);
    if (!stored) throw new BadRequestError(imageMessages.invalid);
    return readAll(stored.body, IMAGE_MAX_BYTES);
  }
  const { parsed, address, family } = await checkImageUrl(url, ctx.config.NODE_ENV === 'production');
  return download(parsed, address, family);
}

/** Stores the image at `url` as one of the store's uploads; its new URL. */
export async function importImage(ctx: Ctx, tenantId: number, url: string): Promise<string> {
  const bytes = await readImageAt(ctx, url);
  return (await storeImage({ ...ctx, tenantId }, bytes)).imageUrl;
}
