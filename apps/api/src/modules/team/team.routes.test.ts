// A store's team (ADR 0030): inviting by e-mail, the link's single use and expiry,
// resending and revoking, accepting with a new or an existing account, changing roles, the
// last-owner rule, a removed member's access ending at once, and another store's owner kept out.
import { LAST_OWNER_MESSAGE } from '@storefleet/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callApi,
  createTenant,
  createTestApp,
  createUser,
  loginCookie,
  type TestApp,
} from '../../../test/app.ts';
import { emailOutbox, sessions, teamInvitations, userTenants } from '../../db/schema/index.ts';
import { INVITATION_UNUSABLE, invitationForAnother, SIGN_IN_TO_ACCEPT } from './team-invitations.service.ts';

let t: TestApp;
let a: number;
let b: number;
let ownerA: string;
let ownerB: string;
let root: string;
let ownerAId: number;

beforeAll(async () => {
  t = await createTestApp();
  a = (await createTenant(t.db, { slug: 'team-a', name: 'Shop A' })).id;
  b = (await createTenant(t.db, { slug: 'team-b', name: 'Shop B' })).id;
  ownerAId = (await createUser(t.db, { username: 'owner-a', password: 'owner-a-pass', memberOf: [a] })).id;
  await createUser(t.db, { username: 'owner-b', password: 'owner-b-pass', memberOf: [b] });
  await createUser(t.db, { username: 'root', password: 'root-pass', superAdmin: true });
  ownerA = await loginCookie(t.app, 'owner-a', 'owner-a-pass');
  ownerB = await loginCookie(t.app, 'owner-b', 'owner-b-pass');
  root = await loginCookie(t.app, 'root', 'root-pass');
});
afterAll(() => t.close());

/** The token of the newest invitation e-mail to that address (from the outbox, as /dev/mailbox shows it). */
async function inviteToken(to: string): Promise<string> {
  const [mail] = await t.db
    .select({ text: emailOutbox.text })
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, to))
    .orderBy(desc(emailOutbox.id))
    .limit(1);
  const match = /accept-invite\?token=([^\s"&]+)/.exec(mail?.text ?? '');
  if (!match) throw new Error(`no invitation e-mail to ${to}`);
  return decodeURIComponent(match[1]!);
}

const invite = (cookie: string, body: unknown, query = '') =>
  callApi(t.app, 'POST', `/api/admin/team${query}`, cookie, body);
let address = 0;
/** The link's calls are limited per address (10 in 15 minutes): each call here comes from its own. */
const linkCall = (url: string, body: unknown, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: body as object,
    headers: cookie ? { cookie } : {},
    remoteAddress: `10.9.0.${++address}`,
  });
const accept = (body: unknown, cookie?: string) => linkCall('/api/team-invitations/accept', body, cookie);
/** Removes a member these tests added, so the team of Shop A is as the later tests expect it. */
async function leaveTeamA(memberCookie: string) {
  const { id } = (await callApi(t.app, 'GET', '/api/user', memberCookie)).json();
  expect((await callApi(t.app, 'DELETE', `/api/admin/team/${id}?tenantId=${a}`, ownerA)).statusCode).toBe(
    204,
  );
}
const lookup = (token: string) => linkCall('/api/team-invitations/lookup', { token });

describe('team invitations', () => {
  it('an owner invites a staff member; the link sets a password once and the member gets the role', async () => {
    const sent = await invite(ownerA, {
      email: 'Packer@Example.com',
      role: 'staff',
      permissions: ['orders'],
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({
      email: 'packer@example.com',
      role: 'staff',
      permissions: ['orders'],
    });
    const token = await inviteToken('packer@example.com');

    const team = await callApi(t.app, 'GET', '/api/admin/team', ownerA);
    expect(team.json().invitations).toEqual([expect.objectContaining({ email: 'packer@example.com' })]);
    expect(team.json().members).toEqual([expect.objectContaining({ username: 'owner-a', role: 'owner' })]);

    expect((await lookup(token)).json()).toEqual({
      storeName: 'Shop A',
      email: 'packer@example.com',
      role: 'Staff',
      accountExists: false,
    });

    expect((await accept({ token })).json().message).toBe('Choose a password for your account');
    const accepted = await accept({ token, password: 'packer-pass-1' });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ storeName: 'Shop A', username: 'packer@example.com', signedIn: false });

    // Single use: the same link again is refused, and so is its look-up.
    const again = await accept({ token, password: 'another-pass-1' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(INVITATION_UNUSABLE);
    expect((await lookup(token)).statusCode).toBe(400);

    const packer = await loginCookie(t.app, 'packer@example.com', 'packer-pass-1');
    const me = await callApi(t.app, 'GET', '/api/user', packer);
    expect(me.json().memberships).toEqual([
      expect.objectContaining({ tenantId: a, role: 'staff', permissions: ['orders'] }),
    ]);
    expect((await callApi(t.app, 'GET', '/api/admin/orders', packer)).statusCode).toBe(200);
    expect((await callApi(t.app, 'GET', '/api/admin/products', packer)).statusCode).toBe(403);
    const members = (await callApi(t.app, 'GET', '/api/admin/team', ownerA)).json();
    expect(members.invitations).toEqual([]);
    expect(members.members.map((m: { username: string }) => m.username)).toEqual([
      'owner-a',
      'packer@example.com',
    ]);
  });

  it("the store's e-mail log never shows the link's token", async () => {
    const log = await callApi(t.app, 'GET', '/api/admin/emails', ownerA);
    const invitation = log.json().find((m: { subject: string }) => m.subject.includes('invited'));
    expect(invitation.html).toContain('accept-invite?token=hidden');
    expect(invitation.text).not.toMatch(/token=(?!hidden)/);
  });

  it('an expired link is refused', async () => {
    await invite(ownerA, { email: 'late@example.com', role: 'admin' });
    const token = await inviteToken('late@example.com');
    await t.db
      .update(teamInvitations)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(teamInvitations.email, 'late@example.com'));
    const response = await accept({ token, password: 'late-pass-123' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(INVITATION_UNUSABLE);
    const team = (await callApi(t.app, 'GET', '/api/admin/team', ownerA)).json();
    expect(team.invitations).toEqual([expect.objectContaining({ email: 'late@example.com', expired: true })]);
  });

  it('resending gives a new link (the old one stops working); revoking ends it', async () => {
    const team = (await callApi(t.app, 'GET', '/api/admin/team', ownerA)).json();
    const late = team.invitations.find((i: { email: string }) => i.email === 'late@example.com');
    const oldToken = await inviteToken('late@example.com');
    const resent = await callApi(t.app, 'POST', `/api/admin/team/invitations/${late.id}/resend`, ownerA);
    expect(resent.statusCode).toBe(200);
    expect(resent.json().expired).toBe(false);
    const newToken = await inviteToken('late@example.com');
    expect(newToken).not.toBe(oldToken);
    expect((await accept({ token: oldToken, password: 'late-pass-123' })).statusCode).toBe(400);

    const revoked = await callApi(t.app, 'DELETE', `/api/admin/team/invitations/${late.id}`, ownerA);
    expect(revoked.statusCode).toBe(204);
    expect((await accept({ token: newToken, password: 'late-pass-123' })).json().message).toBe(
      INVITATION_UNUSABLE,
    );
    expect(
      (await callApi(t.app, 'DELETE', `/api/admin/team/invitations/${late.id}`, ownerA)).statusCode,
    ).toBe(404);
    expect(
      (await callApi(t.app, 'POST', `/api/admin/team/invitations/${late.id}/resend`, ownerA)).statusCode,
    ).toBe(404);
  });

  it('an address with an account signs in to accept; the signed-in account joins', async () => {
    await createUser(t.db, { username: 'helper', password: 'helper-pass', email: 'helper@example.com' });
    await invite(ownerA, {
      email: 'helper@example.com',
      role: 'staff',
      permissions: ['products', 'content'],
    });
    const token = await inviteToken('helper@example.com');
    expect((await lookup(token)).json().accountExists).toBe(true);
    const anonymous = await accept({ token, password: 'taking-over-1' });
    expect(anonymous.statusCode).toBe(409);
    expect(anonymous.json().message).toBe(SIGN_IN_TO_ACCEPT);
    // The refused attempt did not spend the link or change the password.
    const helper = await loginCookie(t.app, 'helper', 'helper-pass');
    const joined = await accept({ token }, helper);
    expect(joined.json()).toEqual({ storeName: 'Shop A', username: 'helper', signedIn: true });
    const me = await callApi(t.app, 'GET', '/api/user', helper);
    expect(me.json().memberships[0]).toMatchObject({
      tenantId: a,
      role: 'staff',
      permissions: ['products', 'content'],
    });
  });

  it('is accepted only by the account of the address it was sent to', async () => {
    await createUser(t.db, { username: 'invited', password: 'invited-pass', email: 'Invited@Example.com' });
    await createUser(t.db, { username: 'bystander', password: 'bystander-pass', email: 'other@example.com' });
    await invite(ownerA, { email: 'invited@example.com', role: 'admin' });
    const token = await inviteToken('invited@example.com');
    // Another store's owner and an account of another address hold the link: neither joins.
    for (const cookie of [ownerB, await loginCookie(t.app, 'bystander', 'bystander-pass')]) {
      const refused = await accept({ token }, cookie);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(invitationForAnother('invited@example.com'));
      const me = await callApi(t.app, 'GET', '/api/user', cookie);
      expect(me.json().memberships.map((m: { tenantId: number }) => m.tenantId)).not.toContain(a);
    }
    // The refusals did not spend the link: the invited account, whatever the case of its address, joins.
    const invited = await loginCookie(t.app, 'invited', 'invited-pass');
    const joined = await accept({ token }, invited);
    expect(joined.statusCode).toBe(200);
    expect(joined.json()).toEqual({ storeName: 'Shop A', username: 'invited', signedIn: true });
    await leaveTeamA(invited);
  });

  it('is refused to a signed-in account when no account has the invited address yet', async () => {
    await invite(ownerA, { email: 'fresh-hire@example.com', role: 'staff', permissions: ['orders'] });
    const token = await inviteToken('fresh-hire@example.com');
    const refused = await accept({ token }, ownerB);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(invitationForAnother('fresh-hire@example.com'));
    // Signed out, the link makes the address's own account.
    const made = await accept({ token, password: 'fresh-hire-1' });
    expect(made.json()).toEqual({ storeName: 'Shop A', username: 'fresh-hire@example.com', signedIn: false });
    await leaveTeamA(await loginCookie(t.app, 'fresh-hire@example.com', 'fresh-hire-1'));
  });

  it('bad input is a readable 400; someone already in the team is a 409', async () => {
    const noPermission = await invite(ownerA, { email: 'x@example.com', role: 'staff', permissions: [] });
    expect(noPermission.json().message).toMatch(/at least one permission/);
    expect(
      (await invite(ownerA, { email: 'nope', role: 'staff', permissions: ['orders'] })).json().message,
    ).toMatch(/valid e-mail/);
    expect((await invite(ownerA, { email: 'x@example.com', role: 'boss' })).statusCode).toBe(400);
    expect(
      (await invite(ownerA, { email: 'x@example.com', role: 'staff', permissions: ['billing'] })).statusCode,
    ).toBe(400);
    const member = await invite(ownerA, { email: 'packer@example.com', role: 'admin' });
    expect(member.statusCode).toBe(409);
  });
});

describe('members', () => {
  let packerId: number;
  beforeAll(async () => {
    const team = (await callApi(t.app, 'GET', '/api/admin/team', ownerA)).json();
    packerId = team.members.find((m: { username: string }) => m.username === 'packer@example.com').userId;
  });

  it('an owner changes a role; the change applies to the next request', async () => {
    const packer = await loginCookie(t.app, 'packer@example.com', 'packer-pass-1');
    const changed = await callApi(t.app, 'PUT', `/api/admin/team/${packerId}`, ownerA, {
      role: 'staff',
      permissions: ['products', 'orders'],
    });
    expect(changed.json()).toMatchObject({ role: 'staff', permissions: ['products', 'orders'] });
    expect((await callApi(t.app, 'GET', '/api/admin/products', packer)).statusCode).toBe(200);
    const admin = await callApi(t.app, 'PUT', `/api/admin/team/${packerId}`, ownerA, {
      role: 'admin',
      permissions: ['orders'],
    });
    expect(admin.json()).toMatchObject({ role: 'admin', permissions: [] });
    expect((await callApi(t.app, 'GET', '/api/admin/team', packer)).statusCode).toBe(403);
  });

  it('the last owner can be neither removed nor demoted; with a second owner they can', async () => {
    const remove = await callApi(t.app, 'DELETE', `/api/admin/team/${ownerAId}`, ownerA);
    expect(remove.statusCode).toBe(409);
    expect(remove.json().message).toBe(LAST_OWNER_MESSAGE);
    const demote = await callApi(t.app, 'PUT', `/api/admin/team/${ownerAId}`, ownerA, { role: 'admin' });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().message).toBe(LAST_OWNER_MESSAGE);

    await callApi(t.app, 'PUT', `/api/admin/team/${packerId}`, ownerA, { role: 'owner' });
    const packer = await loginCookie(t.app, 'packer@example.com', 'packer-pass-1');
    expect(
      (await callApi(t.app, 'PUT', `/api/admin/team/${ownerAId}`, packer, { role: 'admin' })).statusCode,
    ).toBe(200);
    // Now the packer is the last owner.
    const last = await callApi(t.app, 'DELETE', `/api/admin/team/${packerId}`, packer);
    expect(last.json().message).toBe(LAST_OWNER_MESSAGE);
    expect(
      (await callApi(t.app, 'PUT', `/api/admin/team/${ownerAId}`, packer, { role: 'owner' })).statusCode,
    ).toBe(200);
  });

  it("a removed member's access ends at once, and their sessions on the store end", async () => {
    const viaStore = await loginCookie(t.app, 'helper', 'helper-pass', 'team-a');
    const plain = await loginCookie(t.app, 'helper', 'helper-pass');
    expect((await callApi(t.app, 'GET', '/api/admin/products', plain)).statusCode).toBe(200);
    const helperId = (await callApi(t.app, 'GET', '/api/user', plain)).json().id;
    expect((await callApi(t.app, 'DELETE', `/api/admin/team/${helperId}`, ownerA)).statusCode).toBe(204);
    // A session that chose the store is gone; any other has no store any more.
    expect((await callApi(t.app, 'GET', '/api/admin/products', viaStore)).statusCode).toBe(401);
    expect((await callApi(t.app, 'GET', '/api/admin/products', plain)).statusCode).toBe(403);
    expect((await callApi(t.app, 'GET', '/api/user', plain)).json().memberships).toEqual([]);
    const left = await t.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, helperId), eq(sessions.tenantId, a)));
    expect(left).toEqual([]);
    expect((await callApi(t.app, 'DELETE', `/api/admin/team/${helperId}`, ownerA)).statusCode).toBe(404);
  });

  it("another store's owner can neither see nor change this team", async () => {
    const seen = await callApi(t.app, 'GET', `/api/admin/team?tenantId=${a}`, ownerB);
    expect(seen.statusCode).toBe(403);
    const changed = await callApi(t.app, 'PUT', `/api/admin/team/${packerId}?tenantId=${a}`, ownerB, {
      role: 'owner',
    });
    expect(changed.statusCode).toBe(403);
    // Without naming the store they act on their own, where A's people are not members.
    expect((await callApi(t.app, 'DELETE', `/api/admin/team/${packerId}`, ownerB)).statusCode).toBe(404);
    expect(
      (await callApi(t.app, 'PUT', `/api/admin/team/${ownerAId}`, ownerB, { role: 'admin' })).statusCode,
    ).toBe(404);
    await invite(ownerA, { email: 'pending@example.com', role: 'admin' });
    const pending = (await callApi(t.app, 'GET', '/api/admin/team', ownerA)).json().invitations[0];
    expect(
      (await callApi(t.app, 'DELETE', `/api/admin/team/invitations/${pending.id}`, ownerB)).statusCode,
    ).toBe(404);
    const bTeam = (await callApi(t.app, 'GET', '/api/admin/team', ownerB)).json();
    expect(bTeam.invitations).toEqual([]);
    expect(bTeam.members.map((m: { username: string }) => m.username)).toEqual(['owner-b']);
    const membersOfA = await t.db.select().from(userTenants).where(eq(userTenants.tenantId, a));
    expect(membersOfA.length).toBe(2);
  });

  it('a super admin manages any store team by naming it', async () => {
    const team = await callApi(t.app, 'GET', `/api/admin/team?tenantId=${b}`, root);
    expect(team.statusCode).toBe(200);
    expect(team.json().members[0]).toMatchObject({ username: 'owner-b', role: 'owner' });
  });
});
