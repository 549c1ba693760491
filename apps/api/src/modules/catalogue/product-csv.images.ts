// Images named by URL in a product CSV. An image of this platform (/uploads/<key>.webp, as the export
// writes it) is copied from storage without a network request; any other URL is
// fetched: https only (http too outside production), no redirects, 10 s, at most 5 MB, and never
// from a special-purpose address (loopback, private, link-local, reserved…: lib/public-address.ts) — the host is resolved first and the
// connection is made to the address that was checked, so a DNS answer cannot change in between.
// The bytes then go through the uploads module (type sniffing, re-encoding, storage quota).
import { lookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { IMAGE_MAX_BYTES, imageMessages } from '@storefleet/contracts';
import type { Ctx } from '../../context.ts';
import { BadRequestError } from '../../lib/errors.ts';
import { isRefusedAddress } from '../../lib/public-address.ts';
import { readUpload, storeImage } from '../uploads/uploads.service.ts';
import type { ImageFetcher } from './image-fetcher.types.ts';

export { isRefusedAddress };

export const IMAGE_FETCH_TIMEOUT_MS = 10_000;

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
        const type = String(response.headers['content-type'] ?? '')
          .split(';')[0]
          ?.trim()
          .toLowerCase();
        if (type && !type.startsWith('image/') && type !== 'application/octet-stream') {
          response.resume();
          reject(new BadRequestError(`Image URL answered ${type}, not an image`));
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

export type { ImageFetcher };

/**
 * The real checks and fetch. API tests pass their own (buildApp's `imageFetcher`), the only way an
 * import reads a local address.
 */
export const networkImageFetcher: ImageFetcher = {
  async check(url, production) {
    await checkImageUrl(url, production);
  },
  async download(url, production) {
    const { parsed, address, family } = await checkImageUrl(url, production);
    return download(parsed, address, family);
  },
};

/** The bytes of the image a CSV names, before they are stored for the store. */
export async function readImageAt(
  ctx: Ctx,
  url: string,
  fetcher: ImageFetcher = networkImageFetcher,
): Promise<Buffer> {
  const key = platformUploadKey(url);
  if (key) {
    const stored = await readUpload(ctx, key);
    if (!stored) throw new BadRequestError(imageMessages.invalid);
    return readAll(stored.body, IMAGE_MAX_BYTES);
  }
  return fetcher.download(url, ctx.config.NODE_ENV === 'production');
}

/** Stores the image at `url` as one of the store's uploads; its new URL. */
export async function importImage(ctx: Ctx, tenantId: number, url: string): Promise<string> {
  const bytes = await readImageAt(ctx, url);
  return (await storeImage({ ...ctx, tenantId }, bytes)).imageUrl;
}
