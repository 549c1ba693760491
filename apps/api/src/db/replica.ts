// Reads from a streaming replica only when it holds what the reader must see (ADR 0018).
//
// A replica replays the primary's write-ahead log a little behind it. Positions in that log (LSNs)
// say how far: a read may go to the replica when the replica has replayed up to the position the
// reader needs, and goes to the primary otherwise. Two needs are tracked:
//   - a session's own writes: after a write, the response carries the primary's position in a
//     cookie (request-context.ts); that session's next reads need at least that;
//   - the store-front cache: when an invalidation arrives (NOTIFY comes from the primary, after
//     the write committed), the primary's position at that moment is what a refill needs, or the
//     cache would be filled again with the row as it was before the write.
// The replica's position is asked for on demand (at most once per REFRESH_MS, one query at a time)
// and only grows; a decision never waits for it: while the replica is behind, reads go to the
// primary and the next question to the replica is already on its way.
import type { DbScopes } from './scopes.ts';

/** A position in the write-ahead log, `16/B374D848` → 0x16_B374D848. */
export type Lsn = bigint;

export function parseLsn(text: string): Lsn | undefined {
  const match = /^([0-9A-F]{1,8})\/([0-9A-F]{1,8})$/i.exec(text);
  if (!match) return undefined;
  return (BigInt(`0x${match[1]}`) << 32n) | BigInt(`0x${match[2]}`);
}

export function formatLsn(lsn: Lsn): string {
  return `${(lsn >> 32n).toString(16).toUpperCase()}/${(lsn & 0xffff_ffffn).toString(16).toUpperCase()}`;
}

const REFRESH_MS = 5;
/** While the replica cannot be reached, it is asked again this often; reads go to the primary. */
const RETRY_MS = 1000;
/** Before the first answer of the primary after an invalidation: no replica is new enough. */
const UNKNOWN: Lsn = 0xffff_ffff_ffff_ffffn;

export type ReplicaDeps = {
  primary: DbScopes;
  replica: DbScopes;
  /** The primary's current position (`pg_current_wal_lsn()`). */
  primaryLsn(): Promise<Lsn>;
  /** How far the replica has replayed (`pg_last_wal_replay_lsn()`); undefined if it is no standby. */
  replayLsn(): Promise<Lsn | undefined>;
  onError?(error: unknown): void;
  now?(): number;
};

export class ReadReplica {
  private replayed: Lsn = 0n;
  private asked = Number.NEGATIVE_INFINITY;
  private asking: Promise<void> | undefined;
  /** Unknown until first asked: reads go to the primary until the replica has answered. */
  private healthy = false;
  /** What a store-front refill needs: the primary's position at the last invalidation. */
  private invalidatedAt: Lsn = 0n;
  private invalidations = 0;
  private readonly now: () => number;

  constructor(private readonly deps: ReplicaDeps) {
    this.now = deps.now ?? (() => performance.now());
  }

  /** The scopes a read needing position `lsn` goes to, decided now (see the file's header). */
  scopesAfter(lsn: Lsn): DbScopes {
    if (this.healthy && this.replayed >= lsn) return this.deps.replica;
    this.refresh();
    return this.deps.primary;
  }

  /** For store-front reads that fill the cache: new enough for the last invalidation and `lsn`. */
  storefrontScopes(lsn: Lsn = 0n): DbScopes {
    return this.scopesAfter(lsn > this.invalidatedAt ? lsn : this.invalidatedAt);
  }

  /** A store-front invalidation arrived: refills need the primary's position from now on. */
  invalidated(): void {
    const mine = ++this.invalidations;
    this.invalidatedAt = UNKNOWN;
    this.deps.primaryLsn().then(
      (lsn) => {
        // A later invalidation's answer is the one that counts; positions only grow.
        if (mine === this.invalidations) this.invalidatedAt = lsn;
      },
      (error) => this.deps.onError?.(error), // stays UNKNOWN: refills read the primary until the next one
    );
  }

  /** The primary's position now: what the session that just wrote must read at least. */
  primaryLsn(): Promise<Lsn> {
    return this.deps.primaryLsn();
  }

  /** The replica's position as last seen (tests and the health endpoint). */
  get replayedLsn(): Lsn {
    return this.replayed;
  }

  /** Asks the replica how far it is, unless it was asked very recently or is being asked now. */
  refresh(): Promise<void> {
    const now = this.now();
    if (this.asking || now - this.asked < (this.healthy ? REFRESH_MS : RETRY_MS)) {
      return this.asking ?? Promise.resolve();
    }
    this.asked = now;
    this.asking = this.deps
      .replayLsn()
      .then(
        (lsn) => {
          // A server that is no standby (a failed-over replica) replays nothing: read the primary.
          this.healthy = lsn !== undefined;
          if (lsn !== undefined && lsn > this.replayed) this.replayed = lsn;
        },
        (error) => {
          this.healthy = false;
          this.deps.onError?.(error);
        },
      )
      .finally(() => {
        this.asking = undefined;
      });
    return this.asking;
  }
}
