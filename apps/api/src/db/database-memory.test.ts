// The embedded database's memory bound (ADR 0016): its buffer cache is what PGLITE_SHARED_BUFFERS_MB
// says, on a fresh data folder and on every later start (initdb's postgresql.conf says 128MB).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../config/config.ts';
import { openDatabase } from './open-database.ts';

async function sharedBuffers(dataDir: string, env: Record<string, string> = {}): Promise<string> {
  const database = await openDatabase(parseConfig({ DATA_DIR: dataDir, ...env }));
  try {
    const result = await database.db.execute(sql`show shared_buffers`);
    return (result as unknown as { rows: Array<{ shared_buffers: string }> }).rows[0]!.shared_buffers;
  } finally {
    await database.close();
  }
}

describe('PGLITE_SHARED_BUFFERS_MB', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'storefleet-memory-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('defaults to 16 MiB and accepts only a whole number of MiB from 8 to 1024', () => {
    expect(parseConfig({}).PGLITE_SHARED_BUFFERS_MB).toBe(16);
    expect(parseConfig({ PGLITE_SHARED_BUFFERS_MB: '64' }).PGLITE_SHARED_BUFFERS_MB).toBe(64);
    for (const bad of ['4', '2048', '1.5', 'lots']) {
      expect(() => parseConfig({ PGLITE_SHARED_BUFFERS_MB: bad })).toThrow(ConfigError);
    }
    expect(() => parseConfig({ PGLITE_SHARED_BUFFERS_MB: 'lots' })).toThrow(
      /PGLITE_SHARED_BUFFERS_MB: must be a number/,
    );
  });

  it('sizes the embedded database’s buffer cache on a new data folder and on every restart', async () => {
    expect(await sharedBuffers(dataDir, { PGLITE_SHARED_BUFFERS_MB: '24' })).toBe('24MB');
    // The same folder again (initdb's postgresql.conf in it says 128MB): the default applies.
    expect(await sharedBuffers(dataDir)).toBe('16MB');
  });
});
