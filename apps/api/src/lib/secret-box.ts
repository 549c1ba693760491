// Gateway secrets at rest (DESIGN §5): AES-256-GCM with a key derived from APP_SECRET. The context
// (tenant id and field) is bound in as associated data, so a sealed value copied into another
// store's row or another column does not open.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const keyCache = new Map<string, Buffer>();

function keyFor(appSecret: string): Buffer {
  let key = keyCache.get(appSecret);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', appSecret, 'storefleet', 'gateway-secrets v1', 32));
    keyCache.set(appSecret, key);
  }
  return key;
}

function requireSecret(appSecret: string | undefined): string {
  if (!appSecret) throw new Error('APP_SECRET is not set; secrets cannot be sealed or opened');
  return appSecret;
}

/** "v1.<iv>.<tag>.<ciphertext>" in base64url. */
export function sealSecret(appSecret: string | undefined, plain: string, context: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFor(requireSecret(appSecret)), iv);
  cipher.setAAD(Buffer.from(context));
  const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), ciphertext]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The plain secret, or null when the value is missing, tampered with, or sealed under another key. */
export function openSecret(
  appSecret: string | undefined,
  sealed: string | null | undefined,
  context: string,
): string | null {
  if (!sealed) return null;
  const [version, iv, tag, ciphertext] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || ciphertext === undefined) return null;
  try {
    const decipher = createDecipheriv(
      'aes-256-gcm',
      keyFor(requireSecret(appSecret)),
      Buffer.from(iv, 'base64url'),
    );
    decipher.setAAD(Buffer.from(context));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return null;
  }
}
