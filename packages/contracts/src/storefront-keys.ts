// Publishable store-front keys (ADR 0076): not secret, they name a store to the read-only store-front
// API from a headless front end (`X-Storefleet-Key: sf_pub_…`), and list the browser origins that
// may call it (CORS). Owners make and revoke them beside the API keys.
import { z } from 'zod';

/** Every publishable key starts with this; a secret key starts `sf_live_`. */
export const STOREFRONT_KEY_PREFIX = 'sf_pub_';
/** The header that carries a publishable key. */
export const STOREFRONT_KEY_HEADER = 'x-storefleet-key';
/** At most this many origins per key. */
export const STOREFRONT_KEY_MAX_ORIGINS = 20;

/**
 * An origin as a browser sends it: `https://host[:port]`, or `http://` for localhost and 127.0.0.1
 * (a developer's machine); no path, query or trailing slash. Returns the message, or null when fine.
 */
export function storefrontOriginProblem(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `"${value.slice(0, 80)}" is not an origin such as https://shop.example.com`;
  }
  if (url.origin !== value)
    return `"${value.slice(0, 80)}" is not an origin: write only the scheme and host, such as ${url.origin === 'null' ? 'https://shop.example.com' : url.origin}`;
  const local = url.hostname === 'localhost' || url.hostname === '127.0.0.1';
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && local))
    return `"${value.slice(0, 80)}" must use https:// (http:// only for localhost)`;
  return null;
}

/** POST /api/admin/storefront-keys. */
export const storefrontKeyInputSchema = z.object({
  name: z
    .string({ error: 'Give the key a name' })
    .trim()
    .min(1, 'Give the key a name')
    .max(100, 'The name is too long (at most 100 characters)'),
  allowedOrigins: z
    .array(
      z
        .string({ error: 'Origins are texts such as https://shop.example.com' })
        .trim()
        .max(200, 'An origin is at most 200 characters')
        .superRefine((value, context) => {
          const problem = storefrontOriginProblem(value);
          if (problem) context.addIssue({ code: 'custom', message: problem });
        }),
      { error: 'List the origins as an array, such as ["https://shop.example.com"]' },
    )
    .max(STOREFRONT_KEY_MAX_ORIGINS, `At most ${STOREFRONT_KEY_MAX_ORIGINS} origins per key`)
    .default([]),
});
export type StorefrontKeyInput = z.infer<typeof storefrontKeyInputSchema>;

export const storefrontKeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The whole key: it is not secret (it only names the store to its public API). */
  key: z.string(),
  allowedOrigins: z.array(z.string()),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type StorefrontKey = z.infer<typeof storefrontKeySchema>;

export const storefrontKeyListSchema = z.object({ keys: z.array(storefrontKeySchema) });
export type StorefrontKeyList = z.infer<typeof storefrontKeyListSchema>;
