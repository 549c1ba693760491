// db/listen.ts: the listening connection's sync, one round trip at a time and shared by the calls
// that wait for it (docs/architecture.md, the store-front cache).
import { describe, expect, it } from 'vitest';
import { syncInTurns } from './listen.ts';

/** A round trip the test ends by hand, recording when each starts. */
function roundTrips() {
  const started: Array<() => void> = [];
  const roundTrip = () => new Promise<void>((resolve) => started.push(resolve));
  return { started, roundTrip };
}

const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('a sync in turns', () => {
  it('sends one round trip for a call on its own, and another for a later call', async () => {
    const { started, roundTrip } = roundTrips();
    const sync = syncInTurns(roundTrip);
    const first = sync();
    expect(started).toHaveLength(1);
    started[0]!();
    await first;
    const second = sync();
    expect(started).toHaveLength(2);
    started[1]!();
    await second;
  });

  it('answers the calls made during a round trip with ONE next one, sent after it ends', async () => {
    const { started, roundTrip } = roundTrips();
    const sync = syncInTurns(roundTrip);
    const done: string[] = [];
    const first = sync().then(() => done.push('first'));
    // Made while the first is under way: it may have been sent before their commits.
    const waiting = [sync(), sync(), sync()].map((call, i) => call.then(() => done.push(`waiting ${i}`)));
    await settled();
    expect(started).toHaveLength(1);
    started[0]!();
    await first;
    await settled();
    expect(done).toEqual(['first']); // not answered by the round trip that was already under way
    expect(started).toHaveLength(2);
    started[1]!();
    await Promise.all(waiting);
    expect(done).toEqual(['first', 'waiting 0', 'waiting 1', 'waiting 2']);
    expect(started).toHaveLength(2);
  });

  it('goes on after a round trip fails', async () => {
    let calls = 0;
    const sync = syncInTurns(async () => {
      calls++;
      if (calls === 1) throw new Error('connection lost');
    });
    const first = sync();
    const second = sync();
    await expect(first).rejects.toThrow('connection lost');
    await expect(second).resolves.toBeUndefined();
    expect(calls).toBe(2);
  });
});
