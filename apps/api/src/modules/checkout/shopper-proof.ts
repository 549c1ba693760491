// Who may change or confirm a checkout (issue 12, ADR 0004): the browser that created its payment
// intent. That browser holds the checkout cookie set by create-payment-intent, and was given the
// intent's client secret; the snapshot keeps only SHA-256 hashes of both, and a caller must present
// one of them. Webhooks and jobs finalize without a proof: they are not a shopper acting.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { ForbiddenError } from '../../lib/errors.ts';

/** What the caller presents: the checkout cookie's token and/or the intent's client secret. */
export type ShopperProof = { shopperToken?: string; clientSecret?: string };

export const NOT_YOUR_CHECKOUT =
  'This checkout was started in another browser, so it cannot be changed or confirmed from here. ' +
  'If you paid, your order confirmation will arrive by e-mail.';

/** A checkout cookie value: 256 random bits, base64url (43 characters). */
export function newShopperToken(): string {
  return randomBytes(32).toString('base64url');
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
  snapshot: { shopperTokenHash: string | null; clientSecretHash: string | null },
  proof: ShopperProof,
): boolean {
  // Both compared every time, so the answer takes as long whichever one was presented.
  const byCookie = matchesHash(proof.shopperToken, snapshot.shopperTokenHash);
  const bySecret = matchesHash(proof.clientSecret, snapshot.clientSecretHash);
  return byCookie || bySecret;
}

export function assertShoppersCheckout(
  snapshot: { shopperTokenHash: string | null; clientSecretHash: string | null },
  proof: ShopperProof,
): void {
  if (!isShoppersCheckout(snapshot, proof)) throw new ForbiddenError(NOT_YOUR_CHECKOUT);
}
