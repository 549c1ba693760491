// Session lifetimes (DESIGN §5): 7 days idle (sliding), 30 days from sign-in whatever happens, and
// "sign out everywhere" ending every session of one user and no one else's.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, loginCookie, type TestApp } from '../../../test/app.ts';
import { sessions } from '../../db/schema/index.ts';
import { sha256Hex } from '../../lib/crypto.ts';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from './session.service.ts';

const MINUTE = 60_000;

describe('session lifetimes and signing out everywhere', () => {
  let t: TestApp;
  let ownerId: number;
  beforeAll(async () => {
    t = await createTestApp();
    ownerId = (await createUser(t.db, { username: 'owner', password: 'owner-pass-1' })).id;
    await createUser(t.db, { username: 'bystander', password: 'bystander-pass-1' });
  });
  afterAll(() => t.close());

  const me = (cookie?: string) =>
    t.app.inject({ method: 'GET', url: '/api/user', headers: cookie ? { cookie } : {} });
  const rowOf = async (cookie: string) =>
    (
      await t.db
        .select()
        .from(sessions)
        .where(eq(sessions.idHash, sha256Hex(cookie.slice('sid='.length))))
    )[0];
  const setTimes = (cookie: string, times: { createdAt?: Date; expiresAt?: Date }) =>
    t.db
      .update(sessions)
      .set(times)
      .where(eq(sessions.idHash, sha256Hex(cookie.slice('sid='.length))));

  it('a new session lasts 7 idle days, not 30', async () => {
    const cookie = await loginCookie(t.app, 'owner', 'owner-pass-1');
    const row = await rowOf(cookie);
    const left = row!.expiresAt.getTime() - Date.now();
    expect(left).toBeGreaterThan(SESSION_IDLE_MS - MINUTE);
    expect(left).toBeLessThanOrEqual(SESSION_IDLE_MS);
  });

  it('ends after 7 days without use', async () => {
    const cookie = await loginCookie(t.app, 'owner', 'owner-pass-1');
    await setTimes(cookie, {
      createdAt: new Date(Date.now() - SESSION_IDLE_MS - MINUTE),
      expiresAt: new Date(Date.now() - 1000),
    });
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('slides while used: a use pushes the end 7 days ahead again', async () => {
    const cookie = await loginCookie(t.app, 'owner', 'owner-pass-1');
    await setTimes(cookie, {
      createdAt: new Date(Date.now() - 6 * 24 * 60 * MINUTE),
      expiresAt: new Date(Date.now() + 24 * 60 * MINUTE),
    });
    expect((await me(cookie)).statusCode).toBe(200);
    const left = (await rowOf(cookie))!.expiresAt.getTime() - Date.now();
    expect(left).toBeGreaterThan(SESSION_IDLE_MS - MINUTE);
  });

  it('ends 30 days after sign-in however recently it was used', async () => {
    const cookie = await loginCookie(t.app, 'owner', 'owner-pass-1');
    const signedIn = Date.now() - SESSION_ABSOLUTE_MS + 2 * 24 * 60 * MINUTE;
    await setTimes(cookie, { createdAt: new Date(signedIn), expiresAt: new Date(Date.now() + MINUTE) });
    // Used 28 days in: the slide stops at the 30-day mark, not 7 days ahead.
    expect((await me(cookie)).statusCode).toBe(200);
    expect((await rowOf(cookie))!.expiresAt.getTime()).toBe(signedIn + SESSION_ABSOLUTE_MS);
    // Past the 30-day mark, even a session used a minute ago is over.
    await setTimes(cookie, {
      createdAt: new Date(Date.now() - SESSION_ABSOLUTE_MS - MINUTE),
      expiresAt: new Date(Date.now() + 5 * 24 * 60 * MINUTE),
    });
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('signs out everywhere: every session of the user ends, nobody else’s', async () => {
    const laptop = await loginCookie(t.app, 'owner', 'owner-pass-1');
    const phone = await loginCookie(t.app, 'owner', 'owner-pass-1');
    const other = await loginCookie(t.app, 'bystander', 'bystander-pass-1');
    expect((await me(phone)).statusCode).toBe(200);

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/sign-out-everywhere',
      headers: { cookie: laptop },
    });
    expect(res.statusCode).toBe(204);
    expect(res.cookies.find((c) => c.name === 'sid')?.value).toBe('');
    expect((await me(laptop)).statusCode).toBe(401);
    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(200);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, ownerId))).toEqual([]);
  });

  it('answers 401 to an anonymous sign out everywhere', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/account/sign-out-everywhere' });
    expect(res.statusCode).toBe(401);
  });
});
