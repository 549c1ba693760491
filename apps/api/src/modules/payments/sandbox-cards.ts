// DESIGN §6 test cards: what the sandbox answers for a card, as Stripe's test mode would.
import { sandboxTestCards } from '@storefleet/contracts';

export type CardInput = { cardNumber: string; expMonth: number; expYear: number; cvc: string };
export type CardOutcome = { ok: true; last4: string } | { ok: false; message: string };

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Two-digit years mean 20xx; a card is valid through the end of its expiry month. */
function hasExpired(expMonth: number, expYear: number, now: Date): boolean {
  const year = expYear < 100 ? 2000 + expYear : expYear;
  return year * 12 + expMonth < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}

export function judgeCard(card: CardInput, now = new Date()): CardOutcome {
  const digits = card.cardNumber.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) {
    return { ok: false, message: 'Your card number is invalid.' };
  }
  if (hasExpired(card.expMonth, card.expYear, now)) return { ok: false, message: 'Your card has expired.' };
  if (!/^\d{3}$/.test(card.cvc)) return { ok: false, message: "Your card's security code is invalid." };
  if (digits === sandboxTestCards.declined) return { ok: false, message: 'Your card was declined.' };
  if (digits === sandboxTestCards.insufficientFunds) {
    return { ok: false, message: 'Your card has insufficient funds.' };
  }
  if (digits === sandboxTestCards.declinesRenewals) return { ok: true, last4: digits.slice(-4) };
  if (digits !== sandboxTestCards.success) {
    return {
      ok: false,
      message: 'Your card was declined. This store takes test cards only, such as 4242 4242 4242 4242.',
    };
  }
  return { ok: true, last4: digits.slice(-4) };
}

/** What a saved card does when charged off-session (a renewal): expired, declined, or paid. */
export function judgeSavedCard(
  card: { expMonth: number; expYear: number; behaviour: string },
  now = new Date(),
): CardOutcome {
  if (hasExpired(card.expMonth, card.expYear, now)) return { ok: false, message: 'Your card has expired.' };
  if (card.behaviour === 'declines_off_session') return { ok: false, message: 'Your card was declined.' };
  return { ok: true, last4: '' };
}

/** Stripe's 4000 0000 0000 0341: pays and saves at checkout, declines every later charge. */
export const savedCardBehaviour = (cardNumber: string) =>
  cardNumber.replace(/[\s-]/g, '') === sandboxTestCards.declinesRenewals
    ? 'declines_off_session'
    : 'succeeds';
