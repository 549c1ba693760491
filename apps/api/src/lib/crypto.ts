// Hashing and random tokens used by sessions, one-time links, ids and secrets.
import { createHash, randomFillSync } from 'node:crypto';

// Random bytes are drawn 8 KiB at a time and handed out once each, the way node's own randomUUID
// keeps a batch: a checkout draws five tokens, and one `randomBytes` call costs about 5 µs against
// 0.2 µs for a slice of the batch (docs/performance.md, "Random tokens from a batch").
const BATCH_BYTES = 8192;
const batch = Buffer.alloc(BATCH_BYTES);
let taken = BATCH_BYTES;

/** `bytes` random bytes (at most 8 KiB) as text: hex or URL-safe base64. Never the same bytes twice. */
export function randomText(bytes: number, encoding: 'hex' | 'base64url'): string {
  if (!Number.isInteger(bytes) || bytes < 1 || bytes > BATCH_BYTES)
    throw new RangeError(`randomText: ${bytes} bytes`);
  if (taken + bytes > BATCH_BYTES) {
    randomFillSync(batch);
    taken = 0;
  }
  const text = batch.toString(encoding, taken, taken + bytes);
  // Handed-out bytes are not left readable in the batch.
  batch.fill(0, taken, taken + bytes);
  taken += bytes;
  return text;
}

/** 256 random bits, URL-safe. */
export function randomToken(): string {
  return randomText(32, 'base64url');
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
