// Who may change or confirm a checkout (ADR 0004, ADR 0048): the browser that created its payment
// intent, proven by the checkout cookie create-payment-intent set (the snapshot keeps only its SHA-256).
// The intent's client secret proves nothing here: it travels in the provider's return URL (3-D Secure,
// SumUp), so it leaks; it remains only what the payment provider needs. Webhooks and jobs finalize
// without a proof: they are not a shopper acting.
import { createHash, timingSafeEqual } from 'node:crypto';
import { randomText } from '../../lib/crypto.ts';
import { ForbiddenError } from '../../lib/errors.ts';

/** What the caller presents: the checkout cookie's token, if its browser sent one. */
export type ShopperProof = { shopperToken?: string };

export const NOT_YOUR_CHECKOUT =
  'This checkout was started in another browser, so it cannot be changed or confirmed from here. ' +
  'Please finish it in that browser, or start a new checkout here. If you paid, your order ' +
  'confirmation will arrive by e-mail.';

/** A checkout cookie value: 256 random bits, base64url (43 characters). */
export function newShopperToken(): string {
  return randomText(32, 'base64url');
}

export function isShopperToken(value: string | undefined): value is string {
  return value !== undefined && /^[A-Za-z0-9_-]{43}$/.test(value);
}

export function proofHash(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}

/** Constant time over the digests, so how much of a guess matched never shows in the timing. */
function matchesHash(presented: string | undefined, storedHex: string | null): boolean {
  if (!presented || !storedHex || storedHex.length !== 64) return false;
  const stored = Buffer.from(storedHex, 'hex');
  const given = createHash('sha256').update(presented, 'utf8').digest();
  return stored.length === given.length && timingSafeEqual(stored, given);
}

export function isShoppersCheckout(
  snapshot: { shopperTokenHash: string | null },
  proof: ShopperProof,
): boolean {
  return matchesHash(proof.shopperToken, snapshot.shopperTokenHash);
}

export function assertShoppersCheckout(
  snapshot: { shopperTokenHash: string | null },
  proof: ShopperProof,
): void {
  if (!isShoppersCheckout(snapshot, proof)) throw new ForbiddenError(NOT_YOUR_CHECKOUT);
}
