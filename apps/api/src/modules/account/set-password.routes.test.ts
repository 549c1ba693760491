// POST /api/account/set-password with the token e-mailed to a customer made at checkout.
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountTokens } from '../../db/schema/index.ts';
import { sha256Hex } from '../../lib/crypto.ts';
import {
  emailsOf,
  sandboxCheckout,
  seedShop,
  useCheckoutTestApp,
} from '../checkout/checkout.test-support.ts';

const t = useCheckoutTestApp();
let tenantId: number;

beforeAll(async () => {
  const shop = await seedShop(t.db, 'account-shop');
  tenantId = shop.tenant.id;
  for (const email of ['first@example.com', 'expired@example.com']) {
    const checkout = await sandboxCheckout(t.app, tenantId, [{ id: shop.tee.id, quantity: 1 }], email);
    expect((await checkout.confirm()).json().newCustomer).toBe(true);
  }
});

async function tokenFor(email: string) {
  const mail = (await emailsOf(t.db, tenantId, 'Set your password%')).find((m) => m.toAddress === email)!;
  return decodeURIComponent(/set-password\?token=([^"&\s]+)/.exec(mail.html)![1]!);
}
const setPassword = (token: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/account/set-password', payload: { token, password } });
const login = (username: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { username, password } });

describe('POST /api/account/set-password', () => {
  it('stores only the hash of the e-mailed token, which works once and then signs the customer in', async () => {
    const token = await tokenFor('first@example.com');
    const [stored] = await t.db
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.tokenHash, sha256Hex(token)));
    expect(stored).toBeDefined();
    expect((await login('first@example.com', 'chosen-password')).statusCode).toBe(401);

    const done = await setPassword(token, 'chosen-password');
    expect(done.statusCode).toBe(200);
    // The sign-in that follows fills in the account's name, the customer's e-mail (ADR 0080).
    expect(done.json()).toEqual({ username: 'first@example.com' });
    expect((await login('First@Example.com', 'chosen-password')).statusCode).toBe(200);
    const again = await setPassword(token, 'another-password');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('This link has expired or was already used');
  });

  it('refuses an expired token, an unknown one and a short password', async () => {
    const token = await tokenFor('expired@example.com');
    expect((await setPassword(token, 'short')).json().message).toBe('Password must be at least 8 characters');
    await t.db.execute(
      sql`update account_tokens set expires_at = now() - interval '1 minute' where token_hash = ${sha256Hex(token)}`,
    );
    expect((await setPassword(token, 'long-enough-pass')).json().message).toBe(
      'This link has expired or was already used',
    );
    expect((await setPassword('made-up-token', 'long-enough-pass')).statusCode).toBe(400);
    expect((await login('expired@example.com', 'long-enough-pass')).statusCode).toBe(401);
  });

  it('expires tokens after 7 days', async () => {
    const [row] = await t.db.select().from(accountTokens).limit(1);
    const days = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 86_400_000;
    expect(Math.round(days)).toBe(7);
  });
});
