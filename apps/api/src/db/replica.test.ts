import { describe, expect, it } from 'vitest';
import type { Db } from './database.ts';
import { formatLsn, type Lsn, parseLsn, ReadReplica } from './replica.ts';
import type { DbScopes } from './scopes.ts';

const scopes = (name: string) => ({ name, none: {} as Db, platform: {} as Db, tenant: () => ({}) as Db });
const primary = scopes('primary') as DbScopes & { name: string };
const replica = scopes('replica') as DbScopes & { name: string };

function setup(options: { replay?: () => Promise<Lsn | undefined>; primaryAt?: Lsn } = {}) {
  let clock = 0;
  let replayed: Lsn | undefined = 100n;
  let primaryAt = options.primaryAt ?? 100n;
  const asked = { replica: 0, primary: 0 };
  const pendingPrimary: Array<() => void> = [];
  const router = new ReadReplica({
    primary,
    replica,
    primaryLsn: () =>
      new Promise((resolve) => {
        asked.primary++;
        const at = primaryAt;
        pendingPrimary.push(() => resolve(at));
      }),
    replayLsn:
      options.replay ??
      (async () => {
        asked.replica++;
        return replayed;
      }),
    now: () => clock,
  });
  return {
    router,
    asked,
    tick: (ms: number) => {
      clock += ms;
    },
    replayTo: (lsn: Lsn | undefined) => {
      replayed = lsn;
    },
    primaryAt: (lsn: Lsn) => {
      primaryAt = lsn;
    },
    answerPrimary: () => {
      for (const resolve of pendingPrimary.splice(0)) resolve();
    },
  };
}

const target = (s: DbScopes) => (s as DbScopes & { name: string }).name;

describe('write-ahead log positions', () => {
  it('parse and print as PostgreSQL writes them', () => {
    expect(parseLsn('16/B374D848')).toBe(0x16b374d848n);
    expect(parseLsn('0/0')).toBe(0n);
    expect(formatLsn(0x16b374d848n)).toBe('16/B374D848');
    expect(parseLsn(formatLsn(0xffffffff_00000001n))).toBe(0xffffffff_00000001n);
    for (const bad of ['', '16', '16/', 'x/1', '1/2/3', '123456789/0', ' 1/2'])
      expect(parseLsn(bad)).toBeUndefined();
  });
});

describe('choosing the replica or the primary', () => {
  it('reads the primary until the replica has said how far it is', async () => {
    const s = setup();
    expect(target(s.router.scopesAfter(0n))).toBe('primary');
    await s.router.refresh();
    expect(target(s.router.scopesAfter(0n))).toBe('replica');
  });

  it("sends a caller who wrote past the replica's position to the primary, then back once replayed", async () => {
    const s = setup();
    await s.router.refresh();
    expect(target(s.router.scopesAfter(100n))).toBe('replica');
    expect(target(s.router.scopesAfter(101n))).toBe('primary');
    s.replayTo(150n);
    s.tick(10);
    await s.router.refresh();
    expect(target(s.router.scopesAfter(101n))).toBe('replica');
  });

  it('asks the replica at most once per 5 ms and never twice at once', async () => {
    const s = setup();
    await s.router.refresh();
    expect(s.asked.replica).toBe(1);
    for (let i = 0; i < 50; i++) s.router.scopesAfter(500n);
    await s.router.refresh();
    expect(s.asked.replica).toBe(1);
    s.tick(6);
    const a = s.router.refresh();
    const b = s.router.refresh();
    await Promise.all([a, b]);
    expect(s.asked.replica).toBe(2);
  });

  it('reads the primary when the replica is out of reach or no longer a standby, and retries each second', async () => {
    let fail = true;
    const s = setup({
      replay: async () => {
        if (fail) throw new Error('connection refused');
        return 100n;
      },
    });
    await s.router.refresh();
    expect(target(s.router.scopesAfter(0n))).toBe('primary');
    fail = false;
    s.tick(500);
    await s.router.refresh();
    expect(target(s.router.scopesAfter(0n))).toBe('primary'); // not asked again yet
    s.tick(600);
    await s.router.refresh();
    expect(target(s.router.scopesAfter(0n))).toBe('replica');

    const promoted = setup({ replay: async () => undefined });
    await promoted.router.refresh();
    expect(target(promoted.router.scopesAfter(0n))).toBe('primary');
  });
});

describe('store-front refills after an invalidation', () => {
  it('read the primary until the replica holds the position the primary had when it arrived', async () => {
    const s = setup({ primaryAt: 120n });
    await s.router.refresh();
    expect(target(s.router.storefrontScopes())).toBe('replica');

    s.router.invalidated();
    // The primary has not answered yet: no replica position is known to be new enough.
    s.replayTo(10_000n);
    s.tick(10);
    await s.router.refresh();
    expect(target(s.router.storefrontScopes())).toBe('primary');

    s.answerPrimary();
    await Promise.resolve();
    expect(target(s.router.storefrontScopes())).toBe('replica');
  });

  it('need the position of the latest invalidation, not of an earlier one', async () => {
    const s = setup();
    await s.router.refresh(); // replayed 100
    s.primaryAt(110n);
    s.router.invalidated();
    s.primaryAt(300n);
    s.router.invalidated();
    s.answerPrimary();
    await Promise.resolve();
    expect(target(s.router.storefrontScopes())).toBe('primary'); // needs 300, replica at 100
    s.replayTo(300n);
    s.tick(10);
    await s.router.refresh();
    expect(target(s.router.storefrontScopes())).toBe('replica');
    expect(target(s.router.storefrontScopes(301n))).toBe('primary'); // and the caller's own write
  });
});
